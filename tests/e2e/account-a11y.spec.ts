// Axe (WCAG 2.2 A and AA) on the account pages, signed in as the demo customer and signed out,
// in English and Arabic, light and dark.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { customerWithOrder } from './aftercare-helpers.ts';
import { expectNoViolations } from './axe.ts';

const SIGNED_IN = [
  '/profile',
  '/update-profile',
  '/notifications',
  '/orders-lists',
  '/orders-lists?tab=all',
  '/orders-details/100002',
  '/orders-details/100005',
  '/addresses',
];

for (const lang of ['en', 'ar']) {
  test.describe(`${lang}`, () => {
    for (const path of SIGNED_IN) {
      test(`signed in, ${path} has no violations`, async ({ page, baseURL }) => {
        await signIn(page, baseURL!);
        await page.goto(`/${lang}${path}`);
        // The server renders the unread look; the page script may only take some away.
        if (path === '/notifications') await page.locator('li[data-unread]').first().waitFor();
        await expectNoViolations(page, `${lang}${path}`);
      });
    }

    test('the delete dialog and a read-more notification have no violations', async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.goto(`/${lang}/notifications`);
      await page.locator('[data-toggle]:visible').first().click();
      await expectNoViolations(page, `${lang} notifications expanded`);
      await page.goto(`/${lang}/update-profile`);
      await expect(page.locator('astro-island[component-url*="EditProfile"]')).not.toHaveAttribute('ssr', /.*/);
      await page.locator('main button.border-red-700').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectNoViolations(page, `${lang} delete dialog`);
    });

    test('the cancel dialog of a pending order and the address form, with their errors, have no violations', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // An order placed through the cart, then two scans: more than one page's time.
      test.slow();
      const { orderId } = await customerWithOrder(page, context, request, baseURL!);
      await page.goto(`/${lang}/orders-details/${orderId}`);
      await page.locator('[data-cancel-open]').click();
      const dialog = page.locator('[data-cancel-dialog]');
      await expect(dialog).toBeVisible();
      await dialog.locator('[data-cancel-confirm]').click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectNoViolations(page, `${lang} cancel dialog`);
      await page.goto(`/${lang}/addresses?add=1`);
      await page.locator('[data-address-form] button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page, `${lang} address form`);
    });

    test('the account forms as the server renders them after a post have no violations', async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      // No island: the forms post to the server, as before hydration or without JavaScript.
      await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
      await page.goto(`/${lang}/update-profile`);
      await page.locator('input[name="name"]').fill('');
      await page.locator('input[name="email"]').fill('not-an-email');
      await page
        .locator('#profile-photo')
        .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await page.locator('main form button[type="submit"]').first().click();
      await expect(page.locator('main [role="alert"]')).toHaveCount(2);
      await expect(page.locator('#profile-photo-error')).toBeVisible();
      await expectNoViolations(page, `${lang} refused profile form`);
      await page.locator('main form input[name="intent"][value="delete"] ~ button').click();
      await expect(page.locator('main form input[name="confirm"]')).toBeAttached();
      await expectNoViolations(page, `${lang} delete confirmation`);
      await page.goto(`/${lang}/profile?updated=1`);
      await expect(page.locator('[data-updated]')).toBeVisible();
      await expectNoViolations(page, `${lang} profile saved`);
    });

    test('the unauthorized page has no violations', async ({ page }) => {
      await page.goto(`/${lang}/profile`);
      await expectNoViolations(page, `${lang}/profile signed out`);
    });
  });
}
