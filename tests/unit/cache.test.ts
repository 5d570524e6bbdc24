// The catalogue caches behind a slow or failing API: fresh data from memory, stale data at once
// while it is refreshed (stale-while-revalidate) or while the API fails (stale-if-error), and a
// page that never waits past its budget for a missing one. Time is simulated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/index.ts';
import { STALE_LIMIT_MS, timedCache } from '../../src/lib/server/marketplace/cache.ts';
import { cachePolicy } from '../../src/lib/server/request/cache-policy.ts';
import { PAGE_BUDGET_MS, renderBudget } from '../../src/lib/server/request/render-state.ts';
import type { Preferences } from '../../src/lib/server/request/preferences-type.ts';
import { apiContext } from '../../src/lib/server/marketplace/upstream.ts';

const TTL = 30_000;

/** A load the test settles by hand, counting how often it was started. */
function controlled<T>() {
  const pending: Array<{ resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending, started: () => pending.length };
}

const none = (): Iterator<string> => [][Symbol.iterator]();

/** Runs `work` as a page render (GET /en through the render budget middleware), with its budget. */
function inPage<T>(work: () => Promise<T>, init: { path?: string; method?: string } = {}): Promise<T> {
  const request = new Request(`http://shop.test${init.path ?? '/en'}`, { method: init.method ?? 'GET' });
  return new Promise<T>((resolve, reject) => {
    const next = async () => {
      await work().then(resolve, reject);
      return new Response('', { headers: { 'content-type': 'text/plain' } });
    };
    void (
      renderBudget(
        { request, url: new URL(request.url), cookies: { headers: none } } as never,
        next as never,
      ) as Promise<Response>
    ).catch(reject);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timedCache', () => {
  it('answers a fresh key from memory, one load for callers that arrive together', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending, started } = controlled<{ v: number }>();
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    pending[0]!.resolve({ v: 1 });
    expect(await both).toEqual([{ v: 1 }, { v: 1 }]);
    await vi.advanceTimersByTimeAsync(TTL - 1);
    expect(await cache.get('k', load)).toEqual({ v: 1 });
    expect(started()).toBe(1);
  });

  it('serves stale data at once while one background load refreshes it', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending, started } = controlled<{ v: number }>();
    const first = cache.get('k', load);
    pending[0]!.resolve({ v: 1 });
    await first;
    await vi.advanceTimersByTimeAsync(TTL);
    // Stale: answered without waiting, however many ask, with a single refresh.
    expect(await cache.get('k', load)).toEqual({ v: 1 });
    expect(await cache.get('k', load)).toEqual({ v: 1 });
    expect(started()).toBe(2);
    pending[1]!.resolve({ v: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get('k', load)).toEqual({ v: 2 });
    expect(started()).toBe(2);
  });

  it('keeps serving stale data while the API fails, and takes the next answer that comes', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending, started } = controlled<{ v: number }>();
    const first = cache.get('k', load);
    pending[0]!.resolve({ v: 1 });
    await first;
    await vi.advanceTimersByTimeAsync(TTL);
    expect(await cache.get('k', load)).toEqual({ v: 1 });
    pending[1]!.reject(new ApiError(0, 'network', 'down'));
    await vi.advanceTimersByTimeAsync(0);
    // The failed refresh is not kept; the old value is, and the next request tries again.
    expect(await cache.get('k', load)).toEqual({ v: 1 });
    expect(started()).toBe(3);
    pending[2]!.resolve({ v: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get('k', load)).toEqual({ v: 3 });
  });

  it('drops stale data the server says is gone (a removed product), instead of serving it on', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending } = controlled<{ v: number }>();
    const first = cache.get('item-details:7', load);
    pending[0]!.resolve({ v: 1 });
    await first;
    await vi.advanceTimersByTimeAsync(TTL);
    expect(await cache.get('item-details:7', load)).toEqual({ v: 1 });
    pending[1]!.reject(new ApiError(404, 'not_found', 'Item not found'));
    await vi.advanceTimersByTimeAsync(0);
    const next = cache.get('item-details:7', load);
    pending[2]!.reject(new ApiError(404, 'not_found', 'Item not found'));
    await expect(next).rejects.toMatchObject({ status: 404 });
  });

  it('does not serve data older than the stale limit', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending } = controlled<{ v: number }>();
    const first = cache.get('k', load);
    pending[0]!.resolve({ v: 1 });
    await first;
    await vi.advanceTimersByTimeAsync(STALE_LIMIT_MS);
    const late = cache.get('k', load);
    pending[1]!.reject(new ApiError(0, 'network', 'down'));
    await expect(late).rejects.toThrow('down');
  });

  it("keeps keys apart: a value loaded for one language is never another language's", async () => {
    const cache = timedCache<{ lang: string }>(TTL);
    await cache.get('en|2|5|categories', async () => ({ lang: 'en' }));
    const { load, pending } = controlled<{ lang: string }>();
    const tr = cache.get('tr|2|5|categories', load);
    pending[0]!.reject(new ApiError(0, 'network', 'down'));
    await expect(tr).rejects.toThrow('down');
  });

  it('a page waits for a missing key only until its budget ends; the load goes on and fills the cache', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending, started } = controlled<{ v: number }>();
    const page = inPage(() => cache.get('k', load));
    const settled = page.then(
      () => 'answered',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(PAGE_BUDGET_MS - 1);
    expect(started()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('timeout');
    // The API answers later: the next page has it from memory, with no new call.
    pending[0]!.resolve({ v: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(await inPage(() => cache.get('k', load))).toEqual({ v: 1 });
    expect(started()).toBe(1);
  });

  it('outside a page (an endpoint, a sitemap) a load is waited for to its own end', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending } = controlled<{ v: number }>();
    const got = cache.get('k', load);
    await vi.advanceTimersByTimeAsync(PAGE_BUDGET_MS * 2);
    pending[0]!.resolve({ v: 1 });
    expect(await got).toEqual({ v: 1 });
  });

  it('a load that clear() overtook is not kept', async () => {
    const cache = timedCache<{ v: number }>(TTL);
    const { load, pending, started } = controlled<{ v: number }>();
    const before = cache.get('k', load);
    cache.clear();
    pending[0]!.resolve({ v: 1 });
    await before;
    const after = cache.get('k', load);
    expect(started()).toBe(2);
    pending[1]!.resolve({ v: 2 });
    expect(await after).toEqual({ v: 2 });
  });
});

describe('page budget for calls that are never cached', () => {
  const prefs = { lang: 'en', moduleId: 2, zoneIds: [5] } as unknown as Preferences;

  it('cuts a personal call made while a page renders at the time the page has left', async () => {
    const page = inPage(async () => {
      await vi.advanceTimersByTimeAsync(500);
      return apiContext(prefs, { token: 't', timeoutMs: 6000 }).timeoutMs;
    });
    const timeout = await page;
    expect(timeout).toBeLessThanOrEqual(PAGE_BUDGET_MS - 500);
    expect(timeout).toBeGreaterThan(0);
  });

  it('leaves endpoints and form posts their own timeouts', async () => {
    expect(await inPage(async () => apiContext(prefs, { timeoutMs: 8000 }).timeoutMs, { path: '/api/cart' })).toBe(
      8000,
    );
    expect(
      await inPage(async () => apiContext(prefs, { timeoutMs: 8000 }).timeoutMs, { path: '/en/login', method: 'POST' }),
    ).toBe(8000);
    expect(apiContext(prefs, { timeoutMs: 8000 }).timeoutMs).toBe(8000);
  });

  it('a cached load runs outside the page: its timeout is its own, not what the page has left', async () => {
    const cache = timedCache<{ timeout: number | undefined }>(TTL);
    const got = await inPage(async () => {
      await vi.advanceTimersByTimeAsync(2000);
      return cache.get('k', async () => ({ timeout: apiContext(prefs, { timeoutMs: 8000 }).timeoutMs }));
    });
    expect(got.timeout).toBe(8000);
  });
});

describe('a page rendered from stale data', () => {
  it('is whole but not current: not stored by shared caches, so the next load shows the refreshed data', async () => {
    const data = timedCache<{ v: number }>(TTL);
    await data.get('k', async () => ({ v: 1 }));
    await vi.advanceTimersByTimeAsync(TTL);
    const request = new Request('http://shop.test/en');
    const context = {
      request,
      url: new URL(request.url),
      cookies: { headers: none },
      locals: { sharedPage: true, prefs: { langFrom: 'url' } },
    };
    const page = async () => {
      await data.get('k', () => new Promise(() => undefined));
      return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
    };
    const response = (await renderBudget(
      context as never,
      (() => cachePolicy(context as never, page as never)) as never,
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<p>page</p>');
  });
});
