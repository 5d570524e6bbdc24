import { describe, expect, it } from 'vitest';
import { CouponCodeSchema, CouponListSchema, CouponSchema } from '../../src/lib/api/schemas/coupon.ts';
import { couponOutcome, couponRefusal, couponsForStore } from '../../src/lib/domain/ordering/coupon-rules.ts';

const coupon = (over: Record<string, unknown> = {}) =>
  CouponSchema.parse({
    id: 1,
    title: 'Ten',
    code: 'SAVE10',
    min_purchase: 100,
    max_discount: 50,
    discount: 10,
    discount_type: 'percent',
    coupon_type: 'default',
    store_id: null,
    ...over,
  });

describe('couponOutcome', () => {
  it('gives the percentage of the base, capped by max_discount', () => {
    expect(couponOutcome(coupon(), 200)).toEqual({ ok: true, discount: 20, freeDelivery: false });
    expect(couponOutcome(coupon(), 900)).toEqual({ ok: true, discount: 50, freeDelivery: false });
    expect(couponOutcome(coupon({ max_discount: 0 }), 900)).toEqual({ ok: true, discount: 90, freeDelivery: false });
  });

  it('gives a fixed amount, never more than the base', () => {
    expect(couponOutcome(coupon({ discount_type: 'amount', discount: 30, min_purchase: 0 }), 100)).toMatchObject({
      discount: 30,
    });
    expect(couponOutcome(coupon({ discount_type: 'amount', discount: 30, min_purchase: 0 }), 20)).toMatchObject({
      discount: 20,
    });
  });

  it('refuses below the minimum purchase, which the marketplace never checks', () => {
    expect(couponOutcome(coupon(), 99.99)).toEqual({ ok: false, reason: 'minimum', minimum: 100 });
    expect(couponOutcome(coupon(), 100)).toMatchObject({ ok: true, discount: 10 });
  });

  it('a free-delivery coupon takes nothing off the items', () => {
    const free = coupon({ coupon_type: 'free_delivery', discount: 0, discount_type: 'amount', min_purchase: 200 });
    expect(couponOutcome(free, 250)).toEqual({ ok: true, discount: 0, freeDelivery: true });
    expect(couponOutcome(free, 150)).toMatchObject({ ok: false, minimum: 200 });
  });
});

describe('couponsForStore', () => {
  it("keeps the marketplace's coupons and this store's, as the 6amMart app does", () => {
    const list = [
      coupon({ code: 'ALL' }),
      coupon({ code: 'MINE', coupon_type: 'store_wise', store_id: 2 }),
      coupon({ code: 'THEIRS', coupon_type: 'store_wise', store_id: 5 }),
      coupon({ code: 'VENDOR', store_id: 5 }),
      coupon({ code: 'ZONE', coupon_type: 'zone_wise', store_id: 9 }),
    ];
    expect(couponsForStore(list, 2).map((c) => c.code)).toEqual(['ALL', 'MINE', 'ZONE']);
  });
});

describe('couponRefusal', () => {
  it('reads the status and code, never the words', () => {
    expect(couponRefusal(407, 'coupon')).toBe('expired');
    expect(couponRefusal(406, 'coupon')).toBe('used_up');
    expect(couponRefusal(404, 'coupon')).toBe('unknown');
    expect(couponRefusal(403, 'coupon')).toBe('not_eligible');
    expect(couponRefusal(403, 'moduleId')).toBe('unavailable');
    expect(couponRefusal(0, 'network')).toBe('unavailable');
  });
});

describe('the schemas', () => {
  it('drops an entry that is not a coupon, not the list', () => {
    expect(CouponListSchema.parse([{ code: 'A', discount: '5' }, 'junk', { code: '' }]).map((c) => c.code)).toEqual([
      'A',
    ]);
  });

  it('accepts a typed code of letters, digits, - and _ only', () => {
    expect(CouponCodeSchema.parse('  SAVE10 ')).toBe('SAVE10');
    expect(CouponCodeSchema.safeParse('SA VE').success).toBe(false);
    expect(CouponCodeSchema.safeParse("x' OR 1=1").success).toBe(false);
    expect(CouponCodeSchema.safeParse('x'.repeat(101)).success).toBe(false);
    expect(CouponCodeSchema.parse('خصم١٠')).toBe('خصم١٠');
  });
});
