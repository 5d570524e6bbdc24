// Coupons (api/docs/coupons.md; CouponController.php, api.php:504-508): the list a customer may
// use in the current module and zones, the same list without a sign-in, and the check of one code
// at one store.
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv, type Ctx } from '../env.ts';
import { formatCtx } from '../format/context.ts';
import { formatCoupon } from '../format/coupon.ts';
import { COUPON_MESSAGES, couponVerdict } from '../lib/coupons.ts';
import { error, errors, zoneRequired } from '../lib/errors.ts';
import { all, get, parseJson, placeholders, type Row } from '../lib/sql.ts';
import { businessDate } from '../lib/time.ts';
import { readInput } from '../lib/validate.ts';
import { authApi } from '../middleware.ts';

export const couponRoutes = new Hono<AppEnv>();

const today = (c: Ctx) => businessDate(c.get('deps').now(), c.get('deps').timeZone);
const idList = (text: unknown): string[] => parseJson<unknown[]>(text, []).map(String);

/** CouponController@list (:17-84). `coupon/list/all` is the same code with no auth guard. */
function list(c: Ctx) {
  const zones = zoneIds(c);
  if (c.req.header('zoneId') === undefined || !zones) return zoneRequired(c);
  const db = c.get('deps').db;
  // Auth::user() on the web guard is nobody on the API, so list/all reads ?customer_id.
  const customer = String(c.get('user')?.id ?? c.req.query('customer_id') ?? '');
  const module = moduleId(c);
  const moduleRow = module === null ? undefined : get(db, 'SELECT * FROM modules WHERE id = ?', module);
  const zoneFilter = moduleRow && !Number(moduleRow.all_zone_service);
  const day = today(c);
  const rows = all(
    db,
    `SELECT * FROM coupons WHERE status = 1 ${module === null ? '' : 'AND module_id = ?'}
       AND expire_date >= ? AND start_date <= ? ORDER BY id`,
    ...(module === null ? [] : [module]),
    day,
    day,
  );
  const activeStore = (ids: string[]) =>
    ids.length
      ? get<{ id: number; name: string }>(
          db,
          `SELECT id, name FROM stores WHERE status = 1 AND id IN (${placeholders(ids.length)})
             ${zoneFilter ? `AND zone_id IN (${placeholders(zones.length)})` : ''} ORDER BY id LIMIT 1`,
          ...ids.map(Number),
          ...(zoneFilter ? zones : []),
        )
      : undefined;
  const forCustomer = (row: Row) => {
    const customers = idList(row.customer_id);
    return customers.includes('all') || (customer !== '' && customers.includes(customer));
  };
  const f = formatCtx(c);
  const storeOf = (row: Row) => {
    if (row.store_id === null || row.store_id === undefined) return null;
    const store = get<{ id: number; name: string }>(
      db,
      'SELECT id, name FROM stores WHERE id = ?',
      Number(row.store_id),
    );
    return store ? { id: store.id, name: store.name } : null;
  };
  const out: Row[] = [];
  for (const row of rows) {
    if (row.coupon_type === 'store_wise') {
      const store = activeStore(idList(row.data));
      // `data` becomes the store's name and `store_id` that store (:45-47).
      if (store && forCustomer(row))
        out.push(formatCoupon(f, row, { data: store.name, store_id: store.id, store: storeOf(row) }));
    } else if (row.coupon_type === 'zone_wise') {
      if (idList(row.data).some((zone) => zones.map(String).includes(zone)))
        out.push(formatCoupon(f, row, { store: storeOf(row) }));
    } else if (row.store_id !== null && row.store_id !== undefined) {
      if (activeStore([String(row.store_id)])) out.push(formatCoupon(f, row, { store: storeOf(row) }));
    } else if (forCustomer(row)) {
      out.push(formatCoupon(f, row, { store: storeOf(row) }));
    }
  }
  return c.json(out);
}

couponRoutes.get('/coupon/list/all', list);
couponRoutes.get('/coupon/list', authApi, list);

/** CouponController@apply (:86-141): 200 with the row, or the verdict's error. */
couponRoutes.get('/coupon/apply', authApi, async (c) => {
  const input = await readInput(c);
  const blank = (x: unknown) => x === undefined || x === null || String(x).trim() === '';
  const missing = (['code', 'store_id'] as const).filter((name) => blank(input[name]));
  if (missing.length)
    return errors(
      c,
      403,
      missing.map((name) => ({ code: name, message: `The ${name.replace('_', ' ')} field is required.` })),
    );
  const db = c.get('deps').db;
  const coupon = get(db, 'SELECT * FROM coupons WHERE status = 1 AND code = ?', String(input.code));
  if (!coupon) return error(c, 404, 'coupon', COUPON_MESSAGES[404]);
  const verdict = couponVerdict({
    db,
    coupon,
    userId: Number(c.get('user')!.id),
    storeId: Number(input.store_id),
    moduleId: moduleId(c),
    today: today(c),
  });
  if (verdict === 200) return c.json(formatCoupon(formatCtx(c), coupon));
  return error(c, verdict === 408 ? 403 : verdict, 'coupon', COUPON_MESSAGES[verdict]);
});
