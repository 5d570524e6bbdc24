// Translated columns: the row keeps English; ar and tr live in the translations table.
import type { Db } from '../db/open.ts';
import type { Locale } from '../env.ts';
import { all, type Row } from '../lib/sql.ts';

export type TranslatableType = 'module' | 'store' | 'item' | 'category' | 'banner' | 'zone' | 'brand' | 'coupon';

/** The row's values for `keys`, replaced by their `locale` translations where one exists. */
export function translated(db: Db, type: TranslatableType, row: Row, locale: Locale, keys: string[]): Row {
  if (locale === 'en') return row;
  const rows = all<{ key: string; value: string }>(
    db,
    'SELECT key, value FROM translations WHERE translationable_type = ? AND translationable_id = ? AND locale = ?',
    type,
    Number(row.id),
    locale,
  );
  const out: Row = { ...row };
  for (const { key, value } of rows) if (keys.includes(key) && value) out[key] = value;
  return out;
}

/** The `translations` relation that leaks into 3.1 JSON. */
export function translationList(db: Db, type: TranslatableType, id: number): Row[] {
  return all(
    db,
    `SELECT id, translationable_type, translationable_id, locale, key, value
       FROM translations WHERE translationable_type = ? AND translationable_id = ? ORDER BY id`,
    type,
    id,
  ).map((t) => ({ ...t, translationable_type: `App\\Models\\${modelName(type)}` }));
}

function modelName(type: TranslatableType): string {
  return type === 'item' ? 'Item' : type.charAt(0).toUpperCase() + type.slice(1);
}
