// Home for a returning customer: products viewed on this device come back on the home page
// (newest first, clearable), a signed-in customer's delivered items can be ordered again from it,
// stores near the chosen point show their distance, and none of it is in the shared home HTML.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { locateInCairo, signIn, slowPhone } from './helpers.ts';

const FOOD = 2;
/** Items of customer 1's delivered food orders (seed: 100006 at store 22, then 100002 at store 2). */
const SPAGHETTI = 246;
const BABA_GHANOUSH = 18;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardOf = (scope: Page | Locator, id: number) =>
  scope.locator(`article:has(button[data-card-cart="${id}"])`).first();

async function emptyCart(page: Page, baseURL: string) {
  await page.request.delete('/api/v1/customer/cart/remove', {
    headers: { Origin: baseURL, 'X-Module-Id': String(FOOD) },
  });
}

test('products viewed come back on the home page, newest first, until cleared', async ({ page }) => {
  await page.goto('/en/single-product/1');
  const first = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/en/single-product/2');
  const second = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/en/single-product/1');

  await page.goto('/en');
  const recent = section(page, 'Recently viewed');
  const titles = recent.locator('article :is(h2, h3)');
  // Viewed again, product 1 is first; each product once.
  await expect(titles).toHaveText([first, second]);
  // Signed out: no order-again block.
  await expect(section(page, 'Order again')).toHaveCount(0);

  // Keyboard: the clear button is reached and pressed like any other.
  const clear = recent.getByRole('button', { name: 'Clear recently viewed items' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(recent.getByRole('status')).toHaveText('Your recently viewed items were cleared.');
  await expect(recent.getByRole('heading', { name: 'Recently viewed' })).toBeFocused();
  await expect(titles).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
  await page.reload();
  await expect(page.locator('[data-home-block]')).toHaveCount(0);
});

test('the list keeps the twelve latest views', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => {
    const card = (id: number) => ({
      id,
      name: `Viewed ${id}`,
      image_full_url: null,
      price: 10,
      discount: 0,
      discount_type: 'percent',
      avg_rating: 0,
      rating_count: 0,
      store_id: 2,
      store_name: 'Store',
      module_id: 2,
      module_type: 'food',
      stock: 0,
      store_phone: null,
    });
    localStorage.setItem('recentlyViewed', JSON.stringify(Array.from({ length: 12 }, (_, i) => card(100 + i))));
  });
  await page.goto('/en/single-product/1');
  const viewed = await page.evaluate(
    () => JSON.parse(localStorage.getItem('recentlyViewed')!) as Array<{ id: number }>,
  );
  expect(viewed).toHaveLength(12);
  expect(viewed[0]!.id).toBe(1);
  expect(viewed.map((p) => p.id)).not.toContain(111);
});

test('in Arabic on a slow phone, a signed-in customer orders a delivered item again and sees stores near them', async ({
  page,
  context,
  baseURL,
}) => {
  await slowPhone(page);
  await locateInCairo(context, baseURL!);
  await signIn(page, baseURL!);
  await emptyCart(page, baseURL!);

  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const again = section(page, 'اطلب مرة أخرى');
  await expect(again.locator('article')).not.toHaveCount(0, { timeout: 30_000 });
  // Items of the delivered food orders, newest order first; none of the other orders.
  await expect(cardOf(again, SPAGHETTI)).toBeVisible();
  await expect(cardOf(again, BABA_GHANOUSH)).toBeVisible();
  const ids = await again
    .locator('button[data-card-cart]')
    .evaluateAll((b) => b.map((e) => Number(e.getAttribute('data-card-cart'))));
  expect(ids.indexOf(SPAGHETTI)).toBeLessThan(ids.indexOf(BABA_GHANOUSH));

  await cardOf(again, SPAGHETTI).locator('button[data-card-cart]').click();
  await expect(page.locator('[data-cart-count]').first()).toHaveText(/^[1١]$/, { timeout: 30_000 });
  const cart = await (
    await page.request.get('/api/v1/customer/cart/list', { headers: { 'X-Module-Id': String(FOOD) } })
  ).json();
  expect(cart).toEqual([expect.objectContaining({ item_id: SPAGHETTI, quantity: 1 })]);

  // Stores near the point in Cairo, each with its distance.
  const near = section(page, 'متاجر قريبة منك');
  await expect(near.getByRole('link')).not.toHaveCount(0);
  await expect(near.locator('[data-distance]').first()).toHaveText(/على بُعد [٠-٩٬٫,.]+ (م|كم)/);
  await emptyCart(page, baseURL!);
});

test('a block that fails says so and loads again on retry', async ({ page, context, baseURL }) => {
  await locateInCairo(context, baseURL!);
  let failures = 1;
  await page.route('**/api/home/nearby-stores*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 502, json: { error: 'down' } }) : route.continue(),
  );
  await page.goto('/en');
  const near = section(page, 'Stores near you');
  await expect(near.getByRole('alert')).toHaveText(/The stores near you could not be loaded\./);
  await near.getByRole('button', { name: 'Retry' }).click();
  await expect(near.getByRole('link')).not.toHaveCount(0);
  await expect(near.getByRole('alert')).toHaveCount(0);
});

test('the home HTML is the same for everyone: the blocks are private answers, filled in the browser', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  const cookie = (await page.context().cookies(baseURL!)).map((c) => `${c.name}=${c.value}`).join('; ');
  const visitor = async (path: string, withCookie: string) =>
    (await fetch(`${baseURL}${path}`, { headers: withCookie ? { cookie: withCookie } : {} })).text();

  for (const path of ['/en', '/ar']) {
    await visitor(path, '');
    // Another client's copy and the customer's are one page (a cold render may differ: polled).
    await expect
      .poll(async () => (await visitor(path, cookie)) === (await visitor(path, '')), { timeout: 15_000 })
      .toBe(true);
    const html = await visitor(path, cookie);
    expect(html).not.toContain('data-home-block');
    expect(html).not.toContain('data-returning-home');
    expect(html).toMatch(/<astro-island[^>]*ReturningHome[^>]*><\/astro-island>/);
  }

  const signedOut = await fetch(`${baseURL}/api/home/order-again`);
  expect(signedOut.status).toBe(401);
  expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
  const mine = await page.request.get('/api/home/order-again?lang=en');
  expect(mine.status()).toBe(200);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const body = (await mine.json()) as { items: Array<{ id: number }> };
  expect(body.items.map((i) => i.id)).toEqual(expect.arrayContaining([SPAGHETTI, BABA_GHANOUSH]));
  expect((await page.request.get('/api/home/order-again?lang=xx')).status()).toBe(400);
  // No way to name another customer: any other parameter is refused.
  expect((await page.request.get('/api/home/order-again?user_id=2')).status()).toBe(400);
  expect((await page.request.get('/api/home/nearby-stores')).headers()['cache-control']).toBe('private, no-store');
});
