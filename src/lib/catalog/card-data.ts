// A product card carries its product for the heart and the cart button (the wishlist keeps the
// whole CardProduct, the favourites page draws cards from it). The card writes only what it does
// not show as text into data-card-product, as a short list of values; the rest is read back from
// what the card shows: its name, store, image and contact link. A page of twenty cards so carries
// a few hundred bytes of data instead of each product as HTML-escaped JSON beside its markup. A
// heart outside a card, with nothing of the product shown beside it, may hold the whole product
// as JSON in data-card-product instead.
import { IMAGE_ENDPOINT, isStoragePath } from '../images/urls.ts';
import { CHAT_BASE, type CardProduct, phoneFromChatLink } from './types.ts';

/** The values in data-card-product, in this order, separated by spaces. */
const FIELDS = [
  'id',
  'price',
  'discount',
  'discount_type',
  'avg_rating',
  'rating_count',
  'store_id',
  'module_id',
  'module_type',
  'stock',
] as const satisfies readonly (keyof CardProduct)[];
type DataField = (typeof FIELDS)[number];
export type CardData = Pick<CardProduct, DataField>;

/** Text values are URI-encoded (never a space); a missing number is '-'. */
const TEXT: ReadonlySet<DataField> = new Set(['discount_type', 'module_type']);
const NONE = '-';

/** What the card does not show as text, for data-card-product: '16 53 8 amount 4.7 65 2 2 food 0'. */
export function encodeCardData(product: CardData): string {
  return FIELDS.map((key) => {
    const value = product[key];
    if (TEXT.has(key)) return encodeURIComponent(String(value ?? ''));
    return value === null || value === undefined ? NONE : String(value);
  }).join(' ');
}

/** The values of encodeCardData, or null for anything else. */
export function decodeCardData(raw: string): CardData | null {
  const parts = raw.split(' ');
  if (parts.length !== FIELDS.length) return null;
  const data: Record<string, unknown> = {};
  try {
    for (const [i, key] of FIELDS.entries()) {
      const part = parts[i]!;
      if (TEXT.has(key)) data[key] = decodeURIComponent(part);
      else if (part === NONE) data[key] = null;
      else if (part !== '' && Number.isFinite(Number(part))) data[key] = Number(part);
      else return null;
    }
  } catch {
    return null;
  }
  return Number.isInteger(data.id) ? (data as CardData) : null;
}

/** What a card shows that its product is read back from (attributes as written). */
export interface CardShown {
  name: string;
  store_name: string;
  /** The image's src: the resized URL of the product's image, or none. */
  image: string | null;
  /** Where `/img?p=` paths live (the API's public storage), when known. */
  storageRoot?: string;
  /** The contact link's href, when the card has one. */
  contact: string | null;
}

/**
 * The product's own image URL from a card image's src: an image-endpoint URL naming the source
 * (`src=`) or a path in the API's storage (`p=`, resolved against `storageRoot`; without it, no
 * image), or the source itself.
 */
export function imageSourceOf(src: string | null, storageRoot?: string): string | null {
  if (!src) return null;
  if (!src.startsWith(`${IMAGE_ENDPOINT}?`)) return src;
  const query = new URLSearchParams(src.slice(IMAGE_ENDPOINT.length + 1));
  const path = query.get('p');
  if (path !== null) return storageRoot && isStoragePath(path) ? `${storageRoot}${path}` : null;
  return query.get('src') ?? src;
}

/** A whole product as JSON: for a heart outside a card, with no name or store shown beside it. */
function productFromJson(raw: string): CardProduct | null {
  try {
    const product = JSON.parse(raw) as CardProduct;
    return Number.isInteger(product.id) && typeof product.name === 'string' ? product : null;
  } catch {
    return null;
  }
}

/**
 * The product of a data-card-product value: a card's values with what the card shows (read only
 * when needed), or a whole product as JSON. Null for anything else.
 */
export function cardProductOf(raw: string, shown: () => CardShown): CardProduct | null {
  if (raw.startsWith('{')) return productFromJson(raw);
  const data = decodeCardData(raw);
  if (!data) return null;
  const { name, store_name, image, storageRoot, contact } = shown();
  return {
    ...data,
    name,
    store_name,
    image_full_url: imageSourceOf(image, storageRoot),
    store_phone: phoneFromChatLink(contact),
  };
}

/**
 * The product of an element with data-card-product (ProductCard's markup), or null; its picture's
 * `/img?p=` path is resolved against `storageRoot`.
 */
export function readCardProduct(card: Element, storageRoot?: string): CardProduct | null {
  const raw = card.getAttribute('data-card-product');
  if (raw === null) return null;
  return cardProductOf(raw, () => ({
    name: card.querySelector(':is(h2, h3) > a')?.textContent ?? '',
    store_name: card.querySelector('p')?.textContent ?? '',
    image: card.querySelector('img')?.getAttribute('src') ?? null,
    storageRoot,
    contact: card.querySelector(`a[href^="${CHAT_BASE}"]`)?.getAttribute('href') ?? null,
  }));
}
