// Ordering a prescription alone from a pharmacy (api/docs/prescriptions.md): the store page offers
// it only when the module, the store and the marketplace all take prescriptions; the form sends
// real pictures, refuses what is not one, and the order page shows the pictures. Store 7 is a
// Cairo pharmacy that takes prescriptions, store 23 one that does not, store 1 a grocery.
import { expect, test, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { HTML_AS_PNG, JPEG, PNG } from '../fixtures/rx-images.ts';
import { locateInCairo, signUpFresh, slowPhone } from './helpers.ts';

const WORDS = { en, ar } as const;

async function placeWith(page: Page, lang: 'en' | 'ar', note: string) {
  const words = WORDS[lang];
  await page.getByLabel(words.prescription.files).setInputFiles([
    { name: 'rx-page-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'rx-page-2.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await page.getByLabel(words.prescription.note).fill(note);
  await page.getByRole('button', { name: words.prescription.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/orders-details/\\d+$`));
  const section = page.locator('[data-prescription-order]');
  await expect(section.getByRole('heading', { name: words.prescription.order })).toBeVisible();
  await expect(section.locator('[data-order-note]')).toContainText(note);
  const pictures = section.locator('[data-attachment] img');
  await expect(pictures).toHaveCount(2);
  // Each picture really loads through the image endpoint.
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute('src')).toMatch(/^\/img\?/);
  }
  for (const link of await section.locator('[data-attachment]').all())
    expect(await link.getAttribute('href')).toMatch(/^\/img\?/);
  await expect(page.locator('[data-lines]')).toHaveCount(0);
}

test('the store page offers it only where the store, module and marketplace take prescriptions', async ({ page }) => {
  await page.goto('/en/store/7');
  const link = page.getByRole('link', { name: en.prescription.orderWith });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/en/store/7/prescription');
  await page.goto('/en/store/23');
  await expect(page.locator('[data-store-items]')).toBeVisible();
  await expect(page.locator('[data-prescription]')).toHaveCount(0);
  await page.goto('/en/store/1');
  await expect(page.locator('[data-store-items]')).toBeVisible();
  await expect(page.locator('[data-prescription]')).toHaveCount(0);
  // Signed out, the link leads to sign-in and back.
  await page.goto('/en/store/7');
  await page.getByRole('link', { name: en.prescription.orderWith }).click();
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fstore%2F7%2Fprescription$/);
});

for (const lang of ['en', 'ar'] as const) {
  test(`a prescription order (${lang}) is placed with pictures and shown on the order page`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (lang === 'ar') await slowPhone(page);
    const words = WORDS[lang];
    await locateInCairo(context, baseURL!);
    await signUpFresh(page, baseURL!);
    await page.goto(`/${lang}/store/7`);
    await page.getByRole('link', { name: words.prescription.orderWith }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/store/7/prescription$`));
    await expect(page.getByRole('heading', { level: 1, name: words.prescription.title })).toBeVisible();
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await placeWith(page, lang, `Generic is fine ${lang}`);
  });
}

test('without JavaScript: a file that is not a picture is refused, the note kept; then it is placed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await locateInCairo(context, baseURL!);
  await signUpFresh(page, baseURL!);
  await page.goto('/en/store/7/prescription');
  await page.getByLabel(en.prescription.files).setInputFiles([
    { name: 'rx.png', mimeType: 'image/png', buffer: PNG },
    { name: 'prescription.png', mimeType: 'image/png', buffer: HTML_AS_PNG },
  ]);
  await page.getByLabel(en.prescription.note).fill('Keep this note');
  await page.getByRole('button', { name: en.prescription.submit }).click();
  await expect(page.locator('[data-error="files"]')).toHaveText(
    en.prescription.errors.notImage.replace('{{name}}', 'prescription.png'),
  );
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel(en.prescription.note)).toHaveValue('Keep this note');
  await expect(page.getByLabel(en.prescription.files)).toHaveAttribute('aria-invalid', 'true');
  await placeWith(page, 'en', 'No JavaScript here');
  await context.close();
});
