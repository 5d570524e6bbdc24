// Favourites that follow the customer: signed in, the hearts on items and stores are the
// marketplace's wish-list (api/docs/wishlist.md), the device's list merged into it at sign-in.
import { expect, type Page, test } from '@playwright/test';
import { holdIslandsOnSlowPhone, signUpFresh, slowPhone } from './helpers.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The account's wish-list as the marketplace answers it, every module's (the storefront's
 * /api/wishlist reads customer/wish-list without a module).
 */
async function accountList(page: Page): Promise<{ items: number[]; stores: number[] }> {
  const res = await page.request.get('/api/wishlist');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: Array<{ id: number }>; stores: Array<{ id: number }> };
  return { items: body.items.map((i) => i.id), stores: body.stores.map((s) => s.id) };
}

/** Hearts the first product card of a list and the first store card; answers both names. */
async function heartProductAndStore(page: Page, lang: 'en' | 'ar', productLabel: RegExp, storeLabel: RegExp) {
  await page.goto(`/${lang}/all-products?list=new-arrival`);
  const card = page.getByRole('article').first();
  const product = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: productLabel });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/${lang}/stores`);
  const storeCard = page.getByRole('article').first();
  const store = (await storeCard.getByRole('heading').textContent())!.trim();
  const storeHeart = storeCard.getByRole('button', { name: storeLabel });
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
  await storeHeart.click();
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /./ }).last()).toBeVisible();
  return { product, store };
}

test('signing in merges the device hearts into the account, and they follow to another browser', async ({
  browser,
  baseURL,
}) => {
  // Two browsers, a sign-up and six pages: more than the usual minute on a busy machine.
  test.slow();
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  const { product, store } = await heartProductAndStore(page, 'en', /Add to favourites/, /Add store to favourites/);

  const email = await signUpFresh(page, baseURL!);
  // The first signed-in page merges the device's list into the account's.
  await page.goto('/en/whishlists');
  await expect(page.getByRole('heading', { level: 2, name: product })).toBeVisible();
  await expect.poll(async () => (await accountList(page)).items.length).toBe(1);
  expect((await accountList(page)).stores).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlistOwner'))).toBe('account');

  // Another browser, signed in to the same account, shows the same favourites.
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  const res = await other.request.post('/api/session', {
    headers: { Origin: baseURL! },
    data: { email_or_phone: email, password: 'longenough1', terms: true },
  });
  expect(res.status()).toBe(200);
  await other.goto('/en/whishlists');
  // The page asks for the account's list once it has loaded (a merge of this device's empty one).
  await expect(other.getByRole('heading', { level: 2, name: product })).toBeVisible({ timeout: 20_000 });
  // The tabs are links: the stores tab is a page of its own.
  const tabs = other.getByRole('navigation', { name: 'Saved' });
  await tabs.getByRole('link', { name: 'Stores' }).click();
  await expect(other).toHaveURL(/\/en\/whishlists\?tab=stores$/);
  await expect(tabs.getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');
  const row = other.getByRole('listitem').filter({ has: other.getByRole('link', { name: store }) });
  await expect(row).toBeVisible();

  // Removed there (keyboard), it is gone from the account and from the first browser's page.
  const rowHeart = row.getByRole('button', { name: new RegExp(`Add store to favourites: ${escapeRegExp(store)}`) });
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'true');
  await rowHeart.focus();
  await other.keyboard.press('Enter');
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(other.getByRole('status').filter({ hasText: 'Store removed from favourites' })).toBeVisible();
  await expect.poll(async () => (await accountList(other)).stores).toEqual([]);
  await page.goto('/en/whishlists?tab=stores');
  await expect(page.getByText("You haven't saved any stores yet.")).toBeVisible();

  // Signed out, the account's copy leaves the device.
  await page.request.post('/api/session/sign-out', { headers: { Origin: baseURL! } });
  await page.goto('/en/whishlists');
  await expect(page.getByText("You haven't saved any products yet.")).toBeVisible();
  await first.close();
  await second.close();
});

test('signed in, a heart tapped before the islands’ code arrives reaches the account, the page left at once', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  // The card controls' code never arrives on this page: the heart is answered by the page itself.
  await holdIslandsOnSlowPhone(page);
  await page.goto('/en/categories/6', { waitUntil: 'commit' });
  const heart = page.locator('button[data-card-heart]:visible').first();
  const id = Number(await heart.getAttribute('data-card-heart'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/whishlists', { waitUntil: 'commit' });
  await expect.poll(async () => (await accountList(page)).items).toEqual([id]);
});

test('a heart the marketplace refuses is taken back, with a message', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL!);
  await page.goto('/en/all-products?list=new-arrival');
  await page.route('**/api/v1/customer/wish-list/add?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' }),
  );
  const heart = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Add to favourites/ });
  await heart.click();
  await expect(page.getByText('Your favourites could not be saved. Please try again.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/en/stores');
  const storeHeart = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Add store to favourites/ });
  await storeHeart.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The store could not be saved. Please try again.' }),
  ).toBeVisible();
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
  expect(await accountList(page)).toEqual({ items: [], stores: [] });
});

test('in Arabic on a slow phone: a store heart on its page, the stores tab, signed in', async ({ page, baseURL }) => {
  await slowPhone(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await signUpFresh(page, baseURL!);
  await page.goto('/ar/store/2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heart = page.getByRole('button', { name: /أضف المتجر إلى المفضلة/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة المتجر إلى المفضلة' })).toBeVisible();
  await expect.poll(async () => (await accountList(page)).stores).toEqual([2]);

  const storeName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/ar/whishlists?tab=stores');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: storeName }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute('href', '/ar/store/2');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
