// schedule_at on place-order (OrderController.php:193, :270, :297-321, :531-532; api/docs/schedule.md):
// the past, a store or marketplace without scheduling, and the store's hours at the chosen time are
// refused with 406; the slot grid and the scheduling interval are not checked by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

// Wednesday 2026-11-25, 10:00 in Cairo (UTC+2 in winter).
const clock = new Date('2026-11-25T10:00:00+02:00');
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  token = await api.login();
});
afterAll(() => api.stop());

/** Store 27 serves breakfast only (06:30-11:30 on weekdays), in Alexandria. */
const BREAKFAST = { store: 27, module: 2, zone: '[6]', latitude: '31.1982140', longitude: '29.9003450' };
const KOSHARY = { store: 2, module: 2, zone: '[5]', latitude: '30.0444', longitude: '31.2357' };
/** A pharmacy: its stores take no scheduled orders. */
const PHARMACY = { store: 7, module: 3, zone: '[5]', latitude: '30.0444', longitude: '31.2357' };

async function firstItem(store: typeof BREAKFAST) {
  const res = await api.call(`/items/suggested?store_id=${store.store}`, { module: store.module, zone: store.zone });
  const item = res.body.items.find((i: { store_id: number; stock: number }) => i.store_id === store.store);
  return item as { id: number; price: number };
}

async function place(store: typeof BREAKFAST, extra: Record<string, unknown> = {}) {
  const item = await firstItem(store);
  return api.callHttp('/customer/order/place', {
    method: 'POST',
    token,
    module: store.module,
    zone: store.zone,
    json: {
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: store.store,
      distance: 1.5,
      address: 'A street',
      latitude: store.latitude,
      longitude: store.longitude,
      is_buy_now: 1,
      cart: JSON.stringify([
        {
          item_id: item.id,
          quantity: Math.max(1, Math.ceil(120 / item.price)),
          variation: [],
          variant: '',
          add_on_ids: [],
          add_on_qtys: [],
        },
      ]),
      ...extra,
    },
  });
}

async function order(id: number) {
  const res = await api.call('/customer/order/running-orders?limit=50&offset=1', { token, module: null });
  return res.body.orders.find((o: { id: number }) => o.id === id);
}

describe('schedule_at', () => {
  it('without it the order is for now: scheduled 0, schedule_at the order time', async () => {
    const res = await place(KOSHARY);
    expect(res.status).toBe(200);
    const placed = await order(res.body.order_id);
    expect(placed).toMatchObject({ scheduled: 0, schedule_at: '2026-11-25T08:00:00.000000Z' });
  });

  it('a time within the hours is kept, read in the business time zone', async () => {
    const res = await place(BREAKFAST, { schedule_at: '2026-11-26 07:30' });
    expect(res.status).toBe(200);
    expect(await order(res.body.order_id)).toMatchObject({
      scheduled: 1,
      schedule_at: '2026-11-26T05:30:00.000000Z',
    });
  });

  it('refuses a time in the past', async () => {
    const res = await place(KOSHARY, { schedule_at: '2026-11-25 09:30' });
    expect(res).toEqual({
      status: 406,
      body: { errors: [{ code: 'order_time', message: 'You can not schedule a order in past time' }] },
    });
  });

  it('refuses a time outside the store hours, and opening and closing times themselves', async () => {
    for (const at of ['2026-11-25 12:00', '2026-11-26 06:30', '2026-11-26 11:30', '2026-11-27 23:00']) {
      const res = await place(BREAKFAST, { schedule_at: at });
      expect({ at, ...res }).toEqual({
        at,
        status: 406,
        body: { errors: [{ code: 'order_time', message: 'Store is closed at order time' }] },
      });
    }
  });

  it('refuses a store that takes no scheduled orders, before looking at its hours', async () => {
    const res = await place(PHARMACY, { schedule_at: '2026-11-25 12:00' });
    expect(res).toEqual({
      status: 406,
      body: { errors: [{ code: 'schedule_at', message: 'Schedule order not available' }] },
    });
  });

  it('accepts a time off the slot grid and days ahead: the server checks neither', async () => {
    const res = await place(KOSHARY, { schedule_at: '2026-12-09 13:07' });
    expect(res.status).toBe(200);
  });

  it('a time Carbon cannot read is a server error', async () => {
    const res = await place(KOSHARY, { schedule_at: 'tomorrow-ish' });
    expect(res.status).toBe(500);
  });
});
