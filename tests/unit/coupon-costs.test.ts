// A coupon in the checkout's costs, worked out as the reference's place-order does
// (api/routes/order-place.ts: the coupon on items less discounts, tax after it, a free-delivery
// coupon's fee 0), and the refusal codes /api/order answers.
import { describe, expect, it } from 'vitest';
import { CouponSchema } from '../../src/lib/api/schemas/coupon.ts';
import { couponRefusalCode, refusalOfCode } from '../../src/lib/domain/ordering/coupon-rules.ts';
import { orderCosts, type StoreTerms } from '../../src/lib/domain/ordering/order-costs.ts';
import { OrderRequestSchema } from '../../src/lib/domain/ordering/order-rules.ts';

const store: StoreTerms = {
  minimumOrder: 0,
  tax: 10,
  freeDelivery: false,
  discount: { discount: 10, minPurchase: 0, maxDiscount: 0 },
};
const rates = { perKm: 0, minimum: 20, maximum: 0 };
const lines = [{ price: 100, quantity: 2, discount: 0, discountType: 'amount' }];
const coupon = (over: Record<string, unknown> = {}) =>
  CouponSchema.parse({
    code: 'SAVE10',
    discount: 10,
    discount_type: 'percent',
    max_discount: 50,
    min_purchase: 100,
    ...over,
  });

describe('a coupon in the costs', () => {
  it('takes its share of the items less the store discount, before tax', () => {
    const costs = orderCosts({
      lines,
      store,
      rates,
      distanceKm: 1,
      coupon: coupon(),
    });
    // 200 − 20 store discount = 180; coupon 18; tax 10 % of 162 = 16.2; fee 20.
    expect(costs).toMatchObject({
      discount: 20,
      coupon: 18,
      couponMinimum: null,
      tax: 16.2,
      deliveryFee: 20,
    });
    expect(costs.total).toBe(198.2);
  });

  it('gives nothing below its minimum purchase, and says the minimum', () => {
    const costs = orderCosts({
      lines,
      store,
      rates,
      distanceKm: 1,
      coupon: coupon({ min_purchase: 500 }),
    });
    expect(costs).toMatchObject({
      coupon: 0,
      couponMinimum: 500,
      tax: 18,
      total: 218,
    });
  });

  it('a free-delivery coupon zeroes the fee and keeps what it waives', () => {
    const free = coupon({
      coupon_type: 'free_delivery',
      discount: 0,
      discount_type: 'amount',
      min_purchase: 0,
    });
    const costs = orderCosts({
      lines,
      store,
      rates,
      distanceKm: 1,
      coupon: free,
    });
    expect(costs).toMatchObject({
      coupon: 0,
      deliveryFee: 0,
      waivedDeliveryFee: 20,
      total: 198,
    });
  });

  it('without a coupon the costs are as before', () => {
    expect(orderCosts({ lines, store, rates, distanceKm: 1 })).toMatchObject({
      coupon: 0,
      couponMinimum: null,
      total: 218,
    });
  });
});

describe('refusal codes', () => {
  it('round-trip, and no other code reads as one', () => {
    for (const r of ['unknown', 'expired', 'not_eligible', 'used_up', 'minimum', 'unavailable'] as const)
      expect(refusalOfCode(couponRefusalCode(r))).toBe(r);
    expect(refusalOfCode('coupon')).toBeNull();
    expect(refusalOfCode('coupon_toString')).toBeNull();
    expect(refusalOfCode('order_time')).toBeNull();
    expect(refusalOfCode(null)).toBeNull();
  });
});

describe('the order request', () => {
  const base = {
    key: '0f8fad5b-d9cb-469f-a165-70867728950e',
    storeId: 2,
    moduleId: 2,
    latitude: 30,
    longitude: 31,
    total: 10,
    form: {
      contact_person_name: 'Buyer',
      contact_person_number: '01012345678',
      contact_person_email: 'a@b.co',
      address: '12 Tahrir Square',
    },
    lines: [{ id: 1, quantity: 1 }],
  };
  it('takes a coupon code, never a discount', () => {
    const parsed = OrderRequestSchema.parse({
      ...base,
      coupon: ' SAVE10 ',
      coupon_discount_amount: 999,
    });
    expect(parsed.coupon).toBe('SAVE10');
    expect(parsed).not.toHaveProperty('coupon_discount_amount');
  });
  it('refuses a code that is too long or not a code', () => {
    expect(OrderRequestSchema.safeParse({ ...base, coupon: 'X'.repeat(101) }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...base, coupon: "SAVE10' OR 1=1" }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...base, coupon: '' }).success).toBe(false);
  });
});
