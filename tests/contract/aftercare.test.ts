// Cancelling, cancellation reasons and the address book, answered as 6amMart 3.1 answers them
// (api/docs/aftercare.md cites the controller lines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let otherToken: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  otherToken = await api.login('other@demo.test');
});
afterAll(() => api.stop());

const cancel = (body: Record<string, unknown>, who: string | null = token) =>
  api.call('/customer/order/cancel', { method: 'PUT', token: who, json: body });
const track = async (orderId: number, who = token) =>
  (await api.call(`/customer/order/track?order_id=${orderId}`, { token: who })).body;

describe('customer/order/cancellation-reasons', () => {
  it('lists the active reasons, paginated, filtered by type, translated', async () => {
    const all = await api.call('/customer/order/cancellation-reasons', { module: null });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total_size: 6, limit: '25', offset: '1' });
    const customer = await api.call('/customer/order/cancellation-reasons?type=customer&limit=2&offset=2', {
      module: null,
    });
    expect(customer.body.total_size).toBe(4);
    expect(customer.body.limit).toBe('2');
    expect(customer.body.data).toHaveLength(2);
    expect(customer.body.data[0]).toMatchObject({ id: 3, user_type: 'customer', status: 1 });
    const ar = await api.call('/customer/order/cancellation-reasons?type=customer', { lang: 'ar', module: null });
    expect(ar.body.data[0].reason).toBe('طلبت عن طريق الخطأ');
    expect(ar.body.data[0].translations[0]).toMatchObject({
      translationable_type: 'App\\Models\\OrderCancelReason',
      locale: 'ar',
      key: 'reason',
    });
  });
});

describe('customer/order/cancel', () => {
  it('needs a reason, at most 255 characters', async () => {
    expect(await cancel({ order_id: 100012 })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'reason', message: 'The reason field is required.' }] },
    });
    const long = await cancel({ order_id: 100012, reason: 'x'.repeat(256) });
    expect(long.status).toBe(403);
    expect(long.body.errors[0]).toEqual({
      code: 'reason',
      message: 'The reason field must not be greater than 255 characters.',
    });
  });

  it('asks for a guest id without a token, and is unauthorised without either', async () => {
    const noToken = await api.call('/customer/order/cancel', {
      method: 'PUT',
      json: { order_id: 100012, reason: 'x' },
      headers: { Authorization: 'Bearer expired-token' },
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body.errors[0].code).toBe('guest_id');
    const nobody = await api.call('/customer/order/cancel', { method: 'PUT', json: { order_id: 100012, reason: 'x' } });
    expect(nobody.status).toBe(401);
  });

  it("answers 403 not found for someone else's order and an unknown one", async () => {
    for (const body of [{ order_id: 100011, reason: 'x' }, { order_id: 999999, reason: 'x' }, { reason: 'x' }]) {
      expect(await cancel(body)).toMatchObject({
        status: 403,
        body: { errors: [{ code: 'order', message: 'Not found' }] },
      });
    }
    expect((await track(100011, otherToken)).order_status).toBe('pending');
  });

  it('refuses an order past pending', async () => {
    for (const id of [100009, 100008, 100001]) {
      expect(await cancel({ order_id: id, reason: 'too late' })).toMatchObject({
        status: 403,
        body: { errors: [{ code: 'order', message: 'You can not cancel after confirm' }] },
      });
    }
    expect((await track(100009)).order_status).toBe('confirmed');
  });

  it('cancels a pending order with its reason and time, and answers 200 again for a cancelled one', async () => {
    const before = await track(100012);
    expect(before).toMatchObject({ order_status: 'pending', canceled: null });
    const done = await cancel({ order_id: 100012, reason: 'I changed my mind' });
    expect(done).toMatchObject({ status: 200, body: { message: 'Order canceled successfully' } });
    const after = await track(100012);
    expect(after).toMatchObject({ order_status: 'canceled', cancellation_reason: 'I changed my mind' });
    expect(after.canceled).toEqual(expect.any(String));
    expect((await cancel({ order_id: 100012, reason: 'again' })).status).toBe(200);
    const list = await api.call('/customer/order/list?limit=50&offset=1', { token });
    expect(list.body.orders.map((o: { id: number }) => o.id)).toContain(100012);
  });

  it('gives the stock back when a stock-keeping module order is cancelled', async () => {
    // 100013 is a grocery order (store 1, module 1): grocery keeps stock.
    const order = await track(100013);
    expect(order.module_type).toBe('grocery');
    const lines = (await api.call('/customer/order/details?order_id=100013', { token })).body as Array<{
      item_id: number;
      quantity: number;
    }>;
    const stockOf = async (id: number) => (await api.call(`/items/details/${id}`, { module: 1 })).body.stock as number;
    const before = await Promise.all(lines.map((l) => stockOf(l.item_id)));
    expect((await cancel({ order_id: 100013, reason: 'x' })).status).toBe(200);
    expect(await Promise.all(lines.map((l) => stockOf(l.item_id)))).toEqual(
      before.map((s, i) => s + lines[i]!.quantity),
    );
    // Cancelling it again answers 200 but gives nothing back twice.
    expect((await cancel({ order_id: 100013, reason: 'again' })).status).toBe(200);
    expect(await Promise.all(lines.map((l) => stockOf(l.item_id)))).toEqual(
      before.map((s, i) => s + lines[i]!.quantity),
    );
  });
});

const CAIRO = { latitude: '30.0444', longitude: '31.2357' };
const address = (extra: Record<string, unknown> = {}) => ({
  contact_person_name: 'Demo Customer',
  contact_person_number: '+201012345678',
  address_type: 'home',
  address: '12 Tahrir Square, Cairo',
  road: 'Tahrir',
  house: '12',
  floor: '3',
  ...CAIRO,
  ...extra,
});
const list = async (who = token) => (await api.call('/customer/address/list', { token: who })).body;

describe('customer/address/*', () => {
  it('needs a signed-in customer', async () => {
    expect((await api.call('/customer/address/list')).status).toBe(401);
    expect((await api.call('/customer/address/add', { method: 'POST', json: address() })).status).toBe(401);
  });

  it('names every missing field', async () => {
    const res = await api.call('/customer/address/add', { method: 'POST', token, json: {} });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'contact_person_name',
      'address_type',
      'contact_person_number',
      'address',
      'longitude',
      'latitude',
    ]);
    expect(res.body.errors[0].message).toBe('The contact person name field is required.');
  });

  it('refuses a point outside every zone', async () => {
    const res = await api.call('/customer/address/add', {
      method: 'POST',
      token,
      json: address({ latitude: '0', longitude: '0' }),
    });
    expect(res).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    });
  });

  it('adds, lists newest first with zone ids, updates and deletes', async () => {
    expect(await list()).toMatchObject({ total_size: 0, limit: 10, offset: 1, addresses: [] });
    const added = await api.call('/customer/address/add', { method: 'POST', token, json: address() });
    expect(added).toMatchObject({ status: 200, body: { message: 'Successfully added!', zone_ids: [5] } });
    await api.call('/customer/address/add', {
      method: 'POST',
      token,
      json: address({ address_type: 'office', address: 'Smart Village' }),
    });
    const listed = await list();
    expect(listed.total_size).toBe(2);
    expect(listed.addresses[0]).toMatchObject({ address_type: 'office', zone_id: 5, zone_ids: [5] });
    const home = listed.addresses[1];
    expect(home).toMatchObject({
      contact_person_name: 'Demo Customer',
      contact_person_number: '+201012345678',
      address: '12 Tahrir Square, Cairo',
      latitude: '30.0444',
      longitude: '31.2357',
      road: 'Tahrir',
      house: '12',
      floor: '3',
      user_id: expect.any(Number),
    });
    const updated = await api.call(`/customer/address/update/${home.id}`, {
      method: 'PUT',
      token,
      json: address({ address: '1 Nile Corniche', floor: '' }),
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Updated successfully', zone_id: 5 } });
    const changed = (await list()).addresses.find((a: { id: number }) => a.id === home.id);
    expect(changed).toMatchObject({ address: '1 Nile Corniche', floor: null });
    expect(await api.call(`/customer/address/delete?address_id=${home.id}`, { method: 'DELETE', token })).toMatchObject(
      { status: 200, body: { message: 'Successfully removed!' } },
    );
    expect((await list()).total_size).toBe(1);
  });

  it("deletes only the customer's own addresses, and asks for the id", async () => {
    await api.call('/customer/address/add', { method: 'POST', token: otherToken, json: address() });
    const theirs = (await list(otherToken)).addresses[0];
    expect(
      await api.call(`/customer/address/delete?address_id=${theirs.id}`, { method: 'DELETE', token }),
    ).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect((await list(otherToken)).total_size).toBe(1);
    expect(await api.call('/customer/address/delete', { method: 'DELETE', token })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'address_id', message: 'The address id field is required.' }] },
    });
  });

  it('answers 500 for an update to a point outside every zone, as the real server fails', async () => {
    const mine = (await list()).addresses[0];
    const res = await api.call(`/customer/address/update/${mine.id}`, {
      method: 'PUT',
      token,
      json: address({ latitude: '0', longitude: '0' }),
    });
    expect(res.status).toBe(500);
    expect((await list()).addresses[0].latitude).toBe(mine.latitude);
  });
});
