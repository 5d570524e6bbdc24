// Server-only: the product page's request, read and answered. load.server.ts finds the item (under
// ?module=, else the selected module, else the zone's others) and shapes what is shown; here the
// page's status comes of it (no such item → 404, the API failing → 503), and so do the purchase
// island's words, its choices, a refused add's answer and a closed store's notice.
import { ADD_TO_CART_STRINGS } from '../browser/buying/add-to-cart.ts';
import { refusedPurchase } from '../cart/refused-purchase.ts';
import { storeHours } from '../domain/catalog/store-hours.ts';
import { pick } from '../i18n/index.ts';
import { closedNotice } from '../store/hours-text.ts';
import { productChoices } from './choices.ts';
import { loadProduct, type ProductPage } from './load.server.ts';
import { loadReviews } from './reviews.server.ts';

/** The page's status for what the loader found. */
export function productStatus(kind: ProductPage['kind']): 200 | 404 | 503 {
  return kind === 'not-found' ? 404 : kind === 'error' ? 503 : 200;
}

/** The page's data for the route's `key` and its query; `locals` is Astro.locals (a refused add's message is taken from it). */
export async function loadProductPage(locals: App.Locals, key: string | undefined, url: URL) {
  const { prefs, t } = locals;
  const page = await loadProduct(prefs, key, url, locals);
  const { product, suggested } = page.kind === 'found' ? page : { product: null, suggested: null };
  const item = product?.item;
  const choices = item ? productChoices(item) : null;
  // Awaited before the head: the reviews shown first are also the JSON-LD's Review entries.
  const reviews = item ? await loadReviews(prefs, item) : null;
  const strings = [
    'product.quantity',
    'product.increaseQuantity',
    'product.decreaseQuantity',
    'product.minQuantity',
    ...ADD_TO_CART_STRINGS,
    ...(choices?.strings ?? []),
  ];
  const purchaseStrings = pick(prefs.lang, strings);
  // A closed store's product says when the store opens, by its add button too, and adds nothing.
  // A refused add (/cart/add) comes back here with what was typed and why, by the field to correct.
  const refused = refusedPurchase(url.searchParams, locals);
  const closed = item?.store_details
    ? closedNotice(t, prefs.lang, storeHours(item.store_details)) || undefined
    : undefined;
  return {
    page,
    status: productStatus(page.kind),
    product,
    suggested,
    choices,
    reviews,
    purchaseStrings,
    refused,
    closed,
  };
}
