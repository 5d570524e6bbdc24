// Per-request formatting state: language, caller position and small lookup caches, so a list of
// items does not reload the same store or module for every row.
import { headerPosition, locale, type Ctx, type Deps, type Locale } from '../env.ts';
import { get, type Row } from '../lib/sql.ts';

export interface FormatCtx {
  deps: Deps;
  locale: Locale;
  position: [number, number];
  stores: Map<number, Row | null>;
  modules: Map<number, Row | null>;
  /** The business setting `schedule_order`, read once per request. */
  scheduleOrder?: boolean;
}

export function formatCtx(c: Ctx): FormatCtx {
  return {
    deps: c.get('deps'),
    locale: locale(c),
    position: headerPosition(c),
    stores: new Map(),
    modules: new Map(),
  };
}

export function storeRow(f: FormatCtx, id: number): Row | null {
  if (!f.stores.has(id)) f.stores.set(id, get(f.deps.db, 'SELECT * FROM stores WHERE id = ?', id) ?? null);
  return f.stores.get(id) ?? null;
}

export function moduleRow(f: FormatCtx, id: number): Row | null {
  if (!f.modules.has(id)) f.modules.set(id, get(f.deps.db, 'SELECT * FROM modules WHERE id = ?', id) ?? null);
  return f.modules.get(id) ?? null;
}

/** Helpers::schedule_order(): the global switch every store's own flag is ANDed with. */
export function scheduleOrderOn(f: FormatCtx): boolean {
  if (f.scheduleOrder === undefined) {
    const row = get<{ value: string | null }>(
      f.deps.db,
      "SELECT value FROM business_settings WHERE key = 'schedule_order'",
    );
    f.scheduleOrder = row?.value === '1' || row?.value === 'true';
  }
  return f.scheduleOrder;
}

export const bool = (v: unknown): boolean => Number(v) === 1;
export const num = (v: unknown): number => Number(v ?? 0);
