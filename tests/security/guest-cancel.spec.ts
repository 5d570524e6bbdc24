// A guest's cancel (lib/aftercare/guest-cancel.server.ts, /api/guest-order-cancel) against what the
// marketplace would let through: its cancel takes any guest_id and finds the order by
// `user_id = guest_id` alone. The storefront cancels only the order this browser has just proved
// by id and phone, for the guest who placed it, once. Each call is sent as a stranger would.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, newAccount } from '../e2e/helpers.ts';
import { API_HEADERS, apiToken, placeAtMarketplace } from '../e2e/marketplace-orders.ts';
import { guestWithCart, setCookie, storefront } from './guest-helpers.ts';

let phones = 0;
/** A phone number no other order has: the marketplace's track finds orders by it. */
function phone(): string {
  phones += 1;
  return `+2011${`${Date.now()}`.slice(-6)}${String(phones % 100).padStart(2, '0')}`;
}

/** An order placed at the marketplace by a guest id or a customer's token: its id. */
const place = (request: APIRequestContext, who: { guestId: number } | { token: string }, contact: string) =>
  placeAtMarketplace(request, who, { name: 'Order Owner', phone: contact, email: 'owner@demo.test' });

/** The order as the marketplace has it (found by its phone, as the real track does). */
async function statusOf(request: APIRequestContext, orderId: number, contact: string, guestId: number) {
  const res = await request.get(
    `${API}/customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=${encodeURIComponent(contact)}`,
    { headers: API_HEADERS },
  );
  const order = (await res.json()) as { order_status: string; cancellation_reason: string | null };
  return { status: order.order_status, reason: order.cancellation_reason };
}

/** /track-order with the id and phone: the tracked_order cookie it sets, or null. */
async function prove(baseURL: string, cookie: string, orderId: number, contact: string): Promise<string | null> {
  const res = await fetch(`${baseURL}/en/track-order`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({ order_id: String(orderId), phone: contact }),
    redirect: 'manual',
  });
  const tracked = setCookie(res, 'tracked_order');
  return res.status === 303 && tracked ? `tracked_order=${tracked}` : null;
}

async function cancelJson(baseURL: string, cookie: string, orderId: number, reason = 'I changed my mind') {
  return storefront(baseURL, '/api/guest-order-cancel', { method: 'PUT', cookie, json: { order_id: orderId, reason } });
}

async function cancelForm(baseURL: string, cookie: string, orderId: number, reason = 'I changed my mind') {
  return fetch(`${baseURL}/en/api/guest-order-cancel`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({ order_id: String(orderId), reason }),
    redirect: 'manual',
  });
}

async function expectRefused(res: Response, what: string) {
  expect(res.status, what).toBe(403);
  expect(await res.json(), what).toEqual({ errors: [{ code: 'order', message: 'Not found' }] });
}

test("another guest's order, or one not proved by phone, is not cancelled", async ({ baseURL, request }) => {
  const victim = await guestWithCart(baseURL!, request);
  const attacker = await guestWithCart(baseURL!, request);
  const victimPhone = phone();
  const attackerPhone = phone();
  const victimOrder = await place(request, { guestId: victim.id }, victimPhone);
  const attackerOrder = await place(request, { guestId: attacker.id }, attackerPhone);
  const attackerProof = await prove(baseURL!, attacker.cookie, attackerOrder, attackerPhone);
  expect(attackerProof).toBeTruthy();

  // The attacker's own proof names the attacker's order only.
  await expectRefused(await cancelJson(baseURL!, `${attacker.cookie}; ${attackerProof}`, victimOrder), 'other id');
  const form = await cancelForm(baseURL!, `${attacker.cookie}; ${attackerProof}`, victimOrder);
  expect(form.status).toBe(303);
  expect(form.headers.get('location')).toContain('cancel=not-yours');
  // The victim's own guest cookie without the phone proved: the order id alone cancels nothing.
  await expectRefused(await cancelJson(baseURL!, victim.cookie, victimOrder), 'not proved');
  // Someone else's proof carried with the victim's guest cookie names another order.
  await expectRefused(await cancelJson(baseURL!, `${victim.cookie}; ${attackerProof}`, victimOrder), 'wrong proof');
  // The attacker who knows the victim's id and phone follows the order, but is not its guest.
  const stolenProof = await prove(baseURL!, attacker.cookie, victimOrder, victimPhone);
  expect(stolenProof).toBeTruthy();
  await expectRefused(await cancelJson(baseURL!, `${attacker.cookie}; ${stolenProof}`, victimOrder), 'not its guest');
  // No guest at all, the proof alone.
  await expectRefused(await cancelJson(baseURL!, stolenProof!, victimOrder), 'no guest');
  // A guest id from the browser is refused before anything is asked.
  const named = await storefront(baseURL!, '/api/guest-order-cancel', {
    method: 'PUT',
    cookie: `${attacker.cookie}; ${stolenProof}`,
    json: { order_id: victimOrder, reason: 'x', guest_id: victim.id },
  });
  expect(named.status).toBe(400);
  expect(await statusOf(request, victimOrder, victimPhone, victim.id)).toEqual({ status: 'pending', reason: null });
  // The attacker's own proved order is the one it can cancel.
  expect((await cancelJson(baseURL!, `${attacker.cookie}; ${attackerProof}`, attackerOrder)).status).toBe(200);
});

test("a signed-in customer's order is not cancelled by a guest", async ({ baseURL, request }) => {
  const email = await newAccount(request, baseURL!);
  const token = await apiToken(request, email);
  const customerPhone = phone();
  const customerOrder = await place(request, { token }, customerPhone);
  const guest = await guestWithCart(baseURL!, request);
  const guestPhone = phone();
  const guestOrder = await place(request, { guestId: guest.id }, guestPhone);
  const proof = await prove(baseURL!, guest.cookie, guestOrder, guestPhone);
  // The customer's order is never proved by /track-order, even with its id and phone.
  expect(await prove(baseURL!, guest.cookie, customerOrder, customerPhone)).toBeNull();
  await expectRefused(await cancelJson(baseURL!, `${guest.cookie}; ${proof}`, customerOrder), 'customer order');
  const track = await request.get(`${API}/customer/order/track?order_id=${customerOrder}`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect((await track.json()).order_status).toBe('pending');
});

test('a forged or altered tracked_order cookie proves nothing', async ({ baseURL, request }) => {
  const guest = await guestWithCart(baseURL!, request);
  const contact = phone();
  const orderId = await place(request, { guestId: guest.id }, contact);
  const otherPhone = phone();
  const other = await place(request, { guestId: guest.id }, otherPhone);
  const real = (await prove(baseURL!, guest.cookie, other, otherPhone))!;
  const sealed = real.slice('tracked_order='.length);
  const forged = [
    JSON.stringify({ oid: String(orderId), ph: contact }),
    encodeURIComponent(JSON.stringify({ oid: String(orderId), ph: contact })),
    `${sealed.slice(0, -4)}AAAA`,
    'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA',
    sealed.replace(/\.[^.]+\./, '..'),
  ];
  for (const value of forged) {
    await expectRefused(await cancelJson(baseURL!, `${guest.cookie}; tracked_order=${value}`, orderId), value);
    const page = await storefront(baseURL!, `/en/track-order?order_id=${orderId}`, {
      cookie: `${guest.cookie}; tracked_order=${value}`,
    });
    expect(await page.text(), value).not.toContain('data-tracked-order');
  }
  expect(await statusOf(request, orderId, contact, guest.id)).toEqual({ status: 'pending', reason: null });
});

test('a cancelled order is not cancelled again, with the script or the plain form', async ({ baseURL, request }) => {
  const guest = await guestWithCart(baseURL!, request);
  const contact = phone();
  const orderId = await place(request, { guestId: guest.id }, contact);
  const proof = await prove(baseURL!, guest.cookie, orderId, contact);
  const cookie = `${guest.cookie}; ${proof}`;
  const first = await cancelJson(baseURL!, cookie, orderId, 'First reason');
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ message: 'Order canceled successfully' });
  const again = await cancelJson(baseURL!, cookie, orderId, 'Second reason');
  expect(again.status).toBe(403);
  expect(await again.json()).toEqual({ errors: [{ code: 'order', message: 'You can not cancel after confirm' }] });
  const form = await cancelForm(baseURL!, cookie, orderId, 'Third reason');
  expect(form.status).toBe(303);
  expect(form.headers.get('location')).toContain('cancel=not-pending');
  expect(await statusOf(request, orderId, contact, guest.id)).toEqual({ status: 'canceled', reason: 'First reason' });
});
