// Catalogue endpoints: wrappers, bare arrays, pagination and value quirks (reference §3, §5, §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('settings', () => {
  it('/configurations has the six real keys plus the keys the spec reads', async () => {
    const { status, body } = await api.call('/configurations');
    expect(status).toBe(200);
    for (const key of [
      'business_name',
      'logo',
      'app_minimum_version_android',
      'app_url_android',
      'app_minimum_version_ios',
      'app_url_ios',
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body.logo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/app\/public\/business\//);
    expect(typeof body.description_about_us.value).toBe('string');
    expect(body.app_admin_phone).toMatch(/^\+/);
    expect(body.email).toContain('@');
    expect(typeof body.app_admin_adress).toBe('string');
  });

  it('/config carries the business settings', async () => {
    const { body } = await api.call('/config');
    expect(body).toMatchObject({ cash_on_delivery: true });
    for (const key of [
      'business_name',
      'logo_full_url',
      'address',
      'phone',
      'email',
      'currency_symbol',
      'currency_symbol_direction',
      'digit_after_decimal_point',
      'default_location',
      'sys_language',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
  });

  it('policy pages answer a JSON string of HTML in the requested language', async () => {
    for (const path of [
      '/about-us',
      '/terms-and-conditions',
      '/privacy-policy',
      '/refund-policy',
      '/shipping-policy',
      '/cancelation',
    ]) {
      const res = await api.call(path, { module: null, zone: null });
      expect(res.status, path).toBe(200);
      expect(typeof res.body, path).toBe('string');
      expect(res.body, path).toMatch(/<p|<h/);
    }
    const tr = await api.call('/privacy-policy', { lang: 'tr' });
    const en = await api.call('/privacy-policy');
    expect(tr.body).not.toBe(en.body);
    expect(en.body).toContain('<script>alert(1)</script>');
  });
});

describe('zones', () => {
  it('finds central Cairo in zone 5 and answers the id list as a JSON string', async () => {
    const { status, body } = await api.call('/config/get-zone-id?lat=30.0444&lng=31.2357');
    expect(status).toBe(200);
    expect(body.zone_id).toBe('[5]');
    expect(body.zone_data[0]).toMatchObject({ id: 5, status: 1 });
    expect(body.zone_data[0].modules.length).toBeGreaterThan(0);
    expect(body.zone_data[0].modules[0].pivot).toHaveProperty('maximum_cod_order_amount');
  });

  it('answers 404 outside every zone, 403 in an inactive one and 403 without coordinates', async () => {
    expect(await api.call('/config/get-zone-id?lat=0&lng=0')).toMatchObject({
      status: 404,
      body: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    });
    const inactive = await api.call('/config/get-zone-id?lat=27.2579&lng=33.8116');
    expect(inactive.status).toBe(403);
    expect(inactive.body.errors[0].message).toBe('We are temporarily unavailable in this area');
    expect((await api.call('/config/get-zone-id?lat=30')).status).toBe(403);
  });

  it('reverse-geocodes like Nominatim', async () => {
    const res = await fetch(`${api.url}/reverse?lat=30.0444&lon=31.2357&format=json`);
    const body = await res.json();
    expect(body.address).toMatchObject({ city: 'Cairo', country: 'Egypt' });
    const ar = await (await fetch(`${api.url}/reverse?lat=30.0444&lon=31.2357&format=json&accept-language=ar`)).json();
    expect(ar.address.city).toBe('القاهرة');
  });
});

describe('home', () => {
  it('banners are an object with campaigns and banners', async () => {
    const { body } = await api.call('/banners');
    expect(Object.keys(body).sort()).toEqual(['banners', 'campaigns']);
    expect(body.banners.length).toBeGreaterThan(0);
    for (const banner of body.banners) {
      expect(['store_wise', 'item_wise', 'default']).toContain(banner.type);
      if (banner.type === 'store_wise') expect(banner.store).toHaveProperty('id');
      if (banner.type === 'item_wise') expect(banner.item).toHaveProperty('id');
      if (banner.type === 'default') expect(banner.link).toMatch(/^https?:/);
    }
  });

  it('modules: a bare array that still holds parcel when a zone header is sent', async () => {
    const { body } = await api.call('/module');
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((m: { module_type: string }) => m.module_type)).toContain('parcel');
    expect(body[0].status).toBe('1');
    expect(body.find((m: { id: number }) => m.id === 2).module_type).toBe('food');
    const noParcel = await api.call('/module?zone_id=5', { zone: null });
    expect(noParcel.body.map((m: { module_type: string }) => m.module_type)).not.toContain('parcel');
  });
});

describe('stores', () => {
  it('lists are wrapped and echo limit and offset as sent', async () => {
    for (const path of ['/stores/popular', '/stores/latest', '/stores/discounted', '/stores/top-rated']) {
      const { status, body } = await api.call(`${path}?limit=3&offset=1`, { module: 1 });
      expect(status, path).toBe(200);
      expect(Object.keys(body).sort(), path).toEqual(['limit', 'offset', 'stores', 'total_size']);
      expect(body.limit).toBe('3');
      expect(body.offset).toBe('1');
      expect(body.stores.length).toBeLessThanOrEqual(3);
    }
    const defaults = await api.call('/stores/popular', { module: 1 });
    expect(defaults.body).toMatchObject({ limit: 50, offset: 1 });
    const getStores = await api.call('/stores/get-stores/all', { module: null });
    expect(getStores.body).toMatchObject({ limit: null, offset: null });
  });

  it('offset is a 1-based page number', async () => {
    const first = await api.call('/stores/get-stores/all?limit=5&offset=1', { module: null });
    const zero = await api.call('/stores/get-stores/all?limit=5&offset=0', { module: null });
    const second = await api.call('/stores/get-stores/all?limit=5&offset=2', { module: null });
    const ids = (r: typeof first) => r.body.stores.map((s: { id: number }) => s.id);
    expect(ids(zero)).toEqual(ids(first));
    expect(ids(second)).toHaveLength(5);
    expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);
  });

  it('store fields keep the real types and the 5-to-1 ratings order', async () => {
    const { body } = await api.call('/stores/get-stores/all', { module: null });
    expect(body.total_size).toBeGreaterThanOrEqual(20);
    for (const store of body.stores) {
      expect(typeof store.latitude).toBe('string');
      expect(typeof store.longitude).toBe('string');
      expect(store.ratings).toHaveLength(5);
      const count = store.ratings.reduce((a: number, b: number) => a + b, 0);
      expect(store.rating_count).toBe(count);
      const weighted = store.ratings.reduce((s: number, n: number, i: number) => s + n * (5 - i), 0);
      expect(store.avg_rating).toBeCloseTo(count ? weighted / count : 0, 2);
      expect(store.delivery_time).toMatch(/^\d+-\d+ (min|hours|days)$/);
      expect(Array.isArray(store.category_ids)).toBe(true);
      expect(typeof store.discount_status).toBe('boolean');
    }
    expect(body.stores.some((s: { open: number }) => s.open === 0)).toBe(true);
  });

  it('top-rated is ordered by average rating and skips unrated stores', async () => {
    const { body } = await api.call('/stores/top-rated', { module: 1 });
    const avgs = body.stores.map((s: { avg_rating: number }) => s.avg_rating);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
    expect(body.stores.every((s: { rating_count: number }) => s.rating_count > 0)).toBe(true);
  });

  it('latest is newest first', async () => {
    const { body } = await api.call('/stores/latest', { module: 1 });
    const dates = body.stores.map((s: { created_at: string }) => s.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('discounted lists only stores with a running store discount', async () => {
    const all = await api.call('/stores/get-stores/all?limit=100&offset=1', { module: null, zone: '[5,6]' });
    const discounted = all.body.stores.filter((s: { discount: unknown }) => s.discount !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const store of discounted) {
      const res = await api.call('/stores/discounted', { module: store.module_id, zone: `[${store.zone_id}]` });
      expect(res.body.stores.map((s: { id: number }) => s.id)).toContain(store.id);
      expect(res.body.stores.every((s: { discount: unknown }) => s.discount !== null)).toBe(true);
    }
  });

  it('details answers the bare store with its extras, and {} for an unknown id', async () => {
    const { body } = await api.call('/stores/details/1', { module: null, zone: null });
    expect(body).toMatchObject({ id: 1 });
    expect(body).toHaveProperty('category_details');
    expect(body).toHaveProperty('price_range');
    expect(body.phone).toMatch(/^\+/);
    const bySlug = await api.call(`/stores/details/${body.slug}`, { module: null });
    expect(bySlug.body.id).toBe(1);
    const missing = await api.call('/stores/details/99999');
    expect(missing).toMatchObject({ status: 200, body: {} });
  });

  it('popular-items is a bare array of at most 10 items of the store', async () => {
    const { body } = await api.call('/stores/popular-items/1', { module: 1 });
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(10);
    expect(body.every((i: { store_id: number }) => i.store_id === 1)).toBe(true);
  });
});

describe('items', () => {
  it('new-arrival and discounted answer {products}, newest first and biggest discount first', async () => {
    const arrivals = await api.call('/items/new-arrival?limit=10&offset=1', { module: 1 });
    expect(arrivals.body).toHaveProperty('products');
    expect(arrivals.body).toHaveProperty('categories');
    const created = arrivals.body.products.map((p: { created_at: string }) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const discounted = await api.call('/items/discounted', { module: 1 });
    const discounts = discounted.body.products.map((p: { discount: number }) => p.discount);
    expect(discounts.length).toBeGreaterThan(0);
    expect(discounts.every((d: number) => d > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a: number, b: number) => b - a));
  });

  it('items carry the full 3.1 fields, with null for missing images', async () => {
    const { body } = await api.call('/items/new-arrival?limit=100&offset=1', { module: 1, zone: '[5,6]' });
    const item = body.products[0];
    for (const key of [
      'id',
      'name',
      'description',
      'price',
      'discount',
      'discount_type',
      'images_full_url',
      'image_full_url',
      'avg_rating',
      'store_id',
      'store_name',
      'module_type',
      'min_delivery_time',
      'max_delivery_time',
      'stock',
      'category_ids',
      'food_variations',
    ]) {
      expect(item, key).toHaveProperty(key);
    }
    expect(['percent', 'amount']).toContain(item.discount_type);
    expect(typeof item.category_ids[0].id).toBe('string');
    const everyUrl = body.products.flatMap((p: { images_full_url: (string | null)[] }) => p.images_full_url);
    expect(everyUrl).toContain(null);
    const image = await fetch(everyUrl.find((u: string | null) => u !== null));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('food_variations is "" when an item has none', async () => {
    const { body } = await api.call('/stores/popular-items/2', { module: 2 });
    const kinds = new Set(body.map((i: { food_variations: unknown }) => (i.food_variations === '' ? 'empty' : 'list')));
    expect(kinds.has('empty') || kinds.has('list')).toBe(true);
    for (const item of body) expect(item.food_variations === '' || Array.isArray(item.food_variations)).toBe(true);
  });

  it('search answers {products}, matches translated names and requires name', async () => {
    const first = await api.call('/items/details/1', { module: 1 });
    const word = first.body.name.split(' ')[0];
    const found = await api.call(`/items/search?name=${encodeURIComponent(word)}`, { module: 1 });
    expect(found.body.products.map((p: { id: number }) => p.id)).toContain(1);
    const ar = await api.call('/items/details/1', { module: 1, lang: 'ar' });
    const arWord = ar.body.name.split(' ')[0];
    const foundAr = await api.call(`/items/search?name=${encodeURIComponent(arWord)}&limit=50&offset=1`, {
      module: 1,
      lang: 'ar',
    });
    expect(foundAr.body.products.map((p: { id: number }) => p.id)).toContain(1);
    expect(await api.call('/items/search', { module: 1 })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'name', message: 'The name field is required.' }] },
    });
  });

  it('suggested answers {items} of the store and requires store_id', async () => {
    const { body } = await api.call('/items/suggested?store_id=1', { module: 1 });
    expect(body).toHaveProperty('items');
    expect(body.items.every((i: { store_id: number }) => i.store_id === 1)).toBe(true);
    expect(body.total_size).toBe(body.items.length);
    expect((await api.call('/items/suggested', { module: 1 })).status).toBe(403);
  });

  it('details: bare item with store_details; 404 product-001 as an object for unknown or other-module items', async () => {
    const { body } = await api.call('/items/details/1', { module: 1 });
    expect(body).toMatchObject({ id: 1, store_id: 1, price: 120, discount: 10, discount_type: 'percent' });
    expect(body.store_details.phone).toMatch(/^\+/);
    for (const [id, module] of [
      [999999, 1],
      [1, 2],
    ] as const) {
      const res = await api.call(`/items/details/${id}`, { module });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: { code: 'product-001', message: 'Not found' } });
    }
  });
});

describe('categories', () => {
  it('top level is a bare array with childes, sorted by priority', async () => {
    const { body } = await api.call('/categories', { module: 1 });
    expect(Array.isArray(body)).toBe(true);
    expect(body.every((c: { module_id: number; parent_id: number }) => c.module_id === 1 && c.parent_id === 0)).toBe(
      true,
    );
    const priorities = body.map((c: { priority: number }) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a: number, b: number) => b - a));
    expect(body.some((c: { childes: unknown[] }) => c.childes.length > 0)).toBe(true);
    const everyModule = await api.call('/categories', { module: null });
    expect(everyModule.body.map((c: { image_full_url: string | null }) => c.image_full_url)).toContain(null);
  });

  it('childes is a bare array with the parent', async () => {
    const { body } = await api.call('/categories/childes/1', { module: 1 });
    expect(body.length).toBeGreaterThan(0);
    expect(
      body.every((c: { parent_id: number; parent: { id: number } }) => c.parent_id === 1 && c.parent.id === 1),
    ).toBe(true);
  });

  it('items/{id}/all is a bare, unpaginated array of the category family', async () => {
    const { body } = await api.call('/categories/items/1/all', { module: 1 });
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    for (const item of body) expect(item.module_id).toBe(1);
  });
});
