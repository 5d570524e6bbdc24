// The wishlist as the device keeps it (localStorage, under the spec's key), readable without the
// store: the card directive (client:cards) shows saved hearts from it before any island loads,
// and is inlined into the page, so this module imports nothing at run time.
import type { CardProduct } from './catalog/types.ts';

export const WISHLIST_KEY = 'wishlistItems';

/** Storage holding anything else (hand edits, an old format) falls back to an empty list. */
export function decodeWishlist(raw: string): CardProduct[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter((p): p is CardProduct => {
      const ok =
        !!p &&
        typeof p === 'object' &&
        Number.isInteger((p as CardProduct).id) &&
        typeof (p as CardProduct).name === 'string';
      if (!ok || seen.has((p as CardProduct).id)) return false;
      seen.add((p as CardProduct).id);
      return true;
    });
  } catch (error) {
    console.error('wishlist: unreadable storage, starting empty', error);
    return [];
  }
}

/** The saved list as stored now; empty when there is none or storage is blocked. */
export function storedWishlist(): CardProduct[] {
  try {
    const raw = window.localStorage.getItem(WISHLIST_KEY);
    return raw === null ? [] : decodeWishlist(raw);
  } catch {
    return [];
  }
}

export function isInWishlist(list: readonly CardProduct[], id: number): boolean {
  return list.some((p) => p.id === id);
}

/**
 * Adds the product to the stored list (never twice) or removes it, straight in storage: a heart
 * tapped before the wishlist store has loaded (then re-read by it) is saved even if the page is
 * left at once. Says which it did; storage blocked or full, nothing is saved and null is answered.
 */
export function toggleStored(product: CardProduct): { change: 'added' | 'removed'; list: CardProduct[] } | null {
  const list = storedWishlist();
  const saved = isInWishlist(list, product.id);
  const next = saved ? list.filter((p) => p.id !== product.id) : [...list, product];
  try {
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(next));
  } catch {
    return null;
  }
  return { change: saved ? 'removed' : 'added', list: next };
}

/** Told on the document (detail: 'added' or 'removed') when a heart saved that way is to be announced. */
export const STORED_HEART_EVENT = 'cards:heart-stored';
