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

/** whereBetween('price', [min, max]) when both bounds are sent (item.php:62, ItemController.php:187). */
function priceRange(c: Ctx): { sql: string; params: number[] } {
  const min = Number(c.req.query('min_price'));
  const max = Number(c.req.query('max_price'));
  if (!c.req.query('min_price') || !c.req.query('max_price') || !Number.isFinite(min) || !Number.isFinite(max))
    return { sql: '', params: [] };
  return { sql: 'AND items.price BETWEEN ? AND ?', params: [min, max] };
}

/** Items whose category, or its parent, is one of `ids` (whereHas('category', ...) on two levels). */
function inCategories(ids: number[]): string {
  return `AND EXISTS (SELECT 1 FROM json_each(items.category_ids)
    WHERE CAST(json_each.value ->> '$.id' AS INTEGER) IN (${ids.join(',')}))`;
}

// ItemController.php:28-58 → ProductLogic::get_latest_products (item.php:30-110): a store's items,
// of some categories or all (category_id 0), newest first. All four parameters are required.
itemRoutes.get('/items/latest', (c) => {
  const missing = (['store_id', 'category_id', 'limit', 'offset'] as const).filter((k) => !c.req.query(k));
  if (missing.length)
    return errors(
      c,
      403,
      missing.map((k) => ({ code: k, message: `The ${k.replace('_', ' ')} field is required.` })),
    );
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const page = readPage(c, { limit: 10, offset: 1 });
  const storeKey = c.req.query('store_id')!;
  const store = /^\d+$/.test(storeKey)
    ? { sql: 'AND items.store_id = ?', param: Number(storeKey) }
    : { sql: 'AND stores.slug = ?', param: storeKey };
  const categories = (c.req.query('category_id') ?? '0')
    .split(',')
    .filter((v) => /^\d+$/.test(v.trim()))
    .map(Number);
  const category =
    categories.length && !(categories.length === 1 && categories[0] === 0) ? inCategories(categories) : '';
  const exclude = Number(c.req.query('product_id') ?? 0) || 0;
  const price = priceRange(c);
  const rows = itemsInScope(
    c,
    zones,
    `${store.sql} ${category} ${price.sql} AND items.id != ? ORDER BY items.created_at DESC, items.id DESC`,
    store.param,
    ...price.params,
    exclude,
  );
  return productList(c, rows, slice(rows, page), page);
});

/** The orderBy the search's `filter` list adds after the exact-name match (ItemController.php:201-215). */
function searchOrder(c: Ctx): string {
  const raw = c.req.query('filter') ?? '';
  const filter = raw
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((f) => f.trim().replace(/^"|"$/g, ''));
  const order: string[] = [];
  if (filter.includes('top_rated')) order.push('items.rating_count DESC');
  if (filter.includes('popular')) order.push('items.order_count DESC');
  if (filter.includes('discounted')) order.push('items.discount DESC');
  if (filter.includes('high')) order.push('items.price DESC');
  if (filter.includes('low')) order.push('items.price ASC');
  return order.join(', ');
}

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
  if (categoryId && /^\d+$/.test(categoryId)) filters.push(inCategories([Number(categoryId)]));
  const price = priceRange(c);
  const minRating = Number(c.req.query('rating_count'));
  if (minRating > 0) filters.push(`AND items.avg_rating >= ${minRating}`);
  const filterOrder = searchOrder(c);
  const rows = itemsInScope(
    c,
    zones,
    `AND (${conditions.join(' OR ')}) ${filters.join(' ')} ${price.sql}
      ORDER BY items.name = ? DESC, ${filterOrder ? `${filterOrder}, ` : ''}items.order_count DESC, items.id`,
    ...params,
    ...price.params,
    name,
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
