// Server-only: the checkout page's coupon (the order dialog's CouponBlock, as a plain form), for a
// signed-in customer: the coupons that hold at the cart's store (coupon/list, kept to the store as
// the app keeps it), and the typed code checked by the marketplace (coupon/apply) with the minimum
// purchase it never checks. Apply (or Use beside a listed coupon) checks the code alone and shows
// the form again; Review checks it with everything else, and the review's costs carry its discount.
// A refused code stays in its field as typed, with the reason.
import { listCoupons, type Coupon } from '../api/index.ts';
import { CouponCodeSchema } from '../api/schemas/coupon.ts';
import { costsOf } from '../cart/costs.ts';
import { couponsForStore, type CouponRefusal } from '../domain/ordering/coupon-rules.ts';
import { couponVerdict } from './coupon.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import type { Loaded } from './checkout-load.server.ts';

type Ready = Extract<Loaded, { state: 'ready' }>;
type T = (key: string, params?: Record<string, string | number>) => string;

export type CheckoutCoupon =
  | { ok: true; coupon: Coupon | null }
  | { ok: false; refusal: CouponRefusal; minimum?: number };

const contextOf = (prefs: Preferences, loaded: Ready) =>
  'token' in loaded.who
    ? apiContext(prefs, {
        token: loaded.who.token,
        moduleId: loaded.cart.moduleId,
        timeoutMs: 6000,
      })
    : null;

/** The coupons offered for the cart's store; [] for a guest, null when they could not be read. */
export async function offeredCoupons(prefs: Preferences, loaded: Ready): Promise<Coupon[] | null> {
  const ctx = contextOf(prefs, loaded);
  if (!ctx || !prefs.zoneIds.length) return [];
  return listCoupons(ctx).then(
    (list) => couponsForStore(list, loaded.cart.storeId),
    () => null,
  );
}

/** The typed code as the marketplace and the minimum purchase take it (no code: no coupon). */
export async function checkCoupon(prefs: Preferences, loaded: Ready, typed: string): Promise<CheckoutCoupon> {
  if (typed.trim() === '') return { ok: true, coupon: null };
  const ctx = contextOf(prefs, loaded);
  // coupon/apply is auth:api: a guest has no coupon to apply.
  if (!ctx) return { ok: false, refusal: 'not_eligible' };
  const code = CouponCodeSchema.safeParse(typed);
  if (!code.success) return { ok: false, refusal: 'unknown' };
  const verdict = await couponVerdict(ctx, code.data, loaded.cart.storeId).catch(() => null);
  if (!verdict) return { ok: false, refusal: 'unavailable' };
  if (!verdict.ok) return verdict;
  if (loaded.terms) {
    const costs = costsOf(loaded.cart.lines, loaded.terms, 0, {
      coupon: verdict.coupon,
      deliver: false,
    });
    if (costs.couponMinimum !== null) return { ok: false, refusal: 'minimum', minimum: costs.couponMinimum };
  }
  return { ok: true, coupon: verdict.coupon };
}

/** What the page says of a refusal. */
export function refusalMessage(t: T, money: (n: number) => string, refusal: CouponRefusal, minimum?: number): string {
  if (refusal === 'minimum')
    return minimum ? t('coupons.refused.minimum', { amount: money(minimum) }) : t('coupons.refused.minimumPlain');
  return t(`coupons.refused.${refusal}`);
}

/** What the page says of an accepted coupon, its discount worked out on the cart as it stands. */
export function appliedMessage(t: T, money: (n: number) => string, loaded: Ready, coupon: Coupon): string {
  if (coupon.type === 'free_delivery') return t('coupons.appliedFree', { code: coupon.code });
  const discount = loaded.terms ? costsOf(loaded.cart.lines, loaded.terms, 0, { coupon, deliver: false }).coupon : 0;
  return t('coupons.applied', { code: coupon.code, amount: money(discount) });
}
