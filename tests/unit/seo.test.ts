// Search-engine plumbing, the JSON-LD: what a crawler reads of products, stores, breadcrumbs and
// the site (the addresses, robots.txt and the sitemap are in seo-crawl.test.ts).
import { describe, expect, it } from 'vitest';
import { ItemSchema, StoreSchema, type Item, type Store } from '../../src/lib/api/index.ts';
import {
  availabilityOf,
  breadcrumbJsonLd,
  htmlToText,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  storeJsonLd,
  storeTypeOf,
  websiteJsonLd,
} from '../../src/lib/seo/index.ts';

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
