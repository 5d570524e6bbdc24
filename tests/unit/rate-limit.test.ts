// Attempt limits with rate-limiter-flexible: counts shared through a real redis-server by two
// limiters (as two storefront processes would hold), memory alone without REDIS_URL, and the
// fall-back to memory when Redis stops mid-way.
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiter, type Limiter, redisUrlFrom } from '../../src/lib/identity/rate-limit.server.ts';
import { freePort } from '../fixtures/free-port.ts';
import { type RedisServer, startRedis as start } from '../fixtures/redis-server.ts';

const servers: RedisServer[] = [];
async function startRedis(): Promise<RedisServer> {
  const server = await start();
  servers.push(server);
  return server;
}

const limiters: Limiter[] = [];
function limiter(options: Parameters<typeof createLimiter>[0]): Limiter {
  const made = createLimiter(options);
  limiters.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(limiters.splice(0).map((each) => each.close()));
  vi.restoreAllMocks();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function statuses(target: Limiter, key: string, times: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push((await target.hit(key)).allowed);
  return answers;
}

describe('REDIS_URL', () => {
  it('is optional and must be a redis:// or rediss:// URL', () => {
    expect(redisUrlFrom({})).toBeUndefined();
    expect(redisUrlFrom({ REDIS_URL: ' ' })).toBeUndefined();
    expect(redisUrlFrom({ REDIS_URL: 'redis://127.0.0.1:6379/0' })).toBe('redis://127.0.0.1:6379/0');
    expect(redisUrlFrom({ REDIS_URL: 'rediss://:secret@cache.example:6380' })).toBe(
      'rediss://:secret@cache.example:6380',
    );
    for (const bad of ['localhost:6379', 'http://127.0.0.1:6379', 'redis://', 'redis'])
      expect(() => redisUrlFrom({ REDIS_URL: bad })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    // A password in a malformed URL is not repeated in the message.
    expect(() => redisUrlFrom({ REDIS_URL: 'http://:hunter2@x' })).toThrow(/^(?!.*hunter2)/s);
  });
});

describe('in memory (no REDIS_URL)', () => {
  it('allows the limit per key, then answers with seconds to wait', async () => {
    const alone = limiter({ points: 3, windowSeconds: 60, keyPrefix: 'test-memory' });
    expect(await statuses(alone, 'signin:10.0.0.1', 3)).toEqual([true, true, true]);
    const refused = await alone.hit('signin:10.0.0.1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    // Another key, and another process, count on their own.
    expect((await alone.hit('signin:10.0.0.2')).allowed).toBe(true);
    const other = limiter({ points: 3, windowSeconds: 60, keyPrefix: 'test-memory' });
    expect((await other.hit('signin:10.0.0.1')).allowed).toBe(true);
  });
});

describe('through Redis', () => {
  it('shares one count between two limiters (two storefront processes)', async () => {
    const redis = await startRedis();
    const options = { points: 4, windowSeconds: 60, keyPrefix: 'test-shared', redisUrl: redis.url };
    const first = limiter(options);
    const second = limiter(options);
    const answers = [];
    for (const each of [first, second, first, second, first, second])
      answers.push((await each.hit('signin:10.0.0.7')).allowed);
    expect(answers).toEqual([true, true, true, true, false, false]);
    const refused = await second.hit('signin:10.0.0.7');
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.allowed || refused.retryAfter <= 60).toBe(true);
    // The count is in Redis, under the shared prefix, and expires with the window.
    const look = new Redis(redis.url);
    try {
      expect(Number(await look.get('test-shared:signin:10.0.0.7'))).toBe(7);
      const ttl = await look.pttl('test-shared:signin:10.0.0.7');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      look.disconnect();
    }
    // Sign-up and another address are counted apart.
    expect((await first.hit('signup:10.0.0.7')).allowed).toBe(true);
    expect((await second.hit('signin:10.0.0.8')).allowed).toBe(true);
  });

  it('falls back to memory when Redis stops: no error, limits still counted, logged once', async () => {
    const redis = await startRedis();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shared = limiter({ points: 3, windowSeconds: 60, keyPrefix: 'test-fallback', redisUrl: redis.url });
    expect(await statuses(shared, 'signin:10.0.0.5', 2)).toEqual([true, true]);
    expect(warn).not.toHaveBeenCalled();

    await redis.stop();
    // Counting starts afresh in this process's memory: three more, then refused.
    expect(await statuses(shared, 'signin:10.0.0.5', 5)).toEqual([true, true, true, false, false]);
    const refused = await shared.hit('signin:10.0.0.5');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThan(0);
    // Let the client's reconnect attempts fail a few times: still one message.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await shared.hit('signin:10.0.0.6');
    const notices = warn.mock.calls.filter(([message]) => String(message).includes('not answering'));
    expect(notices).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('an outage without a disconnect (commands timing out) is logged once, and its end too', async () => {
    const redis = await startRedis();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shared = limiter({
      points: 50,
      windowSeconds: 60,
      keyPrefix: 'test-paused',
      redisUrl: redis.url,
      commandTimeoutMs: 200,
    });
    expect(await statuses(shared, 'signin:10.0.0.9', 1)).toEqual([true]);
    const admin = new Redis(redis.url);
    const messages = () => warn.mock.calls.map(([message]) => String(message));
    for (let outage = 0; outage < 2; outage++) {
      // Redis keeps the connection but answers no command for a while.
      await admin.call('CLIENT', 'PAUSE', '700', 'ALL');
      expect(await statuses(shared, 'signin:10.0.0.9', 2)).toEqual([true, true]);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await shared.hit('signin:10.0.0.9');
    }
    admin.disconnect();
    expect(messages().filter((m) => m.includes('not answering'))).toHaveLength(2);
    expect(messages().filter((m) => m.includes('answers again'))).toHaveLength(2);
  });

  it('counts in memory from the start when Redis cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nowhere = limiter({
      points: 2,
      windowSeconds: 60,
      keyPrefix: 'test-nowhere',
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
    });
    expect(await statuses(nowhere, 'signin:10.0.0.4', 3)).toEqual([true, true, false]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
