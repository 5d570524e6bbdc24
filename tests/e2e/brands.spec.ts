// Brands of the shop module: the strip on the shop home (and not elsewhere), the brand list and a
// brand's products paged by links, in English and in Arabic (right to left, on a throttled CPU, by
// keyboard, at 320 px), the empty, missing and failing states, and an axe scan of each page.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { flakyApi } from './flaky-api.ts';
import { apiGet, slowPhone } from './helpers.ts';

const SHOP = 4;

async function useModule(context: BrowserContext, baseURL: string | undefined, moduleId: number) {
  await context.addCookies([{ name: 'module_id', value: String(moduleId), url: baseURL! }]);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const strip = (page: Page) => page.locator('#home-brands');

test.describe('brands in English', () => {
  test('the shop home shows up to eight brands, See all lists them, and a brand pages its products', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const brands: Array<{ id: number; name: string }> = await apiGet(request, '/brand', SHOP);
    const nile = brands.find((b) => b.name === 'Nile Threads')!;
    const items = await apiGet(request, `/brand/items/${nile.id}?limit=12&offset=1`, SHOP);
    expect(items.total_size).toBe(13);

    await useModule(context, baseURL, SHOP);
    await page.goto('/en');
    await expect(strip(page).getByRole('heading', { level: 2, name: 'Brands' })).toBeVisible();
    await expect(strip(page).locator('[data-brand-grid] a')).toHaveText(brands.slice(0, 8).map((b) => b.name));
    await strip(page)
      .getByRole('link', { name: /^See all\s*: Brands$/ })
      .click();

    await expect(page).toHaveURL(/\/en\/brands$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await expect(page.locator('[data-brand-grid] a')).toHaveText(brands.map((b) => b.name));
    await expect(page).toHaveTitle(/^Brands · /);
    await page.getByRole('link', { name: 'Nile Threads' }).click();

    await expect(page).toHaveURL(new RegExp(`/en/brands/${nile.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Nile Threads' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
      items.products.map((p: { name: string }) => p.name),
    );
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/en/brands/${nile.id}`);
    await expect(page.locator('link[rel=alternate][hreflang=ar]')).toHaveAttribute(
      'href',
      `${baseURL}/ar/brands/${nile.id}`,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    expect(ld.join('\n')).toContain('"BreadcrumbList"');

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/brands/${nile.id}\\?page=2$`));
    await expect(cards(page)).toHaveCount(1);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/en/brands/${nile.id}?page=2`);
  });

  test('no strip outside the shop; a brand without products, a slug, an unknown brand', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/en');
    await expect(page.locator('#categories-carousel')).toBeVisible();
    await expect(strip(page)).toHaveCount(0);
    // A brand link carries no module: from the food module the pages show the zone's shop.
    await page.goto('/en/brands/6');
    await expect(page.getByRole('heading', { level: 1, name: 'Nile Threads' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().locator('a.card-contact')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);

    await useModule(context, baseURL, SHOP);
    await page.goto('/en/brands/10');
    await expect(page.getByRole('heading', { level: 1, name: 'Atlas Outdoor' })).toBeVisible();
    await expect(page.locator('[data-empty]')).toHaveText('No products of this brand in your area yet.');
    await expect(cards(page)).toHaveCount(0);

    // A slug, as the API takes it, moves to the brand's address.
    await page.goto('/en/brands/nile-threads');
    await expect(page).toHaveURL(/\/en\/brands\/6$/);

    // No brand, a switched-off one, and keys that are neither an id nor a slug (never sent upstream).
    for (const path of [
      '/en/brands/999',
      '/en/brands/11',
      '/en/brands/not%20a%20brand',
      '/en/brands/..%2F..%2Fconfig',
      '/en/brands/0',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('the brand list ships no island, and the brand pages work without JavaScript', async ({
    page: withScript,
    browser,
    baseURL,
  }) => {
    await withScript.goto('/en/brands');
    await expect(withScript.locator('[data-brand-grid] a').first()).toBeVisible();
    await expect(withScript.locator('astro-island')).toHaveCount(0);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await useModule(context, baseURL, SHOP);
    const page = await context.newPage();
    await page.goto('/en/brands');
    await page.getByRole('link', { name: 'Kanaka Home' }).click();
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(cards(page)).toHaveCount(1);
    await context.close();
  });
});

test('the sitemap lists the brand list and the active brands in every language', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const lang of ['en', 'ar', 'tr']) {
    expect(locs).toContain(`/${lang}/brands`);
    const ids = locs.filter((p) => p.startsWith(`/${lang}/brands/`)).map((p) => Number(p.split('/').pop()));
    // Active brands of the shop and the one of every module; not the switched-off 11 nor grocery's 13.
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
  }
});

test.describe('brands in Arabic', () => {
  test('on a slow phone at 320 px: the strip reads right to left and a brand opens by keyboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await slowPhone(page);
    await page.setViewportSize({ width: 320, height: 720 });
    await useModule(context, baseURL, SHOP);
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = strip(page);
    await expect(section.getByRole('heading', { level: 2, name: 'العلامات التجارية' })).toBeVisible();
    const nile = section.getByRole('link', { name: 'خيوط النيل' });
    await expect(nile).toHaveAttribute('href', '/ar/brands/6');
    // Right to left: the first tile sits at the right edge of the row.
    const [first, second] = await section
      .locator('[data-brand-grid] li')
      .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().left));
    expect(first!).toBeGreaterThan(second!);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(320);

    await nile.focus();
    await expect(nile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/brands\/6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'خيوط النيل' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const summary = page.getByRole('navigation', { name: 'الصفحات' });
    await expect(summary).toBeVisible();
    const next = summary.getByRole('link', { name: 'الصفحة التالية' });
    await expect(next).toHaveAttribute('href', '/ar/brands/6?page=2');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(1);

    await page.goto('/ar/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'العلامات التجارية' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'الفراعنة الصغار' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('brand pages pass axe', () => {
  test('the list, a brand, an empty brand and the home strip, light and dark, en and ar', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await useModule(context, baseURL, SHOP);
    for (const path of ['/en/brands', '/en/brands/6', '/en/brands/10', '/ar/brands', '/ar/brands/6']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, path);
    }
    await page.goto('/en');
    await expect(strip(page)).toBeVisible();
    await expectNoViolations(page, 'home strip', '#home-brands');
  });
});

test.describe('when the brands cannot be loaded', () => {
  const api = flakyApi<'brands-down'>({
    slowBody: '[]',
    wrongTypesBody: {},
    custom: (mode, req, res) => {
      if (mode !== 'brands-down' || !/^\/api\/v1\/brand(?:\?|$)/.test(req.url ?? '')) return false;
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"message":"Server Error"}');
      return true;
    },
    // The failure must reach the page, not a copy kept from a moment before.
    env: { DATA_CACHE_TTL_MS: '1' },
  });
  test.beforeAll(() => api.start());
  test.afterAll(() => api.stop());

  test('the list and the strip say so with a retry that works; a brand page still shows its products', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'module_id', value: String(SHOP), url: api.base }]);
    api.mode = 'brands-down';
    await page.goto(`${api.base}/en/brands`);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Failed to load brands');
    await page.goto(`${api.base}/en`);
    await expect(strip(page).getByRole('alert')).toContainText('Failed to load brands');
    await page.goto(`${api.base}/en/brands/6`);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to load brands');

    await page.goto(`${api.base}/en/brands`);
    await expect(alert).toBeVisible();
    api.mode = 'proxy';
    await alert.getByRole('link').click();
    await expect(page.locator('[data-brand-grid] a').first()).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveCount(0);
  });
});
