/**
 * What a coupon gives a cart, worked out as 6amMart does (CouponLogic::get_discount) with the
 * checks the real server leaves to its app: the minimum purchase (never checked by the server),
 * and which of the customer's coupons belong to the cart's store
 * (checkout/widgets/coupon_bottom_sheet.dart:51 of the 6amMart app).
 */
import type { Coupon } from '../../api/schemas/coupon.ts';

export { COUPON_CODE_MAX, COUPON_CODE_PATTERN } from './coupon-code.ts';

/** The coupons worth showing for a cart of `storeId`. */
export function couponsForStore(coupons: readonly Coupon[], storeId: number): Coupon[] {
  return coupons.filter(
    (c) =>
      c.storeId === null ||
      !(['store_wise', 'default', 'free_delivery'] as const).includes(c.type as 'default') ||
      c.storeId === storeId,
  );
}

export type CouponOutcome =
  | { ok: true; discount: number; freeDelivery: boolean }
  | { ok: false; reason: 'minimum'; minimum: number };

/**
 * `base` is what the server discounts: items and add-ons less item and store discounts
 * (OrderController.php:862). Below the minimum the coupon gives nothing, as in the app.
 */
export function couponOutcome(coupon: Coupon, base: number): CouponOutcome {
  if (base < coupon.minPurchase) return { ok: false, reason: 'minimum', minimum: coupon.minPurchase };
  let discount = coupon.percent && coupon.discount > 0 ? base * (coupon.discount / 100) : coupon.discount;
  if (coupon.maxDiscount > 0 && discount > coupon.maxDiscount) discount = coupon.maxDiscount;
  discount = Math.min(Math.round(discount * 100) / 100, base);
  return { ok: true, discount, freeDelivery: coupon.type === 'free_delivery' };
}

/** Why the marketplace refused a code, from its status and `errors[0].code` (never its words). */
export type CouponRefusal = 'unknown' | 'expired' | 'not_eligible' | 'used_up' | 'minimum' | 'unavailable';

export function couponRefusal(status: number, code: string | undefined): CouponRefusal {
  if (status === 407) return 'expired';
  if (status === 406) return 'used_up';
  if (status === 404) return 'unknown';
  // 3.1 answers "not eligible" with 403 and code `coupon`; 3.6 answers every refusal with 403.
  if (status === 403 && code === 'coupon') return 'not_eligible';
  return 'unavailable';
}

const REFUSALS: readonly CouponRefusal[] = ['unknown', 'expired', 'not_eligible', 'used_up', 'minimum', 'unavailable'];

/** The code of an order refused for its coupon, as the storefront's /api/order answers it. */
export const couponRefusalCode = (refusal: CouponRefusal): string => `coupon_${refusal}`;

/** The refusal a `coupon_*` code names, or null for any other code. */
export function refusalOfCode(code: string | null | undefined): CouponRefusal | null {
  const rest = code?.startsWith('coupon_') ? code.slice('coupon_'.length) : '';
  return (REFUSALS as readonly string[]).includes(rest) ? (rest as CouponRefusal) : null;
}
