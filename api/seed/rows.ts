// Row types and the bulk insert used by every topic.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

export type Value = string | number | null;
export type Row = Record<string, Value>;

/** ar and tr texts of a translated field; English lives in the row itself. */
export interface Localized {
  ar: string;
  tr: string;
}

/** A name in all three languages, written [en, ar, tr] in the data modules. */
export type Names = readonly [en: string, ar: string, tr: string];

import type { TranslatableType } from '../format/translate.ts';

export type { TranslatableType };

export interface Translation {
  translationable_type: TranslatableType;
  translationable_id: number;
  locale: 'ar' | 'tr';
  key: string;
  value: string;
}

export function translationsOf(type: TranslatableType, id: number, key: string, texts: Localized): Translation[] {
  return (['ar', 'tr'] as const).map((locale) => ({
    translationable_type: type,
    translationable_id: id,
    locale,
    key,
    value: texts[locale],
  }));
}

/** Inserts rows that all have the same columns (those of the first row). */
export function insertRows(db: DatabaseSync, table: string, rows: readonly Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((key, i) => key !== columns[i])) {
      throw new Error(`insertRows(${table}): row columns differ from the first row's: ${keys.join(',')}`);
    }
    statement.run(...columns.map((column) => row[column] as SQLInputValue));
  }
}

export const json = (value: unknown): string => JSON.stringify(value);

/** Lower-case ASCII slug. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Rounds money to 2 decimals without float noise. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}
