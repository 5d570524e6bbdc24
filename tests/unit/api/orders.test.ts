import { describe, it, expect } from 'vitest';
import {
  addToCart,
  clearCart,
  getCart,
  getOrderDetails,
  getOrders,
  getRunningOrders,
  placeOrder,
  removeCartItem,
  trackOrder,
  updateCartItem,
} from '../../../src/lib/api/index.ts';
import { answering, fixture } from './helpers.ts';

describe('cart', () => {
  it('parses cart lines (numeric strings, nulls, nested item)', async () => {
    const { ctx, calls } = answering(fixture('cart-lines.json'), 200, { token: 't' });
    const lines = await getCart(ctx);
    expect(calls[0]!.url.pathname).toBe('/api/v1/customer/cart/list');
    expect(lines[0]).toMatchObject({
      id: 7,
      user_id: 9,
      item_id: 12,
      module_id: 2,
      price: 18,
      quantity: 2,
      is_guest: false,
    });
    expect(lines[0]!.item).toMatchObject({
      name: 'Organic Bananas',
      discount: 10,
      discount_type: 'percent',
      store_id: 3,
    });
    expect(lines[1]).toMatchObject({
      price: 10.5,
      quantity: 1,
      add_on_ids: [1],
      add_on_qtys: [1],
      variation: [{ type: '1kg' }],
    });
    expect(lines[1]!.item).toMatchObject({ images_full_url: [], image_full_url: null, food_variations: [] });
  });

  it('adds with model Item and default option lists', async () => {
    const { ctx, calls } = answering(fixture('cart-lines.json'), 200, { token: 't' });
    await addToCart(ctx, { item_id: 12, quantity: 2, price: 18 });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/v1/customer/cart/add');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      item_id: 12,
      quantity: 2,
      price: 18,
      model: 'Item',
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    });
  });

  it('updates, removes one line and clears', async () => {
    const { ctx, calls } = answering([], 200, { token: 't' });
    await updateCartItem(ctx, { cart_id: 7, quantity: 3, price: 18 });
    await removeCartItem(ctx, 7);
    expect(await clearCart(ctx)).toEqual([]);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ cart_id: 7, quantity: 3, price: 18 });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'POST /api/v1/customer/cart/update',
      'DELETE /api/v1/customer/cart/remove-item?cart_id=7',
      'DELETE /api/v1/customer/cart/remove',
    ]);
  });
});

describe('orders', () => {
  it('lists running orders with default page size 10, page 1', async () => {
    const { ctx, calls } = answering(fixture('orders-running.json'), 200, { token: 't' });
    const list = await getRunningOrders(ctx);
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe(
      '/api/v1/customer/order/running-orders?limit=10&offset=1',
    );
    expect(list).toMatchObject({ total_size: 1, limit: 10, offset: 1 });
    expect(list.orders[0]).toMatchObject({
      id: 100001,
      order_status: 'pending',
      order_amount: 56,
      delivery_charge: 10,
      coupon_discount_amount: 0,
      store_discount_amount: 4,
      order_note: 'Ring twice',
      created_at: '2024-03-02 18:00:00',
      delivery_address: {
        address: '5 Tahrir Square, Cairo',
        contact_person_name: 'Layla Hassan',
        contact_person_number: '+201001234567',
        latitude: 30.0444,
        longitude: 31.2357,
      },
      store: { id: 3, name: 'Fresh Corner Market' },
      delivery_man: null,
    });
  });

  it('lists order history, accepting a JSON-text address', async () => {
    const { ctx, calls } = answering(fixture('orders-list.json'), 200, { token: 't' });
    const list = await getOrders(ctx, { limit: 5, offset: 2 });
    expect(calls[0]!.url.search).toBe('?limit=5&offset=2');
    expect(list.orders[0]).toMatchObject({ order_status: 'delivered', order_amount: 30.5, order_note: null });
    expect(list.orders[0]!.delivery_address?.contact_person_name).toBe('Layla Hassan');
  });

  it('tracks one order', async () => {
    const { ctx, calls } = answering(fixture('order-track.json'), 200, { token: 't' });
    const order = await trackOrder(ctx, 100001);
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/customer/order/track?order_id=100001');
    expect(order).toMatchObject({ id: 100001, order_status: 'pending' });
  });

  it("a customer is never given a guest's order with the customer's number", async () => {
    const guestOrder = { ...(fixture('order-track.json') as object), is_guest: true, user_id: 7 };
    const tracked = answering(guestOrder, 200, { token: 't' });
    await expect(trackOrder(tracked.ctx, 100001)).rejects.toMatchObject({ status: 404, code: 'order' });
    // A guest's own track (no token) still reads it.
    const asGuest = answering(guestOrder, 200, { guestId: 7 });
    expect(await trackOrder(asGuest.ctx, 100001)).toMatchObject({ is_guest: true });
    const list = fixture('orders-running.json') as { total_size: number; orders: object[] };
    const mixed = { ...list, total_size: 2, orders: [...list.orders, { ...list.orders[0], id: 5, is_guest: true }] };
    const running = await getRunningOrders(answering(mixed, 200, { token: 't' }).ctx);
    expect(running.orders.map((o) => o.id)).toEqual([100001]);
    expect(running.total_size).toBe(1);
  });

  it('parses order detail lines, including JSON-text snapshots', async () => {
    const { ctx, calls } = answering(fixture('order-details.json'), 200, { token: 't' });
    const lines = await getOrderDetails(ctx, 100001);
    expect(calls[0]!.url.search).toBe('?order_id=100001');
    expect(lines[0]).toMatchObject({
      id: 1,
      price: 20,
      quantity: 2,
      item_details: { name: 'Organic Bananas' },
      variation: [{ type: '1kg' }],
      add_ons: [{ id: 1, name: 'Gift wrap', price: 2.5, quantity: 1 }],
      total_add_on_price: 2.5,
      image_full_url: 'http://127.0.0.1:8787/storage/app/public/product/2024-banana.png',
    });
    // The item no longer exists: the snapshot's image is used.
    expect(lines[1]).toMatchObject({
      item_id: null,
      price: 12,
      quantity: 1,
      variation: [],
      add_ons: [],
      item_details: { id: 99, name: 'Discontinued Tea' },
      image_full_url: 'http://127.0.0.1:8787/storage/app/public/product/tea.png',
    });
  });

  it('places an order with the spec defaults and the cart as JSON text', async () => {
    const { ctx, calls } = answering(fixture('place-order.json'), 200, { token: 't' });
    const answer = await placeOrder(ctx, {
      order_amount: 56,
      store_id: 3,
      distance: 1.52,
      latitude: 30.0444,
      longitude: 31.2357,
      address: '5 Tahrir Square, Cairo',
      contact_person_name: 'Layla Hassan',
      contact_person_number: '+201001234567',
      contact_person_email: 'layla@example.com',
      order_note: 'Ring twice',
      cart: [{ item_id: 12, quantity: 2 }],
    });
    const body = JSON.parse(String(calls[0]!.body)) as Record<string, unknown>;
    expect(calls[0]!.url.pathname).toBe('/api/v1/customer/order/place');
    expect(body).toMatchObject({
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      is_buy_now: 1,
      dm_tips: 0,
      cutlery: 0,
      store_id: 3,
    });
    expect(JSON.parse(body.cart as string)).toEqual([
      {
        item_id: 12,
        quantity: 2,
        item_type: 'AppModelsItem',
        variation: [],
        variant: '',
        add_on_ids: [],
        add_on_qtys: [],
      },
    ]);
    expect(answer).toEqual({
      message: 'Order placed successfully',
      order_id: 100002,
      total_ammount: 66.5,
      status: 'pending',
      created_at: '2024-03-03 12:00:00',
      user_id: 9,
    });
  });
});
