// Following orders on /track-order, in English and Arabic: a signed-in customer's own order opens on
// its account page while other people's stay hidden (a guest's order under a guest id equal to the
// customer's id included); a guest's order placed in this browser opens without the phone; a
// followed guest order leads back to /track-order and orders again into the guest's cart; order
// numbers and the cart count are written in the page's digits, URLs and phone numbers in ASCII ones.
import { expect, test, type Page } from '@playwright/test';
import { setOrderStatus } from './aftercare-helpers.ts';
import { guestOrder, toArabicDigits, trackWith, uniquePhone } from './guest-helpers.ts';
import { addToServerCart, cartLines } from './cart-steps.ts';
import { API, apiGet, locateInCairo, NEW_ACCOUNT_PASSWORD, newAccount, proxyGet, signUpFresh } from './helpers.ts';
import { API_HEADERS, apiToken, placeAtMarketplace } from './marketplace-orders.ts';

const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const words = {
  en: { notFound: 'We could not find an order', orderNumber: (id: string) => `Order #${id}`, again: 'Order again' },
  ar: {
    notFound: 'لم نجد طلبًا',
    orderNumber: (id: string) => `الطلب رقم ${toArabicDigits(id)}`,
    again: 'اطلب مرة أخرى',
  },
};
const digits = (lang: Lang, s: string) => (lang === 'ar' ? toArabicDigits(s) : s);

async function trackForm(page: Page, lang: Lang, orderId: number | string, phone: string) {
  await page.goto(`/${lang}/track-order`);
  await page.locator('input[name="order_id"]').fill(String(orderId));
  await trackWith(page, phone);
}

for (const lang of LANGS) {
  test(`${lang}: a signed-in customer follows their own order to its page, never someone else's`, async ({
    page,
    baseURL,
    request,
  }) => {
    const email = await signUpFresh(page, baseURL!);
    const me = await proxyGet<{ id: number }>(page, 'customer/info');
    const mine = uniquePhone();
    const own = await placeAtMarketplace(
      request,
      { token: await apiToken(request, email) },
      {
        name: 'Own Buyer',
        phone: mine.local,
      },
    );
    const otherPhone = uniquePhone();
    const otherToken = await apiToken(request, await newAccount(request, baseURL!), NEW_ACCOUNT_PASSWORD);
    const others = await placeAtMarketplace(request, { token: otherToken }, { name: 'Other', phone: otherPhone.local });
    // A guest whose guest id is this customer's user id: the marketplace's track with the customer's
    // token matches it by user id alone.
    const clashPhone = uniquePhone();
    const clash = await placeAtMarketplace(
      request,
      { guestId: me.id },
      {
        name: 'Same Number Guest',
        phone: clashPhone.international,
        email: 'clash@demo.test',
      },
    );

    // Their own order, with the phone as they typed it when ordering (and in Arabic-Indic digits).
    await trackForm(page, lang, own, digits(lang, mine.local));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${lang}/orders-details/${own}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[lang].orderNumber(String(own)));
    // The form leads a signed-in customer to all their orders too.
    await page.goto(`/${lang}/track-order`);
    await expect(page.locator('[data-own-orders] a')).toHaveAttribute('href', `/${lang}/orders-lists`);

    // Another customer's order with its own phone: not found.
    await trackForm(page, lang, others, otherPhone.local);
    await expect(page.getByRole('alert')).toContainText(words[lang].notFound);
    await expect(page).toHaveURL(new RegExp(`/${lang}/track-order$`));

    // The guest's order under the same number: never taken for the customer's own.
    await trackForm(page, lang, clash, mine.local);
    await expect(page.getByRole('alert')).toContainText(words[lang].notFound);
    expect((await page.request.get(`/${lang}/orders-details/${clash}`)).status()).toBe(404);
    // With its own phone it is followed as any guest's order is, not opened in the account.
    await trackForm(page, lang, clash, clashPhone.local);
    await expect(page).toHaveURL(new RegExp(`/${lang}/track-order\\?order_id=${clash}$`));
    await expect(page.locator('[data-tracked-order] [data-back]')).toHaveAttribute('href', `/${lang}/track-order`);
  });

  test(`${lang}: a guest's order placed here opens without the phone; another browser needs it`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.slow();
    const { orderId, phone } = await guestOrder(page, context, baseURL!, lang);
    const view = page.locator('[data-tracked-order]');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(words[lang].orderNumber(orderId));
    await expect(page.locator('[data-placed]')).toContainText(digits(lang, orderId));
    await expect(page.locator('input[name="phone"]')).toHaveCount(0);
    // The phone is shown as given, in ASCII digits people can copy; the URL keeps ASCII digits.
    await expect(view.getByText(phone.international, { exact: true })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`/${lang}/track-order\\?order_id=${orderId}&placed=1$`));

    // /track-order lists the orders this browser's guest placed.
    await page.goto(`/${lang}/track-order`);
    const placedHere = page.locator('[data-placed-here] a');
    await expect(placedHere).toHaveText([words[lang].orderNumber(orderId)]);
    await placedHere.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/track-order\\?order_id=${orderId}$`));
    await expect(view).toBeVisible();

    // Another browser still needs the phone; the number may be typed in the page's digits.
    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await stranger.goto(`/${lang}/track-order?order_id=${orderId}`);
    await expect(stranger.locator('[data-tracked-order]')).toHaveCount(0);
    await expect(stranger.locator('[data-placed-here]')).toHaveCount(0);
    await stranger.locator('input[name="order_id"]').fill(digits(lang, orderId));
    await trackWith(stranger, phone.local);
    await expect(stranger).toHaveURL(new RegExp(`/${lang}/track-order\\?order_id=${orderId}$`));
    await expect(stranger.locator('[data-tracked-order]')).toBeVisible();
    await other.close();
  });

  test(`${lang}: a followed guest order goes back to following orders and orders again as a guest`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const guest = await (await request.post(`${API}/auth/guest/request`, { headers: API_HEADERS, data: {} })).json();
    const phone = uniquePhone();
    const orderId = await placeAtMarketplace(
      request,
      { guestId: guest.guest_id },
      {
        name: 'Guest Buyer',
        phone: phone.international,
        email: 'guest.buyer@demo.test',
      },
    );
    setOrderStatus(orderId, 'delivered');
    await locateInCairo(context, baseURL!);
    await trackForm(page, lang, orderId, phone.local);
    const view = page.locator('[data-tracked-order]');
    await expect(view).toBeVisible();

    // Back (the view's first link) leads to following orders, never to sign in; soft, so that
    // "Order again" below is checked either way.
    await expect.soft(view.getByRole('link').first()).toHaveAttribute('href', `/${lang}/track-order`);
    // "Order again" fills this visitor's guest cart.
    await view.getByRole('button', { name: words[lang].again }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    await expect(page.locator('[data-cart-count]').first()).toHaveText(digits(lang, '1'));
    expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 1, quantity: 1 })]);
    await page.goBack();
    await view.locator('[data-back]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/track-order$`));
    await expect(page.locator('input[name="order_id"]')).toBeVisible();
  });

  test(`${lang}: order numbers in the list and on the order page are in the page's digits`, async ({
    page,
    baseURL,
    request,
  }) => {
    const email = await signUpFresh(page, baseURL!);
    const id = String(
      await placeAtMarketplace(
        request,
        { token: await apiToken(request, email) },
        {
          name: 'Digits Buyer',
          phone: uniquePhone().international,
        },
      ),
    );
    // Soft: each place is reported on its own.
    await page.goto(`/${lang}/orders-lists`);
    const card = page.locator(`[data-order-id="${id}"]`);
    await expect.soft(card.getByRole('heading', { level: 2 })).toHaveText(words[lang].orderNumber(id));
    await card.getByRole('link').last().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/orders-details/${id}$`));
    await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(words[lang].orderNumber(id));
    await expect.soft(page).toHaveTitle(new RegExp(`^${words[lang].orderNumber(id)}`));

    // The cart count in the header too.
    await addToServerCart(page, baseURL!, await apiGet(request, '/items/details/1'), 2);
    await page.reload();
    await expect(page.locator('[data-cart-count]').first()).toHaveText(digits(lang, '2'));
  });
}
