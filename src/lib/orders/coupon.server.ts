// Server-only: a coupon code checked for an order, the same for the order dialog's coupon block
// (/api/coupons), POST /api/order and the checkout page. The marketplace says whether the code
// holds for this customer at this store (coupon/apply, read through plainFetch so an expired
// code's 407 is an answer, not a network failure); the storefront adds the app's own rule the
// server never checks, the minimum purchase, on the cart the marketplace holds. No discount is
// ever taken from the browser: the marketplace works it out again when the order is placed.
import { applyCoupon, isApiError, isUnauthenticated, type ApiContext, type Coupon } from '../api/index.ts';
import { costsOf } from '../cart/costs.ts';
import type { CartLineView } from '../cart/lines.ts';
import { couponRefusal, type CouponRefusal } from '../domain/ordering/coupon-rules.ts';
import { loadOrderTerms } from './terms.server.ts';

export type CouponCheck =
  | { ok: true; coupon: Coupon; discount: number; freeDelivery: boolean }
  | { ok: false; refusal: CouponRefusal; minimum?: number };

/** The statuses with which 6amMart refuses a code (CouponController.php:86-141, coupon.php:30-98). */
const REFUSALS = new Set([403, 404, 406, 407]);

/**
 * The marketplace's verdict on `code` at `storeId`, or null when the call failed otherwise (no
 * answer, a 5xx): the caller says the marketplace is unavailable. A lost session leaves as the
 * ApiError it is.
 */
export async function couponVerdict(
  ctx: ApiContext,
  code: string,
  storeId: number,
): Promise<{ ok: true; coupon: Coupon } | { ok: false; refusal: CouponRefusal } | null> {
  try {
    return { ok: true, coupon: await applyCoupon(ctx, code, storeId) };
  } catch (error) {
    if (!isApiError(error) || isUnauthenticated(error)) throw error;
    // 403 with another code than `coupon` (moduleId, code, store_id) is not about the code itself.
    if (REFUSALS.has(error.status) && (error.status !== 403 || error.code === 'coupon'))
      return { ok: false, refusal: couponRefusal(error.status, error.code) };
    if (error.status === 403) return { ok: false, refusal: 'unavailable' };
    return null;
  }
}

/**
 * The code checked for an order of these lines: the marketplace's verdict, then the minimum
 * purchase on what the marketplace will discount (items less item and store discounts). null:
 * the marketplace could not be asked.
 */
export async function checkOrderCoupon(
  ctx: ApiContext,
  code: string,
  storeId: number,
  lines: readonly CartLineView[],
): Promise<CouponCheck | null> {
  const [verdict, terms] = await Promise.all([
    couponVerdict(ctx, code, storeId),
    loadOrderTerms(ctx, storeId).catch(() => null),
  ]);
  if (!verdict || !terms) return null;
  if (!verdict.ok) return verdict;
  const costs = costsOf(lines, terms, 0, {
    coupon: verdict.coupon,
    deliver: false,
  });
  if (costs.couponMinimum !== null) return { ok: false, refusal: 'minimum', minimum: costs.couponMinimum };
  return {
    ok: true,
    coupon: verdict.coupon,
    discount: costs.coupon,
    freeDelivery: verdict.coupon.type === 'free_delivery',
  };
}

/** English words for a refusal (the pages show their own language's, keyed on the code). */
export const REFUSAL_WORDS: Record<CouponRefusal, string> = {
  unknown: 'This coupon code does not exist or is not for this store.',
  expired: 'This coupon has expired or has not started yet.',
  not_eligible: 'This coupon is not available for your account.',
  used_up: 'You have already used this coupon as many times as it allows.',
  minimum: 'Your order is below the minimum purchase this coupon needs.',
  unavailable: 'The coupon could not be checked just now. Try again in a moment.',
};
