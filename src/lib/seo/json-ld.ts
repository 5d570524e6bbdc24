// JSON-LD builders: plain data in, schema.org nodes out. Pages call these and hand the result to
// <JsonLd>; none of them formats strings into JSON by hand.
import type { Item, Store } from '../api/index.ts';
import { discountedPrice } from '../domain/pricing/price.ts';
import { isOutOfStock } from '../domain/pricing/quantity.ts';
import { displayRating, ratingCount } from '../domain/catalog/rating.ts';
import { FALLBACK_CURRENCY } from '../i18n/currency.ts';
import { paths } from '../paths.ts';
import {
  SCHEMA_CONTEXT,
  type AggregateRatingNode,
  type BreadcrumbJsonLd,
  type GeoCoordinatesNode,
  type ItemAvailability,
  type OrganizationJsonLd,
  type OrganizationNode,
  type ProductJsonLd,
  type StoreJsonLd,
  type StoreType,
  type WebSiteJsonLd,
} from './schema.ts';
import { htmlToText } from './text.ts';

const AVAILABILITY = {
  InStock: 'https://schema.org/InStock',
  OutOfStock: 'https://schema.org/OutOfStock',
} as const satisfies Record<string, ItemAvailability>;

export type Availability = keyof typeof AVAILABILITY;

/** The item fields productJsonLd reads; an Item or ItemDetails fits. */
export type ProductSource = Pick<
  Item,
  | 'id'
  | 'name'
  | 'description'
  | 'image_full_url'
  | 'images_full_url'
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'stock'
  | 'avg_rating'
  | 'rating_count'
  | 'store_name'
  | 'module_type'
>;

export interface ProductJsonLdInput {
  item: ProductSource;
  /** Absolute URL of the product page (the offer's url too). */
  url: string;
  /** ISO 4217 code; anything else falls back to EGP, the marketplace's currency. */
  currency?: string | null;
  /** Overrides what the stock says (e.g. the store is closed for good). */
  availability?: Availability;
  /** Absolute URL of the store page: the seller's url. */
  storeUrl?: string;
  brand?: string | null;
  /** The category's name, e.g. 'Fruits'. */
  category?: string | null;
}

/** In stock unless the module counts stock and none is left (the storefront's one stock rule). */
export function availabilityOf(item: Pick<Item, 'stock' | 'module_type'>): Availability {
  return isOutOfStock(item) ? 'OutOfStock' : 'InStock';
}

function currencyCode(value: string | null | undefined): string {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : FALLBACK_CURRENCY;
}

/** Google rejects ratings outside 1..5 and counts of 0, so an unrated thing gets no rating at all. */
function aggregateRating(value: number, count: number): AggregateRatingNode | undefined {
  const ratingValue = Math.round(value * 10) / 10;
  if (!(count > 0) || !(ratingValue >= 1)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.min(5, ratingValue),
    reviewCount: Math.round(count),
    bestRating: 5,
    worstRating: 1,
  };
}

function uniqueUrls(urls: readonly (string | null | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.trim() !== ''))];
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function productJsonLd({
  item,
  url,
  currency,
  availability,
  storeUrl,
  brand,
  category,
}: ProductJsonLdInput): ProductJsonLd {
  const images = uniqueUrls([...item.images_full_url, item.image_full_url]);
  const description = htmlToText(item.description);
  const storeName = nonEmpty(item.store_name);
  const brandName = nonEmpty(brand);
  const categoryName = nonEmpty(category);
  const seller: OrganizationNode | undefined = storeName
    ? { '@type': 'Organization', name: storeName, ...(storeUrl ? { url: storeUrl } : {}) }
    : undefined;
  const rating = aggregateRating(item.avg_rating, item.rating_count);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.name,
    url,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    sku: String(item.id),
    productID: String(item.id),
    ...(brandName ? { brand: { '@type': 'Brand', name: brandName } } : {}),
    ...(categoryName ? { category: categoryName } : {}),
    offers: {
      '@type': 'Offer',
      price: discountedPrice(item).toFixed(2),
      priceCurrency: currencyCode(currency),
      availability: AVAILABILITY[availability ?? availabilityOf(item)],
      url,
      ...(seller ? { seller } : {}),
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** A crumb that links somewhere; only the last crumb (the current page) may lack a url. */
export interface LinkedCrumb {
  name: string;
  url: string;
}
export interface Crumb {
  name: string;
  url?: string;
}
export type Breadcrumbs = readonly [...LinkedCrumb[], Crumb];

/** Positions from 1; every crumb but the last carries `item` (Google's rule for the current page). */
export function breadcrumbJsonLd(crumbs: Breadcrumbs): BreadcrumbJsonLd {
  const last = crumbs.length - 1;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < last && crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

const STORE_TYPES: Readonly<Record<string, StoreType>> = {
  grocery: 'GroceryStore',
  food: 'Restaurant',
  pharmacy: 'Pharmacy',
};

/** The LocalBusiness subtype of a store in a module of this type; 'Store' for ecommerce and others. */
export function storeTypeOf(moduleType: string | null | undefined): StoreType {
  return STORE_TYPES[moduleType ?? ''] ?? 'Store';
}

/** Coordinates that name a real place: finite, in range, and not the 0,0 of a store never placed. */
function geoOf(latitude: number | null, longitude: number | null): GeoCoordinatesNode | undefined {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

export interface StoreJsonLdOptions {
  /** The store's module type (grocery, food, pharmacy, ecommerce...): picks the schema.org type. */
  moduleType?: string | null;
  /** e.g. '$$'; left out unless the caller knows it. */
  priceRange?: string | null;
  /** ISO 3166-1 alpha-2, e.g. 'EG'. */
  addressCountry?: string | null;
}

export type StoreSource = Pick<
  Store,
  | 'id'
  | 'name'
  | 'address'
  | 'phone'
  | 'logo_full_url'
  | 'cover_photo_full_url'
  | 'ratings'
  | 'avg_rating'
  | 'rating_count'
  | 'latitude'
  | 'longitude'
>;

export function storeJsonLd(store: StoreSource, url: string, options: StoreJsonLdOptions = {}): StoreJsonLd {
  const images = uniqueUrls([store.cover_photo_full_url, store.logo_full_url]);
  const address = nonEmpty(store.address);
  const country = nonEmpty(options.addressCountry);
  const phone = nonEmpty(store.phone);
  const priceRange = nonEmpty(options.priceRange);
  const geo = geoOf(store.latitude, store.longitude);
  // The server's avg_rating first; the star counts (ordered 5★..1★) only when it sends none.
  const rating = aggregateRating(
    displayRating(store.avg_rating, store.ratings),
    store.rating_count || ratingCount(store.ratings),
  );
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': storeTypeOf(options.moduleType),
    '@id': `${url}#store`,
    name: store.name,
    url,
    ...(images.length ? { image: images } : {}),
    ...(store.logo_full_url ? { logo: store.logo_full_url } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address,
            ...(country ? { addressCountry: country.toUpperCase() } : {}),
          },
        }
      : {}),
    ...(geo ? { geo } : {}),
    ...(priceRange ? { priceRange } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

export type SearchUrlTemplate = `${string}{search_term_string}${string}`;

/**
 * The site and its search box. `searchUrlTemplate` defaults to the search page of `url`'s
 * origin: 'https://shop.example/search?q={search_term_string}'.
 */
export function websiteJsonLd(
  name: string,
  url: string,
  searchUrlTemplate?: SearchUrlTemplate,
  inLanguage?: string,
): WebSiteJsonLd {
  const origin = new URL(url).origin;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url,
    ...(inLanguage ? { inLanguage } : {}),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: searchUrlTemplate ?? `${origin}${paths.search}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The marketplace itself; empty or missing contact fields are left out. */
export function organizationJsonLd(
  name: string,
  url: string,
  logo?: string | null,
  phone?: string | null,
  email?: string | null,
): OrganizationJsonLd {
  const logoUrl = nonEmpty(logo);
  const telephone = nonEmpty(phone);
  const mail = nonEmpty(email);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': `${new URL(url).origin}/#organization`,
    name,
    url,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(telephone ? { telephone } : {}),
    ...(mail ? { email: mail } : {}),
  };
}
