// Short-lived server caches for data every page needs (settings, policy texts, modules):
// one upstream call per key and period, however many requests arrive at once.
import { LRUCache } from 'lru-cache';

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
      const value = await cache.fetch(key, { context: load });
      return value as T;
    },
    clear: () => cache.clear(),
  };
}
