// The products this device viewed last, newest first (localStorage): written by the product page,
// shown on the home page, cleared from there. Like the wishlist (wishlist/storage.ts), each entry
// is the card as the product page showed it; the cart's add reads price and stock from the
// marketplace again, so a stale entry only ever shows an old price. No 6amMart route keeps this.
import type { CardProduct } from './catalog/types.ts';
import { decodeWishlist } from './wishlist/storage.ts';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** Kept at most: older views fall off the end. */
export const RECENTLY_VIEWED_MAX = 12;

/** The stored list; empty when there is none, storage is blocked or it holds anything else. */
export function recentlyViewed(): CardProduct[] {
  try {
    const raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY);
    return raw === null ? [] : decodeWishlist(raw).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

/** The list with `product` first (moved there when it was already in), bounded. */
export function withViewed(list: readonly CardProduct[], product: CardProduct): CardProduct[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Records a view; storage blocked or full, nothing is kept. */
export function recordView(product: CardProduct): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(recentlyViewed(), product)));
  } catch {
    // Private mode or a full storage: the list is a convenience.
  }
}

export function clearRecentlyViewed(): void {
  try {
    window.localStorage.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
