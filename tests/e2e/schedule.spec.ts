// A delivery time at checkout: as soon as possible, or a slot of today or tomorrow cut from the
// store's hours (api/docs/schedule.md), on both checkout paths; the order shows the chosen time.
// Store 1 (grocery) takes scheduled orders and is open all day.
import { expect, test, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { addToServerCart, cartAwake, customerInCairo } from './cart-steps.ts';
import { locateInCairo, signUpFresh, slowPhone } from './helpers.ts';

const WORDS = { en, ar } as const;
type Lang = keyof typeof WORDS;
const ITEM = { id: 1, price: 120, module_id: 1 };

/** The value of tomorrow's first offered slot in a select. */
async function tomorrowsFirst(page: Page, lang: Lang) {
  const option = page.locator(
    `select[name="schedule_at"] optgroup[label="${WORDS[lang].delivery.schedule.tomorrow}"] option`,
  );
  return (await option.first().getAttribute('value'))!;
}

for (const lang of ['en', 'ar'] as const) {
  test(`order dialog (${lang}): a slot of tomorrow is sent and shown on the order`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (lang === 'ar') await slowPhone(page);
    const words = WORDS[lang];
    await customerInCairo(page, context, baseURL!);
    await addToServerCart(page, baseURL!, ITEM, 1);
    await page.goto(`/${lang}/cart`);
    await cartAwake(page);
    await page.getByRole('button', { name: words.cart.placeOrder }).click();
    const dialog = page.getByRole('dialog', { name: words.placeOrder.title });
    const when = dialog.getByLabel(words.delivery.schedule.title);
    await expect(when).toHaveValue('');
    await expect(when.locator('option').first()).toHaveText(words.delivery.schedule.now);
    const slot = await tomorrowsFirst(page, lang);
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await when.selectOption(slot);
    await dialog.locator('input[name="address"]').fill(lang === 'ar' ? 'شارع التحرير ١٢' : '12 Tahrir Square');
    await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
    await page.waitForURL(new RegExp(`/${lang}/orders-details/\\d+$`));
    const shown = page.locator('[data-order-delivery] [data-scheduled]');
    await expect(shown).toContainText(words.delivery.schedule.scheduledFor);
    await expect(shown.locator('dd')).not.toBeEmpty();
  });
}

test('without JavaScript: the slot list is a plain select; an order for now shows no time', async ({
  browser,
  baseURL,
}) => {
  const words = WORDS.en;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await locateInCairo(context, baseURL!);
  const page = await context.newPage();
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, ITEM, 1);
  await page.goto('/en/cart');
  await page.getByRole('button', { name: words.cart.placeOrder }).click();
  await expect(page).toHaveURL(/\/en\/checkout\??$/);
  await page.locator('input[name="contact_person_name"]').fill('Buyer Person');
  await page.locator('input[name="contact_person_number"]').fill('01012345678');
  await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
  const slot = await tomorrowsFirst(page, 'en');
  await page.getByLabel(words.delivery.schedule.title).selectOption(slot);
  await page.getByRole('button', { name: words.checkout.review }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?step=review$/);
  await page.getByRole('button', { name: words.placeOrder.confirm }).click();
  await expect(page).toHaveURL(/\/en\/orders-details\/\d+$/);
  await expect(page.locator('[data-scheduled]')).toBeVisible();

  // Now, the default: no time on the order.
  await addToServerCart(page, baseURL!, ITEM, 1);
  await page.goto('/en/checkout');
  await page.locator('input[name="contact_person_name"]').fill('Buyer Person');
  await page.locator('input[name="contact_person_number"]').fill('01012345678');
  await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
  await page.getByRole('button', { name: words.checkout.review }).click();
  await page.getByRole('button', { name: words.placeOrder.confirm }).click();
  await expect(page).toHaveURL(/\/en\/orders-details\/\d+$/);
  await expect(page.locator('[data-scheduled]')).toHaveCount(0);
  await context.close();
});
