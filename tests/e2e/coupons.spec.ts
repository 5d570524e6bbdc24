// Coupons at checkout for a signed-in customer, in English and Arabic (api/seed/coupons.ts): the
// coupons that hold at Tahrir Koshary House (store 2) listed, a code applied with its discount in
// the costs and on the placed order, refusals said by their reason with the code kept as typed
// (expired, another store's, below the minimum purchase, used up), and the same without
// JavaScript on /checkout. Once on a 4× slower CPU.
import { expect, test, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { addToServerCart, cartAwake, customerInCairo } from './cart-steps.ts';
import { locateInCairo, signUpFresh, slowPhone } from './helpers.ts';

const WORDS = { en, ar } as const;
type Lang = keyof typeof WORDS;
/** Okra Tagine with Beef: 212 less 40 = 172 a plate, no choices to make. */
const TAGINE = { id: 21, price: 212, module_id: 2 };
/** Falafel Plate: 33, two of them below SAVE10's minimum purchase of 100. */
const FALAFEL = { id: 23, price: 33, module_id: 2 };

async function openDialog(page: Page, lang: Lang) {
  await page.goto(`/${lang}/cart`);
  await cartAwake(page);
  await page.getByRole('button', { name: WORDS[lang].cart.placeOrder }).click();
  const dialog = page.getByRole('dialog', { name: WORDS[lang].placeOrder.title });
  await expect(dialog.locator('[data-distance]')).toContainText(WORDS[lang].placeOrder.distance.split(':')[0]!);
  await dialog.locator('input[name="address"]').fill(lang === 'ar' ? 'شارع التحرير ١٢' : '12 Tahrir Square');
  return dialog;
}

const amountOf = async (page: Page, selector: string) =>
  Number(await page.locator(selector).getAttribute('data-amount'));

for (const [lang, code, percent] of [
  ['en', 'KOSHARY15', 15],
  ['ar', 'SAVE10', 10],
] as const) {
  test(`order dialog (${lang}): the store's coupons, ${code} in the costs and on the order`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (lang === 'ar') await slowPhone(page);
    const words = WORDS[lang];
    await customerInCairo(page, context, baseURL!);
    await addToServerCart(page, baseURL!, TAGINE, 1);
    const dialog = await openDialog(page, lang);
    const block = dialog.locator('[data-coupons]');
    // This store's and the marketplace's running coupons; not another store's, not an expired one.
    await expect(block.locator('[data-coupon="KOSHARY15"]')).toBeVisible();
    await expect(block.locator('[data-coupon="SAVE10"]')).toBeVisible();
    await expect(block.locator('[data-coupon="GRILL30"]')).toHaveCount(0);
    await expect(block.locator('[data-coupon="RAMADAN25"]')).toHaveCount(0);
    await expect(block.locator('[data-coupon="FRESH15"]')).toHaveCount(0);
    const totalBefore = await dialog.locator('[data-cost="total"]').textContent();

    if (lang === 'en') {
      await block.getByLabel(words.coupons.code).fill(code);
      await block.getByLabel(words.coupons.code).press('Enter');
    } else await block.getByRole('button', { name: words.coupons.useCode.replace('{{code}}', code) }).click();
    const discount = Math.round(172 * percent) / 100;
    await expect(block.locator('[data-coupon-status="applied"]')).toBeVisible();
    // The row names the code; its amount comes off the total.
    await expect(dialog.locator('div:has(> [data-cost="coupon"])')).toContainText(code);
    await expect(dialog.locator('[data-cost="total"]')).not.toHaveText(totalBefore!);
    if (lang === 'en') await expect(dialog.locator('[data-cost="coupon"]')).toContainText(discount.toFixed(2));

    await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
    await page.waitForURL(new RegExp(`/${lang}/orders-details/\\d+$`));
    await expect(page.locator('[data-coupon]')).toBeVisible();
    expect(await amountOf(page, '[data-coupon]')).toBeCloseTo(-discount, 2);
  });
}

test('order dialog: refusals say why and keep the code as typed', async ({ page, context, baseURL }) => {
  const words = WORDS.en;
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, FALAFEL, 2);
  const dialog = await openDialog(page, 'en');
  const block = dialog.locator('[data-coupons]');
  const field = block.getByLabel(words.coupons.code);
  const status = block.locator('#coupon-status');
  const cases = [
    ['RAMADAN25', 'expired', words.coupons.refused.expired],
    ['GRILL30', 'unknown', words.coupons.refused.unknown],
    ['nope-404', 'unknown', words.coupons.refused.unknown],
    ['SAVE10', 'minimum', words.coupons.refused.minimum],
  ] as const;
  for (const [code, reason, text] of cases) {
    await field.fill(code);
    await block.getByRole('button', { name: words.coupons.apply, exact: true }).click();
    await expect(status).toHaveAttribute('data-coupon-status', reason);
    await expect(status).toContainText(text.split('{{')[0]!.trim());
    if (reason === 'minimum') await expect(status).toContainText('100.00');
    await expect(field).toHaveValue(code);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('[data-cost="coupon"]')).toHaveCount(0);
  }
});

test('order dialog: a coupon used as often as it allows is refused the next time', async ({
  page,
  context,
  baseURL,
}) => {
  const words = WORDS.en;
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, TAGINE, 1);
  let dialog = await openDialog(page, 'en');
  await dialog.locator('[data-coupons]').getByLabel(words.coupons.code).fill('WELCOME20');
  await dialog.locator('[data-coupons]').getByRole('button', { name: words.coupons.apply, exact: true }).click();
  await expect(dialog.locator('[data-cost="coupon"]')).toContainText('20.00');
  await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  expect(await amountOf(page, '[data-coupon]')).toBe(-20);

  // WELCOME20 allows one use per customer.
  await addToServerCart(page, baseURL!, TAGINE, 1);
  dialog = await openDialog(page, 'en');
  await dialog.locator('[data-coupons]').getByLabel(words.coupons.code).fill('WELCOME20');
  await dialog.locator('[data-coupons]').getByRole('button', { name: words.coupons.apply, exact: true }).click();
  await expect(dialog.locator('#coupon-status')).toHaveAttribute('data-coupon-status', 'used_up');
  await expect(dialog.locator('#coupon-status')).toHaveText(words.coupons.refused.used_up);
});

for (const lang of ['en', 'ar'] as const) {
  test(`without JavaScript (${lang}): a refused code comes back as typed, a listed one is used and ordered`, async ({
    browser,
    baseURL,
  }) => {
    const words = WORDS[lang];
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    await locateInCairo(context, baseURL!);
    const page = await context.newPage();
    await signUpFresh(page, baseURL!);
    await addToServerCart(page, baseURL!, TAGINE, 1);
    await page.goto(`/${lang}/checkout`);
    await page.locator('input[name="contact_person_name"]').fill('Buyer Person');
    await page.locator('input[name="contact_person_number"]').fill('01012345678');
    await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
    const block = page.locator('[data-coupons]');
    await expect(block.locator('[data-coupon="KOSHARY15"]')).toBeVisible();
    await expect(block.locator('[data-coupon="GRILL30"]')).toHaveCount(0);

    // Another store's code: the form again, every typed value kept, the reason on the field.
    await block.getByLabel(words.coupons.code).fill('GRILL30');
    await block.getByRole('button', { name: words.coupons.apply, exact: true }).click();
    await expect(block.getByLabel(words.coupons.code)).toHaveValue('GRILL30');
    await expect(block.locator('[data-coupon-status="refused"]')).toHaveText(words.coupons.refused.unknown);
    await expect(page.locator('input[name="contact_person_name"]')).toHaveValue('Buyer Person');

    await block.getByRole('button', { name: words.coupons.useCode.replace('{{code}}', 'KOSHARY15') }).click();
    await expect(block.getByLabel(words.coupons.code)).toHaveValue('KOSHARY15');
    await expect(block.locator('[data-coupon-status="applied"]')).toBeVisible();
    await page.getByRole('button', { name: words.checkout.review }).last().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=review$`));
    await expect(page.locator('[data-cost="coupon"]')).toBeVisible();
    await expect(page.locator('[data-checkout-review]')).toContainText('KOSHARY15');
    await page.getByRole('button', { name: words.placeOrder.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/orders-details/\\d+$`));
    expect(await amountOf(page, '[data-coupon]')).toBeCloseTo(-25.8, 2);
    await context.close();
  });
}
