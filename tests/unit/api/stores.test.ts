import { describe, it, expect } from 'vitest';
import {
  ApiError,
  getDiscountedStores,
  getLatestStores,
  getPopularStores,
  getStoreDetails,
  getStores,
  getTopRatedStores,
} from '../../../src/lib/api/index.ts';
import { answering, fixture, rejectionOf } from './helpers.ts';

describe('stores', () => {
  it('parses the list wrapper with string limit/offset and string coordinates', async () => {
    const { ctx } = answering(fixture('stores-get-stores.json'));
    const list = await getStores(ctx, 'all', { limit: 10, offset: 1 });
    expect(list).toMatchObject({ total_size: 2, limit: 10, offset: 1 });
    expect(list.stores[0]).toEqual({
      id: 3,
      name: 'Fresh Corner Market',
      slug: 'fresh-corner-market',
      address: '12 Nile Street, Cairo',
      phone: '+101511111111',
      logo_full_url: 'http://127.0.0.1:8787/storage/app/public/store/2024-01-10-fresh.png',
      cover_photo_full_url: null,
      delivery_time: '30-40 min',
      ratings: [10, 4, 1, 0, 1],
      avg_rating: 4.38,
      rating_count: 16,
      minimum_order: 50,
      latitude: 23.81695886557418,
      longitude: 90.36588709056377,
      distance: 1523.4,
      open: true,
      active: true,
      delivery: true,
      take_away: false,
      schedule_order: true,
      order_place_to_schedule_interval: 0,
      prescription_order: false,
      free_delivery: false,
      module_id: 2,
      zone_id: 5,
      discount: { discount: 10, discount_type: 'percent', min_purchase: 100, max_discount: 50 },
      category_details: [],
      category_ids: [1, 2],
      current_opening_time: '08:00',
      schedules: [],
    });
    expect(list.stores[1]).toMatchObject({
      open: false,
      minimum_order: 25.5,
      logo_full_url: null,
      discount: null,
      ratings: [0, 0, 0, 0, 0],
    });
  });

  it('accepts null limit/offset (get-stores without a query)', async () => {
    const { ctx } = answering(fixture('stores-null-paging.json'));
    expect(await getStores(ctx)).toMatchObject({ limit: null, offset: null, total_size: 1 });
  });

  it('calls the four ranked lists', async () => {
    const { ctx, calls } = answering(fixture('stores-get-stores.json'));
    await getPopularStores(ctx, { limit: 6 });
    await getLatestStores(ctx);
    await getDiscountedStores(ctx);
    await getTopRatedStores(ctx, { type: 'veg' });
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/api/v1/stores/popular?limit=6',
      '/api/v1/stores/latest',
      '/api/v1/stores/discounted',
      '/api/v1/stores/top-rated?type=veg',
    ]);
  });

  it('pads short ratings to five entries ordered 5★..1★', async () => {
    const store = { ...(fixture('store-full.json') as object), ratings: [2] };
    const { ctx } = answering(store);
    expect((await getStoreDetails(ctx, 3)).ratings).toEqual([2, 0, 0, 0, 0]);
  });

  it('turns the 200 {} of an unknown store into a 404', async () => {
    const { ctx, calls } = answering({});
    const err = await rejectionOf(getStoreDetails(ctx, 'no-such-store'));
    expect(calls[0]!.url.pathname).toBe('/api/v1/stores/details/no-such-store');
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'not_found' });
  });
});
