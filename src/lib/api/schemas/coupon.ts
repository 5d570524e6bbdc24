/**
 * Coupons (coupon/list, coupon/apply, stores/details active_coupons; api/docs/coupons.md). Only
 * what the checkout reads: the customer list and who may use a code stay on the server.
 */
import { z } from 'zod';
import { numOr, numOrNull, strOr, strOrNull } from './common.ts';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN } from '../../domain/ordering/coupon-code.ts';

export const COUPON_TYPES = ['default', 'store_wise', 'zone_wise', 'free_delivery', 'first_order'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const CouponSchema = z
  .object({
    id: numOr(0),
    title: strOrNull,
    code: strOr(),
    start_date: strOrNull,
    expire_date: strOrNull,
    min_purchase: numOr(0),
    max_discount: numOr(0),
    discount: numOr(0),
    discount_type: strOr('amount'),
    coupon_type: strOr('default'),
    store_id: numOrNull,
  })
  .transform((c) => ({
    id: c.id,
    title: c.title ?? c.code,
    code: c.code,
    expires: c.expire_date,
    minPurchase: c.min_purchase,
    maxDiscount: c.max_discount,
    discount: c.discount,
    percent: c.discount_type === 'percent',
    type: ((COUPON_TYPES as readonly string[]).includes(c.coupon_type) ? c.coupon_type : 'default') as CouponType,
    storeId: c.store_id,
  }));
export type Coupon = z.infer<typeof CouponSchema>;

/** A coupon that does not read as one is dropped, not the list. */
export const CouponListSchema = z
  .array(z.unknown())
  .nullish()
  .transform((list) =>
    (list ?? []).flatMap((entry) => {
      const parsed = CouponSchema.safeParse(entry);
      return parsed.success && parsed.data.code !== '' ? [parsed.data] : [];
    }),
  );

/** A code as a customer types it: trimmed, at most the column's 100 characters, no spaces inside. */
export const CouponCodeSchema = z.string().trim().min(1).max(COUPON_CODE_MAX).regex(COUPON_CODE_PATTERN);
