// The wish-list routes, answered as 6amMart 3.1's WishlistController answers them
// (api/docs/wishlist.md cites the lines): scoped to the token's user, 409 for a second add,
// 404 {message} for a remove of nothing, 403 errors for a missing or a double id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type CallOptions, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let otherToken: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  otherToken = await api.login('other@demo.test');
});
afterAll(() => api.stop());

const add = (query: string, who: string | null = token) =>
  api.call(`/customer/wish-list/add?${query}`, { method: 'POST', token: who });
const remove = (query: string, who: string | null = token) =>
  api.call(`/customer/wish-list/remove?${query}`, { method: 'DELETE', token: who });
const list = (who: string | null = token, options: CallOptions = {}) =>
  api.call('/customer/wish-list', { token: who, ...options });

describe('customer/wish-list', () => {
  it('is behind auth:api and needs the zoneId header', async () => {
    expect(await list(null)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await list(token, { zone: null })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] },
    });
  });

  it('lists the saved items and stores of the zones and module asked for, as the catalogue formats them', async () => {
    // other@demo.test has item 16 and store 2 (zone 5, Food), store 14 (zone 6) and item 1 (Grocery).
    const food = await list(otherToken, { zone: '[5]', module: 2 });
    expect(food.status).toBe(200);
    expect(Object.keys(food.body)).toEqual(['item', 'store']);
    expect(food.body.item.map((i: { id: number }) => i.id)).toEqual([16]);
    expect(food.body.store.map((s: { id: number }) => s.id)).toEqual([2]);
    // The item as product_data_formatting gives it, the store as store_data_formatting withOpen.
    const item = (await api.call('/items/details/16', { module: 2 })).body;
    expect(Object.keys(food.body.item[0]).sort()).toEqual(
      expect.arrayContaining(['id', 'name', 'price', 'store_id', 'store_name', 'module_type', 'image_full_url']),
    );
    expect(food.body.item[0]).toMatchObject({ id: 16, name: item.name, price: item.price, store_id: 2 });
    expect(food.body.store[0]).toMatchObject({ id: 2, name: 'Tahrir Koshary House', zone_id: 5 });
    expect(food.body.store[0]).toHaveProperty('open');
    expect(food.body.store[0]).toHaveProperty('logo_full_url');

    const everywhere = await list(otherToken, { zone: '[5,6]', module: null });
    expect(everywhere.body.item.map((i: { id: number }) => i.id)).toEqual([16, 1]);
    expect(everywhere.body.store.map((s: { id: number }) => s.id)).toEqual([2, 14]);

    const ar = await list(otherToken, { zone: '[5]', module: 2, lang: 'ar' });
    expect(ar.body.store[0].name).not.toBe('Tahrir Koshary House');
  });

  it("is the caller's own: another customer's saved rows never show", async () => {
    expect((await list(token, { zone: '[5,6]', module: null })).body).toEqual({ item: [], store: [] });
  });
});

describe('customer/wish-list/add and remove', () => {
  it('adds an item or a store once; a second add is 409 Already in wishlist', async () => {
    expect(await add('item_id=17')).toMatchObject({ status: 200, body: { message: 'Added successfully' } });
    expect(await add('item_id=17')).toMatchObject({ status: 409, body: { message: 'Already in wishlist' } });
    expect(await add('store_id=5')).toMatchObject({ status: 200, body: { message: 'Added successfully' } });
    expect(await add('store_id=5')).toMatchObject({ status: 409, body: { message: 'Already in wishlist' } });
    const mine = await list(token, { zone: '[5]', module: 2 });
    expect(mine.body.item.map((i: { id: number }) => i.id)).toEqual([17]);
    expect(mine.body.store.map((s: { id: number }) => s.id)).toEqual([5]);
    // The other customer's list is untouched, and may hold the same item on its own.
    expect(await add('item_id=17', otherToken)).toMatchObject({ status: 200 });
    expect(await remove('item_id=17', otherToken)).toMatchObject({ status: 200 });
  });

  it('takes the ids from a JSON or form body too ($request->all())', async () => {
    const json = await api.call('/customer/wish-list/add', { method: 'POST', token, json: { item_id: 18 } });
    expect(json).toMatchObject({ status: 200, body: { message: 'Added successfully' } });
    const form = new FormData();
    form.set('item_id', '18');
    const removed = await api.call('/customer/wish-list/remove', { method: 'DELETE', token, form });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Successfully removed' } });
  });

  it('refuses neither id (403, both fields) and both ids (403 data)', async () => {
    expect(await add('')).toEqual(
      expect.objectContaining({
        status: 403,
        body: {
          errors: [
            { code: 'item_id', message: 'The item id field is required when store id is not present.' },
            { code: 'store_id', message: 'The store id field is required when item id is not present.' },
          ],
        },
      }),
    );
    expect(await add('item_id=1&store_id=1')).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'data', message: 'Can not add both food and restaurant at same time' }] },
    });
    expect((await remove('')).status).toBe(403);
  });

  it('keeps an id no item has (no foreign key) and never lists it', async () => {
    expect(await add('item_id=999999')).toMatchObject({ status: 200 });
    const mine = await list(token, { zone: '[5,6]', module: null });
    expect(mine.body.item.map((i: { id: number }) => i.id)).not.toContain(999999);
    expect(await remove('item_id=999999')).toMatchObject({ status: 200 });
  });

  it("removes the caller's row; another's or a missing one is 404 {message: Not found}", async () => {
    // Item 16 is saved by other@demo.test only.
    expect(await remove('item_id=16')).toEqual(
      expect.objectContaining({ status: 404, body: { message: 'Not found' } }),
    );
    const theirs = await list(otherToken, { zone: '[5]', module: 2 });
    expect(theirs.body.item.map((i: { id: number }) => i.id)).toEqual([16]);
    expect(await remove('store_id=5')).toMatchObject({ status: 200, body: { message: 'Successfully removed' } });
    expect(await remove('store_id=5')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect(await remove('item_id=17')).toMatchObject({ status: 200 });
    expect((await list(token, { zone: '[5]', module: 2 })).body).toEqual({ item: [], store: [] });
  });

  it('needs a token', async () => {
    expect(await add('item_id=1', null)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await remove('item_id=1', null)).toMatchObject({ status: 401 });
  });
});
