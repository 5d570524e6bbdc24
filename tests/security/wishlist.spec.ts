// Attacks on the favourites, sent through the storefront as a customer would send them by hand:
// reading or changing another customer's wish-list (no user id goes through, removing another's
// entry changes nothing), and ids that are not ids, refused by zod before the marketplace.
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpFresh } from '../e2e/helpers.ts';

// other@demo.test's seeded favourites (api/seed/wishlists.ts): item 16 and store 2 in zone 5, Food.
const THEIR_ITEM = 16;
const THEIR_STORE = 2;

async function proxiedList(page: Page): Promise<{ items: number[]; stores: number[] }> {
  const res = await page.request.get('/api/v1/customer/wish-list');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { item: Array<{ id: number }>; store: Array<{ id: number }> };
  return { items: body.item.map((i) => i.id), stores: body.store.map((s) => s.id) };
}

test("another customer's wish-list can be neither read nor changed", async ({ browser, baseURL }) => {
  const mine = await browser.newContext({ baseURL });
  const me = await mine.newPage();
  await signUpFresh(me, baseURL!);
  const headers = { Origin: baseURL! };

  // Asking for someone else's list by any name is refused; the own list is the own list.
  for (const query of ['user_id=2', 'customer_id=2', 'guest_id=2', 'id=1']) {
    const res = await me.request.get(`/api/v1/customer/wish-list?${query}`);
    expect(res.status(), query).toBe(400);
  }
  expect(await proxiedList(me)).toEqual({ items: [], stores: [] });
  const bff = await me.request.get('/api/wishlist?user_id=2');
  expect(bff.status()).toBe(400);

  // Removing their entries: not found for this customer, and their list keeps them.
  for (const query of [`item_id=${THEIR_ITEM}`, `store_id=${THEIR_STORE}`]) {
    const res = await me.request.delete(`/api/v1/customer/wish-list/remove?${query}`, { headers });
    expect(res.status(), query).toBe(404);
  }
  for (const query of [`item_id=${THEIR_ITEM}&user_id=2`, `store_id=${THEIR_STORE}&user_id=2`]) {
    const res = await me.request.delete(`/api/v1/customer/wish-list/remove?${query}`, { headers });
    expect(res.status(), query).toBe(400);
  }
  // An add naming them goes nowhere either.
  expect((await me.request.post(`/api/v1/customer/wish-list/add?item_id=3&user_id=2`, { headers })).status()).toBe(400);
  const merged = await me.request.post('/api/wishlist', { headers, data: { items: [3], stores: [], user_id: 2 } });
  expect(merged.status()).toBe(400);

  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await signIn(them, baseURL!, 'other@demo.test');
  const list = await proxiedList(them);
  expect(list.items).toContain(THEIR_ITEM);
  expect(list.stores).toContain(THEIR_STORE);
  expect(list.items).not.toContain(3);
  await mine.close();
  await theirs.close();
});

test('ids that are not ids are refused at the storefront, before the marketplace', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL!);
  const headers = { Origin: baseURL! };
  for (const query of [
    '',
    'item_id=',
    'item_id=abc',
    'item_id=0',
    'item_id=-1',
    'item_id=1.5',
    'item_id=1e3',
    'item_id=01',
    'item_id=12345678901',
    'item_id=1%20OR%201=1',
    'item_id=1&item_id=2',
    'item_id=1&store_id=2',
    'store_id=[2]',
  ]) {
    for (const [method, path] of [
      ['POST', 'add'],
      ['DELETE', 'remove'],
    ] as const) {
      const res = await page.request.fetch(`/api/v1/customer/wish-list/${path}?${query}`, { method, headers });
      expect(res.status(), `${method} ${path}?${query}`).toBe(400);
    }
  }
  // The merge takes two lists of ids and nothing else.
  for (const data of [
    { items: ['1'], stores: [] },
    { items: [0], stores: [] },
    { items: [1.5], stores: [] },
    { items: [1] },
    { items: Array.from({ length: 201 }, (_, i) => i + 1), stores: [] },
    { items: [1], stores: [], guest_id: 1 },
    [1, 2],
  ]) {
    const res = await page.request.post('/api/wishlist', { headers, data });
    expect(res.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
  }
  // Nothing was saved by any of them.
  expect(await proxiedList(page)).toEqual({ items: [], stores: [] });
});

test('signed out, every wish-list call answers 401', async ({ request, baseURL }) => {
  const headers = { Origin: baseURL! };
  expect((await request.get('/api/v1/customer/wish-list')).status()).toBe(401);
  expect((await request.post('/api/v1/customer/wish-list/add?item_id=1', { headers })).status()).toBe(401);
  expect((await request.delete('/api/v1/customer/wish-list/remove?item_id=1', { headers })).status()).toBe(401);
  expect((await request.get('/api/wishlist')).status()).toBe(401);
  expect((await request.post('/api/wishlist', { headers, data: { items: [1], stores: [] } })).status()).toBe(401);
});
