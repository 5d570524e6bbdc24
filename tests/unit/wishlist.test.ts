import { beforeEach, describe, expect, it } from 'vitest';
import { $wishlist, decodeWishlist, isInWishlist, toggleWishlist } from '../../src/lib/state/wishlist.ts';
import type { CardProduct } from '../../src/lib/catalog/types.ts';

const product = (id: number): CardProduct => ({
  id,
  name: `P${id}`,
  image_full_url: null,
  price: 10,
  discount: 0,
  discount_type: 'percent',
  avg_rating: 0,
  rating_count: 0,
  store_id: 1,
  store_name: 'S',
  module_id: 1,
  module_type: 'grocery',
  stock: 3,
  store_phone: null,
});

describe('wishlist', () => {
  beforeEach(() => $wishlist.set([]));

  it('adds once and removes by id', () => {
    expect(toggleWishlist(product(1))).toBe('added');
    expect(toggleWishlist(product(2))).toBe('added');
    expect(toggleWishlist(product(1))).toBe('removed');
    expect($wishlist.get().map((p) => p.id)).toEqual([2]);
    expect(isInWishlist($wishlist.get(), 2)).toBe(true);
  });

  it('reads back only well-formed, distinct products', () => {
    expect(decodeWishlist('not json')).toEqual([]);
    expect(decodeWishlist('{"id":1}')).toEqual([]);
    const raw = JSON.stringify([product(1), product(1), { id: 'x' }, null, product(3)]);
    expect(decodeWishlist(raw).map((p) => p.id)).toEqual([1, 3]);
  });
});
