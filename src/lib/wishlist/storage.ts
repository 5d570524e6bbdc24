// The wishlist as the device keeps it (localStorage, under the spec's key), readable without the
// store: the card directive (client:cards) shows saved hearts from it before any island loads,
// and is inlined into the page, so this module imports nothing at run time.
import type { CardProduct } from '../catalog/types.ts';

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

/** Told on the document (detail: a StoredHeart) when a heart saved that way is to be announced. */
export const STORED_HEART_EVENT = 'cards:heart-stored';

/** A product's heart tapped before the card controls' island was ready. */
export interface StoredHeart {
  change: 'added' | 'removed';
  id: number;
  /** Its change sent to the account's wish-list: whether the marketplace holds it (true signed out). */
  sent: Promise<boolean>;
}

/** A saved store as the favourites page's stores tab shows it. */
export interface SavedStore {
  id: number;
  name: string;
  logo_full_url: string | null;
  address: string;
}

export const SAVED_STORES_KEY = 'wishlistStores';

/**
 * Whose the lists in storage are: 'account' once a signed-in page has merged them into the
 * marketplace's wish-list and taken that list instead (they are then a copy of it), else the
 * device's own. A signed-out page that finds the account's copy removes it, as the app does on
 * signing out, so the next person at a shared computer does not see it.
 */
export const WISHLIST_OWNER_KEY = 'wishlistOwner';

/** Told on the document when the lists in storage were replaced (by a merge or a refresh). */
export const WISHLIST_SYNCED_EVENT = 'wishlist:synced';

export function decodeSavedStores(raw: string): SavedStore[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter((s): s is SavedStore => {
      const ok =
        !!s &&
        typeof s === 'object' &&
        Number.isInteger((s as SavedStore).id) &&
        typeof (s as SavedStore).name === 'string';
      if (!ok || seen.has((s as SavedStore).id)) return false;
      seen.add((s as SavedStore).id);
      return true;
    });
  } catch {
    return [];
  }
}

export function storedStores(): SavedStore[] {
  try {
    const raw = window.localStorage.getItem(SAVED_STORES_KEY);
    return raw === null ? [] : decodeSavedStores(raw);
  } catch {
    return [];
  }
}

/** Adds the store (never twice) or removes it, in storage; null when storage refuses. */
export function toggleStoredStore(store: SavedStore): { change: 'added' | 'removed'; list: SavedStore[] } | null {
  const list = storedStores();
  const saved = list.some((s) => s.id === store.id);
  const next = saved ? list.filter((s) => s.id !== store.id) : [...list, store];
  try {
    window.localStorage.setItem(SAVED_STORES_KEY, JSON.stringify(next));
  } catch {
    return null;
  }
  return { change: saved ? 'removed' : 'added', list: next };
}
