// Axe (WCAG 2.2 A and AA rules) on the frame's pages and its open menus, in English and Arabic,
// light and dark.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';

for (const lang of ['en', 'ar']) {
  test.describe(`${lang}`, () => {
    for (const path of ['', '/about', '/privacy-policy', '/login', '/no-such-page']) {
      test(`page ${path || '/'} has no violations`, async ({ page }) => {
        await page.goto(`/${lang}${path}`, { waitUntil: 'domcontentloaded' });
        await expectNoViolations(page, `${lang}${path}`);
      });
    }

    test('the open side menu and language menu have no violations', async ({ page }) => {
      await page.goto(`/${lang}/about`);
      await page.locator('[data-menu-open]').click();
      await expect(page.locator('#side-menu')).toBeVisible();
      await expectNoViolations(page, `side menu ${lang}`);
      await page.keyboard.press('Escape');
      await page.locator('[popovertarget=language-menu]').click();
      await expect(page.locator('#language-menu')).toBeVisible();
      await expectNoViolations(page, `language menu ${lang}`);
    });
  });
}
