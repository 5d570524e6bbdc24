// Upstream GETs for catalogue pages, cached briefly in the server and keyed by the request's
// language, module and zone, so a page's time to first byte stays low. Failures are not cached;
// stale data is served while it is refreshed or while the API fails (cache.ts).
import type { ApiContext } from '../../api/index.ts';
import { getStores, type Item } from '../../api/index.ts';
import { toCardProduct, type CardProduct } from '../../catalog/types.ts';
import { LOAD_TIMEOUT_MS, timedCache } from './cache.ts';
import type { Preferences } from '../request/preferences-type.ts';
import { apiContext } from './upstream.ts';

const CATALOG_TTL_MS = 30_000;
const cache = timedCache<{ value: unknown }>(CATALOG_TTL_MS, 1000, { tag: 'catalog' });

/** `load` with the request's context; the same key within 30 s answers from memory. */
export async function cachedCall<T>(
  prefs: Preferences,
  key: string,
  load: (ctx: ApiContext) => Promise<T>,
  overrides: Partial<ApiContext> = {},
): Promise<T> {
  const { lang, moduleId, zoneIds } = {
    lang: prefs.lang,
    moduleId: prefs.moduleId,
    zoneIds: prefs.zoneIds,
    ...overrides,
  };
  const cacheKey = `${lang}|${moduleId}|${(zoneIds ?? []).join(',')}|${key}`;
  // The context is made inside the load, which runs outside the page: its timeout is the load's own.
  const entry = await cache.get(cacheKey, async () => ({
    value: await load(apiContext(prefs, { timeoutMs: LOAD_TIMEOUT_MS, ...overrides })),
  }));
  return entry.value as T;
}

/** Settles a call into data or an error flag, so each page block can fail on its own. */
export async function settle<T>(promise: Promise<T>): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Phones of the module's stores in the zone, for the cards' contact links (one cached call). */
export async function storePhones(prefs: Preferences): Promise<Map<number, string>> {
  try {
    const list = await cachedCall(prefs, 'store-phones', (ctx) => getStores(ctx, 'all', { limit: 200, offset: 1 }));
    return new Map(list.stores.filter((s) => s.phone).map((s) => [s.id, s.phone]));
  } catch {
    return new Map();
  }
}

/** Items as cards, with their stores' phones when known. */
export async function cardsFor(prefs: Preferences, items: readonly Item[]): Promise<CardProduct[]> {
  const phones = items.length ? await storePhones(prefs) : new Map<number, string>();
  return items.map((item) => toCardProduct(item, phones.get(item.store_id) ?? null));
}
