// GET customer/visit-again (api/docs/visit-again.md): the stores a customer ordered from, with
// five of each store's items, as OrderController@order_again answers (B31 :2071-2105).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoreSchema } from '../../src/lib/api/index.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let other: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  other = await api.login('other@demo.test');
});
afterAll(() => api.stop());

/** An Item model as Laravel serialises it: casts applied, JSON columns other than images as text. */
const RawItem = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  store_id: z.number().int(),
  module_id: z.number().int(),
  price: z.number(),
  avg_rating: z.number(),
  recommended: z.number().int(),
  images: z.array(z.unknown()),
  variations: z.string(),
  food_variations: z.string(),
  add_ons: z.string(),
  category_ids: z.string(),
  image_full_url: z.string().nullable(),
  images_full_url: z.array(z.string().nullable()),
  unit_type: z.string().nullable(),
  translations: z.array(z.unknown()),
  storage: z.array(z.unknown()),
});

const Entry = z.looseObject({ id: z.number().int(), open: z.number().int(), items: z.array(RawItem) });

/** The answer read as the storefront reads a store list, and each entry's open flag and items. */
const VisitAgain = {
  parse(body: unknown) {
    const stores = z.array(StoreSchema).parse(body);
    return z
      .array(Entry)
      .parse(body)
      .map((entry, i) => ({ ...entry, distance: stores[i]!.distance }));
  },
};

const visitAgain = (options: Parameters<TestApi['call']>[1] = {}) =>
  api.call('/customer/visit-again', { token, ...options });

describe('GET customer/visit-again', () => {
  it('needs a signed-in customer (auth:api)', async () => {
    const res = await api.call('/customer/visit-again');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a request without a zoneId header: 403 zoneId', async () => {
    const res = await visitAgain({ zone: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
  });

  it('refuses an unknown module (module-check) and answers no store without one', async () => {
    const unknown = await visitAgain({ module: 999 });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0].code).toBe('moduleId');
    const none = await visitAgain({ module: null });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('lists the stores of the module the customer ordered from, whatever the status, as a bare array', async () => {
    // Customer 1 ordered from stores 2 (delivered, processing) and 22 (delivered) in food.
    const food = await visitAgain({ module: 2 });
    expect(food.status).toBe(200);
    const stores = VisitAgain.parse(food.body);
    expect(stores.map((s) => s.id).sort((a, b) => a - b)).toEqual([2, 22]);
    // Grocery: 1 (delivered), 3 (canceled), 4 (pending); open stores first.
    const grocery = VisitAgain.parse((await visitAgain({ module: 1 })).body);
    expect(grocery.map((s) => s.id).sort((a, b) => a - b)).toEqual([1, 3, 4]);
    const open = grocery.map((s) => s.open);
    expect(open).toEqual([...open].sort((a, b) => b - a));
  });

  it("gives each store five of its own items, best rated first, not the customer's ordered lines", async () => {
    const stores = VisitAgain.parse((await visitAgain({ module: 2 })).body);
    for (const store of stores) {
      expect(store.items.length).toBeGreaterThan(0);
      expect(store.items.length).toBeLessThanOrEqual(5);
      for (const item of store.items) expect(item.store_id).toBe(store.id);
      const ratings = store.items.map((i) => i.avg_rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  it("never shows another customer's stores, nor stores of another zone", async () => {
    // Customer 2 ordered from stores 6 (food) and 1 (grocery).
    const theirs = VisitAgain.parse((await visitAgain({ token: other, module: 2 })).body);
    expect(theirs.map((s) => s.id)).toEqual([6]);
    const elsewhere = await visitAgain({ module: 2, zone: '[6]' });
    expect(elsewhere.body).toEqual([]);
  });

  it('measures distance from the latitude and longitude headers, in metres', async () => {
    const near = VisitAgain.parse(
      (await visitAgain({ module: 2, headers: { latitude: '30.0444', longitude: '31.2357' } })).body,
    );
    for (const store of near) expect(store.distance).toBeLessThan(50_000);
  });
});
