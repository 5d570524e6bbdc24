// Item lists, search, suggestions and details (reference §3.10–§3.14).
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv, type Ctx } from '../env.ts';
import { errors, zoneRequired } from '../lib/errors.ts';
import { readPage, slice, type Page } from '../lib/paging.ts';
import { all, get, placeholders, type Row } from '../lib/sql.ts';
import { formatCategory } from '../format/category.ts';
import { formatCtx } from '../format/context.ts';
import { formatItem } from '../format/item.ts';

export const itemRoutes = new Hono<AppEnv>();

/** Active, approved items whose store is approved, in one of the zones and in the header's module. */
export function itemsInScope(c: Ctx, zones: number[], where = '', ...params: (string | number)[]): Row[] {
  const module = moduleId(c);
  const type = c.req.query('type') ?? 'all';
  const veg = type === 'veg' ? 'AND items.veg = 1' : type === 'non_veg' ? 'AND items.veg = 0' : '';
  return all(
    c.get('deps').db,
    `SELECT items.* FROM items JOIN stores ON stores.id = items.store_id
      WHERE items.status = 1 AND items.is_approved = 1 AND stores.status = 1
        AND stores.zone_id IN (${placeholders(zones.length)}) AND items.module_id = ? ${veg} ${where}`,
    ...zones,
    module ?? 0,
    ...params,
  );
}

function moduleCategories(c: Ctx) {
  const f = formatCtx(c);
  return all(
    c.get('deps').db,
    'SELECT * FROM categories WHERE position = 0 AND status = 1 AND module_id = ? ORDER BY priority DESC, id',
    moduleId(c) ?? 0,
  ).map((row) => formatCategory(f, row));
}

/** The {total_size, limit, offset, products, categories} wrapper of the product lists. */
function productList(c: Ctx, rows: Row[], shown: Row[], page: Page) {
  const f = formatCtx(c);
  return c.json({
    total_size: rows.length,
    limit: page.echo.limit,
    offset: page.echo.offset,
    products: shown.map((r) => formatItem(f, r)),
    categories: moduleCategories(c),
  });
}

itemRoutes.get('/items/new-arrival', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const page = readPage(c, { limit: 50, offset: 1 });
  const exclude = Number(c.req.query('product_id') ?? 0);
  const rows = itemsInScope(c, zones, 'AND items.id != ? ORDER BY items.created_at DESC, items.id DESC', exclude);
  return productList(c, rows, slice(rows, page), page);
});

itemRoutes.get('/items/discounted', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const page = readPage(c, { limit: 50, offset: 1 });
  const rows = itemsInScope(c, zones, 'AND items.discount > 0 ORDER BY items.discount DESC, items.id');
  // Without both limit and offset 3.1 answers up to 50 rows unpaginated.
  return productList(c, rows, page.explicit ? slice(rows, page) : rows.slice(0, 50), page);
});

itemRoutes.get('/items/search', (c) => {
  const name = c.req.query('name');
  if (!name || name.trim() === '') return errors(c, 403, [{ code: 'name', message: 'The name field is required.' }]);
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const page = readPage(c, { limit: 10, offset: 1 });
  const words = name.trim().split(/\s+/).slice(0, 10);
  const conditions = words.map(
    () => `(items.name LIKE ? OR EXISTS (SELECT 1 FROM translations t WHERE t.translationable_type = 'item'
             AND t.translationable_id = items.id AND t.key = 'name' AND t.value LIKE ?)
           OR EXISTS (SELECT 1 FROM categories cat WHERE cat.id = items.category_id AND cat.name LIKE ?))`,
  );
  const params = words.flatMap((w) => Array(3).fill(`%${w}%`) as string[]);
  const filters: string[] = [];
  const storeId = c.req.query('store_id');
  const categoryId = c.req.query('category_id');
  if (storeId && /^\d+$/.test(storeId)) filters.push(`AND items.store_id = ${Number(storeId)}`);
  if (categoryId && /^\d+$/.test(categoryId)) {
    filters.push(
      `AND EXISTS (SELECT 1 FROM json_each(items.category_ids) WHERE CAST(json_each.value ->> '$.id' AS INTEGER) = ${Number(categoryId)})`,
    );
  }
  const rows = itemsInScope(
    c,
    zones,
    `AND (${conditions.join(' OR ')}) ${filters.join(' ')} ORDER BY items.order_count DESC, items.id`,
    ...params,
  );
  return productList(c, rows, slice(rows, page), page);
});

itemRoutes.get('/items/suggested', (c) => {
  const storeId = c.req.query('store_id');
  if (!storeId) return errors(c, 403, [{ code: 'store_id', message: 'The store id field is required.' }]);
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const page = readPage(c, { limit: 50, offset: 1 });
  const rows = itemsInScope(
    c,
    zones,
    'AND items.store_id = ? ORDER BY items.rating_count DESC, items.id',
    Number(storeId),
  );
  const shown = page.explicit ? slice(rows, page) : rows.slice(0, 50);
  const f = formatCtx(c);
  return c.json({
    total_size: shown.length,
    limit: page.echo.limit,
    offset: page.echo.offset,
    items: shown.map((r) => formatItem(f, r)),
  });
});

itemRoutes.get('/items/details/:id', (c) => {
  const id = c.req.param('id');
  const db = c.get('deps').db;
  const row = /^\d+$/.test(id)
    ? get(
        db,
        'SELECT * FROM items WHERE id = ? AND status = 1 AND is_approved = 1 AND module_id = ?',
        Number(id),
        moduleId(c) ?? 0,
      )
    : get(
        db,
        'SELECT * FROM items WHERE slug = ? AND status = 1 AND is_approved = 1 AND module_id = ?',
        id,
        moduleId(c) ?? 0,
      );
  if (!row) return c.json({ errors: { code: 'product-001', message: 'Not found' } }, 404);
  return c.json(formatItem(formatCtx(c), row, { details: true }));
});
