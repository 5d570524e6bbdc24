// The reference API refuses module ids it does not have, as a real 6amMart server does
// (reference §1.5 and §2): a present but unknown moduleId is 403 "Not found" on every route of
// the module-check group, the exception routes included; /module answers per zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const NOT_FOUND = { errors: [{ code: 'moduleId', message: 'Not found' }] };

describe('an unknown moduleId', () => {
  it('is refused on the exception routes, where the header may be absent but not wrong', async () => {
    for (const path of [
      '/banners',
      '/stores/get-stores/all',
      '/categories',
      '/customer/cart/list?guest_id=7',
      '/customer/order/list?guest_id=7&limit=10&offset=1',
    ]) {
      for (const module of [99, 0]) {
        const res = await api.call(path, { module });
        expect(res.status, `${path} ${module}`).toBe(403);
        expect(res.body, `${path} ${module}`).toEqual(NOT_FOUND);
      }
    }
  });

  it('is refused before the cart and order controllers read it', async () => {
    const token = await api.login();
    const add = await api.call('/customer/cart/add', {
      method: 'POST',
      module: 99,
      token,
      json: { item_id: 1, model: 'Item', price: 10, quantity: 1 },
    });
    expect(add.status).toBe(403);
    expect(add.body).toEqual(NOT_FOUND);
    const place = await api.call('/customer/order/place', {
      method: 'POST',
      module: 99,
      token,
      json: { order_type: 'delivery' },
    });
    expect(place.status).toBe(403);
    expect(place.body).toEqual(NOT_FOUND);
    const info = await api.call('/customer/info', { module: 99, token });
    expect(info.status).toBe(403);
  });

  it('is refused when it is not a number at all', async () => {
    const res = await api.call('/stores/get-stores/all', { headers: { moduleId: 'abc' }, module: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('does not matter outside the group: /module, store details and /config', async () => {
    for (const path of ['/module', '/stores/details/1', '/config']) {
      expect((await api.call(path, { module: 99 })).status, path).toBe(200);
    }
  });
});

describe('GET /module', () => {
  it("lists every active module without a zone, and only the zone's modules with one", async () => {
    const all = await api.call<Array<{ id: number; zones?: unknown[] }>>('/module', { zone: null, module: null });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body.every((m) => m.zones === undefined)).toBe(true);
    const zoned = await api.call<Array<{ id: number; zones: Array<{ id: number }> }>>('/module', {
      zone: '[5]',
      module: null,
    });
    expect(zoned.body.length).toBeGreaterThan(0);
    expect(zoned.body.every((m) => m.zones.length > 0 && m.zones.every((z) => z.id === 5))).toBe(true);
    const nowhere = await api.call<unknown[]>('/module', { zone: '[987654]', module: null });
    expect(nowhere.body).toEqual([]);
  });
});
