// Reviews sent through the storefront: the marketplace would accept a review of any item for any
// order, anyone's, delivered or not, with a rating of 0 and a comment of megabytes
// (api/docs/reviews.md). /api/review must refuse each of those before the marketplace sees it.
import { expect, test, type Page } from '@playwright/test';
import { API, signUpFresh } from '../e2e/helpers.ts';
import { apiToken } from '../e2e/marketplace-orders.ts';
import { markDelivered, placeOrder, storeOneItems } from '../e2e/review-helpers.ts';

let baseURL = '';
const send = (page: Page, body: unknown) =>
  page.request.post('/api/review', { headers: { Origin: baseURL }, data: body as Record<string, unknown> });

async function reviewsOf(page: Page, itemId: number): Promise<Array<{ order_id: number | null }>> {
  const res = await page.request.get(`${API}/items/reviews/${itemId}`, {
    headers: { Accept: 'application/json', moduleId: '1' },
  });
  return (await res.json()).reviews;
}

test('refuses what the marketplace would take: foreign, pending, wrong item, twice, bad ratings, huge text', async ({
  page,
  baseURL: base,
}) => {
  test.setTimeout(90_000);
  baseURL = base!;
  const email = await signUpFresh(page, baseURL);
  const token = await apiToken(page.request, email);
  const items = await storeOneItems(page.request);
  const [mine, other, notInOrder] = items;
  const delivered = await placeOrder(page.request, token, [mine!, other!]);
  markDelivered(delivered);
  const pending = await placeOrder(page.request, token, [mine!]);

  // Someone else's delivered order (the demo customer's), an item that is in it.
  const foreign = await send(page, { order_id: 100001, item_id: 2, rating: 5 });
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).code).toBe('notInOrder');

  const early = await send(page, { order_id: pending, item_id: mine!.id, rating: 5 });
  expect(early.status()).toBe(409);
  expect((await early.json()).code).toBe('notDelivered');

  const wrongItem = await send(page, { order_id: delivered, item_id: notInOrder!.id, rating: 5 });
  expect(wrongItem.status()).toBe(422);
  expect((await wrongItem.json()).code).toBe('notInOrder');

  for (const rating of [0, 6, -1, 4.5, 'five', null]) {
    const bad = await send(page, { order_id: delivered, item_id: mine!.id, rating });
    expect(bad.status(), `rating ${rating}`).toBe(422);
    expect(await bad.json()).toMatchObject({ code: 'ratingRequired', field: 'rating' });
  }
  const huge = await send(page, { order_id: delivered, item_id: mine!.id, rating: 5, comment: 'x'.repeat(1001) });
  expect(huge.status()).toBe(422);
  expect(await huge.json()).toMatchObject({ code: 'commentTooLong', field: 'comment' });
  // Beyond the body cap the request is not even read.
  const endless = await send(page, { order_id: delivered, item_id: mine!.id, rating: 5, comment: 'x'.repeat(40_000) });
  expect(endless.status()).toBe(413);
  // None of those reached the marketplace.
  for (const item of [mine!, notInOrder!])
    expect((await reviewsOf(page, item.id)).some((r) => r.order_id === delivered || r.order_id === pending)).toBe(
      false,
    );
  expect((await reviewsOf(page, 2)).filter((r) => r.order_id === 100001)).toHaveLength(1);

  const first = await send(page, {
    order_id: delivered,
    item_id: mine!.id,
    rating: 4,
    comment: '<img src=x onerror=alert(1)>',
  });
  expect(first.status()).toBe(200);
  const twice = await send(page, { order_id: delivered, item_id: mine!.id, rating: 5 });
  expect(twice.status()).toBe(409);
  expect((await twice.json()).code).toBe('already');
  expect((await reviewsOf(page, mine!.id)).filter((r) => r.order_id === delivered)).toHaveLength(1);
});

test('needs a session and a same-origin post', async ({ request, baseURL: base }) => {
  const signedOut = await request.post('/api/review', {
    headers: { Origin: base! },
    data: { order_id: 100001, item_id: 2, rating: 5 },
  });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toMatchObject({ code: 'signIn', signIn: true });
  const crossSite = await request.post('/api/review', {
    headers: { Origin: 'https://evil.example' },
    data: { order_id: 100001, item_id: 2, rating: 5 },
  });
  expect(crossSite.status()).toBe(403);
  expect((await request.get('/api/review')).status()).toBe(405);
});

test('a comment is shown as text on the product page, never as markup', async ({ page, baseURL: base }) => {
  test.setTimeout(120_000);
  baseURL = base!;
  const email = await signUpFresh(page, baseURL);
  const token = await apiToken(page.request, email);
  const [, , , item] = await storeOneItems(page.request);
  const order = await placeOrder(page.request, token, [item!]);
  markDelivered(order);
  const mark = `pwn${Date.now().toString(36)}`;
  const comment = `<img src=x onerror="window.${mark}=1"><b>${mark}</b>`;
  expect((await send(page, { order_id: order, item_id: item!.id, rating: 3, comment })).status()).toBe(200);
  await expect(async () => {
    await page.goto(`/en/single-product/${item!.id}?module=1`);
    await expect(page.locator('[data-review-comment]').filter({ hasText: mark })).toHaveText(comment, {
      timeout: 1000,
    });
  }).toPass({ timeout: 90_000, intervals: [2000] });
  expect(await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], mark)).toBeUndefined();
  await expect(page.locator(`[data-product-reviews] b`)).toHaveCount(0);
});
