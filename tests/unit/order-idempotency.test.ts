import { describe, expect, it } from 'vitest';
import { memoryIdempotency } from '../../src/lib/server/order-idempotency.ts';
import { confirmationKey } from '../../src/lib/server/order.ts';

describe('order confirmations', () => {
  it('runs a key once: a repeat gets the first result, a concurrent repeat waits for it', async () => {
    const store = memoryIdempotency({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const task = async () => {
      runs += 1;
      await gate;
      return { orderId: 100000 + runs };
    };
    const first = store.once('a', task, () => true);
    const second = store.once('a', task, () => true);
    release();
    expect(await first).toEqual({ orderId: 100001 });
    expect(await second).toEqual({ orderId: 100001 });
    expect(await store.once('a', task, () => true)).toEqual({ orderId: 100001 });
    expect(await store.once('b', task, () => true)).toEqual({ orderId: 100002 });
    expect(runs).toBe(2);
  });

  it('forgets a failure, so the customer can try again', async () => {
    const store = memoryIdempotency({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    const refused = () => Promise.resolve({ ok: (runs += 1) > 1 });
    expect(await store.once('k', refused, (r) => r.ok)).toEqual({ ok: false });
    expect(await store.once('k', refused, (r) => r.ok)).toEqual({ ok: true });
    expect(await store.once('k', refused, (r) => r.ok)).toEqual({ ok: true });
    await expect(store.once('t', () => Promise.reject(new Error('down')), () => true)).rejects.toThrow('down');
    expect(await store.once('t', () => Promise.resolve({ ok: true }), () => true)).toEqual({ ok: true });
  });

  it('keys a confirmation by customer: the same key from another session is another order', () => {
    expect(confirmationKey('token-a', 'K')).toBe(confirmationKey('token-a', 'k'));
    expect(confirmationKey('token-a', 'k')).not.toBe(confirmationKey('token-b', 'k'));
    expect(confirmationKey('token-a', 'k')).not.toContain('token-a');
  });
});
