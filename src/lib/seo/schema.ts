// The schema.org shapes the storefront emits as JSON-LD: only the types and properties we fill,
// so a misspelt property or a string where Google wants a number fails the type check.

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A top-level JSON-LD document: the node plus its @context. */
export type JsonLd<T extends { '@type': string }> = { '@context': typeof SCHEMA_CONTEXT } & T;

export type ItemAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

export interface OrganizationNode {
  '@type': 'Organization';
  '@id'?: string;
  name: string;
  url?: string;
  logo?: string;
  telephone?: string;
  email?: string;
}

export interface AggregateRatingNode {
  '@type': 'AggregateRating';
  /** One decimal, 1 to 5. */
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

/** A customer's review of a product (Google's review snippet: author, rating, date, text). */
export interface ReviewNode {
  '@type': 'Review';
  author: { '@type': 'Person'; name: string };
  reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 };
  datePublished?: string;
  reviewBody?: string;
}

export interface OfferNode {
  '@type': 'Offer';
  /** Google: a number or a string with a period as the decimal separator; we send '12.50'. */
  price: string;
  /** ISO 4217, e.g. 'EGP'. */
  priceCurrency: string;
  availability: ItemAvailability;
  url: string;
  seller?: OrganizationNode;
}

export interface ProductNode {
  '@type': 'Product';
  '@id'?: string;
  name: string;
  url: string;
  image?: string[];
  description?: string;
  sku: string;
  productID: string;
  brand?: { '@type': 'Brand'; name: string };
  category?: string;
  offers: OfferNode;
  aggregateRating?: AggregateRatingNode;
  review?: ReviewNode[];
}

export interface ListItemNode {
  '@type': 'ListItem';
  position: number;
  name: string;
  /** On every crumb but the last (the page itself). */
  item?: string;
}

export interface BreadcrumbListNode {
  '@type': 'BreadcrumbList';
  itemListElement: ListItemNode[];
}

export interface PostalAddressNode {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressCountry?: string;
}

export interface GeoCoordinatesNode {
  '@type': 'GeoCoordinates';
  latitude: number;
  longitude: number;
}

/** LocalBusiness subtypes a marketplace module maps onto. */
export type StoreType = 'GroceryStore' | 'Restaurant' | 'Pharmacy' | 'Store';

export interface StoreNode {
  '@type': StoreType;
  '@id': string;
  name: string;
  url: string;
  image?: string[];
  logo?: string;
  telephone?: string;
  address?: PostalAddressNode;
  geo?: GeoCoordinatesNode;
  priceRange?: string;
  aggregateRating?: AggregateRatingNode;
}

export interface SearchActionNode {
  '@type': 'SearchAction';
  target: { '@type': 'EntryPoint'; urlTemplate: string };
  'query-input': 'required name=search_term_string';
}

export interface WebSiteNode {
  '@type': 'WebSite';
  '@id'?: string;
  name: string;
  url: string;
  inLanguage?: string;
  potentialAction: SearchActionNode;
}

export type ProductJsonLd = JsonLd<ProductNode>;
export type BreadcrumbJsonLd = JsonLd<BreadcrumbListNode>;
export type StoreJsonLd = JsonLd<StoreNode>;
export type WebSiteJsonLd = JsonLd<WebSiteNode>;
export type OrganizationJsonLd = JsonLd<OrganizationNode>;

/** Anything JsonLd.astro renders. */
export type AnyJsonLd = ProductJsonLd | BreadcrumbJsonLd | StoreJsonLd | WebSiteJsonLd | OrganizationJsonLd;
