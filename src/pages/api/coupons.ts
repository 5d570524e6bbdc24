// The order dialog's coupon block, for a signed-in customer (6amMart's coupon routes are auth:api):
//   GET  /api/coupons?store_id=&module_id=   200 {coupons}: coupon/list in the customer's zones and
//        the cart's module, kept to those that hold at this store (couponsForStore, as the app does)
//   POST /api/coupons {code, store_id, module_id}
//        200 {coupon}                        the marketplace accepts the code here (coupon/apply);
//                                            the dialog works out its discount with the minimum
//                                            purchase the marketplace never checks
//        422 {code:'coupon_<refusal>'}       refused: unknown, expired, not_eligible, used_up
//        400 {code:'coupon_unknown'}         not a code at all (too long, spaces, quotes): never sent
//        401 {signIn:true}                   no session, or a guest
//        424 {code:'coupon_unavailable'}     the marketplace could not be asked
// The discount is never taken from here when ordering: /api/order asks the marketplace again.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { isUnauthenticated, listCoupons } from '../../lib/api/index.ts';
import { CouponCodeSchema } from '../../lib/api/schemas/coupon.ts';
import { couponRefusalCode, couponsForStore } from '../../lib/domain/ordering/coupon-rules.ts';
import { readJsonBody } from '../../lib/server/request/json-body.ts';
import { couponVerdict, REFUSAL_WORDS } from '../../lib/orders/coupon.server.ts';
import { clearSession, sessionToken } from '../../lib/identity/session.server.ts';
import { apiContext } from '../../lib/server/marketplace/upstream.ts';

const headers = { 'Cache-Control': 'private, no-store' };
const answer = (status: number, body: unknown) => Response.json(body, { status, headers });
const signIn = () => answer(401, { error: 'Please sign in.', signIn: true });
const unavailable = () =>
  answer(424, {
    error: REFUSAL_WORDS.unavailable,
    code: couponRefusalCode('unavailable'),
    retry: true,
  });

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const ListQuery = z.strictObject({ store_id: id, module_id: id });
const ApplyBody = z.strictObject({
  code: z.string().max(400),
  store_id: id,
  module_id: id,
});
const TIMEOUT_MS = 6000;

export const GET: APIRoute = async ({ url, cookies, locals }) => {
  const query = ListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return answer(400, { error: 'store_id and module_id must be numbers.' });
  const token = sessionToken(cookies);
  if (!token) return signIn();
  // coupon/list needs the customer's zones: none chosen yet, none to offer.
  if (!locals.prefs.zoneIds?.length) return answer(200, { coupons: [] });
  try {
    const ctx = apiContext(locals.prefs, {
      token,
      moduleId: query.data.module_id,
      timeoutMs: TIMEOUT_MS,
    });
    const coupons = couponsForStore(await listCoupons(ctx), query.data.store_id);
    return answer(200, { coupons });
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return signIn();
    }
    console.error('coupons: the list failed', error);
    return unavailable();
  }
};

export const POST: APIRoute = async ({ request, cookies, locals }) => {
  const token = sessionToken(cookies);
  if (!token) return signIn();
  const body = await readJsonBody(request, 4 * 1024, { object: true });
  if (!body.ok) return body.response;
  const parsed = ApplyBody.safeParse(body.value);
  if (!parsed.success) return answer(400, { error: 'Send code, store_id and module_id.' });
  const code = CouponCodeSchema.safeParse(parsed.data.code);
  if (!code.success)
    return answer(400, {
      error: REFUSAL_WORDS.unknown,
      code: couponRefusalCode('unknown'),
    });
  try {
    const ctx = apiContext(locals.prefs, {
      token,
      moduleId: parsed.data.module_id,
      timeoutMs: TIMEOUT_MS,
    });
    const verdict = await couponVerdict(ctx, code.data, parsed.data.store_id);
    if (!verdict) return unavailable();
    if (!verdict.ok)
      return answer(422, {
        error: REFUSAL_WORDS[verdict.refusal],
        code: couponRefusalCode(verdict.refusal),
      });
    return answer(200, { coupon: verdict.coupon });
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return signIn();
    }
    console.error('coupons: apply failed', error);
    return unavailable();
  }
};
