import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import { plainFetch } from './plain-fetch.ts';
import { CouponListSchema, CouponSchema, type Coupon } from './schemas/coupon.ts';

/** GET coupon/list (auth:api; zoneId required): the running coupons the customer may use. */
export async function listCoupons(ctx: ApiContext): Promise<Coupon[]> {
  return request(ctx, 'coupon/list', CouponListSchema);
}

/**
 * GET coupon/apply: the marketplace's verdict on a code at a store. Refusals reject with the
 * ApiError of their status (404, 406, 407, 403); 407 reaches us through plainFetch.
 */
export async function applyCoupon(ctx: ApiContext, code: string, storeId: number): Promise<Coupon> {
  return request({ ...ctx, fetch: plainFetch }, 'coupon/apply', CouponSchema, { query: { code, store_id: storeId } });
}
