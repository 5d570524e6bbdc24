// Order confirmations shared through a real redis-server by two stores, as two storefront
// processes behind the proxy hold them: a double press whose posts reach both is one order, a
// refusal or a failure frees the key, and with Redis gone each process still keeps its own keys.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryIdempotency, sharedIdempotency } from '../../src/lib/orders/idempotency.server.ts';
import { type RedisServer, startRedis } from '../fixtures/redis-server.ts';

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server?.stop();
});

const stores: Array<ReturnType<typeof sharedIdempotency>> = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** A process's store; `prefix` keeps each test's keys apart. */
function processStore(url: string, prefix: string) {
  const store = sharedIdempotency({
    url,
    ttlMs: 60_000,
    claimMs: 10_000,
    waitMs: 5_000,
    pollMs: 20,
    keyPrefix: prefix,
    fallback: memoryIdempotency({ ttlMs: 60_000, max: 10 }),
  });
  stores.push(store);
  return store;
}

/** A task that counts its runs and ends when released. */
function gatedTask() {
  let runs = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      runs += 1;
      await gate;
      return { kind: 'placed', orderId: 100000 + runs };
    },
    release,
    runs: () => runs,
  };
}

describe('order confirmations through Redis', () => {
  it('runs a key once across two processes: the other waits for the first one’s order', async () => {
    const a = processStore(server.url, 't1:');
    const b = processStore(server.url, 't1:');
    const { task, release, runs } = gatedTask();
    const first = a.once('key', task, () => true);
    // The second press reaches the other process while the first is still ordering.
    await expect.poll(runs).toBe(1);
    const second = b.once('key', task, () => true);
    expect(await b.peek('other')).toBeUndefined();
    release();
    expect(await first).toEqual({ kind: 'placed', orderId: 100001 });
    expect(await second).toEqual({ kind: 'placed', orderId: 100001 });
    expect(await b.once('key', task, () => true)).toEqual({ kind: 'placed', orderId: 100001 });
    expect(await b.peek('key')).toEqual({ kind: 'placed', orderId: 100001 });
    expect(runs()).toBe(1);
  });

  it('frees a key whose result is refused or whose task failed, for the next try on any process', async () => {
    const a = processStore(server.url, 't2:');
    const b = processStore(server.url, 't2:');
    let runs = 0;
    const refusedFirst = async () => ({ ok: ++runs > 1 });
    expect(await a.once('k', refusedFirst, (r) => r.ok)).toEqual({ ok: false });
    expect(await b.once('k', refusedFirst, (r) => r.ok)).toEqual({ ok: true });
    expect(await a.once('k', refusedFirst, (r) => r.ok)).toEqual({ ok: true });
    expect(runs).toBe(2);

    await expect(
      a.once(
        't',
        () => Promise.reject(new Error('down')),
        () => true,
      ),
    ).rejects.toThrow('down');
    expect(
      await b.once(
        't',
        async () => ({ ok: true }),
        () => true,
      ),
    ).toEqual({ ok: true });
  });

  it('keeps each process’s keys in memory while Redis does not answer', async () => {
    const gone = await startRedis();
    const url = gone.url;
    await gone.stop();
    const a = processStore(url, 't3:');
    let runs = 0;
    const task = async () => ({ orderId: ++runs });
    expect(await a.once('k', task, () => true)).toEqual({ orderId: 1 });
    expect(await a.once('k', task, () => true)).toEqual({ orderId: 1 });
    expect(await a.peek('k')).toEqual({ orderId: 1 });
    expect(runs).toBe(1);
  });
});
