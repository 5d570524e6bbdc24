// Axe (WCAG 2.2 A and AA rules) on the dialogs and pages that only appear along the way: every
// view of the sign-in dialog, the favourites page, the cart with a line, the order dialog and
// the different-store question, the policy pages not covered elsewhere, and the menu, dish,
// reviews and order-tracking pages; in English and Arabic, light and dark.
import { expect, test, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { apiGet, signUpFresh } from './helpers.ts';
import { expectNoViolations } from './axe.ts';

const WORDS = { en, ar };

const hydrated = (page: Page, name: string) =>
  page.locator(`astro-island[component-url*="${name}"]:not([ssr])`).first().waitFor({ state: 'attached' });

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  test.describe(`${lang}`, () => {
    test('the sign-in dialog in each of its views', async ({ page }) => {
      // Several scans in one flow: a busy machine needs more than one page's time.
      test.slow();
      await page.goto(`/${lang}/whishlists`);
      await page.getByRole('banner').locator('[data-sign-in]').click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.getByRole('heading', { name: w.auth.signInTitle })).toBeVisible();
      await expectNoViolations(page, `sign in ${lang}`, 'dialog[open]');
      await dialog.getByRole('button', { name: w.auth.signUp, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: w.auth.signUpTitle })).toBeVisible();
      await expectNoViolations(page, `sign up ${lang}`, 'dialog[open]');
      await dialog.getByRole('button', { name: w.auth.signIn, exact: true }).click();
      await dialog.getByRole('button', { name: w.auth.forgotPasswordLink }).click();
      await expect(dialog.getByRole('heading', { name: w.auth.forgotPassword })).toBeVisible();
      await expectNoViolations(page, `forgot password ${lang}`, 'dialog[open]');
    });

    test('favourites, the cart with a line, the order dialog and the different-store question', async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow();
      await signUpFresh(page, baseURL!);
      const first = await apiGet(request, '/items/details/1');
      const foreign = ((await apiGet(request, '/stores/popular-items/2', 2)) as Array<Record<string, unknown>>)[0]!;
      // Signed in, favourites are the marketplace's wish-list (the device holds a copy of it).
      const saved = await page.request.post('/api/wishlist', {
        headers: { Origin: baseURL! },
        data: { items: [Number(first.id), Number(foreign.id)], stores: [] },
      });
      expect(saved.ok()).toBe(true);
      await page.goto(`/${lang}/whishlists`);
      await hydrated(page, 'WishlistGrid');
      await expect(page.getByRole('article')).toHaveCount(2);
      await expectNoViolations(page, `favourites ${lang}`);

      // By the product's cart button: the saved cards carry the names in the page's language.
      const cardOf = (item: Record<string, unknown>) =>
        page.getByRole('article').filter({ has: page.locator(`[data-card-cart="${item.id}"]`) });
      await cardOf(first).getByRole('button', { name: w.product.addToCart }).click();
      // In the page's digits (١ on Arabic pages).
      await expect(page.locator('[data-cart-count]').first()).toHaveText(lang === 'ar' ? '١' : '1');
      await cardOf(foreign).getByRole('button', { name: w.product.addToCart }).click();
      await expect(page.getByRole('alertdialog', { name: w.cart.different_store_title })).toBeVisible();
      await expectNoViolations(page, `different store ${lang}`, 'dialog[open]');
      await page.keyboard.press('Escape');

      await page.goto(`/${lang}/cart`);
      await hydrated(page, 'CartView');
      // The line's name is in the page's language: its quantity controls show it is there.
      await expect(page.locator('[data-cart-total]')).toBeVisible();
      await expect(page.getByRole('group')).toHaveCount(1);
      await expectNoViolations(page, `cart ${lang}`);
      await page.getByRole('button', { name: w.cart.placeOrder }).click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectNoViolations(page, `order dialog ${lang}`, 'dialog[open]');
    });

    // (Home, / and /home, is scanned by a11y.spec.ts as served and by home.spec.ts at two widths.)
    for (const path of [
      '/terms-conditions',
      '/refund-policy',
      '/shipping-policy',
      '/cancellation-policy',
      '/cart',
      // The store as a menu (sorted, filtered), a closed store, a dish with options, reviews.
      '/store/2',
      '/store/2?sort=price_desc&type=veg',
      '/store/18',
      '/single-product/311',
      '/single-product/1/reviews',
      '/track-order',
    ]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(`/${lang}${path}`, { waitUntil: 'domcontentloaded' });
        // A menu is read with its category bar marking the section in view, as a customer sees it.
        if (path === '/store/2') await page.locator('[data-menu-bar] [aria-current="true"]').waitFor();
        await expectNoViolations(page, `${lang}${path}`);
      });
    }
  });
}
