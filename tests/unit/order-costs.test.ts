import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OrderDetailsSchema } from '../../src/lib/api/index.ts';
import {
  deliveryFeeOf,
  itemDiscountPerUnit,
  orderBreakdown,
  orderCosts,
  pickShippingRates,
  storeDiscountOf,
  type StoreTerms,
} from '../../src/lib/domain/ordering/order-costs.ts';

const plain: StoreTerms = { minimumOrder: 0, tax: 0, freeDelivery: false, discount: null };
const rates = { perKm: 6, minimum: 15, maximum: 0 };

describe('delivery fee', () => {
  it('is distance × per km, at least the minimum, at most the maximum', () => {
    expect(deliveryFeeOf(1, rates, false)).toEqual({ fee: 15, original: 15 });
    expect(deliveryFeeOf(4.25, rates, false)).toEqual({ fee: 25.5, original: 25.5 });
    expect(deliveryFeeOf(40, { ...rates, maximum: 100 }, false).fee).toBe(100);
    expect(deliveryFeeOf(40, rates, false).fee).toBe(240);
  });
  it('is 0 where the store delivers free, keeping what it waives', () => {
    expect(deliveryFeeOf(4.25, rates, true)).toEqual({ fee: 0, original: 25.5 });
  });
  it('takes each rate from the zone module first, then the store, then the settings', () => {
    expect(
      pickShippingRates(
        { perKm: 2, minimum: null, maximum: null },
        { perKm: 9, minimum: 10, maximum: null },
        { perKm: 6, minimum: 15 },
      ),
    ).toEqual({ perKm: 2, minimum: 10, maximum: 0 });
    expect(pickShippingRates(null, { perKm: null, minimum: null, maximum: 51 }, { perKm: 6, minimum: 15 })).toEqual({
      perKm: 6,
      minimum: 15,
      maximum: 51,
    });
    expect(pickShippingRates({ perKm: 0, minimum: 0, maximum: 0 }, { perKm: 9, minimum: 10, maximum: 20 })).toEqual({
      perKm: 0,
      minimum: 0,
      maximum: 0,
    });
  });
});

describe('discounts', () => {
  it('takes an item discount per unit: a percentage, or an amount up to the price', () => {
    expect(itemDiscountPerUnit({ price: 45, discount: 10, discountType: 'percent' })).toBe(4.5);
    expect(itemDiscountPerUnit({ price: 33.33, discount: 15, discountType: 'percent' })).toBe(5);
    expect(itemDiscountPerUnit({ price: 8, discount: 20, discountType: 'amount' })).toBe(8);
  });
  it('gives the store discount from its minimum purchase, up to its maximum', () => {
    const d = { discount: 15, minPurchase: 200, maxDiscount: 60 };
    expect(storeDiscountOf(199.99, d)).toBe(0);
    expect(storeDiscountOf(200, d)).toBe(30);
    expect(storeDiscountOf(1000, d)).toBe(60);
    expect(storeDiscountOf(1000, { ...d, maxDiscount: 0 })).toBe(150);
  });
});

describe('order costs', () => {
  it('adds up lines, discounts, tax, delivery and tips like the server', () => {
    const costs = orderCosts({
      lines: [
        { price: 100, quantity: 2, discount: 10, discountType: 'percent' },
        { price: 50, quantity: 1, discount: 5, discountType: 'amount', addOnTotal: 12 },
      ],
      store: {
        minimumOrder: 100,
        tax: 5,
        freeDelivery: false,
        discount: { discount: 10, minPurchase: 200, maxDiscount: 15 },
      },
      rates,
      distanceKm: 3.5,
      tips: 5,
    });
    // 262 − (20 + 5) = 237 − 15 (store, capped) = 222; tax 11.1; delivery 21; tips 5.
    expect(costs).toMatchObject({
      subtotal: 262,
      itemDiscount: 25,
      storeDiscount: 15,
      discount: 40,
      tax: 11.1,
      deliveryFee: 21,
      tips: 5,
      total: 259.1,
      belowMinimum: false,
    });
  });
  it('refuses an order under the minimum, counted after discounts', () => {
    const lines = [{ price: 100, quantity: 1, discount: 20, discountType: 'percent' }];
    expect(orderCosts({ lines, store: { ...plain, minimumOrder: 90 }, rates, distanceKm: 1 }).belowMinimum).toBe(true);
    expect(orderCosts({ lines, store: { ...plain, minimumOrder: 80 }, rates, distanceKm: 1 }).belowMinimum).toBe(false);
  });
  it('charges no delivery where the store delivers free', () => {
    const costs = orderCosts({
      lines: [{ price: 30, quantity: 1, discount: 0, discountType: null }],
      store: { ...plain, freeDelivery: true },
      rates,
      distanceKm: 2,
    });
    expect(costs).toMatchObject({ deliveryFee: 0, waivedDeliveryFee: 15, total: 30 });
  });
});

describe('order details add up', () => {
  const header = {
    order_amount: 0,
    delivery_charge: 0,
    store_discount_amount: 0,
    coupon_discount_amount: 0,
    total_tax_amount: 0,
    dm_tips: 0,
  };
  const sum = (b: ReturnType<typeof orderBreakdown>) =>
    Math.round((b.subtotal - b.discount - b.coupon + b.deliveryFee + b.tax + b.tips + b.other) * 100) / 100;

  // A real server's customer/order/details answer (the contract samples' order-details.json).
  it('reads the real server sample: 120 + 12, tax 4 on top, delivery 20', () => {
    const raw = JSON.parse(readFileSync(new URL('./fixtures/order-details.json', import.meta.url), 'utf8'));
    const lines = OrderDetailsSchema.parse(raw);
    const b = orderBreakdown({ ...header, order_amount: 156, delivery_charge: 20, total_tax_amount: 4 }, lines);
    expect(b).toMatchObject({
      subtotal: 132,
      discount: 0,
      deliveryFee: 20,
      tax: 4,
      includedTax: 0,
      other: 0,
      total: 156,
    });
    expect(sum(b)).toBe(b.total);
  });
  it('shows a tax the prices include apart, and names what else was charged', () => {
    const lines = [{ price: 120, quantity: 1, total_add_on_price: 0 }];
    const included = orderBreakdown({ ...header, order_amount: 140, delivery_charge: 20, total_tax_amount: 4 }, lines);
    expect(included).toMatchObject({ tax: 0, includedTax: 4, other: 0 });
    const extra = orderBreakdown(
      { ...header, order_amount: 150, delivery_charge: 20, store_discount_amount: 10, dm_tips: 5 },
      lines,
    );
    expect(extra).toMatchObject({ subtotal: 120, discount: 10, tips: 5, other: 15 });
    for (const b of [included, extra]) expect(sum(b)).toBe(b.total);
  });
  it('without lines, the subtotal is what the total leaves', () => {
    const b = orderBreakdown({ ...header, order_amount: 100, delivery_charge: 15, coupon_discount_amount: 5 }, null);
    expect(b).toMatchObject({ subtotal: 90, coupon: 5, discount: 0 });
    expect(sum(b)).toBe(100);
  });
});
