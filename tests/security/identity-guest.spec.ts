// A guest's orders and cart must not be reachable through the storefront. The marketplace
// (reference §1.3 apiGuestCheck) lets any request whose token it does not know through as the
// guest its `guest_id` names, and guest ids are sequential: a forged session cookie plus a
// guest_id in the query was a way in. Each attack below is sent as a stranger would.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../e2e/helpers.ts';
import { placeAtMarketplace } from '../e2e/marketplace-orders.ts';

const MARK = `Guest Secret ${Date.now().toString(36)}`;
let guestId = 0;
let orderId = 0;
let cartLineId = 0;

async function asGuest(request: APIRequestContext, path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await request.fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: { Accept: 'application/json', moduleId: '1', zoneId: '[5]', 'X-localization': 'en' },
    data: init.json,
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  // A real guest of the marketplace, with an order and a cart line, made on the API directly.
  guestId = (await asGuest(request, '/auth/guest/request', { method: 'POST', json: {} })).guest_id;
  orderId = await placeAtMarketplace(
    request,
    { guestId },
    { name: MARK, phone: '+201099988877', email: 'guest-secret@demo.test', address: `${MARK} street` },
  );
  const cart = await asGuest(request, '/customer/cart/add', {
    method: 'POST',
    json: { guest_id: guestId, item_id: 1, quantity: 3, price: 108, model: 'Item' },
  });
  cartLineId = cart[0].id;
  // The marketplace does answer the guest's data to its guest_id (what the attacks reach for).
  const details = await asGuest(request, `/customer/order/details?order_id=${orderId}&guest_id=${guestId}`);
  expect(JSON.stringify(details)).toContain('"item_id":1');
});

/** A Set-Cookie that removes the plain-HTTP session cookie. */
const SESSION_REMOVED = /(^|\n)session=[^;]*;[^\n]*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i;

const FORGED = [
  'forged-session-value',
  'null',
  'Bearer x',
  'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA',
];

/** What the guest's own data looks like in any answer. */
function expectNoGuestData(body: string, what: string) {
  expect(body, what).not.toContain(MARK);
  expect(body, what).not.toContain('guest-secret@demo.test');
  expect(body, what).not.toContain('+201099988877');
  expect(body, what).not.toMatch(new RegExp(`"id":${cartLineId}\\b`));
  expect(body, what).not.toMatch(new RegExp(`"(?:order_)?id":${orderId}\\b`));
}

test('a forged session cookie and a guest_id reach no guest data through the proxy, and change no guest cart', async ({
  baseURL,
  request,
}) => {
  const q = (extra: string) => `guest_id=${guestId}${extra}`;
  const attacks: Array<[method: string, path: string, body?: string]> = [
    ['GET', `/api/v1/customer/order/running-orders?limit=10&offset=1&${q('')}`],
    ['GET', `/api/v1/customer/order/list?limit=10&offset=1&${q('')}`],
    ['GET', `/api/v1/customer/order/details?order_id=${orderId}&${q('')}`],
    ['GET', `/api/v1/customer/order/track?order_id=${orderId}&${q('')}`],
    ['GET', `/api/v1/customer/cart/list?${q('')}`],
    ['GET', `/api/v1/customer/cart/list?guest%5Fid=${guestId}`],
    ['GET', `/api/v1/customer/cart/list?limit=1&guest_id=${guestId}&guest_id=${guestId}`],
    ['GET', `/en/api/v1/customer/order/details?order_id=${orderId}&${q('')}`],
    ['GET', `/api/v1/customer/info?${q('')}`],
    ['GET', `/api/v1/customer/notifications?${q('')}`],
    [
      'POST',
      `/api/v1/customer/cart/add?${q('')}`,
      JSON.stringify({ item_id: 2, quantity: 1, price: 1, model: 'Item' }),
    ],
    ['POST', `/api/v1/customer/cart/update?${q('')}`, JSON.stringify({ cart_id: cartLineId, quantity: 9, price: 108 })],
    ['DELETE', `/api/v1/customer/cart/remove-item?cart_id=${cartLineId}&${q('')}`],
    ['DELETE', `/api/v1/customer/cart/remove?${q('')}`],
  ];
  for (const cookie of FORGED) {
    for (const [method, path, body] of attacks) {
      const res = await fetch(`${baseURL}${path}`, {
        method,
        headers: {
          Cookie: `session=${cookie}; __Host-session=${cookie}`,
          Origin: baseURL!,
          'X-Module-Id': '1',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body,
      });
      const text = await res.text();
      const what = `${method} ${path} with session=${cookie}: ${res.status} ${text}`;
      expectNoGuestData(text, what);
      // The forged cookie is no session: sign in, and the cookie is removed.
      expect(res.status, what).toBe(401);
      expect(JSON.parse(text), what).toMatchObject({ signIn: true });
      expect(res.headers.getSetCookie().join('\n'), what).toMatch(SESSION_REMOVED);
    }
  }
  const cart = await asGuest(request, `/customer/cart/list?guest_id=${guestId}`);
  expect(cart).toEqual([expect.objectContaining({ id: cartLineId, quantity: 3 })]);
});

test('a forged session cookie and a guest_id reach no guest data through the pages and endpoints', async ({
  baseURL,
}) => {
  const pages = [
    `/en/orders-lists?guest_id=${guestId}`,
    `/en/orders-lists?tab=history&guest_id=${guestId}`,
    `/en/orders/${orderId}?guest_id=${guestId}`,
    `/en/orders-details/${orderId}?guest_id=${guestId}`,
    `/en/cart?guest_id=${guestId}`,
    `/en/profile?guest_id=${guestId}`,
    `/en/notifications?guest_id=${guestId}`,
    `/api/cart?guest_id=${guestId}`,
  ];
  for (const cookie of FORGED) {
    for (const path of pages) {
      const res = await fetch(`${baseURL}${path}`, { headers: { Cookie: `session=${cookie}` }, redirect: 'manual' });
      const text = await res.text();
      const what = `GET ${path} with session=${cookie}: ${res.status}`;
      expectNoGuestData(text, what);
      if (path.startsWith('/api/')) expect(res.status, what).toBe(401);
    }
    const order = await fetch(`${baseURL}/api/order?guest_id=${guestId}`, {
      method: 'POST',
      headers: { Cookie: `session=${cookie}`, Origin: baseURL!, 'Content-Type': 'application/json' },
      body: JSON.stringify({ guest_id: guestId, address: 'x', latitude: 30.0444, longitude: 31.2357 }),
      redirect: 'manual',
    });
    const text = await order.text();
    expectNoGuestData(text, `POST /api/order: ${order.status} ${text}`);
    expect(order.status).toBe(401);
  }
});
