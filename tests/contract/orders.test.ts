// Orders: running versus history, details, tracking and placement with each rejection (§3.24–§3.26).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCosts, pickShippingRates } from '../../src/lib/domain/ordering/order-costs.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

const CAIRO = { latitude: '30.0444', longitude: '31.2357' };
type Line = { item_id: number; quantity: number };

function orderBody(storeId: number, lines: Line[], extra: Record<string, unknown> = {}) {
  return {
    order_amount: 1,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: storeId,
    distance: 2.5,
    address: '12 Tahrir Square, Cairo',
    ...CAIRO,
    contact_person_name: 'Demo Customer',
    contact_person_number: '+201012345678',
    contact_person_email: 'customer@demo.test',
    dm_tips: 0,
    cutlery: 0,
    is_buy_now: 1,
    cart: JSON.stringify(
      lines.map((l) => ({
        ...l,
        item_type: 'AppModelsItem',
        variation: [],
        variant: '',
        add_on_ids: [],
        add_on_qtys: [],
      })),
    ),
    ...extra,
  };
}

const place = (module: number, body: Record<string, unknown>) =>
  api.call('/customer/order/place', { method: 'POST', token, module, json: body });

async function storesOf(module: number, zone = '[5]') {
  return (await api.call('/stores/get-stores/all?limit=100&offset=1', { module, zone })).body.stores as Array<
    Record<string, any>
  >;
}
async function itemsOf(storeId: number, module: number) {
  return (await api.call(`/items/suggested?store_id=${storeId}`, { module, zone: '[5,6]' })).body.items as Array<
    Record<string, any>
  >;
}

describe('order lists', () => {
  it('running-orders holds the unfinished orders and list only the finished ones', async () => {
    const running = await api.call('/customer/order/running-orders?limit=10&offset=1', { token });
    const history = await api.call('/customer/order/list?limit=10&offset=1', { token });
    expect(running.body).toMatchObject({ limit: '10', offset: '1' });
    const runningStatuses = new Set(running.body.orders.map((o: { order_status: string }) => o.order_status));
    const historyStatuses = new Set(history.body.orders.map((o: { order_status: string }) => o.order_status));
    for (const s of runningStatuses)
      expect(['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up']).toContain(s);
    for (const s of historyStatuses)
      expect(['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed']).toContain(
        s,
      );
    expect(runningStatuses.has('pending')).toBe(true);
    expect(runningStatuses.has('processing')).toBe(true);
    expect(historyStatuses.has('delivered')).toBe(true);
    expect(historyStatuses.has('canceled')).toBe(true);
    const order = running.body.orders[0];
    expect(order.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(order.delivery_address).toHaveProperty('contact_person_name');
    expect(typeof order.delivery_address.latitude).toBe('string');
    const dates = running.body.orders.map((o: { created_at: string }) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages by 1-based offset and requires limit and offset', async () => {
    const one = await api.call('/customer/order/list?limit=1&offset=1', { token });
    const two = await api.call('/customer/order/list?limit=1&offset=2', { token });
    expect(one.body.orders[0].id).not.toBe(two.body.orders[0].id);
    expect(one.body.total_size).toBeGreaterThan(1);
    const missing = await api.call('/customer/order/list', { token });
    expect(missing.status).toBe(403);
    expect(missing.body.errors.map((e: { code: string }) => e.code)).toEqual(['limit', 'offset']);
  });

  it('details answers the lines; a foreign order is a findOrFail 404', async () => {
    const { body } = await api.call('/customer/order/running-orders?limit=10&offset=1', { token });
    const id = body.orders[0].id;
    const details = await api.call(`/customer/order/details?order_id=${id}`, { token });
    expect(Array.isArray(details.body)).toBe(true);
    expect(details.body[0]).toHaveProperty('is_guest', 0);
    for (const key of ['price', 'quantity', 'item_details', 'variation', 'total_add_on_price', 'image_full_url'])
      expect(details.body[0]).toHaveProperty(key);
    expect(typeof details.body[0].item_details.name).toBe('string');

    const other = await api.login('other@demo.test');
    const theirs = (await api.call('/customer/order/list?limit=10&offset=1', { token: other })).body.orders[0].id;
    const foreign = await api.call(`/customer/order/details?order_id=${theirs}`, { token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`No query results for model [App\\Models\\Order] ${theirs}`);
  });

  it('track answers the order header fields', async () => {
    const { body } = await api.call('/customer/order/running-orders?limit=10&offset=1', { token });
    const track = await api.call(`/customer/order/track?order_id=${body.orders[0].id}`, { token });
    expect(track.body).toMatchObject({ id: body.orders[0].id, order_status: body.orders[0].order_status });
    for (const key of ['order_amount', 'delivery_charge', 'coupon_discount_amount', 'delivery_address', 'store'])
      expect(track.body).toHaveProperty(key);
    expect((await api.call('/customer/order/track?order_id=1', { token })).status).toBe(404);
  });
});

describe('placing an order', () => {
  it('creates a pending order priced on the server, takes stock and shows in running orders', async () => {
    const before = (await api.call('/items/details/1', { module: 1 })).body;
    const res = await place(1, orderBody(1, [{ item_id: 1, quantity: 2 }]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order placed successfully', status: 'pending', user_id: 1 });
    expect(res.body.order_id).toBeGreaterThan(100000);
    expect(res.body).toHaveProperty('total_ammount');
    const after = (await api.call('/items/details/1', { module: 1 })).body;
    expect(after.stock).toBe(before.stock - 2);

    const track = (await api.call(`/customer/order/track?order_id=${res.body.order_id}`, { token })).body;
    const unit = before.price - (before.price * before.discount) / 100;
    expect(track.order_status).toBe('pending');
    expect(track.delivery_charge).toBeGreaterThan(0);
    expect(track.order_amount).toBeCloseTo(res.body.total_ammount, 2);
    expect(track.order_amount).toBeGreaterThanOrEqual(unit * 2);
    const lines = (await api.call(`/customer/order/details?order_id=${res.body.order_id}`, { token })).body;
    expect(lines.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity])).toEqual([[1, 2]]);
    const running = (await api.call('/customer/order/running-orders?limit=50&offset=1', { token })).body.orders;
    expect(running.map((o: { id: number }) => o.id)).toContain(res.body.order_id);
  });

  it("stores the total the storefront's estimate shows: item and store discounts, zone module rates, the cap", async () => {
    // Store 5: 15% off from 200, at most 60; its items carry discounts of both kinds.
    const store = (await api.call('/stores/details/5', { module: 2 })).body;
    const zone = (await api.call(`/config/get-zone-id?lat=${store.latitude}&lng=${store.longitude}`, { module: 2 }))
      .body;
    const pivot = zone.zone_data
      .find((z: { id: number }) => z.id === store.zone_id)
      .modules.find((m: { id: number }) => m.id === store.module_id).pivot;
    const rates = pickShippingRates(
      {
        perKm: pivot.per_km_shipping_charge,
        minimum: pivot.minimum_shipping_charge,
        maximum: pivot.maximum_shipping_charge,
      },
      {
        perKm: store.per_km_shipping_charge,
        minimum: store.minimum_shipping_charge,
        maximum: store.maximum_shipping_charge,
      },
    );
    const discounted = (await itemsOf(5, 2)).filter((i) => i.discount > 0);
    const items = ['amount', 'percent'].map((kind) => discounted.find((i) => i.discount_type === kind)!);
    expect(items.map((i) => i.discount_type).sort()).toEqual(['amount', 'percent']);
    for (const distance of [1.2, 40]) {
      const estimate = orderCosts({
        lines: items.map((i) => ({ price: i.price, quantity: 2, discount: i.discount, discountType: i.discount_type })),
        store: {
          minimumOrder: store.minimum_order,
          tax: store.tax,
          freeDelivery: Boolean(store.free_delivery),
          discount: {
            discount: store.discount.discount,
            minPurchase: store.discount.min_purchase,
            maxDiscount: store.discount.max_discount,
          },
        },
        rates,
        distanceKm: distance,
      });
      expect(estimate.storeDiscount).toBeGreaterThan(0);
      const res = await place(
        2,
        orderBody(
          5,
          items.map((i) => ({ item_id: i.id, quantity: 2 })),
          { distance, ...{ latitude: store.latitude, longitude: store.longitude } },
        ),
      );
      expect(res.status).toBe(200);
      expect(res.body.total_ammount).toBe(estimate.total);
      const track = (await api.call(`/customer/order/track?order_id=${res.body.order_id}`, { token, module: 2 })).body;
      expect(track.delivery_charge).toBe(estimate.deliveryFee);
      expect(track.store_discount_amount).toBe(estimate.discount);
    }
  });

  it('orders the server cart and empties it when not buying now', async () => {
    await api.call('/customer/cart/add', {
      method: 'POST',
      token,
      module: 1,
      json: { item_id: 1, quantity: 1, price: 108, model: 'Item' },
    });
    const res = await place(1, orderBody(1, [], { is_buy_now: 0, cart: undefined }));
    expect(res.status).toBe(200);
    expect((await api.call('/customer/cart/list', { token, module: 1 })).body).toEqual([]);
  });

  it('refuses an empty order', async () => {
    const res = await place(1, orderBody(1, [], { is_buy_now: 0, cart: undefined }));
    expect(res).toMatchObject({ status: 403, body: { errors: [{ code: 'empty_cart' }] } });
  });

  it('refuses items of another store', async () => {
    const stores = (await storesOf(1)).filter((s) => s.id !== 1 && s.open === 1);
    const foreign = (await itemsOf(stores[0]!.id, 1))[0]!;
    const res = await place(
      1,
      orderBody(1, [
        { item_id: 1, quantity: 1 },
        { item_id: foreign.id, quantity: 1 },
      ]),
    );
    expect(res).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'different_stores', message: 'Please select items from the same store' }] },
    });
  });

  it('refuses a delivery point outside the store zone', async () => {
    const res = await place(
      1,
      orderBody(1, [{ item_id: 1, quantity: 1 }], { latitude: '31.2001', longitude: '29.9187' }),
    );
    expect(res).toMatchObject({ status: 403, body: { errors: [{ code: 'coordinates', message: 'Out of coverage' }] } });
  });

  it('refuses a closed store', async () => {
    const all = [...(await storesOf(1)), ...(await storesOf(2)), ...(await storesOf(3)), ...(await storesOf(4))];
    const closed = all.find((s) => s.open === 0)!;
    expect(closed).toBeDefined();
    const item = (await api.call(`/stores/popular-items/${closed.id}`, { module: closed.module_id })).body[0];
    const res = await place(closed.module_id, orderBody(closed.id, [{ item_id: item.id, quantity: 1 }]));
    expect(res).toMatchObject({
      status: 406,
      body: { errors: [{ code: 'order_time', message: 'Store is closed at order time' }] },
    });
  });

  it('refuses an order under the store minimum', async () => {
    const stores = [...(await storesOf(1)), ...(await storesOf(2))].filter((s) => s.open === 1 && s.minimum_order > 0);
    const strict = stores.sort((a, b) => b.minimum_order - a.minimum_order)[0]!;
    const items = await itemsOf(strict.id, strict.module_id);
    const cheap = items
      .filter((i) => i.module_type === 'food' || i.stock === null || i.stock > 0)
      .sort((a, b) => a.price - b.price)[0]!;
    expect(cheap.price).toBeLessThan(strict.minimum_order);
    const res = await place(strict.module_id, orderBody(strict.id, [{ item_id: cheap.id, quantity: 1 }]));
    expect(res.status).toBe(406);
    expect(res.body.errors[0].message).toMatch(new RegExp(`^You need to order at least ${strict.minimum_order}`));
  });

  it('answers 203 above the cash-on-delivery limit', async () => {
    const zone = (await api.call('/config/get-zone-id?lat=30.0444&lng=31.2357')).body.zone_data[0];
    const limit = zone.modules.find((m: { id: number }) => m.id === 4).pivot.maximum_cod_order_amount;
    const stores = (await storesOf(4)).filter((s) => s.open === 1);
    const unit = (i: Record<string, any>) =>
      i.discount_type === 'amount' ? i.price - i.discount : i.price * (1 - i.discount / 100);
    let chosen: { store: number; item: number; quantity: number } | undefined;
    for (const store of stores) {
      for (const item of await itemsOf(store.id, 4)) {
        if (!(item.stock > 0) || item.maximum_cart_quantity !== null) continue;
        const quantity = Math.min(item.stock, Math.ceil((limit + 1) / unit(item)));
        if (quantity * unit(item) > limit) {
          chosen = { store: store.id, item: item.id, quantity };
          break;
        }
      }
      if (chosen) break;
    }
    expect(chosen).toBeDefined();
    const res = await place(4, orderBody(chosen!.store, [{ item_id: chosen!.item, quantity: chosen!.quantity }]));
    expect(res).toMatchObject({ status: 203, body: { errors: [{ code: 'order_amount' }] } });
  });

  it('refuses more than the stock', async () => {
    const stores = (await storesOf(1)).filter((s) => s.open === 1);
    let target: { store: number; item: number } | undefined;
    for (const store of stores) {
      const item = (await itemsOf(store.id, 1)).find((i) => i.stock === 0);
      if (item) {
        target = { store: store.id, item: item.id };
        break;
      }
    }
    expect(target).toBeDefined();
    const res = await place(1, orderBody(target!.store, [{ item_id: target!.item, quantity: 1 }]));
    expect(res).toMatchObject({ status: 406, body: { errors: [{ code: 'stock' }] } });
  });

  it('validates the payload like 3.1, and a buy-now line without all keys is a 500', async () => {
    const res = await place(1, { payment_method: 'bitcoin', order_type: 'delivery' });
    expect(res.status).toBe(403);
    const codes = res.body.errors.map((e: { code: string }) => e.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'order_amount',
        'payment_method',
        'store_id',
        'distance',
        'address',
        'latitude',
        'longitude',
      ]),
    );
    const partial = await place(1, orderBody(1, [], { cart: JSON.stringify([{ item_id: 1, quantity: 1 }]) }));
    expect(partial.status).toBe(500);
  });

  it('needs a customer or a guest', async () => {
    const res = await api.call('/customer/order/place', {
      method: 'POST',
      module: 1,
      json: orderBody(1, [{ item_id: 1, quantity: 1 }]),
    });
    expect(res).toMatchObject({ status: 401, body: { errors: 'Unauthorized' } });
  });
});
