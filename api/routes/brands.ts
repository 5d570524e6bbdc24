// Brands of the shop module (B31 routes/api/v1/api.php:488-491, in the module-check group):
// the brand list and a brand's items (BrandController.php).
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv } from '../env.ts';
import { errors, zoneRequired } from '../lib/errors.ts';
import { readPage, slice } from '../lib/paging.ts';
import { all, get, placeholders } from '../lib/sql.ts';
import { formatBrand } from '../format/brand.ts';
import { formatCtx } from '../format/context.ts';
import { formatItem } from '../format/item.ts';
import { itemsInScope } from './items.ts';

export const brandRoutes = new Hono<AppEnv>();

// get_brands (BrandController.php:16-86): active brands of no module or of the header's, in table
// order (brand_default_status defaults to 1: no ordering), as a bare array. items_count counts the
// brand's ecommerce_item_details rows whose item's store is of the module (and in the zones when a
// zoneId header came): the item's own status is not looked at (:31-38).
brandRoutes.get('/brand', (c) => {
  const db = c.get('deps').db;
  const module = moduleId(c) ?? 0;
  const zones = zoneIds(c);
  const f = formatCtx(c);
  const rows = all(
    db,
    'SELECT * FROM brands WHERE status = 1 AND (module_id IS NULL OR module_id = ?) ORDER BY id',
    module,
  );
  const zoneSql = zones ? `AND stores.zone_id IN (${placeholders(zones.length)})` : '';
  return c.json(
    rows.map((row) => {
      const counted = get<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM ecommerce_item_details d
           JOIN items ON items.id = d.item_id JOIN stores ON stores.id = items.store_id
          WHERE d.brand_id = ? AND stores.module_id = ? ${zoneSql}`,
        Number(row.id),
        module,
        ...(zones ?? []),
      );
      return formatBrand(f, row, counted?.n ?? 0);
    }),
  );
});

// get_products (BrandController.php:88-190): zoneId first (403 'Zone id required'), then limit and
// offset are required (403, error_processor). {brand_id} is an id when numeric, else a slug; the
// brand's own status is not checked (:131-140). Active items of the module whose module serves the
// zone and whose store is in it, latest first (brand_item_default_status defaults to 1, :149-150),
// paged by Laravel paginate (offset is the page). An unknown brand is a 200 with no products.
brandRoutes.get('/brand/items/:brand', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const missing = (['limit', 'offset'] as const).filter((k) => (c.req.query(k) ?? '') === '');
  if (missing.length)
    return errors(
      c,
      403,
      missing.map((k) => ({ code: k, message: `The ${k} field is required.` })),
    );
  const page = readPage(c, { limit: 10, offset: 1 });
  const key = c.req.param('brand');
  const brand = /^\d+$/.test(key) ? { sql: 'b.id = ?', param: Number(key) } : { sql: 'b.slug = ?', param: key };
  const rows = itemsInScope(
    c,
    zones,
    `AND EXISTS (SELECT 1 FROM module_zone mz WHERE mz.module_id = items.module_id AND mz.zone_id = stores.zone_id)
     AND EXISTS (SELECT 1 FROM ecommerce_item_details d JOIN brands b ON b.id = d.brand_id
                  WHERE d.item_id = items.id AND ${brand.sql})
     ORDER BY items.created_at DESC, items.id DESC`,
    brand.param,
  );
  const f = formatCtx(c);
  return c.json({
    total_size: rows.length,
    limit: page.echo.limit,
    offset: page.echo.offset,
    products: slice(rows, page).map((r) => formatItem(f, r)),
  });
});
