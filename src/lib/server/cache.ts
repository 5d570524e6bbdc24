// Short-lived server caches for data every page needs (settings, policy texts, modules):
// one upstream call per key and period, however many requests arrive at once. A failed load
// marks the page being rendered as degraded, so the page cache does not keep it, and is not
// tried again by the same render (the page and then its layout both read the settings: while
// the API hangs, a render waits for one timeout, not two).
import { LRUCache } from 'lru-cache';
import { failedInThisRender, markDegraded, rememberFailure } from './page-cache.ts';

export interface TimedCache<T extends {}> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

let caches = 0;

export function timedCache<T extends {}>(ttlMs: number, max = 100): TimedCache<T> {
  const cache = new LRUCache<string, T>({
    max,
    ttl: ttlMs,
    // Concurrent misses share one load; a failed load is not cached.
    fetchMethod: async (_key, _stale, { context }) => (context as () => Promise<T>)(),
  });
  const id = ++caches;
  return {
    async get(key, load) {
      const renderKey = `${id}:${key}`;
      const failed = failedInThisRender(renderKey);
      try {
        if (failed) throw failed.error;
        return (await cache.fetch(key, { context: load })) as T;
      } catch (error) {
        if (!failed) rememberFailure(renderKey, error);
        // Whatever the caller shows instead, the page being rendered is not to be shared.
        markDegraded(error);
        throw error;
      }
    },
    clear: () => cache.clear(),
  };
}
