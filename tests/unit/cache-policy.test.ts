// Cache-Control and Vary of pages: catalogue pages are offered to shared caches only whole and
// the same for everyone; everything else revalidates and varies on the cookies.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/index.ts';
import {
  cachePolicy,
  PAGE_MAX_AGE,
  SHARED_CACHE_CONTROL,
  SHARED_PAGE_HEADER,
} from '../../src/lib/server/request/cache-policy.ts';
import type { Preferences } from '../../src/lib/server/request/preferences-type.ts';
import { markDegraded, markStale, renderBudget } from '../../src/lib/server/request/render-state.ts';

const PAGE = '<!doctype html><html><body><p>A product card</p></body></html>';

interface Rendered {
  status?: number;
  type?: string;
  cacheControl?: string;
  setCookie?: boolean;
  shared?: boolean;
  langFrom?: Preferences['langFrom'];
  during?: () => void;
}

/** One request through the render budget and the cache policy, to a page rendered as described. */
async function visit(page: Rendered = {}): Promise<Response> {
  const request = new Request('http://shop.test/en/categories/3');
  const outgoing: string[] = page.setCookie ? ['module_id=3; Path=/'] : [];
  const context = {
    request,
    url: new URL(request.url),
    cookies: { headers: () => outgoing[Symbol.iterator]() },
    locals: { prefs: { langFrom: page.langFrom ?? 'url' } } as { prefs: unknown; sharedPage?: boolean },
  };
  const render = async () => {
    if (page.shared !== false) context.locals.sharedPage = true;
    page.during?.();
    const headers = new Headers({ 'Content-Type': page.type ?? 'text/html; charset=utf-8' });
    if (page.cacheControl) headers.set('Cache-Control', page.cacheControl);
    return new Response(PAGE, { status: page.status ?? 200, headers });
  };
  return (await renderBudget(
    context as never,
    (() => cachePolicy(context as never, render as never)) as never,
  )) as Response;
}

const varyOf = (response: Response) =>
  (response.headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('cache policy', () => {
  it('offers a whole catalogue page to shared caches, fresh for PAGE_MAX_AGE, then stale while revalidating or failing', async () => {
    const response = await visit();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).toMatch(
      new RegExp(`^public, max-age=0, s-maxage=${PAGE_MAX_AGE}, stale-while-revalidate=\\d+, stale-if-error=\\d+$`),
    );
    expect(await response.text()).toBe(PAGE);
  });

  it('a shared page varies on the encoding only, and on Accept-Language when that chose the language, never on Cookie', async () => {
    for (const langFrom of ['url', 'cookie'] as const) {
      expect(varyOf(await visit({ langFrom })), langFrom).toEqual(['accept-encoding']);
    }
    expect(varyOf(await visit({ langFrom: 'accept-language' }))).toEqual(['accept-encoding', 'accept-language']);
  });

  it('a page not marked shared revalidates and varies on the cookies; its own Cache-Control stays', async () => {
    const plain = await visit({ shared: false });
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(varyOf(plain)).toEqual(['accept-encoding', 'accept-language', 'cookie']);
    const personal = await visit({ shared: false, cacheControl: 'private, no-store' });
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a shared page degraded by a failed upstream load says 503, try again, and is never stored', async () => {
    const response = await visit({ during: () => markDegraded(new ApiError(0, 'timeout', 'No answer')) });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The same page, with its error states and retries, for the visitor when no cache has a copy.
    expect(await response.text()).toBe(PAGE);
  });

  it('a shared page shown from data past its freshness is whole (200) but not stored', async () => {
    const response = await visit({ during: markStale });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Still the same for everyone: the customer's service worker may keep it for offline.
    expect(response.headers.get(SHARED_PAGE_HEADER)).toBe('1');
  });

  it('marks shared only a whole page that is the same for everyone', async () => {
    expect((await visit({})).headers.get(SHARED_PAGE_HEADER)).toBe('1');
    const degraded = await visit({ during: () => markDegraded(new ApiError(0, 'timeout', 'No answer')) });
    expect(degraded.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect((await visit({ setCookie: true })).headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect((await visit({ status: 404 })).headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect((await visit({ shared: false })).headers.get(SHARED_PAGE_HEADER)).toBeNull();
  });

  it('a 404 answer from the API is an answer: the page is whole; a missing product page is shared too', async () => {
    const found = await visit({ during: () => markDegraded(new ApiError(404, 'not_found', 'Not found')) });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    const missing = await visit({ status: 404 });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
  });

  it('never shares an answer that sets a cookie, nor a redirect or an error', async () => {
    expect((await visit({ setCookie: true })).headers.get('cache-control')).toBe('private, no-cache');
    for (const status of [302, 500, 503]) {
      const response = await visit({ status });
      expect(response.status, String(status)).toBe(status);
      expect(response.headers.get('cache-control'), String(status)).toBe('no-store');
    }
  });

  it('leaves answers that are not HTML alone', async () => {
    const response = await visit({ type: 'application/json', cacheControl: 'public, max-age=3600' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('vary')).toBeNull();
  });
});
