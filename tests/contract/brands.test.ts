// Brands of the shop module: GET brand and GET brand/items/{id|slug} as BrandController answers
// them (api/docs/brands.md), and the brand_id every shop item carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

const SHOP = 4;

type Brand = Record<string, unknown> & { id: number; name: string; items_count: number };
type Item = {
  id: number;
  module_id: number;
  store_id: number;
  zone_id: number;
  status: number;
  brand_id: number;
  created_at: string;
};
type Page = { total_size: number; limit: unknown; offset: unknown; products: Item[] };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('GET brand', () => {
  it('is in the module check: no moduleId is 403, an unknown one too', async () => {
    const none = await api.call('/brand', { module: null });
    expect(none.status).toBe(403);
    expect(none.body).toEqual({ errors: [{ code: 'moduleId', message: 'Module id required' }] });
    const unknown = await api.call('/brand', { module: 999 });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0].code).toBe('moduleId');
  });

  it('answers a bare array of the active brands of the module or of none, in the model’s shape', async () => {
    const res = await api.call<Brand[]>('/brand', { module: SHOP });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const ids = res.body.map((b) => b.id);
    // 11 is switched off, 13 belongs to grocery; 12 has no module and is listed everywhere.
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    const first = res.body[0]!;
    expect(Object.keys(first)).toEqual([
      'id',
      'name',
      'slug',
      'image',
      'status',
      'created_at',
      'updated_at',
      'module_id',
      'items_count',
      'image_full_url',
      'translations',
      'storage',
    ]);
    expect(first).toMatchObject({ id: 1, name: 'Nova Mobile', slug: 'nova-mobile', status: 1, module_id: SHOP });
    expect(first.image_full_url).toMatch(/\/storage\/app\/public\/brand\/nova-mobile\.png$/);
    expect(first.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(first.translations).toEqual([]);
    expect(res.body.find((b) => b.id === 12)!.module_id).toBeNull();
    const logo = await fetch(String(first.image_full_url));
    expect(logo.status).toBe(200);
  });

  it('names and translations follow X-localization (only that language’s rows)', async () => {
    const ar = await api.call<Brand[]>('/brand', { module: SHOP, lang: 'ar' });
    const nile = ar.body.find((b) => b.id === 6)!;
    expect(nile.name).toBe('خيوط النيل');
    expect(nile.translations).toEqual([
      expect.objectContaining({
        translationable_type: 'App\\Models\\Brand',
        translationable_id: 6,
        locale: 'ar',
        key: 'name',
        value: 'خيوط النيل',
      }),
    ]);
    const tr = await api.call<Brand[]>('/brand', { module: SHOP, lang: 'tr' });
    expect(tr.body.find((b) => b.id === 9)!.name).toBe('Küçük Firavunlar');
  });

  it('counts items of the module in the zones, switched-off items included; all zones without zoneId', async () => {
    const cairo = await api.call<Brand[]>('/brand', { module: SHOP, zone: '[5]' });
    const alex = await api.call<Brand[]>('/brand', { module: SHOP, zone: '[6]' });
    const anywhere = await api.call<Brand[]>('/brand', { module: SHOP, zone: null });
    const count = (list: Brand[], id: number) => list.find((b) => b.id === id)!.items_count;
    expect(count(cairo.body, 1)).toBe(1);
    expect(count(alex.body, 1)).toBe(2);
    expect(count(anywhere.body, 1)).toBe(3);
    expect(count(cairo.body, 10)).toBe(0);
    // Voltix: six rows in Cairo, one of them an item switched off (brand/items lists five).
    expect(count(cairo.body, 5)).toBe(6);
    const listed = await api.call<Page>('/brand/items/5?limit=50&offset=1', { module: SHOP });
    expect(listed.body.total_size).toBe(5);
  });

  it('in grocery lists the grocery brand and the module-less one, with no shop items counted', async () => {
    const res = await api.call<Brand[]>('/brand', { module: 1 });
    expect(res.body.map((b) => [b.id, b.items_count])).toEqual([
      [12, 0],
      [13, 0],
    ]);
  });
});

describe('GET brand/items/{brand_id}', () => {
  it('needs a zoneId header first, then limit and offset', async () => {
    const noZone = await api.call('/brand/items/1', { module: SHOP, zone: null });
    expect(noZone.status).toBe(403);
    expect(noZone.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    const noPage = await api.call('/brand/items/1', { module: SHOP });
    expect(noPage.status).toBe(403);
    expect(noPage.body).toEqual({
      errors: [
        { code: 'limit', message: 'The limit field is required.' },
        { code: 'offset', message: 'The offset field is required.' },
      ],
    });
    const noOffset = await api.call('/brand/items/1?limit=5', { module: SHOP });
    expect(noOffset.body.errors.map((e: { code: string }) => e.code)).toEqual(['offset']);
    const noModule = await api.call('/brand/items/1?limit=5&offset=1', { module: null });
    expect(noModule.status).toBe(403);
    expect(noModule.body.errors[0].code).toBe('moduleId');
  });

  it('pages a brand’s active items in the zone, latest first, as {total_size, limit, offset, products}', async () => {
    const first = await api.call<Page>('/brand/items/6?limit=12&offset=1', { module: SHOP });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['total_size', 'limit', 'offset', 'products']);
    expect(first.body).toMatchObject({ total_size: 13, limit: '12', offset: '1' });
    expect(first.body.products).toHaveLength(12);
    const second = await api.call<Page>('/brand/items/6?limit=12&offset=2', { module: SHOP });
    expect(second.body.products).toHaveLength(1);
    const all = [...first.body.products, ...second.body.products];
    expect(new Set(all.map((p) => p.id)).size).toBe(13);
    for (const item of all) {
      expect(item).toMatchObject({ module_id: SHOP, zone_id: 5, status: 1, brand_id: 6 });
    }
    const created = all.map((p) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('takes a slug as well as an id, and follows the zone', async () => {
    const byId = await api.call<Page>('/brand/items/1?limit=10&offset=1', { module: SHOP, zone: '[6]' });
    const bySlug = await api.call<Page>('/brand/items/nova-mobile?limit=10&offset=1', { module: SHOP, zone: '[6]' });
    expect(bySlug.body.products.map((p) => p.id)).toEqual(byId.body.products.map((p) => p.id));
    expect(byId.body.total_size).toBe(2);
    expect(byId.body.products.every((p) => p.zone_id === 6)).toBe(true);
    const cairo = await api.call<Page>('/brand/items/nova-mobile?limit=10&offset=1', { module: SHOP });
    expect(cairo.body.total_size).toBe(1);
  });

  it('answers 200 with no products for an unknown brand, or a brand of another module', async () => {
    for (const key of ['999', 'no-such-brand']) {
      const res = await api.call<Page>(`/brand/items/${key}?limit=10&offset=1`, { module: SHOP });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ total_size: 0, limit: '10', offset: '1', products: [] });
    }
    const wrongModule = await api.call<Page>('/brand/items/6?limit=10&offset=1', { module: 1 });
    expect(wrongModule.body.total_size).toBe(0);
  });

  it('does not check the brand’s own status, as the real query does not', async () => {
    const active = await api.call<Page>('/brand/items/10?limit=10&offset=1', { module: SHOP });
    expect(active.body.total_size).toBe(0);
    const off = await api.call<Page>('/brand/items/retro-radio?limit=10&offset=1', { module: SHOP });
    expect(off.status).toBe(200);
  });
});

describe('brand_id on items', () => {
  it('is the linked brand, or 0 for an unbranded shop item and for other modules', async () => {
    const phone = await api.call<Item>('/items/details/97', { module: SHOP });
    expect(phone.body.brand_id).toBe(1);
    const lantern = await api.call<Page>('/items/search?name=Lantern&limit=10&offset=1', { module: SHOP });
    expect(lantern.body.products.length).toBeGreaterThan(0);
    expect(lantern.body.products.every((p) => p.brand_id === 0)).toBe(true);
    const grocery = await api.call<Item>('/items/details/1', { module: 1 });
    expect(grocery.body.brand_id).toBe(0);
  });
});
