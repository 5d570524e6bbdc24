// Categories (reference §5.4), 3.1 full shape.
import { imageUrl } from '../env.ts';
import { get, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import type { FormatCtx } from './context.ts';
import { translated, translationList } from './translate.ts';

export function formatCategory(f: FormatCtx, row: Row): Row {
  const db = f.deps.db;
  const id = Number(row.id);
  const t = translated(db, 'category', row, f.locale, ['name']);
  const products = get<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM items WHERE status = 1 AND EXISTS (
       SELECT 1 FROM json_each(items.category_ids) WHERE CAST(json_each.value ->> '$.id' AS INTEGER) = ?)`,
    id,
  );
  const childes = get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM categories WHERE parent_id = ? AND status = 1', id);
  return {
    id,
    name: t.name,
    image: row.image,
    parent_id: row.parent_id,
    position: row.position,
    status: row.status,
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    priority: row.priority,
    module_id: row.module_id,
    slug: row.slug,
    featured: row.featured,
    products_count: products?.n ?? 0,
    childes_count: childes?.n ?? 0,
    image_full_url: imageUrl(f.deps, 'category', row.image),
    translations: translationList(db, 'category', id),
    storage: [],
  };
}
