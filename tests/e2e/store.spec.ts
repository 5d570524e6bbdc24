// The store page: header data rendered on the server, open and closed states, the QR dialog and
// its PNG download, sharing, the in-store search (a GET form), structured data and the 404.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiGet } from './helpers.ts';
import { expectNoViolations } from './axe.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('renders the store: cover, logo, name, address, rating with count, delivery time, minimum order, open', async ({
  page,
}) => {
  // Store 1 is a grocery store; the selected module stays the default (food).
  await page.goto('/en/store/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Basket Market' })).toBeVisible();
  await expect(page.getByText('14 Brazil Street, Zamalek, Cairo')).toBeVisible();
  // The seed's 274 reviews, and any that review tests wrote since: as this render counted them.
  const [ld] = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((t) => JSON.parse(t) as Array<Record<string, any>>)
    .filter((n) => n['@type'] === 'GroceryStore');
  const { reviewCount, ratingValue } = ld!.aggregateRating as { reviewCount: number; ratingValue: number };
  expect(reviewCount).toBeGreaterThanOrEqual(274);
  await expect(page.locator('[data-store-rating]')).toHaveText(
    new RegExp(`${ratingValue.toFixed(1).replace('.', '\\.')}\\s*\\(${reviewCount} reviews\\)`),
  );
  await expect(page.locator('[data-store-delivery]')).toHaveText('30–45 min');
  await expect(page.locator('[data-store-minimum]')).toHaveText('50.00 EGP');
  await expect(page.locator('[data-store-state]')).toHaveText('Open now');
  const cover = page.locator('section[aria-labelledby="store-name"] img').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('width', '1280');

  const items = page.locator('[data-store-items]');
  await expect(items.getByRole('heading', { level: 2, name: 'Menu' })).toBeAttached();
  await expect(items.getByRole('heading', { level: 2, name: 'Fruits & Vegetables' })).toBeVisible();
  expect(await items.getByRole('article').count()).toBeGreaterThan(3);
  for (const name of await items.locator('article p.truncate').allTextContents())
    expect(name).toBe('Fresh Basket Market');
});

test('closed stores say so; a store without a cover still renders', async ({ page }) => {
  await page.goto('/en/store/13');
  await expect(page.locator('[data-store-state]')).toHaveText('Temporarily closed');
  await page.goto('/en/store/18');
  await expect(page.locator('[data-store-state]')).toHaveText('Closed');
  const response = await page.goto('/en/store/24');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids & Toys Bazaar');
});

test('JSON-LD describes the store and its breadcrumb', async ({ page, request }) => {
  await page.goto('/en/store/1');
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (t) => JSON.parse(t) as Array<Record<string, any>>,
  );
  const store = nodes.find((n) => n['@type'] === 'GroceryStore')!;
  expect(store).toMatchObject({ name: 'Fresh Basket Market', telephone: '+20227351101' });
  expect(store.url).toMatch(/\/en\/store\/1$/);
  // As the marketplace counts them now: reviews written by other tests add to the store's count.
  const details = await apiGet<{ avg_rating: number; rating_count: number }>(request, '/stores/details/1');
  expect(details.rating_count).toBeGreaterThanOrEqual(274);
  expect(store.aggregateRating.reviewCount).toBe(details.rating_count);
  expect(store.aggregateRating.ratingValue).toBeCloseTo(details.avg_rating, 1);
  const trail = nodes.find((n) => n['@type'] === 'BreadcrumbList')!;
  expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Stores', 'Fresh Basket Market']);
});

test('the QR dialog opens, downloads a PNG, and closes with Escape back to its button', async ({ page }) => {
  await page.goto('/en/store/1');
  await page.waitForFunction(() => customElements.get('store-qr'));
  const opener = page.getByRole('button', { name: 'QR code' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Fresh Basket Market' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('img', { name: 'QR code' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download QR code' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('store-1-qr.png');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.length).toBeGreaterThan(1000);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the QR image is asked for only when the dialog opens, and no QR library ships', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/en/store/1');
  await page.waitForFunction(() => customElements.get('store-qr'));
  expect(requests.filter((u) => u.endsWith('/qr.png'))).toEqual([]);
  await page.getByRole('button', { name: 'QR code' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'QR code' })).toBeVisible();
  expect(requests.filter((u) => u.endsWith('/qr.png')).map((u) => new URL(u).pathname)).toEqual(['/en/store/1/qr.png']);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  for (const script of scripts)
    expect(await (await page.request.get(script)).text()).not.toContain('Invalid QR Code version');
});

test('the QR code reads as the store page in the language asked for; a bad id is a 404', async ({
  request,
  baseURL,
}) => {
  for (const lang of ['en', 'ar']) {
    const res = await request.get(`/${lang}/store/3/qr.png`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = PNG.sync.read(await res.body());
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(`${baseURL}/${lang}/store/3`);
  }
  for (const bad of ['0', '-1', 'abc', '1e3', '99999999999'])
    expect((await request.get(`/en/store/${bad}/qr.png`)).status(), bad).toBe(404);
});

// Share without a share sheet (a desktop browser) is walk-actions.spec.ts's: it copies the link.
test("copy link puts the store's address on the clipboard and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/store/1');
  await page.waitForFunction(() => customElements.get('share-buttons'));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/en/store/1`);
});

test('share uses the browser share sheet where there is one', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto('/en/store/1');
  await page.waitForFunction(() => customElements.get('share-buttons'));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
    title: 'Fresh Basket Market',
    url: `${baseURL}/en/store/1`,
  });
});

test('the store search does not submit empty or blank terms', async ({ page }) => {
  await page.goto('/en/store/1');
  const box = page.getByRole('searchbox', { name: 'Search in this store' });
  // The browser refuses each attempt (required, a non-space pattern) with an `invalid` event.
  await box.evaluate((el) => {
    const counted = window as unknown as { refused: number };
    counted.refused = 0;
    el.addEventListener('invalid', () => counted.refused++);
  });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.fill('   ');
  await box.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { refused: number }).refused)).toBe(2);
  await expect(page).toHaveURL(/\/en\/store\/1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Menu' })).toBeAttached();
});

test('a search term shows items from this store only', async ({ page }) => {
  await page.goto('/en/store/1');
  const box = page.getByRole('searchbox', { name: 'Search in this store' });
  await box.fill('  bread ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/store\/1\?q=/);
  const items = page.locator('[data-store-items]');
  await expect(items.getByRole('heading', { level: 2 })).toHaveText('Results for “bread”');
  await expect(items.getByRole('heading', { level: 3, name: 'Baladi Bread, 5 loaves' })).toBeVisible();
  for (const name of await items.locator('article p.truncate').allTextContents())
    expect(name).toBe('Fresh Basket Market');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(box).toHaveValue('bread');

  await page.goto('/en/store/1?q=zzqqxx');
  await expect(page.locator('[data-store-empty]')).toHaveText('No items in this store match your search.');
});

test('an unknown store answers 404 with its message', async ({ page }) => {
  for (const path of ['/en/store/99999', '/en/store/no%20such']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No store data provided' })).toBeVisible();
  }
});

for (const lang of ['en', 'ar']) {
  test.describe(`${lang}`, () => {
    test('the store page and its QR dialog have no accessibility violations', async ({ page }) => {
      await page.goto(`/${lang}/store/1`);
      await page.waitForFunction(() => customElements.get('store-qr'));
      await expectNoViolations(page, 'page');
      await page.locator('[aria-haspopup="dialog"]').click();
      await expect(page.locator('[data-store-qr]')).toBeVisible();
      await expectNoViolations(page, 'dialog');
    });
  });
}
