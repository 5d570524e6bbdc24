// Editors' preview: a secret link opens the policy pages with the marketplace's texts as they
// are now, under a bar only that browser sees, in every language and theme; the answers are kept
// by no cache; the public pages stay as customers get them.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { previewLink, setPolicyText, startPreview } from './preview-helpers.ts';

const bar = '[data-preview-bar]';

test.describe('starting a preview', () => {
  test('the secret link sets a short-lived httpOnly cookie and goes to the page (303)', async ({ request }) => {
    const response = await request.get(previewLink('/ar/privacy-policy'), { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/ar/privacy-policy');
    expect(response.headers()['cache-control']).toBe('no-store');
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/^preview=[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=3600/);
    // Plain HTTP here: a Secure cookie would not come back.
    expect(cookie).not.toMatch(/Secure/i);
  });

  test('a wrong or missing secret is 401 and sets nothing', async ({ request }) => {
    for (const link of [previewLink('/privacy-policy', 'wrong-secret'), '/preview?path=/privacy-policy']) {
      const response = await request.get(link, { maxRedirects: 0 });
      expect(response.status(), link).toBe(401);
      expect(response.headers()['set-cookie'], link).toBeUndefined();
    }
  });

  test('a path that is not one of this site is 400 and sets nothing', async ({ request }) => {
    for (const path of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'privacy-policy', '/a//b']) {
      const response = await request.get(previewLink(path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
  });
});

test.describe('in a preview', () => {
  test('the bar shows in English, Arabic (right to left) and Turkish, with the time and the other languages', async ({
    page,
  }) => {
    await startPreview(page, '/privacy-policy');
    const region = page.getByRole('region', { name: "Preview of the marketplace's current texts" });
    await expect(region).toContainText('Preview');
    await expect(region.locator('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(region.locator('[data-preview-lang]')).toHaveCount(2);

    await region.locator('[data-preview-lang=ar]').click();
    await expect(page).toHaveURL(/\/ar\/privacy-policy$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'معاينة نصوص المتجر الحالية' })).toContainText('معاينة');
    await expect(page.locator(`${bar} [data-preview-lang]`)).toHaveText(['English', 'Türkçe']);

    await page.locator(`${bar} [data-preview-lang=tr]`).click();
    await expect(page).toHaveURL(/\/tr\/privacy-policy$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator(bar)).toContainText('Önizleme');
    await expect(page.locator(`${bar} [data-preview-exit]`)).toHaveAttribute(
      'href',
      `/preview/exit?path=${encodeURIComponent('/tr/privacy-policy')}`,
    );
  });

  test('answers are private, never stored and not indexed; the public page is shared and has no bar', async ({
    page,
    request,
  }) => {
    await page.goto(previewLink('/en/terms-conditions'));
    const previewed = await page.goto('/en/terms-conditions');
    expect(previewed?.status()).toBe(200);
    const headers = previewed!.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers.vary).toMatch(/\bCookie\b/);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');

    // A customer's copy is shared once its data is current (a stale render says no-store while it refreshes).
    let customer = await request.get('/en/terms-conditions');
    await expect
      .poll(async () => {
        customer = await request.get('/en/terms-conditions');
        return customer.headers()['cache-control'];
      })
      .toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(customer.headers()['x-robots-tag']).toBeUndefined();
    expect(await customer.text()).not.toContain('data-preview-bar');
  });

  test('exit ends the preview and comes back to the page without the bar', async ({ page, context }) => {
    await startPreview(page, '/ar/about');
    await page.locator(`${bar} [data-preview-exit]`).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator(bar)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'preview')).toBeUndefined();
  });

  for (const lang of ['en', 'ar', 'tr']) {
    test(`an editor’s saved change shows in the preview at once, while customers still get the cached text (${lang})`, async ({
      page,
      request,
    }) => {
      // Customers have the page, and the storefront its text in cache.
      const before = await (await request.get(`/${lang}/refund-policy`)).text();
      const edited = `Refunds are now issued within 3 days (${lang} edit ${Date.now()}).`;
      expect(before).not.toContain(edited);
      const restore = setPolicyText('refund_policy', lang, `<h2>Refunds</h2><p>${edited}</p>`);
      try {
        await startPreview(page, `/${lang}/refund-policy`);
        await expect(page.locator('.rich-text')).toContainText(edited);
        const customer = await (await request.get(`/${lang}/refund-policy`)).text();
        expect(customer).not.toContain(edited);
        expect(customer).not.toContain('data-preview-bar');
      } finally {
        restore();
      }
    });
  }

  test('the theme buttons switch light and dark; the bar is reached from the keyboard', async ({ page }) => {
    await startPreview(page, '/shipping-policy');
    const dark = page.locator(`${bar} [data-theme-set=dark]`);
    const light = page.locator(`${bar} [data-theme-set=light]`);
    await dark.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(light).toHaveAttribute('aria-pressed', 'false');
    await light.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(light).toHaveAttribute('aria-pressed', 'true');

    await page.locator('body').press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    await expect(page.locator(`${bar} :focus`)).toHaveCount(1);
  });

  test('the bar fits a 320 px screen in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await startPreview(page, '/ar/cancellation-policy');
    const fits = await page
      .locator(bar)
      .evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 320);
    expect(fits).toBe(true);
  });

  for (const lang of ['en', 'ar']) {
    test(`the bar has no accessibility violations (${lang}, light and dark)`, async ({ page }) => {
      await startPreview(page, `/${lang}/privacy-policy`);
      await expectNoViolations(page, `preview ${lang}`);
    });
  }
});
