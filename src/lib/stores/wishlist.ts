// $wishlist: whole product objects kept on the device under the spec's key, shared by every
// island and every tab (persistent stores follow the storage event).
import { persistentAtom } from '@nanostores/persistent';
import type { CardProduct } from '../catalog/types.ts';

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

export const $wishlist = persistentAtom<CardProduct[]>('wishlistItems', [], {
  encode: JSON.stringify,
  decode: decodeWishlist,
  listen: true,
});

export function isInWishlist(list: readonly CardProduct[], id: number): boolean {
  return list.some((p) => p.id === id);
}

/** Adds the product (never twice) or removes it by id; says which it did. */
export function toggleWishlist(product: CardProduct): 'added' | 'removed' {
  const list = $wishlist.get();
  const next = isInWishlist(list, product.id) ? list.filter((p) => p.id !== product.id) : [...list, product];
  try {
    $wishlist.set(next);
  } catch (error) {
    // Storage full or blocked: the change still holds for this page.
    console.error('wishlist: could not save', error);
  }
  return next.length > list.length ? 'added' : 'removed';
}
