// Attempt limits per client key (sign-in and sign-up per address) with rate-limiter-flexible. With
// REDIS_URL set the counts live in Redis, so every storefront process behind the proxy counts the
// same attempts; without it they live in this process's memory. When Redis stops answering, the
// counting goes on in memory (the library's insurance limiter) and sign-in keeps working.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { requestInfo } from '../server/request/forwarded.ts';

type Verdict = { allowed: true } | { allowed: false; retryAfter: number };

export interface Limiter {
  /** Counts one attempt; `retryAfter` seconds when over the limit. */
  hit(key: string): Promise<Verdict>;
  /** Closes the Redis connection, if any (tests, shutdown). */
  close(): Promise<void>;
}

export interface LimiterOptions {
  /** Attempts allowed per key and window. */
  points: number;
  windowSeconds: number;
  /** Names this limiter's keys in Redis; processes sharing counts use the same prefix. */
  keyPrefix: string;
  /** redis:// or rediss:// URL; memory only when absent. */
  redisUrl?: string;
  /** Milliseconds a Redis command may take before the attempt is counted in memory instead. */
  commandTimeoutMs?: number;
}

const RedisUrl = z.url({ protocol: /^rediss?$/, hostname: z.regexes.hostname });

/** REDIS_URL, checked: undefined when unset or empty; throws with the reason when malformed. */
export function redisUrlFrom(env: Record<string, string | undefined> = process.env): string | undefined {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  if (!RedisUrl.safeParse(raw).success)
    throw new Error(
      `REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0 (got "${raw.replace(/\/\/[^@/]*@/, '//…@')}")`,
    );
  return raw;
}

/**
 * A limiter counting in Redis when `redisUrl` is given, in memory otherwise. The library limiter
 * and its connection are made on the first attempt, so importing this opens no socket.
 */
export function createLimiter(options: LimiterOptions): Limiter {
  let made: Made | undefined;
  const make = (): Made => {
    made ??= options.redisUrl ? redisLimiter(options, options.redisUrl) : { limiter: memoryLimiter(options) };
    return made;
  };
  return {
    async hit(key) {
      try {
        const { limiter, ready } = make();
        await ready;
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        // Neither store answered: the attempt goes through rather than sign-in breaking.
        console.error('attempt limits: could not count an attempt', rejection);
        return { allowed: true };
      }
    },
    async close() {
      await made?.client?.quit().catch(() => made?.client?.disconnect());
    },
  };
}

interface Made {
  limiter: RateLimiterMemory | RateLimiterRedis;
  /** Settles once the first connection attempt has (or has not) succeeded. */
  ready?: Promise<void>;
  client?: Redis;
}

const CONNECT_TIMEOUT_MS = 2000;

function memoryLimiter({ points, windowSeconds, keyPrefix }: LimiterOptions): RateLimiterMemory {
  return new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix });
}

function redisLimiter(options: LimiterOptions, url: string): Made {
  const where = new URL(url).host;
  let degraded = false;
  const fallBack = (reason: string) => {
    if (degraded) return;
    degraded = true;
    console.warn(`attempt limits: Redis at ${where} is not answering (${reason}); counting in this process's memory`);
  };
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: options.commandTimeoutMs ?? 500,
    // A command while disconnected fails at once (and is counted in memory) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    console.warn(`attempt limits: Redis at ${where} answers again; counting there`);
  };
  client.on('error', (error: Error) => fallBack(error.message));
  client.on('ready', recovered);
  // The insurance limiter counts whenever Redis fails; its first use in an outage is the one logged.
  let insuranceUses = 0;
  class Insurance extends RateLimiterMemory {
    override consume(...args: Parameters<RateLimiterMemory['consume']>) {
      insuranceUses += 1;
      fallBack(client.status === 'ready' ? 'a command failed or timed out' : `connection ${client.status}`);
      return super.consume(...args);
    }
  }
  // An outage without a disconnect (commands timing out) ends with the first count Redis answers.
  class Shared extends RateLimiterRedis {
    override async consume(...args: Parameters<RateLimiterRedis['consume']>) {
      const before = insuranceUses;
      try {
        return await super.consume(...args);
      } finally {
        if (insuranceUses === before) recovered();
      }
    }
  }
  const limiter = new Shared({
    storeClient: client,
    points: options.points,
    duration: options.windowSeconds,
    keyPrefix: options.keyPrefix,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new Insurance({
      points: options.points,
      duration: options.windowSeconds,
      keyPrefix: options.keyPrefix,
    }),
  });
  // The first attempts wait for the first connection rather than all going to memory.
  const ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', settle);
    client.once('error', settle);
  });
  return { limiter, client, ready };
}

export function tooManyRequests(retryAfter: number): Response {
  return Response.json(
    { error: 'Too many attempts. Please wait a moment and try again.', retryAfter },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}

/**
 * The address limits are counted by: the client a trusted proxy names (TRUSTED_PROXIES), else the
 * peer itself; an X-Forwarded-For from anyone else changes nothing.
 */
export function clientKey(context: { request: Request; url: URL; clientAddress?: string }): string {
  return requestInfo(context).client || 'unknown';
}
