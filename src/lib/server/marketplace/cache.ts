// Server caches for catalogue data every page needs (settings, policy texts, modules, zones,
// categories, stores, items...): one upstream call per key at a time, however many requests
// arrive at once, and a page never waits longer than its budget (server/request/render-state.ts) for one.
//   - Fresh (younger than the cache's period): answered from memory.
//   - Stale (older, up to STALE_LIMIT_MS): answered from memory at once while one load refreshes
//     it in the background (stale-while-revalidate); a failed refresh keeps the old value
//     (stale-if-error), unless the server answered that it is gone (404, 410). The page showing
//     it is not offered to shared caches (server/request/cache-policy.ts).
//   - Missing: the page waits for the load until its budget runs out, then shows that block's
//     error state; the load goes on (with its own, longer timeout) and fills the cache for the
//     next request. A failed load is not kept, so recovery is immediate.
// A failed load marks the page being rendered as degraded, so shared caches do not keep it,
// and is not tried again by the same render (the page and then its layout both read the
// settings: while the API hangs, a render waits once, not twice).
//
// Keys must hold everything the answer depends on (language, module, zone...): a stale value is
// served only under the key it was loaded for. Never cache personal data here.
import { LRUCache } from 'lru-cache';
import { ApiError, isApiError } from '../../api/errors.ts';
import {
  failedInThisRender,
  markDegraded,
  inPreview,
  markStale,
  outsideRender,
  rememberFailure,
  renderTimeLeft,
} from '../request/render-state.ts';

/** The timeout of a cached load: it runs on after the page stops waiting, so it may wait longer. */
export const LOAD_TIMEOUT_MS = 8000;
/** Older data is not shown even while the API fails. */
export const STALE_LIMIT_MS = 24 * 60 * 60_000;

export interface TimedCache<T extends {}> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Forgets one key (a load of it under way is not kept); true when an entry was there. */
  delete(key: string): boolean;
}

interface Entry<T> {
  value: T;
  loadedAt: number;
}

/** DATA_CACHE_TTL_MS, when set, replaces every cache's own period (tests of staleness use it). */
function freshPeriod(ttlMs: number): number {
  const override = Number(process.env.DATA_CACHE_TTL_MS);
  return Number.isFinite(override) && override > 0 ? override : ttlMs;
}

/** The page's wait for `work`, ended by its budget; outside a page, `work` itself. */
function withinBudget<T>(work: Promise<T>): Promise<T> {
  const left = renderTimeLeft();
  if (left === Infinity) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, 'timeout', `No answer within the page's time budget`)), left);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

let caches = 0;

export interface TimedCacheOptions {
  /** Names the data it holds for on-demand revalidation (POST /api/revalidate): see cacheTags. */
  tag?: CacheTag;
}

export function timedCache<T extends {}>(ttlMs: number, max = 100, options: TimedCacheOptions = {}): TimedCache<T> {
  const fresh = freshPeriod(ttlMs);
  const entries = new LRUCache<string, Entry<T>>({ max });
  const loading = new Map<string, Promise<T>>();
  // clear() during a load: that load's answer is from before, and is not kept.
  let generation = 0;
  const id = ++caches;

  /** The key's load, shared by everyone asking while it runs. */
  function refresh(key: string, load: () => Promise<T>): Promise<T> {
    const running = loading.get(key);
    if (running) return running;
    const started = generation;
    const promise = outsideRender(load)
      .then(
        (value) => {
          if (started === generation) entries.set(key, { value, loadedAt: Date.now() });
          return value;
        },
        (error: unknown) => {
          // The server says it is gone (a removed product): that is an answer, not a failure to serve stale data through.
          if (isApiError(error) && (error.status === 404 || error.status === 410)) entries.delete(key);
          throw error;
        },
      )
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    // A background refresh nobody waits for must not surface as an unhandled rejection.
    promise.catch(() => undefined);
    loading.set(key, promise);
    return promise;
  }

  /** Drops everything: a load under way then is from before, and is not kept. */
  function clear(): void {
    generation++;
    entries.clear();
    loading.clear();
  }

  /** Drops one key; a load under way may have read the old data, so it is not kept either. */
  function forget(key: string): boolean {
    // Other keys' loads under way lose their keeping too: a cost of one more load each, nothing more.
    generation++;
    loading.delete(key);
    return entries.delete(key);
  }

  if (options.tag) register(options.tag, { clear, delete: forget });

  return {
    async get(key, load) {
      // An editor's preview sees the marketplace as it is now, and leaves nothing for customers.
      if (inPreview()) {
        return withinBudget(load()).catch((error: unknown) => {
          markDegraded(error);
          throw error;
        });
      }
      const entry = entries.get(key);
      const age = entry ? Date.now() - entry.loadedAt : Infinity;
      if (entry && age < fresh) return entry.value;
      if (entry && age < STALE_LIMIT_MS) {
        refresh(key, load);
        markStale();
        return entry.value;
      }
      const renderKey = `${id}:${key}`;
      const failed = failedInThisRender(renderKey);
      try {
        if (failed) throw failed.error;
        return await withinBudget(refresh(key, load));
      } catch (error) {
        if (!failed) rememberFailure(renderKey, error);
        // Whatever the caller shows instead, the page being rendered is not to be shared.
        markDegraded(error);
        throw error;
      }
    },
    clear,
    delete: forget,
  };
}

// Tagged caches, so that an editor's change can be dropped wherever it is held (src/lib/revalidate).

/** What each tag holds; every cache of the storefront has one. */
export const CACHE_TAGS = {
  policies: 'policy and about texts, per page and language (content/rich-text.server.ts)',
  settings:
    'business settings and the about text of the page frame, delivery rates (settings.ts, orders/terms.server.ts)',
  catalog: 'catalogue answers: stores, items, categories, banners (catalog.ts)',
  modules: 'the modules of each zone (modules.ts)',
  zones: 'zones, the default zone and the /config it is read from (zone-and-module.ts, checkout areas)',
  sitemap: 'the sitemap (sitemap.server.ts)',
} as const;

export type CacheTag = keyof typeof CACHE_TAGS;

export const cacheTags = Object.keys(CACHE_TAGS) as CacheTag[];

type Droppable = Pick<TimedCache<object>, 'clear' | 'delete'>;

const registry = new Map<CacheTag, Set<Droppable>>();

function register(tag: CacheTag, cache: Droppable): void {
  const members = registry.get(tag) ?? new Set();
  members.add(cache);
  registry.set(tag, members);
}

/** Empties every cache of `tag` in this process; the number of caches emptied. */
export function clearTag(tag: CacheTag): number {
  const members = registry.get(tag) ?? new Set();
  for (const cache of members) cache.clear();
  return members.size;
}

/** Forgets `key` in every cache of `tag` in this process; the number of entries dropped. */
export function deleteTagged(tag: CacheTag, key: string): number {
  let dropped = 0;
  for (const cache of registry.get(tag) ?? []) if (cache.delete(key)) dropped++;
  return dropped;
}
