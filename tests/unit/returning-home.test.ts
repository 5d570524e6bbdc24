// The pure parts of the home's returning-customer blocks: the recently viewed list's order and
// bound, and the customer's point sent as the store lists' latitude/longitude headers.
import { describe, expect, it } from 'vitest';
import { buildApiHeaders } from '../../src/lib/api/context.ts';
import type { CardProduct } from '../../src/lib/catalog/types.ts';
import { RECENTLY_VIEWED_MAX, withViewed } from '../../src/lib/recently-viewed.ts';

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

describe('recently viewed', () => {
  it('puts the latest view first, once', () => {
    let list: CardProduct[] = [];
    for (const id of [1, 2, 3, 2]) list = withViewed(list, product(id));
    expect(list.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('keeps the twelve latest', () => {
    let list: CardProduct[] = [];
    for (let id = 1; id <= 20; id++) list = withViewed(list, product(id));
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(list.map((p) => p.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9]);
  });
});

describe('the point as headers', () => {
  it('sends latitude and longitude only when the context has a point', () => {
    const without = buildApiHeaders({ lang: 'en', moduleId: 2, zoneIds: [5] });
    expect(without).not.toHaveProperty('latitude');
    const near = buildApiHeaders({
      lang: 'en',
      moduleId: 2,
      zoneIds: [5],
      position: { latitude: 30.044, longitude: 31.236 },
    });
    expect(near).toMatchObject({ latitude: '30.044', longitude: '31.236', zoneId: '[5]', moduleId: '2' });
  });
});
