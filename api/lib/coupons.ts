// CouponLogic of 6amMart 3.1 (app/CentralLogics/coupon.php): which answer a code gets for a
// customer at a store, and the discount it gives. The statuses are the real ones: 200 valid,
// 404 not for this module, store or zone, 406 used up, 407 outside its dates, 408 not this
// customer's (the routes answer 408 as 403).
import type { Db } from '../db/open.ts';
import { get, parseJson, type Row } from './sql.ts';

export type CouponVerdict = 200 | 404 | 406 | 407 | 408;

interface Check {
  db: Db;
  coupon: Row;
  storeId: number;
  moduleId: number | null;
  today: string;
}

const idList = (text: unknown): string[] => parseJson<unknown[]>(text, []).map(String);

/** Checks 1-4 and 6 of is_valide, shared with is_valid_for_guest (coupon.php:30-62, :100-140). */
function commonVerdict({ db, coupon, storeId, moduleId, today }: Check, customerCheck: () => CouponVerdict | null) {
  if (moduleId !== null && Number(coupon.module_id) !== moduleId) return 404;
  if (String(coupon.start_date) > today || String(coupon.expire_date) < today) return 407;
  if (coupon.coupon_type === 'store_wise' && !idList(coupon.data).includes(String(storeId))) return 404;
  if (coupon.created_by === 'vendor' && storeId !== Number(coupon.store_id)) return 404;
  const refused = customerCheck();
  if (refused) return refused;
  if (coupon.coupon_type === 'zone_wise') {
    const zones = idList(coupon.data);
    const store = get<{ zone_id: number }>(db, 'SELECT zone_id FROM stores WHERE id = ?', storeId);
    if (!zones.length || !store || !zones.includes(String(store.zone_id))) return 404;
  }
  return null;
}

/**
 * is_valide: a signed-in customer. `limit` counts the orders with the code under the customer's id;
 * like the real query it does not tell guest orders apart (a guest with the same id counts).
 */
export function couponVerdict(check: Check & { userId: number }): CouponVerdict {
  const { db, coupon, userId } = check;
  const customers = idList(coupon.customer_id);
  const early = commonVerdict(check, () =>
    customers.includes('all') || customers.includes(String(userId)) ? null : 408,
  );
  if (early) return early;
  const limit = coupon.limit === null || coupon.limit === undefined ? null : Number(coupon.limit);
  if (coupon.coupon_type === 'first_order') {
    const total = get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', userId);
    return (total?.n ?? 0) < (limit ?? 0) ? 200 : 406;
  }
  if (limit === null) return 200;
  const used = get<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND coupon_code = ?',
    userId,
    String(coupon.code),
  );
  return (used?.n ?? 0) < limit ? 200 : 406;
}

/** is_valid_for_guest: no customer check, and any coupon with a limit is "not found" (coupon.php:140-146). */
export function guestCouponVerdict(check: Check): CouponVerdict {
  const early = commonVerdict(check, () => null);
  if (early) return early;
  return check.coupon.limit === null || check.coupon.limit === undefined ? 200 : 404;
}

/** get_discount (coupon.php:12-28): percent of the amount, or the amount; capped by max_discount. */
export function couponDiscount(coupon: Row, amount: number): number {
  const discount = Number(coupon.discount ?? 0);
  let value = coupon.discount_type === 'percent' && discount > 0 ? amount * (discount / 100) : discount;
  const cap = Number(coupon.max_discount ?? 0);
  if (cap > 0 && value > cap) value = cap;
  return value;
}

export interface OrderCoupon {
  row: Row;
  /** A free-delivery coupon zeroes the delivery charge (OrderController.php:380-384). */
  freeDelivery: boolean;
}

/**
 * The `coupon_code` of a place-order (OrderController.php:344-393): checked like apply (a guest
 * with is_valid_for_guest), and answered with the same errors: 404, 406, 407, and 403 for 408.
 */
export function orderCoupon(
  db: Db,
  input: { code: unknown; storeId: number; moduleId: number | null; today: string },
  who: { id: number; isGuest: 0 | 1 },
): { ok: true; coupon: OrderCoupon | null } | { ok: false; status: 403 | 404 | 406 | 407; message: string } {
  const code = typeof input.code === 'string' || typeof input.code === 'number' ? String(input.code) : '';
  if (code === '') return { ok: true, coupon: null };
  const row = get(db, 'SELECT * FROM coupons WHERE status = 1 AND code = ?', code);
  if (!row) return { ok: false, status: 404, message: COUPON_MESSAGES[404] };
  const check = { db, coupon: row, storeId: input.storeId, moduleId: input.moduleId, today: input.today };
  const verdict = who.isGuest ? guestCouponVerdict(check) : couponVerdict({ ...check, userId: who.id });
  if (verdict !== 200) return { ok: false, status: verdict === 408 ? 403 : verdict, message: COUPON_MESSAGES[verdict] };
  return { ok: true, coupon: { row, freeDelivery: row.coupon_type === 'free_delivery' } };
}

export const COUPON_MESSAGES = {
  404: 'Not found',
  406: 'Coupon usage limit over',
  407: 'Coupon expire',
  408: 'You are not eligible for this coupon',
} as const;
