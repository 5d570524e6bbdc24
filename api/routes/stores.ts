// Store lists, details and popular items (reference §3.7–§3.9).
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv, type Ctx } from '../env.ts';
import { zoneRequired } from '../lib/errors.ts';
import { distanceMetres } from '../lib/geo.ts';
import { readPage, slice } from '../lib/paging.ts';
import { all, get, placeholders, type Row } from '../lib/sql.ts';
import { formatCtx, type FormatCtx } from '../format/context.ts';
import { formatItem } from '../format/item.ts';
import { activeStoreDiscount, formatStore, isStoreOpen, storeRatings, storeRatingSummary } from '../format/store.ts';

export const storeRoutes = new Hono<AppEnv>();

type Order = 'popular' | 'latest' | 'open_first' | 'top_rated';

function storesInScope(c: Ctx, zones: number[], options: { requireModule: boolean }): Row[] {
  const db = c.get('deps').db;
  const module = moduleId(c);
  const type = c.req.query('type') ?? 'all';
  const rows = all(
    db,
    `SELECT * FROM stores WHERE status = 1 AND zone_id IN (${placeholders(zones.length)})
       ${module !== null || options.requireModule ? 'AND module_id = ?' : ''}`,
    ...zones,
    ...(module !== null ? [module] : []),
  );
  return rows.filter((s) =>
    type === 'veg' ? Number(s.veg) === 1 : type === 'non_veg' ? Number(s.non_veg) === 1 : true,
  );
}

function sortStores(f: FormatCtx, rows: Row[], order: Order): Row[] {
  const open = new Map(rows.map((s) => [s.id, isStoreOpen(f, s) ? 1 : 0]));
  const distance = (s: Row) => distanceMetres(f.position, [Number(s.latitude), Number(s.longitude)]);
  const avg = (s: Row) => storeRatingSummary(storeRatings(s)).avg;
  const byCreated = (a: Row, b: Row) => String(b.created_at).localeCompare(String(a.created_at));
  return [...rows].sort((a, b) => {
    if (order === 'latest') return byCreated(a, b);
    if (order === 'top_rated') return avg(b) - avg(a);
    const openDiff = open.get(b.id)! - open.get(a.id)!;
    if (openDiff !== 0 || order === 'open_first') return openDiff;
    return distance(a) - distance(b) || Number(b.order_count) - Number(a.order_count);
  });
}

function storeList(
  c: Ctx,
  order: Order,
  filter: (f: FormatCtx, s: Row) => boolean = () => true,
  withCategories = false,
) {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const f = formatCtx(c);
  const page = readPage(c, { limit: 50, offset: 1 });
  const rows = sortStores(
    f,
    storesInScope(c, zones, { requireModule: true }).filter((s) => filter(f, s)),
    order,
  );
  return c.json({
    total_size: rows.length,
    limit: page.echo.limit,
    offset: page.echo.offset,
    stores: slice(rows, page).map((s) => formatStore(f, s, { withCategories })),
  });
}

storeRoutes.get('/stores/popular', (c) => storeList(c, 'popular'));
storeRoutes.get('/stores/latest', (c) => storeList(c, 'latest'));
storeRoutes.get('/stores/discounted', (c) =>
  storeList(c, 'popular', (f, s) => activeStoreDiscount(f, Number(s.id)) !== null, true),
);
storeRoutes.get('/stores/top-rated', (c) => storeList(c, 'top_rated', (_f, s) => storeRatings(s).some((n) => n > 0)));

storeRoutes.get('/stores/get-stores/:filter', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const f = formatCtx(c);
  const filter = c.req.param('filter');
  const storeType = c.req.query('store_type') ?? 'all';
  const page = readPage(c, { limit: 50, offset: 1 }, 'null');
  let rows = storesInScope(c, zones, { requireModule: false }).filter((s) =>
    filter === 'delivery' ? Number(s.delivery) === 1 : filter === 'take_away' ? Number(s.take_away) === 1 : true,
  );
  if (c.req.query('featured') === '1') rows = rows.filter((s) => Number(s.featured) === 1);
  const order: Order =
    storeType === 'newly_joined'
      ? 'latest'
      : storeType === 'top_rated'
        ? 'top_rated'
        : storeType === 'popular'
          ? 'popular'
          : 'open_first';
  if (storeType === 'top_rated') rows = rows.filter((s) => storeRatings(s).some((n) => n > 0));
  rows = sortStores(f, rows, order);
  return c.json({
    total_size: rows.length,
    limit: page.echo.limit,
    offset: page.echo.offset,
    stores: slice(rows, page).map((s) => formatStore(f, s, { withCategories: true })),
  });
});

function findStore(c: Ctx, idOrSlug: string): Row | undefined {
  const db = c.get('deps').db;
  return /^\d+$/.test(idOrSlug)
    ? get(db, 'SELECT * FROM stores WHERE id = ?', Number(idOrSlug))
    : get(db, 'SELECT * FROM stores WHERE slug = ?', idOrSlug);
}

/** Unknown stores answer 200 {} (the controller passes null to response()->json). */
storeRoutes.get('/stores/details/:id', (c) => {
  const store = findStore(c, c.req.param('id'));
  if (!store) return c.json({});
  return c.json(formatStore(formatCtx(c), store, { details: true }));
});

storeRoutes.get('/stores/popular-items/:id', (c) => {
  const store = findStore(c, c.req.param('id'));
  if (!store) return c.json([]);
  const f = formatCtx(c);
  const rows = all(
    c.get('deps').db,
    'SELECT * FROM items WHERE store_id = ? AND status = 1 AND is_approved = 1 ORDER BY order_count DESC, id LIMIT 10',
    Number(store.id),
  );
  return c.json(rows.map((item) => formatItem(f, item)));
});
