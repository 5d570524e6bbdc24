// The page cache as a middleware: what it shares, what it never shares, and how it answers.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/index.ts';
import { timedCache } from '../../src/lib/server/cache.ts';
import { createPageCache, markDegraded } from '../../src/lib/server/page-cache.ts';

const PAGE = `<!doctype html><html><body>${'<p>A product card</p>'.repeat(200)}</body></html>`;

interface Rendered {
  status?: number;
  type?: string;
  cacheControl?: string;
  setCookie?: boolean;
  during?: () => void | Promise<void>;
}

/** A middleware call: the request, and a `next` that counts renders and answers like a page. */
function call(
  cache: ReturnType<typeof createPageCache>,
  path: string,
  init: { headers?: Record<string, string>; method?: string } = {},
  page: Rendered = {},
) {
  const request = new Request(`http://shop.test${path}`, { method: init.method ?? 'GET', headers: init.headers });
  const outgoing: string[] = page.setCookie ? ['lang=ar; Path=/'] : [];
  const context = { request, url: new URL(request.url), cookies: { headers: () => outgoing[Symbol.iterator]() } };
  let renders = 0;
  const next = async () => {
    renders += 1;
    await page.during?.();
    const headers = new Headers({
      'Content-Type': page.type ?? 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'self'",
    });
    if (page.cacheControl) headers.set('Cache-Control', page.cacheControl);
    return new Response(PAGE, { status: page.status ?? 200, headers });
  };
  const response = cache(context as never, next as never) as Promise<Response>;
  return { response, renders: () => renders };
}

async function renderCount(
  cache: ReturnType<typeof createPageCache>,
  path: string,
  init: Parameters<typeof call>[2] = {},
  page: Rendered = {},
) {
  const first = call(cache, path, init, page);
  await (await first.response).text();
  const second = call(cache, path, init, page);
  const response = await second.response;
  return { renders: first.renders() + second.renders(), response, text: await response.text() };
}

describe('page cache', () => {
  it('answers a repeated signed-out page from memory, headers and body intact', async () => {
    const cache = createPageCache(10_000);
    const first = call(cache, '/en/single-product/3');
    const firstResponse = await first.response;
    expect(firstResponse.headers.get('x-page-cache')).toBe('miss');
    expect(await firstResponse.text()).toBe(PAGE);
    const second = call(cache, '/en/single-product/3');
    const response = await second.response;
    expect(second.renders()).toBe(0);
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(await response.text()).toBe(PAGE);
  });

  it('keeps pages apart by path, query, cookies and languages', async () => {
    const cache = createPageCache(10_000);
    await (await call(cache, '/en/search?q=rice').response).text();
    for (const [path, headers] of [
      ['/en/search?q=milk', {}],
      ['/en/search?q=rice', { cookie: 'module_id=1' }],
      ['/en/search?q=rice', { 'accept-language': 'ar' }],
    ] as const) {
      const next = call(cache, path, { headers });
      expect((await next.response).headers.get('x-page-cache')).toBe('miss');
      expect(next.renders()).toBe(1);
    }
  });

  it('never shares a page with a session cookie, nor anything but a GET', async () => {
    const cache = createPageCache(10_000);
    expect((await renderCount(cache, '/en', { headers: { cookie: 'lang=en; session=abc' } })).renders).toBe(2);
    expect((await renderCount(cache, '/en/login', { method: 'POST' })).renders).toBe(2);
  });

  it('never keeps endpoints, errors, non-HTML, private answers or answers that set cookies', async () => {
    const cache = createPageCache(10_000);
    const cases: Array<[string, Rendered]> = [
      ['/api/search?q=x', {}],
      ['/img?src=x', {}],
      ['/en/single-product/99999', { status: 404 }],
      ['/en/store/1', { status: 500 }],
      ['/sitemap.xml', { type: 'application/xml' }],
      ['/en/profile', { cacheControl: 'private, no-store' }],
      ['/en?lang=ar', { setCookie: true }],
    ];
    for (const [path, page] of cases) {
      const result = await renderCount(cache, path, {}, page);
      expect(result.renders, path).toBe(2);
      expect(result.text, path).toBe(PAGE);
    }
  });

  it('does not keep a page rendered while an upstream call failed, so it recovers on the next load', async () => {
    const cache = createPageCache(10_000);
    const failing = timedCache<{ ok: true }>(10_000);
    const result = await renderCount(
      cache,
      '/en',
      {},
      {
        during: async () => {
          await failing
            .get('banners', async () => Promise.reject(new ApiError(0, 'timeout', 'No answer')))
            .catch(() => null);
        },
      },
    );
    expect(result.renders).toBe(2);
    expect(result.response.headers.get('x-page-cache')).toBeNull();
  });

  it('a load that failed is not tried again by the same render, and is by the next one', async () => {
    const settings = timedCache<{ ok: true }>(60_000);
    let calls = 0;
    const down = async (): Promise<{ ok: true }> => {
      calls++;
      throw new ApiError(0, 'timeout', 'No answer');
    };
    // The page and then its layout read the settings; a signed-in render is not kept but still remembers.
    const readTwice = async () => {
      await settings.get('en', down).catch(() => null);
      await settings.get('en', down).catch(() => null);
    };
    for (const [cache, headers] of [
      [createPageCache(10_000), {}],
      [createPageCache(10_000), { cookie: 'session=abc' }],
    ] as const) {
      calls = 0;
      const result = await renderCount(cache, '/en', { headers }, { during: readTwice });
      expect(result.renders).toBe(2);
      expect(calls).toBe(2);
    }
  });

  it('keeps a page whose only failed call was a 404 answer (a product found under another module)', async () => {
    const cache = createPageCache(10_000);
    const result = await renderCount(
      cache,
      '/en/single-product/7',
      {},
      { during: () => markDegraded(new ApiError(404, 'not_found', 'Not found')) },
    );
    expect(result.renders).toBe(1);
  });

  it('renders once for requests that arrive together', async () => {
    const cache = createPageCache(10_000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = Array.from({ length: 5 }, () => call(cache, '/en/categories', {}, { during: () => gate }));
    release();
    const bodies = await Promise.all(calls.map(async (c) => (await c.response).text()));
    expect(calls.reduce((sum, c) => sum + c.renders(), 0)).toBe(1);
    expect(new Set(bodies)).toEqual(new Set([PAGE]));
  });

  it('sends the kept page compressed as the client accepts, with a matching length', async () => {
    const cache = createPageCache(10_000);
    await (await call(cache, '/en/about').response).text();
    const br = await call(cache, '/en/about', { headers: { 'accept-encoding': 'gzip, deflate, br' } }).response;
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBody.byteLength));
    expect((await promisify(zlib.brotliDecompress)(brBody)).toString()).toBe(PAGE);

    const gzip = await call(cache, '/en/about', { headers: { 'accept-encoding': 'gzip, br;q=0' } }).response;
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(PAGE);

    const plain = await call(cache, '/en/about').response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it('leaves a page rewritten inside another (Astro.rewrite runs the middleware again) to the outer call', async () => {
    const cache = createPageCache(10_000);
    await (await call(cache, '/').response).text();
    // /home rewrites to /: the inner call must answer plainly, even though / is kept.
    const request = new Request('http://shop.test/home', { headers: { 'accept-encoding': 'br' } });
    const context = { request, url: new URL(request.url), cookies: { headers: () => [][Symbol.iterator]() } };
    const innerRequest = new Request('http://shop.test/', { headers: { 'accept-encoding': 'br' } });
    const inner = { request: innerRequest, url: new URL(innerRequest.url), cookies: context.cookies };
    let innerEncoding: string | null = 'unset';
    const outer = (await cache(
      context as never,
      (async () => {
        const rewritten = await (cache(
          inner as never,
          (async () => new Response(PAGE, { headers: { 'Content-Type': 'text/html' } })) as never,
        ) as Promise<Response>);
        innerEncoding = rewritten.headers.get('content-encoding');
        return new Response(await rewritten.text(), rewritten);
      }) as never,
    )) as Response;
    expect(innerEncoding).toBeNull();
    expect(outer.headers.get('content-encoding')).toBe('br');
    expect((await promisify(zlib.brotliDecompress)(Buffer.from(await outer.arrayBuffer()))).toString()).toBe(PAGE);
  });

  it('is off with a time of 0', async () => {
    expect((await renderCount(createPageCache(0), '/en')).renders).toBe(2);
  });
});
