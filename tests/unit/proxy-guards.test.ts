// What the same-origin proxy (src/lib/proxy/proxy.server.ts, proxy/answers.server.ts) lets through: only the
// caller's own records, the marketplace's customer-facing words but never its insides, personal
// answers marked for no cache, a cart-module cookie no script reads, a limit on new guests per
// address, and "unavailable" (never "sign in") for a guest while the marketplace's settings fail.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../contract/harness.ts';
import { fakeCookies, type Jar } from '../fixtures/fake-cookies.ts';

process.env.GUEST_RATE_LIMIT = '3';
const mocks = vi.hoisted(() => ({ degraded: false }));
vi.mock('../../src/lib/server/marketplace/settings.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/server/marketplace/settings.ts')>();
  return {
    ...real,
    siteSettings: async (lang: 'en') =>
      mocks.degraded ? real.DEFAULT_SETTINGS : { ...(await real.siteSettings(lang)), guestCheckout: true },
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  process.env.API_BASE_URL = api.url;
});
afterAll(() => api.stop());
beforeEach(() => {
  mocks.degraded = false;
});

const prefs = { lang: 'en', moduleId: 1, zoneIds: [5] };

const { onlyTheCallers, publicError, rememberCustomerId } = await import('../../src/lib/proxy/answers.server.ts');
const { proxy } = await import('../../src/lib/proxy/proxy.server.ts');
const { loadSession, sealSession, SESSION_COOKIE } = await import('../../src/lib/identity/session.server.ts');
const cartEndpoint = (await import('../../src/pages/api/cart.ts')).GET;

async function call(
  cookies: Jar,
  method: string,
  path: string,
  options: { body?: unknown; search?: string; secure?: boolean; client?: string } = {},
) {
  const search = options.search ?? '';
  // The session middleware's step: the cookie read once per request.
  await loadSession(cookies as never);
  const request = new Request(`http://shop.test/api/v1/${path}${search}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-module-id': '1' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return proxy({
    request,
    rawPath: path,
    search,
    prefs: prefs as never,
    cookies: cookies as never,
    secure: options.secure,
    client: options.client ?? '10.0.0.1',
  });
}

async function signedIn(): Promise<Jar> {
  const token = await api.login();
  return fakeCookies({ [SESSION_COOKIE]: await sealSession(token, { remember: false }) });
}

const LINE = { item_id: 1, quantity: 1, price: 120, model: 'Item' };

describe("only the caller's records", () => {
  const customer = { token: 'token-of-customer-7' };
  rememberCustomerId(customer.token, 7);

  it("a customer's order answer that is a guest's, or another customer's, is not found", async () => {
    for (const order of [
      { id: 5, user_id: 7, is_guest: true, delivery_address: { contact_person_name: 'Guest' }, otp: '1234' },
      { id: 5, user_id: 8, is_guest: false },
    ]) {
      const checked = await onlyTheCallers('customer/order/track', order, customer, prefs as never);
      expect(checked.ok).toBe(false);
      if (checked.ok) continue;
      expect(checked.response.status).toBe(404);
      expect(await checked.response.json()).toEqual({ errors: [{ code: 'order', message: 'Not found' }] });
    }
    const own = { id: 5, user_id: 7, is_guest: false };
    expect(await onlyTheCallers('customer/order/track', own, customer, prefs as never)).toEqual({
      ok: true,
      data: own,
    });
  });

  it("an order's lines that say they are a guest's are not found, whole", async () => {
    const lines = [
      { id: 1, order_id: 5, is_guest: 1 },
      { id: 2, order_id: 5 },
    ];
    const checked = await onlyTheCallers('customer/order/details', lines, customer, prefs as never);
    expect(checked.ok).toBe(false);
  });

  it("lists keep only the caller's entries, and their count follows", async () => {
    const list = {
      total_size: 3,
      limit: '10',
      offset: '1',
      orders: [
        { id: 1, user_id: 7, is_guest: false },
        { id: 2, user_id: 7, is_guest: true },
        { id: 3, user_id: 9, is_guest: false },
      ],
    };
    const checked = await onlyTheCallers('customer/order/list', list, customer, prefs as never);
    expect(checked).toEqual({ ok: true, data: { ...list, total_size: 1, orders: [list.orders[0]] } });
    const addresses = {
      addresses: [
        { id: 1, user_id: 7 },
        { id: 2, user_id: 70 },
      ],
    };
    expect(await onlyTheCallers('customer/address/list', addresses, customer, prefs as never)).toEqual({
      ok: true,
      data: { addresses: [{ id: 1, user_id: 7 }] },
    });
  });

  it("a guest's cart holds only that guest's lines", async () => {
    const lines = [
      { id: 1, user_id: 12, is_guest: true },
      { id: 2, user_id: 12, is_guest: false },
      { id: 3, user_id: 13, is_guest: true },
    ];
    const checked = await onlyTheCallers('customer/cart/list', lines, { guestId: 12 }, prefs as never);
    expect(checked).toEqual({ ok: true, data: [lines[0]] });
  });

  it("through the proxy: a customer's own cart passes, learnt by the customer's id", async () => {
    const cookies = await signedIn();
    const added = await call(cookies, 'POST', 'customer/cart/add', { body: LINE });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual([expect.objectContaining({ item_id: 1, is_guest: false })]);
  });
});

describe('error text', () => {
  it("the marketplace's insides become a plain message; its words for customers stay", () => {
    expect(publicError(404, { message: 'No query results for model [App\\Models\\Order] 100005' })).toEqual({
      message: 'Not found',
    });
    expect(
      publicError(500, {
        message: 'SQLSTATE[42S22]: Column not found',
        exception: 'Illuminate\\Database\\QueryException',
        file: '/var/www/app/Http/Controllers/Api/V1/OrderController.php',
        trace: [{ line: 1 }],
      }),
    ).toEqual({ message: 'The marketplace could not answer. Please try again in a moment.' });
    expect(publicError(403, { errors: [{ code: 'order', message: 'You can not cancel this order' }] })).toEqual({
      errors: [{ code: 'order', message: 'You can not cancel this order' }],
    });
    expect(publicError(403, { errors: [{ code: 'cart', message: 'Call to a member function on null' }] })).toEqual({
      errors: [{ code: 'cart', message: 'The request could not be completed.' }],
    });
    expect(publicError(502, null)).toEqual({
      errors: [{ code: 'server_error', message: 'The marketplace could not answer. Please try again in a moment.' }],
    });
  });

  it('through the proxy: an unknown order says "Not found", nothing of the model', async () => {
    const cookies = await signedIn();
    const res = await call(cookies, 'GET', 'customer/order/details', { search: '?order_id=999999' });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toMatch(/App|Models|query results/);
    expect(JSON.parse(text)).toEqual({ message: 'Not found' });
  });
});

describe('personal answers and cookies', () => {
  it('personal answers and refusals are never stored', async () => {
    const cookies = await signedIn();
    for (const [method, path, search] of [
      ['GET', 'customer/info', ''],
      ['GET', 'customer/order/running-orders', '?limit=10&offset=1'],
      ['GET', 'customer/address/list', '?limit=10&offset=1'],
      ['GET', 'customer/notifications', ''],
      ['GET', 'customer/cart/list', ''],
    ] as const) {
      const res = await call(cookies, method, path, { search });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const refused = await call(fakeCookies(), 'GET', 'customer/info');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the cart-module cookie is httpOnly, and Secure over HTTPS', async () => {
    for (const secure of [true, false]) {
      const cookies = await signedIn();
      await call(cookies, 'DELETE', 'customer/cart/remove');
      expect((await call(cookies, 'POST', 'customer/cart/add', { body: LINE, secure })).status).toBe(200);
      expect(cookies.jar.get('cart_module')?.options).toMatchObject({ httpOnly: true, secure, sameSite: 'lax' });
    }
  });
});

describe('new guests', () => {
  it('are limited per address: 429 with Retry-After and a clear message past the limit', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call(fakeCookies(), 'POST', 'customer/cart/add', { body: LINE, client: '203.0.113.9' });
      expect(res.status).toBe(200);
    }
    const cookies = fakeCookies();
    const limited = await call(cookies, 'POST', 'customer/cart/add', { body: LINE, client: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many new carts/);
    expect(cookies.jar.has('guest')).toBe(false);
    // A guest that exists goes on; another address is counted apart.
    const other = await call(fakeCookies(), 'POST', 'customer/cart/add', { body: LINE, client: '203.0.113.10' });
    expect(other.status).toBe(200);
  });
});

describe('while the marketplace settings cannot be read', () => {
  it('a visitor is told the marketplace is unreachable, never to sign in', async () => {
    mocks.degraded = true;
    const add = await call(fakeCookies(), 'POST', 'customer/cart/add', { body: LINE });
    expect(add.status).toBe(502);
    expect(await add.json()).not.toHaveProperty('signIn');
    const context = {
      request: new Request('http://shop.test/api/cart'),
      url: new URL('http://shop.test/api/cart'),
      cookies: fakeCookies({ guest_cart: '1' }),
      locals: { prefs },
      clientAddress: '10.0.0.1',
    };
    const cart = await cartEndpoint(context as never);
    expect(cart.status).toBe(502);
    expect(await cart.json()).not.toHaveProperty('signIn');
  });
});
