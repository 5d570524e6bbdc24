// Offline: pages a customer opened open again without a connection, with a bar saying from when;
// a page never opened shows the offline page in the customer's language, listing what is kept;
// back online the page loads itself again. The storefront's service worker (src/sw/worker.ts)
// runs here: the suite blocks it elsewhere (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { addToServerCart, customerInCairo, openCart, twoItemsInStock } from './cart-steps.ts';
import { locateInCairo } from './helpers.ts';
import { cachedPaths, pageKept, workerInControl } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context, baseURL }) => {
  await locateInCairo(context, baseURL!);
});

const COPY = {
  en: {
    bar: /You're offline\.\s+This page is from \d\d:\d\d [AP]M\.\s+Ordering needs a connection\./,
    page: "You're offline",
  },
  ar: {
    bar: /أنت غير متصل بالإنترنت\.\s+هذه الصفحة محفوظة منذ [٠-٩]{2}:[٠-٩]{2} [صم]\.\s+الطلب يحتاج إلى اتصال\./,
    page: 'أنت غير متصل بالإنترنت',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: pages opened before open offline with the bar, and load again once online`, async ({
    page,
    context,
  }) => {
    const store = `/${lang}/store/22`;
    await page.goto(store);
    await workerInControl(page);
    await pageKept(page, store);
    // A page opened through the worker is kept as it is loaded.
    const product = await page.locator('a[href*="/single-product/"]').first().getAttribute('href');
    await page.goto(product!);
    await pageKept(page, product!);
    const title = await page.title();

    await context.setOffline(true);
    await page.goto(store);
    const bar = page.locator('[data-offline-bar]');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('status')).toHaveText(COPY[lang].bar);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(product!);
    await expect(page).toHaveTitle(title);
    await expect(bar).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`offline-${lang}.png`) });

    // Back online: the page loads itself again, from the network, and the bar goes.
    await context.setOffline(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-from', /./);
    await expect(bar).toBeHidden();
  });

  test(`${lang}: a page never opened shows the offline page, listing what is kept`, async ({ page, context }) => {
    const store = `/${lang}/store/22`;
    await page.goto(store);
    await workerInControl(page);
    await pageKept(page, store);
    const storeTitle = await page.title();

    await context.setOffline(true);
    await page.goto(`/${lang}/store/5`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY[lang].page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The offline page says it all: no second bar.
    await expect(page.locator('[data-offline-bar]')).toBeHidden();
    const kept = page.getByRole('link', { name: storeTitle });
    await expect(kept).toHaveAttribute('href', store);
    await page.screenshot({ path: test.info().outputPath(`offline-page-${lang}.png`), fullPage: true });
    await kept.click();
    await expect(page).toHaveURL(new RegExp(`${store}$`));
    await expect(page.locator('[data-offline-bar]')).toBeVisible();

    // Search, never opened: it says it needs a connection.
    await page.goto(`/${lang}/search?q=rice`);
    await expect(page.locator('[data-offline-for="search"]')).toBeVisible();
  });
}

test('only pages every visitor shares are kept; API answers and pictures of other origins are not', async ({
  page,
}) => {
  await page.goto('/en/store/22');
  await workerInControl(page);
  await pageKept(page, '/en/store/22');
  const pages = await cachedPaths(page, 'pages');
  for (const path of pages) expect(path).not.toMatch(/^\/(?:[a-z]{2}\/)?api\//);
  const images = await cachedPaths(page, 'images');
  expect(images.length).toBeGreaterThan(0);
  for (const path of images) expect(path).toMatch(/^\/img\?/);
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: offline, the cart shows its last lines, read-only`, async ({ page, context, baseURL, request }) => {
    await customerInCairo(page, context, baseURL!);
    const [item] = await twoItemsInStock(request);
    await addToServerCart(page, baseURL!, item, 2);
    await openCart(page, `/${lang}/cart`);
    await workerInControl(page);
    const line = page.locator('[data-cart-line]').first();
    const name = (await line.locator('p').first().textContent())!.trim();
    const total = (await page.locator('[data-cart-total]').textContent())!.trim();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartSnapshot'))).not.toBeNull();

    await context.setOffline(true);
    await page.goto(`/${lang}/cart`);
    // The cart page is the customer's own and never kept: the offline page shows its last lines.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY[lang].page);
    const cart = page.locator('[data-offline-cart]');
    await expect(cart).toBeVisible();
    await expect(cart).toContainText(name);
    await expect(cart).toContainText(total);
    await expect(cart.getByRole('button')).toHaveCount(0);
    await expect(cart.locator('input, form, select')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`offline-cart-${lang}.png`), fullPage: true });
  });
}
