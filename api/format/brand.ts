// Brands as BrandController@get_brands answers them (B31 BrandController.php:27-58, Brand.php):
// the columns, the withCount `items_count`, the appended `image_full_url`, then the `translations`
// (only the request language's, the model's global scope, Brand.php:162-165) and `storage`.
import { imageUrl } from '../env.ts';
import { all, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import type { FormatCtx } from './context.ts';
import { translated } from './translate.ts';

export function formatBrand(f: FormatCtx, row: Row, itemsCount: number): Row {
  const db = f.deps.db;
  const id = Number(row.id);
  const t = translated(db, 'brand', row, f.locale, ['name']);
  return {
    id,
    name: t.name,
    slug: row.slug ?? null,
    image: row.image ?? null,
    // `status` is cast to int (Brand.php:33-35).
    status: Number(row.status),
    created_at: row.created_at ? isoMicros(new Date(String(row.created_at))) : null,
    updated_at: row.updated_at ? isoMicros(new Date(String(row.updated_at))) : null,
    module_id: row.module_id === null || row.module_id === undefined ? null : Number(row.module_id),
    items_count: itemsCount,
    image_full_url: imageUrl(f.deps, 'brand', row.image),
    translations: all(
      db,
      `SELECT id, translationable_type, translationable_id, locale, key, value
         FROM translations WHERE translationable_type = 'brand' AND translationable_id = ? AND locale = ? ORDER BY id`,
      id,
      f.locale,
    ).map((tr) => ({ ...tr, translationable_type: 'App\\Models\\Brand' })),
    storage: [],
  };
}
