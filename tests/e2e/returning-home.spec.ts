// Home for a returning customer: products viewed on this device come back on the home page
// (newest first, clearable), a signed-in customer's delivered items come back as "Order again",
// stores near the chosen point show their distance. A plain script fills the blocks after load:
// home still loads no React before the first touch, and nothing on the first screen moves.
import { expect, type Page, type Response } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { locateInCairo, signIn, slowPhone } from './helpers.ts';
import { test } from './phone.ts';

/** Items of customer 1's delivered food orders (seed: 100006 at store 22, then 100002 at store 2). */
const SPAGHETTI = 246;
const BABA_GHANOUSH = 18;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const productLink = (id: number) => `a[href*="/single-product/${id}?"]`;

/** The page's scripts as they arrive, and how many of them are React's (wake-on-interaction's way). */
function recordScripts(page: Page): () => Promise<number> {
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (/\/_astro\/.*\.js(\?|$)/.test(r.url())) scripts.push(r);
  });
  return async () => {
    let react = 0;
    for (const script of [...scripts]) if ((await script.text().catch(() => '')).includes('react.dev/errors')) react++;
    return react;
  };
}

/**
 * Layout shifts (CLS's entries) from the page's load event on: the blocks are filled after it, so
 * these are theirs; shifts of the first paint are the rest of home's (home.spec measures those).
 */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput && entry.startTime >= loaded) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

test('products viewed come back on the home page, newest first, until cleared; a guest sees no order again', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/en/single-product/1?module=1');
  const first = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/en/single-product/2?module=1');
  const second = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/en/single-product/1?module=1');

  const react = recordScripts(page);
  await page.goto('/en', { waitUntil: 'networkidle' });
  const recent = section(page, 'Recently viewed');
  // A list of cards, each a heading with its link; viewed again, product 1 is first, once.
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([first, second]);
  // Links to the product page, without buttons of their own (the page's cards keep theirs).
  await expect(recent.locator(productLink(1))).toHaveCount(1);
  await expect(recent.locator('article button')).toHaveCount(0);
  // Signed out, no point chosen: neither order again nor stores near you, and nothing asked.
  await expect(section(page, 'Order again')).toHaveCount(0);
  await expect(section(page, 'Stores near you')).toHaveCount(0);
  expect(requests.filter((u) => u.includes('/api/home/'))).toEqual([]);
  expect(await react()).toBe(0);

  // Keyboard: the clear button is reached and pressed like any other.
  const clear = recent.getByRole('button', { name: 'Clear recently viewed items' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(recent.getByRole('status')).toHaveText('Your recently viewed items were cleared.');
  await expect(recent.getByRole('heading', { name: 'Recently viewed' })).toBeFocused();
  await expect(recent.getByRole('listitem')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
  // Clearing is not a touch of a card: still no React.
  expect(await react()).toBe(0);
  await page.reload();
  await expect(page.locator('[data-returning]')).toBeHidden();
});

test('in Arabic on a 4× slower phone, a signed-in customer sees order again and stores near them, without React', async ({
  phone: page,
  baseURL,
}) => {
  await slowPhone(page);
  await locateInCairo(page.context(), baseURL!);
  await signIn(page, baseURL!);
  const react = recordScripts(page);

  await page.goto('/ar', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const again = section(page, 'اطلب مرة أخرى');
  await expect(again.locator(productLink(SPAGHETTI))).toBeVisible({ timeout: 30_000 });
  await expect(again.locator(productLink(BABA_GHANOUSH))).toHaveCount(1);
  // Newest delivered order first.
  const hrefs = await again.locator('a.card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const at = (id: number) => hrefs.findIndex((h) => h?.includes(`/single-product/${id}?`));
  expect(at(SPAGHETTI)).toBeLessThan(at(BABA_GHANOUSH));
  expect(hrefs.every((h) => h?.startsWith('/ar/single-product/'))).toBe(true);
  // Prices in Arabic digits.
  await expect(again.locator('.card-price').first()).toHaveText(/[٠-٩]/);

  const near = section(page, 'متاجر قريبة منك');
  await expect(near.getByRole('link')).not.toHaveCount(0);
  await expect(near.locator('[data-distance]').first()).toHaveText(/على بُعد [٠-٩٬٫,.]+ (م|كم)/);
  // The blocks are filled and shown: still no React (nothing was touched).
  expect(await react()).toBe(0);

  await again.locator(productLink(SPAGHETTI)).click();
  await expect(page).toHaveURL(new RegExp(`/ar/single-product/${SPAGHETTI}\\?module=2`));
});

test('the blocks move nothing on the first screen: 320 px, dark theme, signed in', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await locateInCairo(context, baseURL!);
  await signIn(page, baseURL!);
  await page.goto('/en');
  const again = section(page, 'Order again');
  await expect(again.locator(productLink(SPAGHETTI))).toHaveCount(1, { timeout: 30_000 });
  await expect(section(page, 'Stores near you').getByRole('link')).not.toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await shifts(page)).toBeLessThan(0.01);
  // The rows scroll inside themselves: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await again.scrollIntoViewIfNeeded();
  await expect(again.locator(productLink(SPAGHETTI))).toBeVisible();
  // Headings, lists and links as a screen reader meets them; contrast in both themes.
  await expect(again.getByRole('heading', { level: 2, name: 'Order again' })).toBeVisible();
  await expect(again.getByRole('list')).toHaveCount(1);
  await expectNoViolations(page, 'returning blocks', '[data-returning]');
  await context.close();
});

test('a block that fails says so and loads again on retry', async ({ page, baseURL }) => {
  await locateInCairo(page.context(), baseURL!);
  let failures = 1;
  await page.route('**/api/home/nearby-stores*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 502, json: { error: 'down' } }) : route.continue(),
  );
  await page.goto('/tr');
  const near = section(page, 'Yakınınızdaki mağazalar');
  await expect(near.getByRole('alert')).toContainText('Yakınınızdaki mağazalar yüklenemedi.');
  await near.getByRole('alert').getByRole('button').click();
  await expect(near.getByRole('link')).not.toHaveCount(0);
  await expect(near.getByRole('alert')).toBeHidden();
});
