// Short-lived server caches for data every page needs (settings, policy texts, modules):
// one upstream call per key and period, however many requests arrive at once. A failed load
// marks the page being rendered as degraded, so the page cache does not keep it.
import { LRUCache } from 'lru-cache';
import { markDegraded } from './page-cache.ts';

export interface TimedCache<T extends {}> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function timedCache<T extends {}>(ttlMs: number, max = 100): TimedCache<T> {
  const cache = new LRUCache<string, T>({
    max,
    ttl: ttlMs,
    // Concurrent misses share one load; a failed load is not cached.
    fetchMethod: async (_key, _stale, { context }) => (context as () => Promise<T>)(),
  });
  return {
    async get(key, load) {
      try {
        return (await cache.fetch(key, { context: load })) as T;
      } catch (error) {
        // Whatever the caller shows instead, the page being rendered is not to be shared.
        markDegraded(error);
        throw error;
      }
    },
    clear: () => cache.clear(),
  };
}
