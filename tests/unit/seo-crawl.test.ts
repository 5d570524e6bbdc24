// Search-engine plumbing, the addresses and what crawlers fetch: the public origin, canonical and
// hreflang links, robots.txt and the sitemap (the JSON-LD is in seo.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import {
  languageLinks,
  publicOrigin,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
  STATIC_SITEMAP_PATHS,
} from '../../src/lib/seo/index.ts';
import { clearSitemapCache, collectSitemapContent, sitemapZones } from '../../src/lib/seo/sitemap.server.ts';
import { GET as getSitemap } from '../../src/pages/sitemap.xml.ts';
import { GET as getRobots } from '../../src/pages/robots.txt.ts';
import { locals } from '../../src/lib/server/request/locals.ts';
import { PRIVATE_PATHS } from '../fixtures/private-paths.ts';
import { jsonResponse, recordingFetch, rejectionOf } from './api/helpers.ts';

const ORIGIN = 'https://shop.example';

describe('publicOrigin', () => {
  // A request to the server on 10.0.0.5:4321 from `peer`, with the Host header a client wrote.
  const context = (peer: string, headers: Record<string, string> = {}) => {
    const request = new Request('http://forged.example/sitemap.xml', {
      headers: { host: 'forged.example', ...headers },
    });
    return { request, url: new URL(request.url), clientAddress: peer };
  };
  const server = { HOST: '10.0.0.5', PORT: '4321' };

  it("prefers SITE_URL and falls back to the server's own address, never the Host header", () => {
    expect(publicOrigin(context('198.51.100.7'), { ...server, SITE_URL: 'https://shop.example/some/path' })).toBe(
      'https://shop.example',
    );
    expect(publicOrigin(context('198.51.100.7'), server)).toBe('http://10.0.0.5:4321');
    expect(publicOrigin(context('198.51.100.7'), { ...server, SITE_URL: 'not a url' })).toBe('http://10.0.0.5:4321');
    expect(publicOrigin(context('198.51.100.7'), { ...server, SITE_URL: 'ftp://shop.example' })).toBe(
      'http://10.0.0.5:4321',
    );
    expect(publicOrigin(context('198.51.100.7'), { HOST: '0.0.0.0', PORT: '80' })).toBe('http://127.0.0.1');
  });

  it('takes the host and scheme a trusted proxy forwards, and ignores them from anyone else', () => {
    const forwarded = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    expect(publicOrigin(context('127.0.0.1', forwarded), server)).toBe('https://shop.example');
    expect(
      publicOrigin(context('127.0.0.1', { forwarded: 'for=203.0.113.9;proto=https;host=shop.example' }), server),
    ).toBe('https://shop.example');
    expect(publicOrigin(context('198.51.100.7', forwarded), server)).toBe('http://10.0.0.5:4321');
    expect(publicOrigin(context('127.0.0.1', { 'x-forwarded-host': 'evil.example/path' }), server)).toBe(
      'http://10.0.0.5:4321',
    );
  });
});

describe('languageLinks (canonical and hreflang of a page)', () => {
  const hreflang = {
    en: `${ORIGIN}/en/store/3`,
    ar: `${ORIGIN}/ar/store/3`,
    tr: `${ORIGIN}/tr/store/3`,
  };

  it('a prefixed URL is canonical for its language, with every language and the neutral URL as x-default', () => {
    const links = languageLinks(ORIGIN, { lang: 'ar', prefixed: true, path: '/store/3' });
    expect(links.canonical).toBe(hreflang.ar);
    expect(Object.fromEntries(links.alternates.map((a) => [a.lang, a.href]))).toEqual(hreflang);
    expect(links.xDefault).toBe(`${ORIGIN}/store/3`);
  });

  it('an unprefixed URL is its own canonical, the x-default, and never another language’s URL', () => {
    for (const lang of ['en', 'ar', 'tr'] as const) {
      const links = languageLinks(ORIGIN, { lang, prefixed: false, path: '/store/3' });
      expect(links.canonical).toBe(`${ORIGIN}/store/3`);
      expect(links.xDefault).toBe(links.canonical);
      expect(links.alternates.map((a) => a.href)).not.toContain(links.canonical);
    }
  });

  it('keeps the query it is given and writes home as the origin with a slash', () => {
    expect(languageLinks(ORIGIN, { lang: 'en', prefixed: false, path: '/search' }, '?q=milk').canonical).toBe(
      `${ORIGIN}/search?q=milk`,
    );
    expect(languageLinks(ORIGIN, { lang: 'tr', prefixed: true, path: '/search' }, '?q=milk').canonical).toBe(
      `${ORIGIN}/tr/search?q=milk`,
    );
    const home = languageLinks(ORIGIN, { lang: 'en', prefixed: false, path: '/' });
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.alternates[0]!.href).toBe(`${ORIGIN}/en`);
  });
});

describe('robots.txt', () => {
  const text = robotsTxt(ORIGIN);
  const lines = text.split('\n');

  it('allows everything but the private pages, in every language, and names the sitemap', () => {
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['', '/en', '/ar', '/tr']) {
      for (const path of [...PRIVATE_PATHS, '/track-order']) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/(search|store|categories|single-product)/);
  });

  it('is served as plain text with the server’s own origin when SITE_URL is unset, whatever the Host header says', async () => {
    const saved = { SITE_URL: process.env.SITE_URL, HOST: process.env.HOST, PORT: process.env.PORT };
    delete process.env.SITE_URL;
    process.env.HOST = '127.0.0.1';
    process.env.PORT = '4391';
    try {
      const request = new Request('http://evil.example/robots.txt', { headers: { host: 'evil.example' } });
      // The origin is settled by the middleware's locals step, as for a real request.
      const context = {
        request,
        url: new URL(request.url),
        clientAddress: '203.0.113.5',
        locals: { prefs: { lang: 'en', dir: 'ltr', prefixed: false, path: '/robots.txt' } },
      } as unknown as Parameters<typeof getRobots>[0];
      const response = (await locals(context, async () => getRobots(context))) as Response;
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain('Sitemap: http://127.0.0.1:4391/sitemap.xml');
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('sitemap XML', () => {
  const content = { categoryIds: [1, 19], storeIds: [3], productIds: [42] };
  const xml = sitemapXml(ORIGIN, sitemapPaths(content));
  const entries = xml.match(/<url>.*?<\/url>/g) ?? [];

  it('lists the static pages (not search), then categories, stores and products', () => {
    expect(STATIC_SITEMAP_PATHS).toEqual([
      '/',
      '/categories',
      '/stores',
      '/about',
      '/privacy-policy',
      '/shipping-policy',
      '/refund-policy',
      '/cancellation-policy',
      '/terms-conditions',
    ]);
    expect(sitemapPaths(content).slice(STATIC_SITEMAP_PATHS.length)).toEqual([
      '/categories/1',
      '/categories/19',
      '/store/3',
      '/single-product/42',
    ]);
    expect(xml).not.toContain('/search');
  });

  it('has one entry per language for each page, each listing en, ar, tr and x-default', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(entries).toHaveLength((STATIC_SITEMAP_PATHS.length + 4) * 3);
    expect(entries).toContain(
      `<url><loc>${ORIGIN}/ar/store/3</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/store/3"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/store/3"/>` +
        `<xhtml:link rel="alternate" hreflang="tr" href="${ORIGIN}/tr/store/3"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/store/3"/></url>`,
    );
    expect(entries.filter((e) => e.startsWith(`<url><loc>${ORIGIN}/tr</loc>`))[0]).toContain(
      `hreflang="x-default" href="${ORIGIN}/"`,
    );
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://a.example', ['/x?a=1&b=<2>'])).toContain(
      '<loc>https://a.example/en/x?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });
});

describe('sitemap zones', () => {
  it('reads SITEMAP_ZONES as a JSON list or comma-separated, defaulting to the storefront zone', () => {
    expect(sitemapZones({})).toBeNull();
    expect(sitemapZones({ SITEMAP_ZONES: '[5,6]' })).toEqual([5, 6]);
    expect(sitemapZones({ SITEMAP_ZONES: '6, 7,6' })).toEqual([6, 7]);
    expect(sitemapZones({ SITEMAP_ZONES: 'nonsense' })).toBeNull();
  });
});

/** A marketplace with a parcel module, two pages of stores and of products, and sub-sub-categories. */
function fakeMarketplace(fail?: string) {
  return recordingFetch(({ url, headers }) => {
    const path = url.pathname.replace('/api/v1/', '');
    if (fail && path.startsWith(fail)) return jsonResponse({ errors: [{ code: 'boom', message: 'down' }] }, 500);
    const module = Number(headers.get('moduleId'));
    const page = Number(url.searchParams.get('offset') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const pageOf = (ids: number[]) => ids.slice((page - 1) * limit, page * limit);
    if (path === 'module') {
      return jsonResponse([
        { id: 1, module_name: 'Grocery', module_type: 'grocery', status: '1' },
        { id: 5, module_name: 'Parcel', module_type: 'parcel', status: '1' },
      ]);
    }
    if (path === 'categories')
      return jsonResponse([
        {
          id: 1,
          name: 'Fruits',
          childes: [
            { id: 19, name: 'Citrus' },
            { id: 20, name: 'Berries' },
          ],
        },
      ]);
    if (path === 'categories/childes/19') return jsonResponse([{ id: 72, name: 'Lemons' }]);
    if (path.startsWith('categories/childes/')) return jsonResponse([]);
    if (path === 'stores/get-stores/all') {
      const ids = Array.from({ length: 130 }, (_, i) => i + 1);
      return jsonResponse({
        total_size: ids.length,
        limit: null,
        offset: null,
        stores: pageOf(ids).map((id) => ({ id, name: `S${id}` })),
      });
    }
    if (path === 'items/new-arrival') {
      // A server that caps pages at 50 whatever limit asks for.
      const ids = Array.from({ length: 120 }, (_, i) => 1000 + i);
      const shown = ids.slice((page - 1) * 50, page * 50);
      return jsonResponse({
        total_size: ids.length,
        limit,
        offset: page,
        products: shown.map((id) => ({ id, name: `I${id}`, price: 1, store_id: 1 })),
      });
    }
    throw new Error(`unexpected call ${path} for module ${module}`);
  });
}

describe('collectSitemapContent', () => {
  it('walks modules (not parcel), the category tree and every page of stores and products', async () => {
    const fake = fakeMarketplace();
    const content = await collectSitemapContent({
      baseUrl: 'http://api.test',
      lang: 'en',
      zoneIds: [5, 6],
      fetch: fake.fetch,
    });
    expect(content.categoryIds).toEqual([1, 19, 20, 72]);
    expect(content.storeIds).toHaveLength(130);
    expect(content.productIds).toHaveLength(120);
    const catalogueCalls = fake.calls.filter((c) => !c.url.pathname.endsWith('/module'));
    expect(new Set(catalogueCalls.map((c) => c.headers.get('moduleId')))).toEqual(new Set(['1']));
    expect(fake.calls.every((c) => c.headers.get('zoneId') === '[5,6]')).toBe(true);
    const storePages = fake.calls
      .filter((c) => c.url.pathname.endsWith('get-stores/all'))
      .map((c) => c.url.searchParams.get('offset'));
    expect(storePages).toEqual(['1', '2']);
  });

  it('fails as a whole when any call fails', async () => {
    const fake = fakeMarketplace('items/new-arrival');
    const err = await rejectionOf(collectSitemapContent({ baseUrl: 'http://api.test', lang: 'en', fetch: fake.fetch }));
    expect(err).toMatchObject({ name: 'ApiError', status: 500 });
  });
});

describe('GET /sitemap.xml', () => {
  const saved = process.env.API_BASE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = saved;
    clearSitemapCache();
  });

  it('answers 503 with Retry-After, not an empty sitemap, when the API is unreachable', async () => {
    // Port 9 (discard) refuses connections on a test machine: the call fails at once.
    process.env.API_BASE_URL = 'http://127.0.0.1:9';
    const response = await getSitemap({
      url: new URL('http://127.0.0.1:4391/sitemap.xml'),
      locals: { origin: 'http://127.0.0.1:4391' },
    } as Parameters<typeof getSitemap>[0]);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).not.toContain('<urlset');
  });
});
