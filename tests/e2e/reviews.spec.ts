// Reviews: the product page's score, star breakdown and newest reviews (en and ar), all reviews
// on plain pages, the empty and error states, and a customer reviewing an item of a delivered
// order, by keyboard, then finding the review on the product page.
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { flakyApi } from './flaky-api.ts';
import { API, signUpFresh } from './helpers.ts';
import { apiToken } from './marketplace-orders.ts';
import { markDelivered, placeOrder, storeOneItems } from './review-helpers.ts';

type ApiReview = { id: number; rating: number; comment: string | null; created_at: string; customer: any };

async function apiReviews(request: APIRequestContext, itemId: number, lang = 'en'): Promise<ApiReview[]> {
  const res = await request.get(`${API}/items/reviews/${itemId}`, {
    headers: { Accept: 'application/json', moduleId: '1', 'X-localization': lang },
  });
  return (await res.json()).reviews;
}

const newestFirst = (list: ApiReview[]) =>
  [...list].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const nameOf = (r: ApiReview) => `${r.customer.f_name} ${r.customer.l_name}`.trim();

/** Item 2 of store 1: the seed's most reviewed item (api/seed/reviews.ts). */
const REVIEWED = 2;

async function jsonLdProduct(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => [JSON.parse(text)].flat()) as Array<Record<string, any>>;
  return nodes.find((n) => n['@type'] === 'Product')!;
}

test('the product page shows the score, the 5-to-1 breakdown and the newest reviews as text', async ({
  page,
  request,
}) => {
  const reviews = await apiReviews(request, REVIEWED);
  const item = (await (
    await request.get(`${API}/items/details/${REVIEWED}`, { headers: { Accept: 'application/json', moduleId: '1' } })
  ).json()) as { avg_rating: number; rating_count: number };
  await page.goto(`/en/single-product/${REVIEWED}?module=1`);
  const section = page.locator('[data-product-reviews]');
  await expect(section.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(section.locator('[data-review-average]')).toContainText(item.avg_rating.toFixed(1));
  await expect(section.locator('[data-review-count]')).toHaveText(`Based on ${item.rating_count} ratings`);
  for (const stars of [5, 4, 3, 2, 1]) {
    const count = reviews.filter((r) => r.rating === stars).length;
    const row = section.locator(`[data-star-row="${stars}"]`);
    await expect(row.locator('[data-star-count]')).toHaveText(String(count));
    await expect(row).toContainText(`${stars} out of 5: ${count} review`);
    const width = await row.locator('[data-star-bar]').evaluate((el) => el.getAttribute('style'));
    expect(width).toBe(`inline-size:${Math.round((count / reviews.length) * 100)}%`);
  }
  // The five newest, newest first: name, stars, date, comment.
  const shown = newestFirst(reviews).slice(0, 5);
  const cards = section.locator('[data-review]');
  await expect(cards).toHaveCount(5);
  for (const [i, review] of shown.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('[data-review-name]')).toHaveText(nameOf(review));
    await expect(card.getByText(`Rated ${review.rating} out of 5`)).toBeAttached();
    await expect(card.locator('time')).toHaveAttribute('datetime', review.created_at);
    if (review.comment) await expect(card.locator('[data-review-comment]')).toHaveText(review.comment);
  }
  const product = await jsonLdProduct(page);
  expect(product.review).toHaveLength(5);
  expect(product.review[0]).toMatchObject({
    '@type': 'Review',
    author: { '@type': 'Person', name: nameOf(shown[0]!) },
    reviewRating: { '@type': 'Rating', ratingValue: shown[0]!.rating, bestRating: 5 },
  });
  // Public page, nothing personal: still shared by caches.
  // (A render from data past its freshness says no-store and refreshes it: the next one is shared.)
  let res!: APIResponse;
  await expect
    .poll(async () => {
      res = await request.get(`/en/single-product/${REVIEWED}?module=1`);
      return res.headers()['cache-control'];
    })
    .toContain('s-maxage');
  expect(await res.text()).not.toContain('@demo.test');
});

test('in Arabic the section reads right to left with dates and numbers in Arabic', async ({ page, request }) => {
  const reviews = newestFirst(await apiReviews(request, REVIEWED, 'ar'));
  await page.goto(`/ar/single-product/${REVIEWED}?module=1`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.locator('[data-product-reviews]');
  await expect(section.getByRole('heading', { level: 2, name: 'التقييمات' })).toBeVisible();
  await expect(section.locator('[data-review-count]')).toContainText('بناءً على');
  await expect(section.locator('[data-review-count]')).toContainText('١٣');
  await expect(section.locator('[data-star-row="5"] [data-star-count]')).toHaveText(/^\s*[٠-٩]+\s*$/);
  const first = section.locator('[data-review]').first();
  await expect(first.locator('[data-review-name]')).toHaveText(nameOf(reviews[0]!));
  // "٢١ نوفمبر ٢٠٢٦": Arabic month, Arabic-Indic digits.
  await expect(first.locator('[data-review-date]')).toHaveText(/[٠-٩]/);
  await expect(section.locator('[data-reviews-more]')).toContainText('عرض كل المراجعات');
});

test('all reviews are on plain pages, ten a page, that work without JavaScript', async ({
  browser,
  baseURL,
  request,
}) => {
  const reviews = newestFirst(await apiReviews(request, REVIEWED));
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/en/single-product/${REVIEWED}?module=1`);
  await page.locator('[data-reviews-more]').click();
  await expect(page).toHaveURL(new RegExp(`/en/single-product/${REVIEWED}/reviews$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reviews of');
  await expect(page.locator('[data-reviews-page]')).toHaveText('Page 1 of 2');
  await expect(page.locator('[data-review]')).toHaveCount(10);
  await page.getByRole('link', { name: 'Older reviews' }).click();
  await expect(page).toHaveURL(/\/reviews\?page=2$/);
  await expect(page.locator('[data-review]')).toHaveCount(reviews.length - 10);
  await expect(page.locator('[data-review-name]').last()).toHaveText(nameOf(reviews.at(-1)!));
  await page.getByRole('link', { name: 'Newer reviews' }).click();
  await expect(page.locator('[data-reviews-page]')).toHaveText('Page 1 of 2');
  await page.locator('[data-back-to-product]').click();
  await expect(page).toHaveURL(new RegExp(`/en/single-product/${REVIEWED}$`));
  await context.close();
  expect((await request.get('/en/single-product/999999/reviews')).status()).toBe(404);
});

test('an item nobody reviewed says so, without a breakdown', async ({ page, request }) => {
  const items = await storeOneItems(request);
  const unrated = [];
  for (const item of items) {
    const details = await (
      await request.get(`${API}/items/details/${item.id}`, { headers: { Accept: 'application/json', moduleId: '1' } })
    ).json();
    if (details.rating_count === 0 && (await apiReviews(request, item.id)).length === 0) unrated.push(item);
  }
  expect(unrated.length, 'store 1 has an item without ratings').toBeGreaterThan(0);
  await page.goto(`/en/single-product/${unrated[0]!.id}?module=1`);
  const section = page.locator('[data-product-reviews]');
  await expect(section.locator('[data-reviews-empty]')).toContainText('No reviews yet');
  await expect(section.locator('[data-review-breakdown]')).toHaveCount(0);
  await expect(section.locator('[data-review]')).toHaveCount(0);
  expect((await jsonLdProduct(page)).review).toBeUndefined();
});

test.describe('when the reviews cannot be loaded', () => {
  const api = flakyApi<'reviews-down'>({
    slowBody: '{}',
    wrongTypesBody: {},
    custom: (mode, req, res) => {
      if (mode !== 'reviews-down' || !/^\/api\/v1\/items\/reviews\//.test(req.url ?? '')) return false;
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"message":"Server Error"}');
      return true;
    },
    // The failure must reach the page, not a copy kept from a moment before.
    env: { DATA_CACHE_TTL_MS: '1' },
  });
  test.beforeAll(() => api.start());
  test.afterAll(() => api.stop());

  test('the product page still shows, with an error and a retry that works once they load', async ({ page }) => {
    test.setTimeout(90_000);
    api.mode = 'reviews-down';
    await page.goto(`${api.base}/en/single-product/${REVIEWED}?module=1`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const section = page.locator('[data-product-reviews]');
    await expect(section.getByRole('alert')).toContainText('The reviews could not be loaded.');
    await expect(page.locator('[data-current-price]')).toBeVisible();
    api.mode = 'proxy';
    await section.getByRole('alert').getByRole('link').click();
    await expect(page.locator('[data-product-reviews] [data-review]').first()).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('writing a review', () => {
  test('a customer rates an item of a delivered order by keyboard and finds the review on its page', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await signUpFresh(page, baseURL!);
    const token = await apiToken(request, email);
    const [item] = await storeOneItems(request);
    const orderId = await placeOrder(request, token, [item!]);
    markDelivered(orderId);
    const comment = `Crisp and fresh, thanks ${Date.now().toString(36)}`;

    await page.goto(`/en/orders-details/${orderId}`);
    const section = page.locator('[data-order-reviews]');
    await expect(section.getByRole('heading', { name: 'Rate your items' })).toBeVisible();
    const form = section.getByRole('form', { name: `Review ${item!.name}` });
    // Keyboard only: into the star group, then arrows move the choice.
    await form.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: '1 star' })).toBeChecked();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(form.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Your review (optional)')).toBeFocused();
    await page.keyboard.type(comment);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send review' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status').filter({ hasText: 'Thank you! Your review was sent.' })).toBeFocused();

    // Reloaded, the item says it is reviewed and offers no form.
    await page.reload();
    await expect(section.locator('[data-reviewed]')).toHaveText('You reviewed this item');
    await expect(section.locator('form')).toHaveCount(0);

    // The product page is cached for up to 30 s: it shows the review once its copy is renewed.
    await expect(async () => {
      await page.goto(`/en/single-product/${item!.id}?module=1`);
      await expect(page.locator('[data-product-reviews] [data-review-comment]').first()).toHaveText(comment, {
        timeout: 1000,
      });
    }).toPass({ timeout: 90_000, intervals: [2000] });
    await expect(page.locator('[data-product-reviews] [data-review-name]').first()).toHaveText(/Test Buyer/);
  });

  test('a refused review keeps what was typed, and an order not delivered offers nothing', async ({
    page,
    baseURL,
    request,
  }) => {
    const email = await signUpFresh(page, baseURL!);
    const token = await apiToken(request, email);
    const items = await storeOneItems(request);
    const running = await placeOrder(request, token, [items[0]!]);
    await page.goto(`/en/orders-details/${running}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-order-reviews]')).toHaveCount(0);

    const delivered = await placeOrder(request, token, [items[1]!]);
    markDelivered(delivered);
    await page.goto(`/en/orders-details/${delivered}`);
    const form = page.locator('[data-review-form]').first();
    await form.getByLabel('Your review (optional)').fill('No stars chosen yet');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.locator('[data-review-status]')).toHaveText('Choose from 1 to 5 stars.');
    await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
    await expect(form.getByLabel('Your review (optional)')).toHaveValue('No stars chosen yet');
  });

  test('without JavaScript the form posts and comes back with the outcome', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const email = await signUpFresh(page, baseURL!);
    const token = await apiToken(request, email);
    const items = await storeOneItems(request);
    const orderId = await placeOrder(request, token, [items[2]!]);
    markDelivered(orderId);
    await page.goto(`/en/orders-details/${orderId}`);
    const form = page.locator('[data-review-form]').first();
    await form.locator('label[for$="-star-5"]').click();
    await form.getByLabel('Your review (optional)').fill('Sent as a plain form');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/orders-details/${orderId}\\?`));
    await expect(page.locator('[data-reviewed]')).toContainText('Thank you! Your review was sent.');
    await context.close();
  });

  test('the order page and the product reviews fit a 320 px phone, light and dark, en and ar', async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    for (const [lang, scheme] of [
      ['en', 'light'],
      ['ar', 'dark'],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 800 }, colorScheme: scheme });
      const page = await context.newPage();
      const email = await signUpFresh(page, baseURL!);
      const token = await apiToken(request, email);
      const items = await storeOneItems(request);
      const orderId = await placeOrder(request, token, [items[0]!]);
      markDelivered(orderId);
      await page.goto(`/${lang}/orders-details/${orderId}`);
      const form = page.locator('[data-review-form]').first();
      await form.locator('label[for$="-star-4"]').click();
      const section = page.locator('[data-order-reviews]');
      await section.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await section.screenshot({ path: testInfo.outputPath(`order-review-${lang}-${scheme}.png`) });
      await page.goto(`/${lang}/single-product/${REVIEWED}?module=1`);
      const reviews = page.locator('[data-product-reviews]');
      await reviews.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await reviews.screenshot({ path: testInfo.outputPath(`product-reviews-${lang}-${scheme}.png`) });
      await context.close();
    }
  });
});
