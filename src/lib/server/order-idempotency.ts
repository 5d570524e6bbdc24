// One result per idempotency key: a repeated order confirmation (Back, a double click, a second
// tab, a retry after a lost answer) gets the first order instead of placing another. Kept in
// memory behind a small interface, so several storefront processes can share it through Redis
// later without touching the callers.
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface IdempotencyStore {
  /**
   * Runs `task` once per key. A repeat within the time to live gets the first result; a repeat
   * while the first still runs waits for it. A result `keep` refuses (a failure the customer
   * may retry) is forgotten, so the next attempt runs again.
   */
  once<T extends {}>(key: string, task: () => Promise<T>, keep: (result: T) => boolean): Promise<T>;
  /** The result under `key` (or the task still running for it), if there is one; runs nothing. */
  peek<T extends {}>(key: string): Promise<T> | undefined;
}

export function memoryIdempotency(options: { ttlMs: number; max: number }): IdempotencyStore {
  const entries = new LRUCache<string, Promise<unknown>>({ max: options.max, ttl: options.ttlMs });
  return {
    once<T extends {}>(key: string, task: () => Promise<T>, keep: (result: T) => boolean): Promise<T> {
      const running = entries.get(key) as Promise<T> | undefined;
      if (running) return running;
      const promise = task().then(
        (result) => {
          if (!keep(result) && entries.get(key) === promise) entries.delete(key);
          return result;
        },
        (error: unknown) => {
          if (entries.get(key) === promise) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, promise);
      return promise;
    },
    peek<T extends {}>(key: string): Promise<T> | undefined {
      return entries.get(key) as Promise<T> | undefined;
    },
  };
}

/** Order confirmations, remembered for a day (a few hundred bytes each). */
export const orderConfirmations: IdempotencyStore = memoryIdempotency({ ttlMs: 24 * 60 * 60 * 1000, max: 50_000 });

/**
 * A new confirmation key, made by the server when it renders an order form (the checkout page):
 * the form carries it through review and confirmation, so every repeat of that confirmation
 * (a double press, Back, a second tab) is the same order.
 */
export function newConfirmationKey(): string {
  return randomUUID();
}
