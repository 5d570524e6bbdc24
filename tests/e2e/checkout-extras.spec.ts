// The order's extras on both checkout paths, in English and Arabic: the address's house, floor and
// road and a delivery instruction (sent apart, shown on the order's page), the delivery person's
// tip (the app's choices; a negative amount refused on its field and kept as typed; Arabic-Indic
// digits read) and pick-up at the store (no address, no fee, the store's address on the order).
// With scripts (the cart's order dialog, once on a 4× slower CPU) and without (/checkout).
import { expect, test, type Browser, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { addToServerCart, cartAwake, customerInCairo } from './cart-steps.ts';
import { addAsGuest, fillContact, openOrderDialog as openGuestDialog, uniquePhone } from './guest-helpers.ts';
import { apiGet, locateInCairo, signUpFresh, slowPhone } from './helpers.ts';

const WORDS = { en, ar } as const;
type Lang = keyof typeof WORDS;
const ITEM = { id: 1, price: 120, module_id: 1 };

async function openDialog(page: Page, lang: Lang) {
  await page.goto(`/${lang}/cart`);
  await cartAwake(page);
  await page.getByRole('button', { name: WORDS[lang].cart.placeOrder }).click();
  const dialog = page.getByRole('dialog', { name: WORDS[lang].placeOrder.title });
  await expect(dialog.locator('[data-distance]')).toContainText(WORDS[lang].placeOrder.distance.split(':')[0]!);
  return dialog;
}

async function confirm(page: Page, lang: Lang, dialog = page.getByRole('dialog')) {
  await dialog.getByRole('button', { name: WORDS[lang].placeOrder.confirm }).click();
  await page.waitForURL(new RegExp(`/${lang}/orders-details/\\d+$`));
}

for (const lang of ['en', 'ar'] as const) {
  test(`order dialog (${lang}): house, floor, road, an instruction and a tip reach the order`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (lang === 'ar') await slowPhone(page);
    const words = WORDS[lang];
    await customerInCairo(page, context, baseURL!);
    await addToServerCart(page, baseURL!, ITEM, 1);
    const dialog = await openDialog(page, lang);
    await dialog.locator('input[name="address"]').fill(lang === 'ar' ? 'شارع التحرير ١٢' : '12 Tahrir Square');
    await dialog.getByLabel(words.delivery.house, { exact: true }).fill('12');
    await dialog.getByLabel(words.delivery.floor, { exact: true }).fill('3');
    await dialog.getByLabel(words.delivery.road, { exact: true }).fill('9');
    await dialog.getByLabel(words.delivery.addressType).selectOption('office');
    await dialog.getByLabel(words.delivery.instruction, { exact: true }).selectOption('deliver_to_front_door');
    await dialog.getByLabel(words.delivery.instructionNote).fill(lang === 'ar' ? 'اطرق مرتين' : 'Knock twice');
    // The tip is in the total before confirming.
    const tips = dialog.locator('[data-tips]');
    await expect(tips.getByRole('radio', { name: words.delivery.tip.notNow })).toBeChecked();
    await expect(dialog.locator('[data-cost="tips"]')).toHaveCount(0);
    await tips.getByRole('radio').nth(4).check(); // 40, the app's fifth choice
    await expect(dialog.locator('[data-cost="tips"]')).toBeVisible();
    await confirm(page, lang, dialog);

    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const block = page.locator('[data-order-delivery]');
    await expect(block.locator('[data-address-parts]')).toContainText('12');
    await expect(block.locator('[data-address-type]')).toHaveText(words.delivery.types.office);
    await expect(block.locator('[data-instruction]')).toContainText(words.delivery.instructions.deliver_to_front_door);
    await expect(block.locator('[data-instruction]')).toContainText(lang === 'ar' ? 'اطرق مرتين' : 'Knock twice');
    await expect(page.locator('[data-tips]')).toHaveAttribute('data-amount', '40');
  });
}

test('order dialog: a negative tip is refused on its field and kept; Arabic-Indic digits are read', async ({
  page,
  context,
  baseURL,
}) => {
  const words = WORDS.en;
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, ITEM, 1);
  const dialog = await openDialog(page, 'en');
  await dialog.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
  await dialog.getByRole('radio', { name: words.delivery.tip.own }).check();
  const own = dialog.getByLabel(words.delivery.tip.ownLabel);
  await own.fill('-5');
  await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
  await expect(dialog.getByText(words.delivery.errors.tipNegative)).toBeVisible();
  await expect(own).toHaveValue('-5');
  await expect(own).toHaveAttribute('aria-invalid', 'true');
  await own.fill('abc');
  await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
  await expect(dialog.getByText(words.delivery.errors.tipInvalid)).toBeVisible();
  await own.fill('١٥');
  await expect(dialog.locator('[data-cost="tips"]')).toContainText('15.00');
  await confirm(page, 'en', dialog);
  await expect(page.locator('[data-tips]')).toHaveAttribute('data-amount', '15');
});

for (const lang of ['en', 'ar'] as const) {
  test(`order dialog (${lang}): pick-up has no address and no fee, and the order shows the store to collect from`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (lang === 'ar') await slowPhone(page);
    const words = WORDS[lang];
    await customerInCairo(page, context, baseURL!);
    await addToServerCart(page, baseURL!, ITEM, 1);
    const store = await apiGet(page.request, '/stores/details/1', 1);
    const dialog = await openDialog(page, lang);
    await dialog.getByRole('radio', { name: words.delivery.orderType.takeAway }).check();
    await expect(dialog.locator('input[name="address"]')).toHaveCount(0);
    await expect(dialog.locator('[data-delivery-details]')).toHaveCount(0);
    await expect(dialog.locator('[data-tips]')).toHaveCount(0);
    await expect(dialog.locator('[data-cost="delivery"]')).toHaveText(words.delivery.pickUp);
    await expect(dialog.locator('[data-pick-up-hint]')).not.toBeEmpty();
    if (lang === 'en') await expect(dialog.locator('[data-pick-up-hint]')).toContainText(store.address);
    await confirm(page, lang, dialog);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.locator('[data-delivery]')).toHaveAttribute('data-amount', '0');
    await expect(page.locator('[data-pick-up] dd')).not.toBeEmpty();
    if (lang === 'en') await expect(page.locator('[data-pick-up]')).toContainText(store.address);
    // The order list's card names the store to collect from, not a delivery address.
    await page.goto(`/${lang}/orders-lists`);
    await expect(page.locator(`[data-order-id="${orderId}"] [data-pick-up]`)).toBeVisible();
    if (lang === 'en')
      await expect(page.locator(`[data-order-id="${orderId}"] [data-pick-up]`)).toContainText(store.address);
  });
}

async function noScriptCustomer(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await locateInCairo(context, baseURL);
  const page = await context.newPage();
  await signUpFresh(page, baseURL);
  return { context, page };
}

async function toCheckout(page: Page, lang: Lang) {
  await page.goto(`/${lang}/cart`);
  await page.getByRole('button', { name: WORDS[lang].cart.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\??$`));
}

for (const lang of ['en', 'ar'] as const) {
  test(`without JavaScript (${lang}): the details, an instruction and an own tip in Arabic-Indic digits`, async ({
    browser,
    baseURL,
  }) => {
    const words = WORDS[lang];
    const { context, page } = await noScriptCustomer(browser, baseURL!);
    await addToServerCart(page, baseURL!, ITEM, 1);
    await toCheckout(page, lang);
    await page.locator('input[name="contact_person_name"]').fill('Buyer Person');
    await page.locator('input[name="contact_person_number"]').fill('01012345678');
    await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
    await page.getByLabel(words.delivery.house, { exact: true }).fill('7');
    await page.getByLabel(words.delivery.floor, { exact: true }).fill('2');
    await page.getByLabel(words.delivery.instruction, { exact: true }).selectOption('avoid_calling_phone');
    // A negative amount first: the page comes back with the reason on the field, as typed.
    await page.getByRole('radio', { name: words.delivery.tip.own }).check();
    await page.getByLabel(words.delivery.tip.ownLabel).fill('-٥');
    await page.getByRole('button', { name: words.checkout.review }).click();
    await expect(page.getByText(words.delivery.errors.tipNegative)).toBeVisible();
    await expect(page.getByLabel(words.delivery.tip.ownLabel)).toHaveValue('-٥');
    await expect(page.getByLabel(words.delivery.house, { exact: true })).toHaveValue('7');
    await page.getByLabel(words.delivery.tip.ownLabel).fill('٢٥');
    await page.getByRole('button', { name: words.checkout.review }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=review$`));
    const review = page.locator('[data-checkout-review]');
    await expect(review).toContainText(words.delivery.instructions.avoid_calling_phone);
    await expect(page.locator('[data-cost="tips"]')).toBeVisible();
    await page.getByRole('button', { name: words.placeOrder.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/orders-details/\\d+$`));
    await expect(page.locator('[data-address-parts]')).toContainText('7');
    await expect(page.locator('[data-instruction]')).toHaveText(words.delivery.instructions.avoid_calling_phone);
    await expect(page.locator('[data-tips]')).toHaveAttribute('data-amount', '25');
    await context.close();
  });
}

test('without JavaScript: pick-up where the store offers it, none where it does not', async ({ browser, baseURL }) => {
  const words = WORDS.en;
  const { context, page } = await noScriptCustomer(browser, baseURL!);
  await addToServerCart(page, baseURL!, ITEM, 1);
  const store = await apiGet(page.request, '/stores/details/1', 1);
  await toCheckout(page, 'en');
  await page.locator('input[name="contact_person_name"]').fill('Buyer Person');
  await page.locator('input[name="contact_person_number"]').fill('01012345678');
  await page.getByRole('radio', { name: words.delivery.orderType.takeAway }).check();
  await page.getByRole('button', { name: words.checkout.review }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?step=review$/);
  await expect(page.locator('[data-cost="delivery"]')).toHaveText(words.delivery.pickUp);
  await expect(page.locator('[data-cost="tips"]')).toHaveCount(0);
  await page.getByRole('button', { name: words.placeOrder.confirm }).click();
  await expect(page).toHaveURL(/\/en\/orders-details\/\d+$/);
  await expect(page.locator('[data-pick-up]')).toContainText(store.address);

  // A shop (take_away 0): no choice, home delivery only.
  const latest = await apiGet(page.request, '/items/latest?store_id=8&category_id=0&limit=5&offset=1', 4);
  const shopItem = latest.products.find((p: { stock: number }) => p.stock > 0);
  await addToServerCart(page, baseURL!, { id: shopItem.id, price: shopItem.price, module_id: 4 }, 1);
  await toCheckout(page, 'en');
  await expect(page.locator('[data-order-type]')).toHaveCount(0);
  await expect(page.locator('[data-delivery-details]')).toBeVisible();
  await context.close();
});

test('a guest (order dialog): the road, the type and an instruction in words reach the tracked order', async ({
  page,
  context,
  baseURL,
}) => {
  const words = WORDS.en;
  const phone = uniquePhone();
  await addAsGuest(page, context, baseURL!);
  const dialog = await openGuestDialog(page, 'en');
  await fillContact(page, phone.local);
  await dialog.getByLabel(words.delivery.road, { exact: true }).fill('Road 214');
  await dialog.getByLabel(words.delivery.addressType).selectOption('home');
  await dialog.getByLabel(words.delivery.instructionNote).fill('Leave it with the doorman');
  await dialog.getByRole('radio', { name: words.delivery.tip.own }).check();
  await dialog.getByLabel(words.delivery.tip.ownLabel).fill('-1');
  await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
  await expect(dialog.getByText(words.delivery.errors.tipNegative)).toBeVisible();
  await dialog.getByRole('radio', { name: words.delivery.tip.notNow }).check();
  await dialog.getByRole('button', { name: words.placeOrder.confirm }).click();
  await page.waitForURL(/\/en\/track-order\?order_id=\d+&placed=1$/);
  const tracked = page.locator('[data-tracked-order]');
  await expect(tracked.locator('[data-address-parts]')).toContainText('Road 214');
  await expect(tracked.locator('[data-address-type]')).toHaveText(words.delivery.types.home);
  await expect(tracked.locator('[data-instruction]')).toHaveText('Leave it with the doorman');
  await expect(tracked.locator('[data-tips]')).toHaveCount(0);
});
