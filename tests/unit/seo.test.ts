// Search-engine plumbing: what a crawler reads from the JSON-LD, robots.txt and the sitemap.
import { afterEach, describe, expect, it } from 'vitest';
import { ItemSchema, StoreSchema, type Item, type Store } from '../../src/lib/api/index.ts';
import {
  availabilityOf,
  breadcrumbJsonLd,
  htmlToText,
  languageLinks,
  organizationJsonLd,
  productJsonLd,
  publicOrigin,
  robotsTxt,
  serializeJsonLd,
  sitemapPaths,
  sitemapXml,
  STATIC_SITEMAP_PATHS,
  storeJsonLd,
  storeTypeOf,
  websiteJsonLd,
} from '../../src/lib/seo/index.ts';
import { clearSitemapCache, collectSitemapContent, sitemapZones } from '../../src/lib/seo/sitemap.server.ts';
import { GET as getSitemap } from '../../src/pages/sitemap.xml.ts';
import { GET as getRobots } from '../../src/pages/robots.txt.ts';
import { locals } from '../../src/lib/server/locals.ts';
import { jsonResponse, recordingFetch, rejectionOf } from './api/helpers.ts';

const ORIGIN = 'https://shop.example';

function item(overrides: Record<string, unknown> = {}): Item {
  return ItemSchema.parse({
    id: 42,
    name: 'Fresh Avocado',
    description: '<p>Ripe &amp; ready</p><p>From Fayoum&nbsp;farms</p>',
    image_full_url: 'https://img.example/avocado.png',
    images_full_url: ['https://img.example/avocado.png', null, 'https://img.example/avocado-2.png'],
    price: 100,
    discount: 10,
    discount_type: 'percent',
    avg_rating: 4.26,
    rating_count: 19,
    store_id: 3,
    store_name: 'Fresh Corner',
    module_type: 'grocery',
    stock: 12,
    ...overrides,
  });
}

function store(overrides: Record<string, unknown> = {}): Store {
  return StoreSchema.parse({
    id: 3,
    name: 'Fresh Corner',
    address: '12 Nile Street, Cairo',
    phone: '+20227351101',
    logo_full_url: 'https://img.example/logo.png',
    cover_photo_full_url: 'https://img.example/cover.png',
    ratings: [10, 4, 1, 0, 1],
    avg_rating: 4.38,
    rating_count: 16,
    latitude: '30.0609237',
    longitude: '31.2197413',
    module_id: 1,
    ...overrides,
  });
}

describe('serializeJsonLd (what JsonLd.astro puts in its script element)', () => {
  it('cannot be broken out of with </script> or an HTML comment, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- a & b > c -->', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('serialises a list of documents as a JSON array', () => {
    const json = serializeJsonLd([breadcrumbJsonLd([{ name: 'Home' }]), organizationJsonLd('Souq', ORIGIN)]);
    expect(JSON.parse(json)).toHaveLength(2);
  });
});

describe('productJsonLd', () => {
  const url = `${ORIGIN}/en/single-product/42`;

  it('describes the product with its discounted offer, seller and rating', () => {
    expect(productJsonLd({ item: item(), url, storeUrl: `${ORIGIN}/en/store/3` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#product`,
      name: 'Fresh Avocado',
      url,
      image: ['https://img.example/avocado.png', 'https://img.example/avocado-2.png'],
      description: 'Ripe & ready From Fayoum farms',
      sku: '42',
      productID: '42',
      offers: {
        '@type': 'Offer',
        price: '90.00',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', name: 'Fresh Corner', url: `${ORIGIN}/en/store/3` },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 19, bestRating: 5, worstRating: 1 },
    });
  });

  it('subtracts an amount discount and keeps two decimals', () => {
    const ld = productJsonLd({ item: item({ price: 49.9, discount: 5.25, discount_type: 'amount' }), url });
    expect(ld.offers.price).toBe('44.65');
  });

  it('uses the currency given when it is an ISO code, EGP otherwise', () => {
    expect(productJsonLd({ item: item(), url, currency: 'usd' }).offers.priceCurrency).toBe('USD');
    expect(productJsonLd({ item: item(), url, currency: 'ج.م' }).offers.priceCurrency).toBe('EGP');
    expect(productJsonLd({ item: item(), url, currency: null }).offers.priceCurrency).toBe('EGP');
  });

  it('is out of stock only when stock is counted and zero; untracked (null) and food are in stock', () => {
    expect(availabilityOf(item({ stock: 0 }))).toBe('OutOfStock');
    expect(availabilityOf(item({ stock: null }))).toBe('InStock');
    expect(availabilityOf(item({ stock: 0, module_type: 'food' }))).toBe('InStock');
    expect(productJsonLd({ item: item({ stock: 0 }), url }).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd({ item: item(), url, availability: 'OutOfStock' }).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('leaves out the rating when nobody rated, and empty images, description and seller', () => {
    const ld = productJsonLd({
      item: item({
        rating_count: 0,
        avg_rating: 0,
        image_full_url: null,
        images_full_url: [],
        description: ' ',
        store_name: '',
      }),
      url,
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
    expect(ld.offers).not.toHaveProperty('seller');
  });

  it('adds brand and category when known', () => {
    const ld = productJsonLd({ item: item(), url, brand: 'Nile Farms', category: 'Fruits' });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Nile Farms' });
    expect(ld.category).toBe('Fruits');
  });
});

describe('htmlToText', () => {
  it('drops tags and scripts, decodes entities and separates paragraphs', () => {
    expect(htmlToText('<h2>Fish &amp; chips</h2><p>1 &lt; 2</p><script>x()</script>line<br>break')).toBe(
      'Fish & chips 1 < 2 line break',
    );
  });

  it('cuts long text on a word with an ellipsis', () => {
    expect(htmlToText('alpha beta gamma delta', 15)).toBe('alpha beta…');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and links every one but the last', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${ORIGIN}/en` },
        { name: 'Stores', url: `${ORIGIN}/en/stores` },
        { name: 'Fresh Corner', url: `${ORIGIN}/en/store/3` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
        { '@type': 'ListItem', position: 2, name: 'Stores', item: `${ORIGIN}/en/stores` },
        { '@type': 'ListItem', position: 3, name: 'Fresh Corner' },
      ],
    });
  });

  it('requires a url on every crumb but the last (a type error otherwise)', () => {
    // @ts-expect-error: the middle crumb has no url
    const ld = breadcrumbJsonLd([{ name: 'Home', url: ORIGIN }, { name: 'Stores' }, { name: 'Fresh Corner' }]);
    expect(ld.itemListElement).toHaveLength(3);
  });
});

describe('storeJsonLd', () => {
  const url = `${ORIGIN}/en/store/3`;

  it('describes the store as the module’s kind of business, with address, place and rating', () => {
    expect(storeJsonLd(store(), url, { moduleType: 'grocery', addressCountry: 'eg' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'GroceryStore',
      '@id': `${url}#store`,
      name: 'Fresh Corner',
      url,
      image: ['https://img.example/cover.png', 'https://img.example/logo.png'],
      logo: 'https://img.example/logo.png',
      telephone: '+20227351101',
      address: { '@type': 'PostalAddress', streetAddress: '12 Nile Street, Cairo', addressCountry: 'EG' },
      geo: { '@type': 'GeoCoordinates', latitude: 30.0609237, longitude: 31.2197413 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 16, bestRating: 5, worstRating: 1 },
    });
  });

  it('maps module types to schema.org types', () => {
    expect(storeTypeOf('grocery')).toBe('GroceryStore');
    expect(storeTypeOf('food')).toBe('Restaurant');
    expect(storeTypeOf('pharmacy')).toBe('Pharmacy');
    expect(storeTypeOf('ecommerce')).toBe('Store');
    expect(storeTypeOf(undefined)).toBe('Store');
    expect(storeJsonLd(store(), url)['@type']).toBe('Store');
  });

  it('reads the star counts five stars first when the server sends no average', () => {
    const ld = storeJsonLd(store({ avg_rating: 0, rating_count: 0, ratings: [3, 0, 0, 0, 1] }), url);
    // (3×5 + 1×1) / 4 = 4.0, not (3×1 + 1×5) / 4 = 2.0
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 4 });
  });

  it('leaves out the rating of an unrated store, and coordinates that are missing, 0,0 or out of range', () => {
    const unrated = storeJsonLd(store({ avg_rating: 0, rating_count: 0, ratings: null, latitude: null }), url);
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('geo');
    expect(storeJsonLd(store({ latitude: 0, longitude: 0 }), url)).not.toHaveProperty('geo');
    expect(storeJsonLd(store({ latitude: 95, longitude: 31 }), url)).not.toHaveProperty('geo');
  });

  it('has a price range only when the caller knows it', () => {
    expect(storeJsonLd(store(), url)).not.toHaveProperty('priceRange');
    expect(storeJsonLd(store(), url, { priceRange: '$$' }).priceRange).toBe('$$');
  });
});

describe('websiteJsonLd and organizationJsonLd', () => {
  it('points the search action at the search page', () => {
    expect(websiteJsonLd('Souq Express', `${ORIGIN}/en`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${ORIGIN}/#website`,
      name: 'Souq Express',
      url: `${ORIGIN}/en`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    const custom = websiteJsonLd('Souq', ORIGIN, `${ORIGIN}/ar/search?q={search_term_string}`, 'ar');
    expect(custom.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/ar/search?q={search_term_string}`);
    expect(custom.inLanguage).toBe('ar');
  });

  it('describes the marketplace, leaving out contact details it does not have', () => {
    expect(
      organizationJsonLd('Souq Express', ORIGIN, 'https://img.example/logo.png', '+20100', 'hi@souq.example'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Souq Express',
      url: ORIGIN,
      logo: 'https://img.example/logo.png',
      telephone: '+20100',
      email: 'hi@souq.example',
    });
    expect(Object.keys(organizationJsonLd('Souq Express', ORIGIN, null, '', undefined))).toEqual([
      '@context',
      '@type',
      '@id',
      'name',
      'url',
    ]);
  });
});

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
      for (const path of [
        '/profile',
        '/update-profile',
        '/orders-lists',
        '/orders-details/',
        '/orders/',
        '/cart',
        '/notifications',
        '/login',
        '/track-order',
        '/api/',
      ]) {
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
