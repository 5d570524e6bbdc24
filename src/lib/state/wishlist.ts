// $wishlist: whole product objects kept on the device under the spec's key, shared by every
// island and every tab (persistent stores follow the storage event).
import { persistentAtom } from '@nanostores/persistent';
import type { CardProduct } from '../catalog/types.ts';
import { decodeWishlist, isInWishlist, WISHLIST_KEY } from '../wishlist/storage.ts';

export { decodeWishlist, isInWishlist };

export const $wishlist = persistentAtom<CardProduct[]>(WISHLIST_KEY, [], {
  encode: JSON.stringify,
  decode: decodeWishlist,
  listen: true,
});

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
