// Small typed helpers over node:sqlite with a statement cache per database.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export type Row = Record<string, unknown>;

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

export function all<T = Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T[] {
  return statement(db, sql).all(...params) as T[];
}

export function get<T = Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined;
}

export function run(db: DatabaseSync, sql: string, ...params: SQLInputValue[]) {
  return statement(db, sql).run(...params);
}

/** `?, ?, ?` for an IN list (at least one placeholder so `IN ()` never occurs). */
export function placeholders(count: number): string {
  return Array.from({ length: Math.max(count, 1) }, () => '?').join(', ');
}

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
