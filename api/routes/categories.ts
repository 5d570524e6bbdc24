// Categories, their children and their items (reference §3.15–§3.17).
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv } from '../env.ts';
import { zoneRequired } from '../lib/errors.ts';
import { readPage, slice } from '../lib/paging.ts';
import { all, get, placeholders } from '../lib/sql.ts';
import { formatCategory } from '../format/category.ts';
import { formatCtx } from '../format/context.ts';
import { formatItem } from '../format/item.ts';
import { itemsInScope } from './items.ts';

export const categoryRoutes = new Hono<AppEnv>();

categoryRoutes.get('/categories', (c) => {
  const db = c.get('deps').db;
  const module = moduleId(c);
  const f = formatCtx(c);
  const top = all(
    db,
    `SELECT * FROM categories WHERE position = 0 AND status = 1 ${module !== null ? 'AND module_id = ?' : ''}
      ORDER BY priority DESC, id`,
    ...(module !== null ? [module] : []),
  );
  return c.json(
    top.map((row) => ({
      ...formatCategory(f, row),
      childes: all(
        db,
        'SELECT * FROM categories WHERE parent_id = ? AND status = 1 ORDER BY priority DESC, id',
        Number(row.id),
      ).map((child) => formatCategory(f, child)),
    })),
  );
});

categoryRoutes.get('/categories/childes/:id', (c) => {
  const db = c.get('deps').db;
  const f = formatCtx(c);
  const parent = get(db, 'SELECT * FROM categories WHERE id = ?', Number(c.req.param('id')) || 0);
  const children = all(
    db,
    'SELECT * FROM categories WHERE parent_id = ? AND status = 1 ORDER BY priority DESC, id',
    Number(parent?.id ?? -1),
  );
  return c.json(
    children.map((child) => ({ ...formatCategory(f, child), parent: parent ? formatCategory(f, parent) : null })),
  );
});

/** The category and two levels of children. */
function categoryFamily(db: ReturnType<typeof formatCtx>['deps']['db'], id: number): number[] {
  const children = all<{ id: number }>(db, 'SELECT id FROM categories WHERE parent_id = ?', id).map((r) => r.id);
  const grandchildren = children.length
    ? all<{ id: number }>(
        db,
        `SELECT id FROM categories WHERE parent_id IN (${placeholders(children.length)})`,
        ...children,
      ).map((r) => r.id)
    : [];
  return [id, ...children, ...grandchildren];
}

const inCategories = (ids: number[]) =>
  `EXISTS (SELECT 1 FROM json_each(items.category_ids) WHERE CAST(json_each.value ->> '$.id' AS INTEGER) IN (${ids.join(', ')}))`;

/** Bare array, unpaginated, and without the active() scope: inactive items appear here too. */
categoryRoutes.get('/categories/items/:id/all', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const db = c.get('deps').db;
  const ids = categoryFamily(db, Number(c.req.param('id')) || 0);
  const rows = all(
    db,
    `SELECT items.* FROM items JOIN stores ON stores.id = items.store_id
      WHERE stores.zone_id IN (${placeholders(zones.length)}) AND items.module_id = ? AND ${inCategories(ids)}
      ORDER BY items.id`,
    ...zones,
    moduleId(c) ?? 0,
  );
  const f = formatCtx(c);
  return c.json(rows.map((r) => formatItem(f, r)));
});

categoryRoutes.get('/categories/items/:id', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const page = readPage(c, { limit: 10, offset: 1 });
  const ids = categoryFamily(c.get('deps').db, Number(c.req.param('id')) || 0);
  const rows = itemsInScope(c, zones, `AND ${inCategories(ids)} ORDER BY items.id`);
  const f = formatCtx(c);
  return c.json({
    total_size: rows.length,
    limit: page.echo.limit,
    offset: page.echo.offset,
    products: slice(rows, page).map((r) => formatItem(f, r)),
  });
});
