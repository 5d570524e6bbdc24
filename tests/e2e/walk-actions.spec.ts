// What a customer's walk found in what the frame does: Share on a desktop browser raised a native
// alert, a card's Add on a dish with required options opened the dish without saying why, and with
// the API down the pages' "could not load" blocks came in three styles, a store page saying
// "Failed to load stores".
import { expect, test } from '@playwright/test';
import { flakyApi } from './flaky-api.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'location_asked', value: '1', url: baseURL! }]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: Share on a browser without a share sheet copies the link and says so, with no alert`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A desktop browser: no navigator.share.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/${lang}/store/22`);
    await page.waitForFunction(() => customElements.get('share-buttons'));
    await page.getByRole('button', { name: lang === 'en' ? 'Share' : 'مشاركة', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'en' ? 'Link copied' : 'تم نسخ الرابط' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${lang}/store/22`);
    expect(dialogs).toEqual([]);
  });
}

const CHOOSE_FIRST = {
  en: 'Choose the required options first.',
  ar: 'اختر الخيارات المطلوبة أولًا.',
  tr: 'Önce gerekli seçenekleri seçin.',
} as const;

for (const lang of ['en', 'ar', 'tr'] as const) {
  test(`${lang}: a card's Add on a dish with required options opens it at a focused note saying why`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(`/${lang}/store/22`);
    const card = page.locator('[data-card-product]:has(button[data-card-choice])').first();
    const link = await card.locator('a.card-link').getAttribute('href');
    await card.locator('button[data-card-cart]').click();
    await page.waitForURL((url) => url.hash === '#choose-options');
    expect(new URL(page.url()).pathname).toBe(new URL(link!, page.url()).pathname);
    const note = page.locator('#choose-options');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(CHOOSE_FIRST[lang]);
    await expect(note).toBeFocused();
    await expect(note).toBeInViewport();
    // At the first group to choose, and shown nowhere else on the page.
    await expect(page.locator('fieldset[data-choice-group]').first().locator('#choose-options')).toHaveCount(1);
    await expect(page.getByText(CHOOSE_FIRST[lang])).toHaveCount(1);
  });
}

test('the same dish opened from anywhere else shows no such note', async ({ page }) => {
  await page.goto('/en/single-product/311?module=2');
  await expect(page.locator('#choose-options')).toBeHidden();
});

test.describe('with the API down', () => {
  const api = flakyApi({ slowBody: '{}', wrongTypesBody: {} });
  test.beforeAll(async () => {
    await api.start();
    api.mode = 'down';
  });
  test.afterAll(() => api.stop());

  const PAGES = [
    '/en',
    '/en/categories',
    '/en/categories/1',
    '/en/stores',
    '/en/store/22',
    '/en/single-product/311',
    '/en/single-product/311/reviews',
    '/en/all-products?list=new-arrival',
    '/en/search?q=milk',
    '/en/about',
    '/ar',
    '/ar/store/22',
  ];

  test('every page says what it could not load in the one error block, each with a retry', async ({ page }) => {
    test.slow();
    for (const path of PAGES) {
      await page.goto(`${api.base}${path}`);
      const blocks = page.locator('[data-error-block]');
      expect(await blocks.count(), path).toBeGreaterThan(0);
      // Every alert in the page's content is such a block: no red line of another style.
      const alerts = await page
        .locator('main [role=alert]')
        .filter({ visible: true })
        .evaluateAll((els) => els.map((el) => `${el.className} :: ${el.textContent?.trim()}`));
      for (const alert of alerts) expect(alert, path).toMatch(/^error-block /);
      for (const block of await blocks.all()) {
        await expect(block, path).toHaveClass('error-block');
        await expect(block.getByRole('link').or(block.getByRole('button')), path).toHaveCount(1);
      }
    }
  });

  test('a store or a product says that it could not be loaded, in its own words', async ({ page }) => {
    for (const [path, words] of [
      ['/en/store/22', "We couldn't load this store."],
      ['/ar/store/22', 'تعذّر تحميل هذا المتجر.'],
      ['/en/single-product/311', "We couldn't load this product."],
    ] as const) {
      await page.goto(`${api.base}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(words);
      await expect(page.locator('[data-error-block]'), path).toContainText(words);
      await expect(page.getByText('Failed to load stores'), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Try again|حاول مرة أخرى/ }), path).toHaveAttribute(
        'href',
        new RegExp(`${path.replace(/\//g, '\\/')}$`),
      );
    }
  });
});
