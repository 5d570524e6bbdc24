// The whole purchase without JavaScript (/checkout, the order dialog's twin): from a cart with a
// line, Place order, the contact fields, where to deliver (a saved address; or, for a guest whose
// device shares no position, an area of the marketplace and the address typed), the costs before
// Confirm, one order, and the order's page saying "Order placed successfully". Confirm twice, Back
// and a second tab make one order; a refusal keeps what was typed; scripts that fail change
// nothing; with scripts on, the dialog's order shows the message on the next page too.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { addToServerCart, openCart, openOrderDialog } from './cart-steps.ts';
import { uniquePhone } from './guest-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { apiGet, locateInCairo, signUpFresh } from './helpers.ts';

const WORDS = { en, ar } as const;
type Lang = keyof typeof WORDS;

interface Item {
  id: number;
  price: number;
  module_id: number;
  name: string;
}

async function noScript(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** The orders the page's customer or guest has running, through the storefront. */
async function runningOrders(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
  expect(res.status()).toBe(200);
  return ((await res.json()).orders as Array<{ id: number }>).map((o) => o.id);
}

/** Saves an address through the address book's own form: its id. */
async function saveAddress(page: Page, baseURL: string, address: string): Promise<number> {
  const res = await page.request.post('/en/addresses', {
    headers: { Origin: baseURL },
    form: {
      intent: 'add',
      address_type: 'home',
      contact_person_name: 'Saved Person',
      contact_person_number: '01012345670',
      address,
      road: '',
      house: '',
      floor: '',
      latitude: '30.05',
      longitude: '31.24',
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const list = await (await page.request.get('/api/v1/customer/address/list?limit=50&offset=1')).json();
  return (list.addresses as Array<{ id: number; address: string }>).find((a) => a.address === address)!.id;
}

/** From the cart page: Place order leads to the checkout page (no script takes it over). */
async function toCheckout(page: Page, lang: Lang) {
  await page.goto(`/${lang}/cart`);
  await page.getByRole('button', { name: WORDS[lang].cart.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\??$`));
  await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].checkout.title })).toBeVisible();
}

async function review(page: Page, lang: Lang) {
  await page.getByRole('button', { name: WORDS[lang].checkout.review }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=review$`));
  await expect(page.locator('[data-cost="total"]')).toBeVisible();
}

const flash = (page: Page) => page.locator('[data-flash="success"]');

for (const lang of ['en', 'ar'] as const) {
  test(`without JavaScript (${lang}), signed in: a saved address, the costs, one order and its message`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScript(browser, baseURL!);
    await signUpFresh(page, baseURL!);
    const item = await apiGet<Item>(page.request, '/items/details/1');
    await addToServerCart(page, baseURL!, item, 2);
    const addressId = await saveAddress(page, baseURL!, `${lang === 'ar' ? 'شارع التحرير' : 'Tahrir Street'} 5`);

    await toCheckout(page, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-order-lines] li')).toHaveCount(1);
    // The saved address is chosen; its own address is used when the field is left empty.
    await expect(page.locator('select[name="point"]')).toHaveValue(`address:${addressId}`);
    await page.getByLabel(WORDS[lang].placeOrder.notes).fill('Ring twice');
    await review(page, lang);
    const words = WORDS[lang];
    await expect(page.locator('[data-checkout-review]')).toContainText('Ring twice');
    await expect(page.locator('[data-checkout-review]')).toContainText(
      lang === 'ar' ? 'شارع التحرير 5' : 'Tahrir Street 5',
    );
    for (const cost of ['subtotal', 'delivery', 'total'])
      await expect(page.locator(`[data-cost="${cost}"]`)).not.toBeEmpty();
    const shownTotal = (await page.locator('[data-cost="total"]').textContent())!.trim();

    await page.getByRole('button', { name: words.placeOrder.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/orders-details/\\d+$`));
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(flash(page)).toHaveText(words.placeOrder.successMessage);
    await expect(page.locator('[data-total]')).toHaveText(shownTotal);
    expect(await runningOrders(page)).toEqual([orderId]);
    // Once: the message is gone on the next load.
    await page.reload();
    await expect(flash(page)).toHaveCount(0);
    await context.close();
  });

  test(`without JavaScript (${lang}), as a guest: an area and a typed address, one order followed at once`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await noScript(browser, baseURL!);
    const item = await apiGet<Item>(page.request, '/items/details/1');
    await addToServerCart(page, baseURL!, item, 1);
    const phone = uniquePhone();
    const words = WORDS[lang];

    await toCheckout(page, lang);
    await expect(page.locator('[data-guest-contact]')).toBeVisible();
    // No position was shared: the marketplace's areas are offered.
    const point = page.locator('select[name="point"]');
    await expect(point).toHaveValue('');
    const cairo = lang === 'ar' ? 'القاهرة' : 'Cairo';
    await point.selectOption({ label: cairo });
    await page.locator('input[name="contact_person_name"]').fill('Guest Buyer');
    await page.locator('input[name="contact_person_number"]').fill(phone.local);
    await page.locator('input[name="contact_person_email"]').fill('guest.buyer@demo.test');
    await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
    await review(page, lang);
    await expect(page.locator('[data-checkout-review]')).toContainText(cairo);
    await page.getByRole('button', { name: words.placeOrder.confirm }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/track-order\\?order_id=\\d+&placed=1$`));
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await expect(flash(page)).toHaveText(words.placeOrder.successMessage);
    await expect(page.locator('[data-tracked-order]')).toBeVisible();
    // One order placed in this browser (a guest has no order list; /track-order names them).
    await page.goto(`/${lang}/track-order`);
    await expect(page.locator('[data-placed-here] a')).toHaveCount(1);
    await expect(page.locator('[data-placed-here] a')).toHaveAttribute('href', new RegExp(`order_id=${orderId}$`));
    await context.close();
  });
}

test('without JavaScript, Confirm twice, Back, and a second tab: one order', async ({ browser, baseURL }) => {
  const { context, page } = await noScript(browser, baseURL!);
  await locateInCairo(context, baseURL!);
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  await toCheckout(page, 'en');
  await expect(page.locator('select[name="point"]')).toHaveValue('here');
  await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
  await review(page, 'en');
  // A second tab on the same review.
  const second = await context.newPage();
  await second.goto('/en/checkout?step=review');
  await expect(second.getByRole('button', { name: 'Confirm order' })).toBeVisible();

  // Two presses in the same moment: two posts of the same confirmation.
  const confirm = page.locator('[data-confirm-form]');
  const data = Object.fromEntries(
    await confirm
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
  );
  const post = () => page.request.post('/en/checkout', { headers: { Origin: baseURL! }, form: data, maxRedirects: 0 });
  const [a, b] = await Promise.all([post(), post()]);
  expect([a.status(), b.status()]).toEqual([303, 303]);
  expect(a.headers().location).toMatch(/\/en\/orders-details\/\d+$/);
  expect(b.headers().location).toBe(a.headers().location);
  const orderId = Number(a.headers().location!.split('/').pop());

  // The button pressed, then Back: the review says the order was placed; nothing to confirm.
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/orders-details/${orderId}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/checkout\?step=review$/);
  await expect(page.locator('[data-checkout-placed]')).toContainText(`#${orderId}`);
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);

  // The second tab's Confirm finds the same order.
  await second.getByRole('button', { name: 'Confirm order' }).click();
  await expect(second).toHaveURL(new RegExp(`/en/orders-details/${orderId}$`));
  expect(await runningOrders(page)).toEqual([orderId]);
  await context.close();
});

test('without JavaScript, a refusal keeps every typed value, says why on its field and orders nothing', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noScript(browser, baseURL!);
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 1);
  await toCheckout(page, 'ar');
  // Nothing chosen, a short phone: both fields say why; the first takes the focus.
  await page.locator('select[name="point"]').selectOption('');
  await page.locator('input[name="contact_person_number"]').fill('12');
  await page.locator('input[name="address"]').fill('١٢ ميدان التحرير');
  await page.getByLabel(ar.placeOrder.notes).fill('اطرق الباب');
  await page.getByRole('button', { name: ar.checkout.review }).click();
  await expect(page.locator('[data-checkout-message]')).toHaveText(ar.checkout.errors.fields);
  const phone = page.locator('input[name="contact_person_number"]');
  await expect(phone).toHaveValue('12');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(ar.validation.phone);
  await expect(phone).toBeFocused();
  await expect(page.locator('select[name="point"]')).toHaveAccessibleDescription(ar.checkout.errors.point);
  await expect(page.locator('input[name="address"]')).toHaveValue('١٢ ميدان التحرير');
  await expect(page.getByLabel(ar.placeOrder.notes)).toHaveValue('اطرق الباب');

  // An area the store does not deliver to: refused on the point, the rest kept.
  await phone.fill('01012345678');
  await page.locator('select[name="point"]').selectOption({ label: 'الإسكندرية' });
  await page.getByRole('button', { name: ar.checkout.review }).click();
  await expect(page.locator('[data-checkout-message]')).toHaveText(ar.placeOrder.outsideZone);
  await expect(page.locator('select[name="point"]')).toHaveAccessibleDescription(ar.placeOrder.outsideZone);
  await expect(page.locator('select[name="point"] option:checked')).toHaveText('الإسكندرية');
  await expect(page.getByLabel(ar.placeOrder.notes)).toHaveValue('اطرق الباب');
  expect(await runningOrders(page)).toEqual([]);
  await context.close();
});

test('with the scripts failing, Place order still leads to the checkout page and orders once', async ({
  page,
  context,
  baseURL,
}) => {
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  await locateInCairo(context, baseURL!);
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  await toCheckout(page, 'en');
  await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
  await review(page, 'en');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/en\/orders-details\/\d+$/);
  await expect(flash(page)).toHaveText('Order placed successfully');
  expect(await runningOrders(page)).toHaveLength(1);
});

test('with JavaScript, the dialog orders once and the order page says "Order placed successfully"', async ({
  page,
  context,
  baseURL,
}) => {
  await locateInCairo(context, baseURL!);
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/(api\/order|checkout)$/.test(new URL(r.url()).pathname)) posts.push(r.url());
  });
  await openCart(page);
  const dialog = await openOrderDialog(page);
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  await expect(flash(page)).toHaveText('Order placed successfully');
  // Said in the live region once the page's script runs.
  await expect(page.locator('[data-flash-live]')).toHaveText('Order placed successfully');
  expect(posts.map((u) => new URL(u).pathname)).toEqual(['/api/order']);
  expect(await runningOrders(page)).toHaveLength(1);
});

test('the checkout form with its errors and the review pass axe, in Arabic and English', async ({
  page,
  context,
  baseURL,
}) => {
  await locateInCairo(context, baseURL!);
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  for (const lang of ['ar', 'en'] as const) {
    await page.goto(`/${lang}/checkout`);
    await page.locator('select[name="point"]').selectOption('');
    await page.getByRole('button', { name: WORDS[lang].checkout.review }).click();
    await expect(page.locator('[data-checkout-message]')).toBeVisible();
    await expectNoViolations(page, `checkout form ${lang}`);
    await page.locator('select[name="point"]').selectOption('here');
    await page.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
    await review(page, lang);
    await expectNoViolations(page, `checkout review ${lang}`);
  }
});
