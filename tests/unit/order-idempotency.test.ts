import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderRequest } from '../fixtures/order-request.ts';
import { memoryIdempotency } from '../../src/lib/orders/idempotency.server.ts';
import { itemsOf } from '../../src/lib/orders/lookup.server.ts';
import { confirmationKey, placeOrder } from '../../src/lib/orders/place.server.ts';
import type { Preferences } from '../../src/lib/server/request/preferences-type.ts';

describe('order confirmations', () => {
  it('runs a key once: a repeat gets the first result, a concurrent repeat waits for it', async () => {
    const store = memoryIdempotency({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const task = async () => {
      runs += 1;
      await gate;
      return { orderId: 100000 + runs };
    };
    const first = store.once('a', task, () => true);
    const second = store.once('a', task, () => true);
    release();
    expect(await first).toEqual({ orderId: 100001 });
    expect(await second).toEqual({ orderId: 100001 });
    expect(await store.once('a', task, () => true)).toEqual({ orderId: 100001 });
    expect(await store.once('b', task, () => true)).toEqual({ orderId: 100002 });
    expect(runs).toBe(2);
  });

  it('forgets a failure, so the customer can try again', async () => {
    const store = memoryIdempotency({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    const refused = () => {
      runs += 1;
      return Promise.resolve({ ok: runs > 1 });
    };
    expect(await store.once('k', refused, (r) => r.ok)).toEqual({ ok: false });
    expect(await store.once('k', refused, (r) => r.ok)).toEqual({ ok: true });
    expect(await store.once('k', refused, (r) => r.ok)).toEqual({ ok: true });
    await expect(
      store.once(
        't',
        () => Promise.reject(new Error('down')),
        () => true,
      ),
    ).rejects.toThrow('down');
    expect(
      await store.once(
        't',
        () => Promise.resolve({ ok: true }),
        () => true,
      ),
    ).toEqual({ ok: true });
  });

  it('keys a confirmation by customer: the same key from another session is another order', () => {
    expect(confirmationKey('token-a', 'K')).toBe(confirmationKey('token-a', 'k'));
    expect(confirmationKey('token-a', 'k')).not.toBe(confirmationKey('token-b', 'k'));
    expect(confirmationKey('token-a', 'k')).not.toContain('token-a');
  });
});

// A marketplace that places orders and then fails as networks do: 'lost' places the order and
// drops the connection before answering, 'fails' answers 500 without placing, 'down' drops every
// call. The customer's cart is emptied by a placed order, as the real server does.
describe('an order call in doubt', () => {
  let server: http.Server;
  let mode: 'ok' | 'lost' | 'fails' | 'down' | 'refuses' = 'ok';
  let orders: Array<{ id: number; store_id: number; items: Array<{ item_id: number; quantity: number }> }> = [];
  let cart: Array<{ id: number; item_id: number; quantity: number; price: number }> = [];
  // A cart line as the marketplace sends it: with the item, which prices the line.
  const koshary = {
    id: 1,
    name: 'Koshary',
    price: 120,
    discount: 0,
    discount_type: 'amount',
    store_id: 1,
    module_id: 1,
    module_type: 'food',
    stock: 0,
    maximum_cart_quantity: null,
    variations: [],
    add_ons: [],
    food_variations: [],
  };
  const cartLine = {
    id: 7,
    item_id: 1,
    module_id: 1,
    quantity: 2,
    price: 120,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    item: koshary,
  };
  let placeCalls = 0;
  let nextId = 100000;
  /** The marketplace goes down right after placing an order. */
  let downAfterPlace = false;
  const prefs = { lang: 'en', moduleId: 1, zoneIds: [5] } as unknown as Preferences;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (body: unknown, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (mode === 'down') return req.socket.destroy();
      if (url.pathname === '/api/v1/customer/cart/list') return json(cart);
      // The order's distance is measured from the store, once the point is known to be in its zone.
      if (url.pathname === '/api/v1/stores/details/1')
        return json({ id: 1, zone_id: 5, module_id: 1, latitude: '30.0500', longitude: '31.2400' });
      if (url.pathname === '/api/v1/config/get-zone-id') return json({ zone_id: '[5]', zone_data: [{ id: 5 }] });
      // The order switches (tips, delivery, pick-up): home delivery only.
      if (url.pathname === '/api/v1/config')
        return json({ home_delivery_status: 1, takeaway_status: 0, dm_tips_status: 0 });
      if (url.pathname === '/api/v1/customer/order/running-orders') {
        const list = [...orders].reverse().map((o) => ({
          id: o.id,
          order_status: 'pending',
          order_amount: 245,
          store_id: o.store_id,
          created_at: '2026-01-01 10:00:00',
        }));
        return json({ total_size: list.length, limit: '10', offset: '1', orders: list.slice(0, 10) });
      }
      if (url.pathname === '/api/v1/customer/order/details') {
        const order = orders.find((o) => o.id === Number(url.searchParams.get('order_id')));
        return json(
          order
            ? order.items.map((l, i) => ({
                id: i + 1,
                order_id: order.id,
                item_id: l.item_id,
                quantity: l.quantity,
                price: 120,
              }))
            : { errors: [{ code: 'order', message: 'Not found' }] },
          order ? 200 : 404,
        );
      }
      if (url.pathname === '/api/v1/customer/order/place') {
        placeCalls += 1;
        req.resume();
        if (mode === 'fails') return json({ message: 'Server Error' }, 500);
        // 6amMart also refuses with a 2xx that carries errors.
        if (mode === 'refuses')
          return json({ errors: [{ code: 'order_time', message: 'Store is closed at order time' }] }, 200);
        // Ids only grow, across tests too (as on a real server).
        nextId += 1;
        const id = nextId;
        orders.push({ id, store_id: 1, items: cart.map((l) => ({ item_id: l.item_id, quantity: l.quantity })) });
        cart = [];
        if (downAfterPlace) mode = 'down';
        if (mode === 'lost' || mode === 'down') return req.socket.destroy();
        return json({ message: 'Order placed successfully', order_id: id, total_ammount: 245 });
      }
      json({ errors: [{ code: 'route', message: 'Not found' }] }, 404);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    delete process.env.API_BASE_URL;
    server.closeAllConnections();
    server.close();
  });

  beforeEach(() => {
    mode = 'ok';
    downAfterPlace = false;
    orders = [];
    placeCalls = 0;
    cart = [cartLine];
  });

  const order = (key: string) => orderRequest(key, 245, [{ id: 7, quantity: 2 }]);
  const token = () => `token-${Math.random()}`;

  it('an order placed whose answer was lost is confirmed with its id, and not placed again', async () => {
    const t = token();
    mode = 'lost';
    const first = await placeOrder(prefs, t, order('00000000-0000-4000-8000-000000000001'));
    expect(first).toEqual({ kind: 'placed', orderId: orders[0]!.id, total: 245 });
    mode = 'ok';
    expect(await placeOrder(prefs, t, order('00000000-0000-4000-8000-000000000001'))).toEqual(first);
    expect(placeCalls).toBe(1);
    expect(orders).toHaveLength(1);
  });

  it('an earlier order with the same items is not taken for this one', async () => {
    const t = token();
    nextId += 1;
    const earlier = nextId;
    orders = [{ id: earlier, store_id: 1, items: [{ item_id: 1, quantity: 2 }] }];
    mode = 'fails';
    expect(await placeOrder(prefs, t, order('00000000-0000-4000-8000-000000000002'))).toEqual({
      kind: 'unavailable',
      timedOut: false,
      unconfirmed: false,
    });
    mode = 'ok';
    expect(await placeOrder(prefs, t, order('00000000-0000-4000-8000-000000000002'))).toMatchObject({
      kind: 'placed',
      orderId: earlier + 1,
    });
    expect(orders).toHaveLength(2);
  });

  it('while the marketplace cannot be asked, a retry orders nothing; once it can, it finds the order', {
    timeout: 40_000,
  }, async () => {
    const t = token();
    const key = '00000000-0000-4000-8000-000000000003';
    // Placed, and the marketplace goes down before anyone can look.
    downAfterPlace = true;
    expect(await placeOrder(prefs, t, order(key))).toEqual({ kind: 'unavailable', timedOut: false, unconfirmed: true });
    expect(await placeOrder(prefs, t, order(key))).toEqual({ kind: 'unavailable', timedOut: false, unconfirmed: true });
    downAfterPlace = false;
    mode = 'ok';
    // The cart is empty now (the order took it): without the look-up this would say "cart changed".
    expect(await placeOrder(prefs, t, order(key))).toEqual({ kind: 'placed', orderId: orders[0]!.id, total: 245 });
    expect(placeCalls).toBe(1);
    expect(orders).toHaveLength(1);
  });

  it('a refusal is a refusal, even in a 2xx: no look-up, nothing ordered', async () => {
    mode = 'refuses';
    expect(await placeOrder(prefs, token(), order('00000000-0000-4000-8000-000000000004'))).toEqual({
      kind: 'refused',
      status: 200,
      message: 'Store is closed at order time',
      code: 'order_time',
    });
    expect(orders).toHaveLength(0);
  });

  it('compares items and quantities, whatever the lines', () => {
    expect(
      itemsOf([
        { itemId: 2, quantity: 1 },
        { itemId: 1, quantity: 2 },
      ]),
    ).toBe(
      itemsOf([
        { itemId: 1, quantity: 1 },
        { itemId: 2, quantity: 1 },
        { itemId: 1, quantity: 1 },
      ]),
    );
    expect(itemsOf([{ itemId: 1, quantity: 2 }])).not.toBe(itemsOf([{ itemId: 1, quantity: 3 }]));
  });
});
