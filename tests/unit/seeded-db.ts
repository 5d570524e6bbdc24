// The reference API's seed, made once per test file in memory at a fixed time, and the queries the
// seed tests read it with.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { seedDatabase } from '../../api/seed/index.ts';

const SCHEMA = readFileSync(new URL('../../api/db/schema.sql', import.meta.url), 'utf8');
export const NOW = new Date('2026-05-20T10:30:00Z');
const DAY_MS = 86_400_000;

export type Row = Record<string, unknown>;

export function seeded(now = NOW): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(SCHEMA);
  seedDatabase(db, { now });
  return db;
}

export const db = seeded();
export const all = (sql: string, ...params: Array<string | number>) => db.prepare(sql).all(...params) as Row[];
export const one = (sql: string, ...params: Array<string | number>) => db.prepare(sql).get(...params) as Row;
export const count = (sql: string, ...params: Array<string | number>) => Number(Object.values(one(sql, ...params))[0]);
export const ageDays = (iso: unknown) => (NOW.getTime() - new Date(String(iso)).getTime()) / DAY_MS;

export const stores = all('SELECT * FROM stores ORDER BY id');
export const items = all('SELECT * FROM items ORDER BY id');
export const scheduled = new Set(all('SELECT DISTINCT store_id FROM store_schedule').map((r) => Number(r.store_id)));
export const isOpen = (s: Row) => s.active === 1 && s.status === 1 && scheduled.has(Number(s.id));
