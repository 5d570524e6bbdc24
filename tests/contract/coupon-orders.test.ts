// A coupon on place-order (OrderController.php:344-393, :862-936; api/docs/coupons.md): the same
// checks as apply (a guest's by is_valid_for_guest), the discount in the total and the columns the
// order keeps. Refusals are read over plain HTTP: the expired one is a 407.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let other: string;
let dishes: Array<{ id: number; price: number }>;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  other = await api.login('other@demo.test');
  const items = await api.call('/items/suggested?store_id=2', { module: 2 });
  dishes = items.body.items.filter((i: { discount: number; store_id: number }) => i.discount === 0 && i.store_id === 2);
});
afterAll(() => api.stop());

const CAIRO = { latitude: '30.0444', longitude: '31.2357' };

function orderBody(store: number, lines: Array<{ item_id: number; quantity: number }>, extra = {}) {
  return {
    order_amount: 1,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: store,
    distance: 2.5,
    address: '12 Tahrir Square, Cairo',
    ...CAIRO,
    contact_person_name: 'Demo Customer',
    contact_person_number: '+201012345678',
    contact_person_email: 'customer@demo.test',
    dm_tips: 0,
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

/** Enough of store 2's dishes to pass `least` (EGP). */
function linesOver(least: number) {
  const dish = dishes[0]!;
  return [{ item_id: dish.id, quantity: Math.max(1, Math.ceil(least / dish.price)) }];
}

const place = (body: Record<string, unknown>, who: string | null = token, query = '') =>
  api.callHttp(`/customer/order/place${query}`, { method: 'POST', token: who, module: 2, json: body });

async function orderOf(id: number, who = token) {
  const running = await api.call('/customer/order/running-orders?limit=50&offset=1', { token: who });
  return running.body.orders.find((o: { id: number }) => o.id === id);
}

describe('coupon_code on customer/order/place', () => {
  it('takes the discount off the items, keeps the code, amount, title and maker on the order', async () => {
    const without = await place(orderBody(2, linesOver(700)));
    const withCoupon = await place(orderBody(2, linesOver(700), { coupon_code: 'SAVE10' }));
    expect(without.status).toBe(200);
    expect(withCoupon.status).toBe(200);
    const plain = await orderOf(without.body.order_id);
    const order = await orderOf(withCoupon.body.order_id);
    const items = plain.order_amount - plain.delivery_charge - plain.total_tax_amount - plain.dm_tips;
    // 10 % of at least 700 is over the 50 cap.
    expect(order).toMatchObject({
      coupon_code: 'SAVE10',
      coupon_discount_amount: 50,
      coupon_discount_title: '10% off your order',
      coupon_created_by: 'admin',
    });
    expect(order.order_amount).toBeCloseTo(items - 50 + order.total_tax_amount + order.delivery_charge, 2);
    expect(withCoupon.body.total_ammount).toBe(order.order_amount);
    expect(plain).toMatchObject({ coupon_code: null, coupon_discount_amount: 0 });
  });

  it('a free-delivery coupon zeroes the delivery charge and names no maker', async () => {
    const res = await place(orderBody(2, linesOver(250), { coupon_code: 'FREEDEL' }));
    expect(res.status).toBe(200);
    const order = await orderOf(res.body.order_id);
    expect(order).toMatchObject({
      coupon_code: 'FREEDEL',
      coupon_discount_amount: 0,
      delivery_charge: 0,
      coupon_created_by: null,
    });
    expect(order.original_delivery_charge).toBeGreaterThan(0);
  });

  it('refuses as apply does, and places nothing', async () => {
    const before = (await api.call('/customer/order/running-orders?limit=50&offset=1', { token })).body.total_size;
    const cases: Array<[string, number, number, string]> = [
      ['NOPE', 2, 404, 'Not found'],
      ['KOSHARY15', 5, 404, 'Not found'],
      ['GRILL30', 2, 404, 'Not found'],
      ['RAMADAN25', 2, 407, 'Coupon expire'],
      ['VIP50', 2, 403, 'You are not eligible for this coupon'],
      ['WELCOME20', 2, 406, 'Coupon usage limit over'],
    ];
    for (const [code, store, status, message] of cases) {
      const res = await place(orderBody(store, linesOver(200), { coupon_code: code }));
      expect({ code, status: res.status, body: res.body }).toEqual({
        code,
        status,
        body: { errors: [{ code: 'coupon', message }] },
      });
    }
    const after = (await api.call('/customer/order/running-orders?limit=50&offset=1', { token })).body.total_size;
    expect(after).toBe(before);
  });

  it('counts a limit per customer: the second use of a limit-1 code is refused', async () => {
    expect((await place(orderBody(2, linesOver(100), { coupon_code: 'WELCOME20' }), other)).status).toBe(200);
    const again = await place(orderBody(2, linesOver(100), { coupon_code: 'WELCOME20' }), other);
    expect(again).toMatchObject({ status: 406, body: { errors: [{ code: 'coupon' }] } });
    const listed = await api.call('/coupon/list', { token: other });
    const welcome = listed.body.find((c: { code: string }) => c.code === 'WELCOME20');
    expect(welcome.total_uses).toBe(2);
  });

  it('a guest may use an unlimited code, and any code with a limit is "not found" to a guest', async () => {
    const guest = (await api.call('/auth/guest/request', { method: 'POST', json: {} })).body.guest_id;
    const body = (code: string) =>
      orderBody(2, linesOver(150), { coupon_code: code, contact_person_email: 'guest@demo.test' });
    const limited = await place(body('FIRSTBITE'), null, `?guest_id=${guest}`);
    expect(limited).toMatchObject({ status: 404, body: { errors: [{ code: 'coupon', message: 'Not found' }] } });
    const open = await place(body('SAVE10'), null, `?guest_id=${guest}`);
    expect(open.status).toBe(200);
  });
});
