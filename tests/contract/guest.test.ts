// Guests (reference §1.3, §3.24-§3.26; api/docs/guest.md): a guest id, a guest cart and order,
// following it by id and contact number, and a login that carries the guest cart over, as the
// real OrderController and CustomerAuthController answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let guestId = 0;
let orderId = 0;
const PHONE = '+201055512345';

const asGuest = (path: string, options: { method?: string; json?: unknown } = {}) =>
  api.call(path, { module: 1, ...options });

beforeAll(async () => {
  api = await startTestApi();
  const made = await api.call('/auth/guest/request', { method: 'POST', json: {} });
  guestId = made.body.guest_id;
  const cart = await asGuest('/customer/cart/add', {
    method: 'POST',
    json: { guest_id: guestId, item_id: 1, quantity: 2, price: 108, model: 'Item' },
  });
  expect(cart.status).toBe(200);
  const placed = await asGuest(`/customer/order/place?guest_id=${guestId}`, {
    method: 'POST',
    json: {
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      distance: 2.5,
      address: '12 Tahrir Square, Cairo',
      latitude: '30.0444',
      longitude: '31.2357',
      contact_person_name: 'Guest Buyer',
      contact_person_number: PHONE,
      contact_person_email: 'guest@demo.test',
      dm_tips: 0,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  orderId = placed.body.order_id;
});
afterAll(() => api.stop());

describe('guest ids', () => {
  it('auth/guest/request answers a new id each time', async () => {
    const a = await api.call('/auth/guest/request', { method: 'POST', json: {} });
    const b = await api.call('/auth/guest/request', { method: 'POST' });
    expect(a).toMatchObject({ status: 200, body: { message: 'Guest verified', guest_id: expect.any(Number) } });
    expect(b.body.guest_id).toBeGreaterThan(a.body.guest_id);
  });
});

describe('a guest order', () => {
  it('ordering from the guest cart empties it', async () => {
    expect((await asGuest(`/customer/cart/list?guest_id=${guestId}`)).body).toEqual([]);
    const running = await asGuest(`/customer/order/running-orders?limit=10&offset=1&guest_id=${guestId}`);
    expect(running.body.orders.map((o: { id: number }) => o.id)).toContain(orderId);
  });

  it('track finds it by id and the contact number, with or without the +', async () => {
    for (const phone of [PHONE, PHONE.slice(1)]) {
      const track = await asGuest(
        `/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(phone)}&guest_id=${guestId}`,
      );
      expect(track.status).toBe(200);
      expect(track.body).toMatchObject({ id: orderId, order_status: 'pending', is_guest: true });
    }
  });

  it('track matches the phone, not the guest: another guest id with the phone finds it', async () => {
    const other = (await api.call('/auth/guest/request', { method: 'POST' })).body.guest_id;
    const track = await asGuest(
      `/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(PHONE)}&guest_id=${other}`,
    );
    expect(track.body).toMatchObject({ id: orderId });
  });

  it('track without the contact number is a validation error; a wrong one is not found', async () => {
    const missing = await asGuest(`/customer/order/track?order_id=${orderId}&guest_id=${guestId}`);
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toMatchObject({ code: 'contact_number' });
    const wrong = await asGuest(
      `/customer/order/track?order_id=${orderId}&contact_number=%2B201000000000&guest_id=${guestId}`,
    );
    expect(wrong).toMatchObject({ status: 404, body: { errors: [{ code: 'order', message: 'Not found' }] } });
  });

  it('track needs a guest id or a token at all (apiGuestCheck)', async () => {
    const res = await asGuest(`/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(PHONE)}`);
    expect(res).toMatchObject({ status: 401, body: { errors: 'Unauthorized' } });
  });

  it('details answers the lines of any order to a guest (no owner filter), marked is_guest', async () => {
    const own = await asGuest(`/customer/order/details?order_id=${orderId}&guest_id=${guestId}`);
    expect(own.status).toBe(200);
    expect(own.body[0]).toMatchObject({ item_id: 1, quantity: 2, is_guest: 1 });
    const token = await api.login();
    const theirs = (await api.call('/customer/order/list?limit=1&offset=1', { token })).body.orders[0].id;
    const foreign = await asGuest(`/customer/order/details?order_id=${theirs}&guest_id=${guestId}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body[0]).toMatchObject({ is_guest: 0 });
  });

  it('signed in, details refuses a guest order; track filters by user id only (B31:64-66)', async () => {
    const token = await api.login();
    const me = (await api.call('/customer/info', { token })).body.id;
    expect((await api.call(`/customer/order/details?order_id=${orderId}`, { token, module: 1 })).status).toBe(404);
    // The real track has no is_guest filter for users: a guest whose id is the customer's is found.
    const track = await api.call(`/customer/order/track?order_id=${orderId}`, { token, module: 1 });
    expect(track.status).toBe(me === guestId ? 200 : 404);
  });
});

describe('login with a guest id', () => {
  it('moves the guest cart to the customer, replacing the old one', async () => {
    const guest = (await api.call('/auth/guest/request', { method: 'POST' })).body.guest_id;
    await asGuest('/customer/cart/add', {
      method: 'POST',
      json: { guest_id: guest, item_id: 2, quantity: 1, price: 1, model: 'Item' },
    });
    const login = await api.call('/auth/login', {
      method: 'POST',
      json: {
        login_type: 'manual',
        email_or_phone: 'other@demo.test',
        password: 'demo12345',
        field_type: 'email',
        guest_id: guest,
      },
    });
    expect(login.status).toBe(200);
    const cart = await api.call('/customer/cart/list', { token: login.body.token, module: 1 });
    expect(cart.body.map((l: { item_id: number }) => l.item_id)).toEqual([2]);
    expect((await asGuest(`/customer/cart/list?guest_id=${guest}`)).body).toEqual([]);
  });
});
