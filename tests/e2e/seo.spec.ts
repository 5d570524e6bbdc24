// What a crawler fetches first: robots.txt and the sitemap, against the reference API's seed.
// Only the sitemap's content is checked here, not whether each listed page renders.
import { expect, test } from '@playwright/test';
import { PRIVATE_PATHS } from '../fixtures/private-paths.ts';

const apiPort = Number(process.env.E2E_API_PORT || 8791);
const storefront = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4391)}`;
const LANGS = ['en', 'ar', 'tr'] as const;

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

test.describe('robots.txt', () => {
  test('allows crawling, keeps the private pages out in every language, and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of PRIVATE_PATHS) {
      expect(lines).toContain(`Disallow: ${path}`);
      for (const lang of LANGS) expect(lines).toContain(`Disallow: /${lang}${path}`);
    }
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '));
    expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/);
    // Without SITE_URL the origin is the one the request came to.
    if (!process.env.SITE_URL) expect(sitemap).toBe(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('meta description', () => {
  test('pages without their own take the marketplace’s about-us from the settings, in the page’s language; a product keeps its own', async ({
    page,
    request,
  }) => {
    for (const lang of ['en', 'ar'] as const) {
      const settings = await (
        await request.get(`http://127.0.0.1:${apiPort}/api/v1/configurations`, { headers: { 'X-localization': lang } })
      ).json();
      // The about-us paragraphs as plain text, without its heading.
      const about = (settings.description_about_us.value as string)
        .replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      for (const path of ['', '/categories', '/stores']) {
        await page.goto(`/${lang}${path}`);
        const description = (await page.locator('meta[name=description]').getAttribute('content')) ?? '';
        expect(description.length).toBeGreaterThan(40);
        expect(description.length).toBeLessThanOrEqual(160);
        expect(about.startsWith(description.replace(/…$/, ''))).toBe(true);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
      }
    }
    await page.goto('/en/single-product/1');
    const own = await page.locator('meta[name=description]').getAttribute('content');
    expect(own).toMatch(/avocado/i);
  });
});

test.describe('canonical and hreflang links', () => {
  test('a prefixed page is canonical for its language; an unprefixed one is its own canonical and the x-default', async ({
    page,
    baseURL,
  }) => {
    const links = async () => ({
      canonical: await page.locator('link[rel=canonical]').getAttribute('href'),
      alternates: Object.fromEntries(
        await page
          .locator('link[rel=alternate][hreflang]')
          .evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')])),
      ),
    });
    const expected = {
      en: `${baseURL}/en/about`,
      ar: `${baseURL}/ar/about`,
      tr: `${baseURL}/tr/about`,
      'x-default': `${baseURL}/about`,
    };
    await page.goto('/ar/about');
    expect(await links()).toEqual({ canonical: `${baseURL}/ar/about`, alternates: expected });
    // Unprefixed, the language comes from cookies or Accept-Language: whichever it is, the
    // canonical names this URL, not one of the language versions.
    for (const lang of ['en', 'ar']) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await links()).toEqual({ canonical: `${baseURL}/about`, alternates: expected });
    }
    await page.goto('/');
    expect((await links()).canonical).toBe(`${baseURL}/`);
  });
});

test.describe('sitemap.xml', () => {
  let entries: SitemapEntry[] = [];
  let origin = '';

  // Fetched once per worker (hooks cannot use the per-test `request`); the server caches it anyway.
  test.beforeAll(async ({ browser }) => {
    const response = await fetch(`${storefront}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    // The browser's XML parser is the judge of well-formedness.
    const page = await browser.newPage();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0)
        return { error: doc.documentElement.textContent ?? 'parse error', entries: [] };
      const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML_NS = 'http://www.w3.org/1999/xhtml';
      if (doc.documentElement.localName !== 'urlset' || doc.documentElement.namespaceURI !== SITEMAP_NS) {
        return { error: `root is ${doc.documentElement.nodeName}`, entries: [] };
      }
      return {
        error: null,
        entries: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS(XHTML_NS, 'link')]
              .filter((link) => link.getAttribute('rel') === 'alternate')
              .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
          ),
        })),
      };
    }, xml);
    await page.close();
    expect(parsed.error).toBeNull();
    entries = parsed.entries;
    origin = new URL(entries[0]!.loc).origin;
  });

  const pathsIn = (lang: string, pattern: RegExp) =>
    entries
      .map((e) => new URL(e.loc).pathname)
      .filter((p) => p.startsWith(`/${lang}/`) && pattern.test(p.slice(lang.length + 1)));

  test('every entry is a language version listing en, ar, tr and x-default, itself included', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort()).toEqual(['ar', 'en', 'tr', 'x-default']);
      const lang = new URL(entry.loc).pathname.split('/')[1];
      expect(LANGS).toContain(lang);
      expect(entry.alternates[lang!]).toBe(entry.loc);
      const neutral = entry.loc.replace(`${origin}/${lang}`, origin);
      expect(entry.alternates['x-default']).toBe(neutral === origin ? `${origin}/` : neutral);
    }
    const locs = new Set(entries.map((e) => e.loc));
    expect(locs.size).toBe(entries.length);
    // Each page appears once per language.
    for (const lang of LANGS)
      expect(entries.filter((e) => e.loc.startsWith(`${origin}/${lang}`)).length).toBe(entries.length / 3);
  });

  test('lists the static pages but not search', () => {
    const locs = new Set(entries.map((e) => e.loc));
    for (const lang of LANGS) {
      expect(locs).toContain(`${origin}/${lang}`);
      for (const path of [
        '/categories',
        '/stores',
        '/about',
        '/privacy-policy',
        '/terms-conditions',
        '/refund-policy',
        '/shipping-policy',
        '/cancellation-policy',
      ]) {
        expect(locs).toContain(`${origin}/${lang}${path}`);
      }
    }
    expect(entries.some((e) => /\/search\b/.test(e.loc))).toBe(false);
  });

  test('lists the seed’s categories, stores and products in every language', () => {
    for (const lang of LANGS) {
      expect(pathsIn(lang, /^\/categories\/\d+$/).length).toBeGreaterThanOrEqual(18);
      expect(pathsIn(lang, /^\/store\/\d+$/).length).toBeGreaterThanOrEqual(20);
      expect(pathsIn(lang, /^\/single-product\/\d+$/).length).toBeGreaterThanOrEqual(200);
    }
  });

  test('lists stores and products the API knows', async ({ request }) => {
    const api = `http://127.0.0.1:${apiPort}/api/v1`;
    const headers = { Accept: 'application/json', zoneId: '[5]' };
    const storeIds = pathsIn('en', /^\/store\/\d+$/).map((p) => p.split('/').pop()!);
    for (const id of [storeIds[0]!, storeIds[storeIds.length - 1]!]) {
      const store = await (await request.get(`${api}/stores/details/${id}`, { headers })).json();
      expect(store.id).toBe(Number(id));
    }
    const productIds = pathsIn('en', /^\/single-product\/\d+$/).map((p) => p.split('/').pop()!);
    for (const id of [productIds[0]!, productIds[productIds.length - 1]!]) {
      // Item details answer only under the item's own module.
      const found = [];
      for (const moduleId of ['1', '2', '3', '4']) {
        const response = await request.get(`${api}/items/details/${id}`, { headers: { ...headers, moduleId } });
        if (response.ok()) found.push(moduleId);
      }
      expect(found).toHaveLength(1);
    }
  });
});
