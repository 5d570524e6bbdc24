// Axe (WCAG 2.2 A and AA rules) on the frame's pages and its open menus, in English and Arabic,
// light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function scan(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}

for (const lang of ['en', 'ar']) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${lang}, ${colorScheme}`, () => {
      test.use({ colorScheme });

      for (const path of ['', '/about', '/privacy-policy', '/login', '/no-such-page']) {
        test(`page ${path || '/'} has no violations`, async ({ page }) => {
          await page.goto(`/${lang}${path}`, { waitUntil: 'domcontentloaded' });
          await scan(page, `${lang}${path} ${colorScheme}`);
        });
      }

      test('the open side menu and language menu have no violations', async ({ page }) => {
        await page.goto(`/${lang}/about`);
        await page.locator('[data-menu-open]').click();
        await expect(page.locator('#side-menu')).toBeVisible();
        await scan(page, `side menu ${lang} ${colorScheme}`);
        await page.keyboard.press('Escape');
        await page.locator('[popovertarget=language-menu]').click();
        await expect(page.locator('#language-menu')).toBeVisible();
        await scan(page, `language menu ${lang} ${colorScheme}`);
      });
    });
  }
}
