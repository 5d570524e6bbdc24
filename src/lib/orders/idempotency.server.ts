// One result per idempotency key: a repeated order confirmation (Back, a double click, a second
// tab, a retry after a lost answer) gets the first order instead of placing another. With
// REDIS_URL set, every storefront process behind the proxy shares the keys (a double press whose
// two posts reach two processes is still one order); without it, or while Redis does not answer,
// this process keeps them in memory.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redisUrlFrom } from '../identity/rate-limit.server.ts';

export interface IdempotencyStore {
  /**
   * Runs `task` once per key. A repeat within the time to live gets the first result; a repeat
   * while the first still runs waits for it. A result `keep` refuses (a failure the customer
   * may retry) is forgotten, so the next attempt runs again.
   */
  once<T extends {}>(key: string, task: () => Promise<T>, keep: (result: T) => boolean): Promise<T>;
  /** The result under `key` (waiting for the task still running for it), if there is one; runs nothing. */
  peek<T extends {}>(key: string): Promise<T | undefined>;
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
    peek<T extends {}>(key: string): Promise<T | undefined> {
      const entry = entries.get(key) as Promise<T> | undefined;
      return entry ? entry.catch(() => undefined) : Promise.resolve(undefined);
    },
  };
}

export interface SharedIdempotencyOptions {
  url: string;
  /** How long a kept result is remembered. */
  ttlMs: number;
  /** How long a key stays claimed by a task that never ends (its process died): longer than any task. */
  claimMs: number;
  /** How long a repeat waits for another process's task before giving up. */
  waitMs: number;
  pollMs?: number;
  keyPrefix: string;
  /** Where keys go while Redis does not answer. */
  fallback: IdempotencyStore;
}

/** Marks a key whose task is running somewhere; a kept result is stored as {"r": result}. */
const CLAIMED = '"claimed"';

/** A Redis command that failed (not the task): the store then answers from memory. */
class RedisDown extends Error {}

/**
 * Keys shared by every process through Redis: the first claims the key (SET NX) and runs the task,
 * any other waits for the result it stores; a result `keep` refuses, or a failure, frees the key.
 * While Redis does not answer, keys live in `fallback` (this process's memory).
 */
export function sharedIdempotency(options: SharedIdempotencyOptions): IdempotencyStore & { close(): Promise<void> } {
  const { ttlMs, claimMs, waitMs, pollMs = 100, keyPrefix, fallback } = options;
  let client: Redis | undefined;
  /** Settles once the first connection attempt has (or has not) succeeded. */
  let connected: Promise<void> | undefined;
  const redis = async (): Promise<Redis> => {
    if (!client) {
      const made = new Redis(options.url, {
        connectTimeout: 2000,
        commandTimeout: 1000,
        // A command while disconnected fails at once (and the key goes to memory) instead of waiting.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      });
      made.on('error', (error: Error) => console.warn(`order confirmations: Redis: ${error.message}`));
      connected = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        const settle = () => {
          clearTimeout(timer);
          resolve();
        };
        made.once('ready', settle);
        made.once('error', settle);
      });
      client = made;
    }
    await connected;
    return client;
  };
  const name = (key: string) => `${keyPrefix}${key}`;
  const command = <R>(run: (r: Redis) => Promise<R>): Promise<R> =>
    redis()
      .then(run)
      .catch((error: unknown) => {
        throw new RedisDown(error instanceof Error ? error.message : String(error));
      });
  /** This process's own tasks: a repeat here waits on the promise instead of polling. */
  const running = new Map<string, Promise<unknown>>();

  /** The stored result, waiting while the key is claimed; null when the key is free (or the wait ran out). */
  async function stored<T>(key: string): Promise<{ result: T } | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const value = await command((r) => r.get(name(key)));
      if (value === null) return null;
      if (value !== CLAIMED) return { result: (JSON.parse(value) as { r: T }).r };
      if (Date.now() > deadline) return null;
      await sleep(pollMs);
    }
  }

  async function shared<T extends {}>(key: string, task: () => Promise<T>, keep: (result: T) => boolean): Promise<T> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await command((r) => r.set(name(key), CLAIMED, 'PX', claimMs, 'NX'));
      if (claimed === 'OK') {
        let result: T;
        try {
          result = await task();
        } catch (error) {
          await command((r) => r.del(name(key))).catch(() => undefined);
          throw error;
        }
        const save = keep(result)
          ? command((r) => r.set(name(key), JSON.stringify({ r: result }), 'PX', ttlMs))
          : command((r) => r.del(name(key)));
        await save.catch((error: unknown) => console.error('order confirmations: could not store a result', error));
        return result;
      }
      const found = await stored<T>(key);
      if (found) return found.result;
      if (Date.now() > deadline) throw new Error('An earlier confirmation of this order is still being placed.');
    }
  }

  return {
    once<T extends {}>(key: string, task: () => Promise<T>, keep: (result: T) => boolean): Promise<T> {
      const mine = running.get(key) as Promise<T> | undefined;
      if (mine) return mine;
      // A task that has started runs once, wherever Redis goes meanwhile.
      let started = false;
      const guarded = () => {
        started = true;
        return task();
      };
      const promise = shared(key, guarded, keep).catch((error: unknown) => {
        if (!(error instanceof RedisDown) || started) throw error;
        return fallback.once(key, task, keep);
      });
      running.set(key, promise);
      void promise.then(
        () => running.delete(key),
        () => running.delete(key),
      );
      return promise;
    },
    async peek<T extends {}>(key: string): Promise<T | undefined> {
      const mine = running.get(key) as Promise<T> | undefined;
      if (mine) return mine.catch(() => undefined);
      try {
        return (await stored<T>(key))?.result;
      } catch {
        return fallback.peek<T>(key);
      }
    },
    async close() {
      await client?.quit().catch(() => client?.disconnect());
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const REDIS_URL = redisUrlFrom();
const inMemory = memoryIdempotency({ ttlMs: DAY_MS, max: 50_000 });

/**
 * Order confirmations, remembered for a day (a few hundred bytes each): in Redis when REDIS_URL is
 * set, so every process knows them, else in memory. A claim outlives the order call's timeout.
 */
export const orderConfirmations: IdempotencyStore = REDIS_URL
  ? sharedIdempotency({
      url: REDIS_URL,
      ttlMs: DAY_MS,
      claimMs: 5 * 60 * 1000,
      waitMs: 60 * 1000,
      keyPrefix: 'storefront:order-key:',
      fallback: inMemory,
    })
  : inMemory;

/**
 * A new confirmation key, made by the server when it renders an order form (the checkout page):
 * the form carries it through review and confirmation, so every repeat of that confirmation
 * (a double press, Back, a second tab) is the same order.
 */
export function newConfirmationKey(): string {
  return randomUUID();
}
