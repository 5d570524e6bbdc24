import { describe, it, expect } from 'vitest';
import {
  getBanners,
  getCategories,
  getCategoryChildren,
  getCategoryItems,
  getDiscountedItems,
  getItemDetails,
  getModules,
  getNewArrivals,
  getSuggestedItems,
  searchItems,
  ItemSchema,
  StoreSchema,
} from '../../../src/lib/api/index.ts';
import { answering, fixture } from './helpers.ts';

describe('items', () => {
  it('parses the 3.1 full new-arrival list with string limit/offset', async () => {
    const { ctx, calls } = answering(fixture('items-31-new-arrival.json'));
    const list = await getNewArrivals(ctx, { limit: 10, offset: 1 });
    expect(calls[0]!.url.pathname).toBe('/api/v1/items/new-arrival');
    expect(calls[0]!.url.search).toBe('?limit=10&offset=1');
    expect(list).toMatchObject({ total_size: 3, limit: 10, offset: 1 });
    expect(list).not.toHaveProperty('categories');
    const [bananas] = list.products;
    expect(bananas).toMatchObject({
      id: 12,
      name: 'Organic Bananas',
      price: 20,
      discount: 10,
      discount_type: 'percent',
      store_id: 3,
      store_name: 'Fresh Corner Market',
      module_type: 'grocery',
      min_delivery_time: 30,
      max_delivery_time: 40,
      stock: 120,
      food_variations: [],
    });
    // The second gallery image is missing on the server: its null is dropped.
    expect(bananas!.images_full_url).toEqual(['http://127.0.0.1:8787/storage/app/public/product/2024-banana-1.png']);
    expect(bananas!.add_ons).toEqual([{ id: 1, name: 'Gift wrap', price: 2.5 }]);
    expect(bananas).not.toHaveProperty('translations');
  });

  it('accepts items with only null image URLs, numeric strings and food_variations ""', async () => {
    const { ctx } = answering(fixture('items-31-new-arrival.json'));
    const snack = (await getNewArrivals(ctx)).products[1]!;
    expect(snack).toMatchObject({
      image_full_url: null,
      images_full_url: [],
      price: 10.5,
      discount: 0,
      discount_type: 'amount',
      stock: null,
      food_variations: [],
    });
  });

  it('parses food variations with on/off flags and string prices', async () => {
    const { ctx } = answering(fixture('items-31-new-arrival.json'));
    const burger = (await getNewArrivals(ctx)).products[2]!;
    expect(burger.food_variations).toEqual([
      { name: 'Size', type: 'single', min: 0, max: 0, required: true, values: [{ label: 'Large', optionPrice: 2 }] },
    ]);
  });

  it('fills the 3.6 compact discounted list with sensible defaults', async () => {
    const { ctx } = answering(fixture('items-36-discounted-compact.json'));
    const list = await getDiscountedItems(ctx, { limit: 25, offset: 1 });
    expect(list).toMatchObject({ total_size: 2, limit: 25, offset: 1 });
    expect(list.products[0]).toMatchObject({
      id: 21,
      price: 15,
      description: '',
      image_full_url: null,
      images_full_url: [],
      min_delivery_time: null,
      max_delivery_time: null,
      food_variations: [],
      variations: [],
      add_ons: [],
      free_delivery: false,
    });
    // A single image becomes the gallery when images_full_url is absent.
    expect(list.products[1]!.images_full_url).toEqual(['http://127.0.0.1:8787/storage/app/public/product/oil.png']);
    expect(list.products[1]!.discount_type).toBe('amount');
  });

  it('degrades a malformed option list to [] but rejects a malformed price', () => {
    const base = fixture('item-31.json') as Record<string, unknown>;
    expect(ItemSchema.parse({ ...base, food_variations: 'garbage', add_ons: 7 })).toMatchObject({
      food_variations: [],
      add_ons: [],
    });
    expect(ItemSchema.safeParse({ ...base, price: 'ten' }).success).toBe(false);
    expect(
      ItemSchema.safeParse({ ...base, food_variations: '[{"name":"Size","values":[]}]' }).data?.food_variations,
    ).toHaveLength(1);
  });

  it('parses item details with the store (phone for the contact link)', async () => {
    const { ctx, calls } = answering(fixture('item-details.json'));
    const item = await getItemDetails(ctx, 12);
    expect(calls[0]!.url.pathname).toBe('/api/v1/items/details/12');
    expect(item.store_details).toMatchObject({ id: 3, phone: '+101511111111', latitude: 23.81695886557418 });
  });

  it('reads suggested items under `items` and sends store_id', async () => {
    const { ctx, calls } = answering(fixture('items-suggested.json'));
    const list = await getSuggestedItems(ctx, 3);
    expect(calls[0]!.url.search).toBe('?store_id=3');
    expect(list.items).toHaveLength(1);
    expect(list.limit).toBe(50);
  });

  it('searches with the trimmed name and skips the call for blank text', async () => {
    const { ctx, calls } = answering(fixture('items-31-new-arrival.json'));
    const found = await searchItems(ctx, '  banana ', { limit: 10, offset: 1 });
    expect(calls[0]!.url.searchParams.get('name')).toBe('banana');
    expect(found.products).toHaveLength(3);
    expect(await searchItems(ctx, '   ')).toEqual({ total_size: 0, limit: null, offset: null, products: [] });
    expect(calls).toHaveLength(1);
  });

  it('reads bare item arrays (category items)', async () => {
    const items = (fixture('items-31-new-arrival.json') as { products: unknown[] }).products;
    const { ctx, calls } = answering(items);
    expect(await getCategoryItems(ctx, 1)).toHaveLength(3);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/categories/items/1/all']);
  });
});

describe('categories', () => {
  it('parses the 3.1 full categories', async () => {
    const { ctx } = answering(fixture('categories-31.json'));
    const [fruits] = await getCategories(ctx);
    expect(fruits).toEqual({
      id: 1,
      name: 'Fruits',
      slug: 'fruits',
      image_full_url: null,
      parent_id: 0,
      products_count: 12,
      childes: [{ id: 5, name: 'Bananas', slug: 'bananas' }],
    });
  });

  it('parses the 3.6 compact categories (no image key)', async () => {
    const { ctx } = answering(fixture('categories-36-compact.json'));
    const list = await getCategories(ctx);
    expect(list[0]).toMatchObject({
      id: 1,
      image_full_url: 'http://127.0.0.1:8787/storage/app/public/category/fruits.png',
      parent_id: 0,
    });
    expect(list[1]).toMatchObject({ id: 2, image_full_url: null, childes: [], products_count: null });
  });

  it('parses category children', async () => {
    const { ctx, calls } = answering(fixture('category-children.json'));
    expect(await getCategoryChildren(ctx, 1)).toEqual([
      { id: 5, name: 'Bananas', slug: 'bananas', image_full_url: null, parent_id: 1 },
    ]);
    expect(calls[0]!.url.pathname).toBe('/api/v1/categories/childes/1');
  });
});

describe('modules and banners', () => {
  it('drops the parcel module unless asked for it', async () => {
    const { ctx } = answering(fixture('modules.json'));
    const modules = await getModules(ctx);
    expect(modules.map((m) => m.module_type)).toEqual(['grocery', 'food']);
    expect(modules[0]).toMatchObject({ id: 2, status: true, stores_count: 3 });
    expect(modules[1]!.stores_count).toBe(2);
    expect((await getModules(ctx, { includeParcel: true })).map((m) => m.id)).toEqual([2, 4, 3]);
  });

  it('parses {campaigns, banners} with store/item references', async () => {
    const { ctx } = answering(fixture('banners.json'));
    const { campaigns, banners } = await getBanners(ctx);
    expect(campaigns).toEqual([
      {
        id: 1,
        title: 'Summer deals',
        description: 'Up to 50%',
        image_full_url: 'http://127.0.0.1:8787/storage/app/public/campaign/c.png',
      },
    ]);
    expect(banners.map((b) => b.type)).toEqual(['store_wise', 'item_wise', 'default']);
    expect(banners[0]!.store).toEqual({ id: 3, name: 'Fresh Corner Market' });
    expect(banners[1]).toMatchObject({ image_full_url: null, item: { id: 12, store_id: 3, module_id: 2 } });
    expect(banners[2]).toMatchObject({ link: 'https://example.com', store: null, item: null });
  });

  it('treats the exception answer [] as no banners', async () => {
    const { ctx } = answering([]);
    expect(await getBanners(ctx)).toEqual({ campaigns: [], banners: [] });
  });
});

describe('parsed data can be stored and parsed again', () => {
  it('ItemSchema and StoreSchema accept their own output (wishlist in localStorage)', () => {
    for (const name of ['item-31.json', 'item-details.json']) {
      const once = ItemSchema.parse(fixture(name));
      expect(ItemSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
    }
    const compact = (fixture('items-36-discounted-compact.json') as { products: unknown[] }).products[0];
    const parsed = ItemSchema.parse(compact);
    expect(ItemSchema.parse(parsed)).toEqual(parsed);
    const store = StoreSchema.parse(fixture('store-full.json'));
    expect(StoreSchema.parse(JSON.parse(JSON.stringify(store)))).toEqual(store);
  });
});
