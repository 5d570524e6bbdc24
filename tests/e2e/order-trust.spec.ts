// What a customer is told on the way to an order: a closed store's product says when the store
// opens and adds nothing (never clearing another store's cart); a closed store's cart and one
// below the store's minimum say why Place order does not open the order; the order dialog and
// the order's page say how it is paid; Escape gives the focus back to Place order.
import { expect, test, type Page } from '@playwright/test';
import { addToServerCart, confirmOrder, customerInCairo, openCart, openOrderDialog, cartLines } from './cart-steps.ts';
import { API, apiGet, money } from './helpers.ts';
import { API_HEADERS, apiToken } from './marketplace-orders.ts';

/** Mango Ice Cream Cup of Sweet Nile Desserts (store 18: active, no opening hours, so closed). */
const CLOSED_ITEM = { id: 207, price: 53, module_id: 2 };
/** Fresh Basket Market (store 1, grocery, minimum order 50): an item above it, one far below. */
const OPEN_ITEM = { id: 1, price: 120, module_id: 1 };
const CHEAP_ITEM = { id: 14, price: 4.5, module_id: 1 };
const CLOSED_EN = 'This store is closed and is not taking orders right now.';
const CLOSED_AR = 'هذا المتجر مغلق ولا يستقبل طلبات حاليًا.';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a closed store’s product says when it opens, adds nothing and leaves another store’s cart alone', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, OPEN_ITEM, 1);

  await page.goto(`/en/single-product/${CLOSED_ITEM.id}`);
  const purchase = page.locator(`[data-product-purchase="${CLOSED_ITEM.id}"]`);
  await expect(purchase.locator('[data-purchase-message]')).toHaveText(CLOSED_EN);
  const add = purchase.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(CLOSED_EN);

  // The storefront's cart refuses it too, whoever calls it, with the same words.
  const refused = await page.request.post('/api/v1/customer/cart/add', {
    headers: { Origin: baseURL!, 'X-Module-Id': String(CLOSED_ITEM.module_id), 'Accept-Language': 'en' },
    data: { item_id: CLOSED_ITEM.id, quantity: 1, price: CLOSED_ITEM.price, model: 'Item' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'store_closed', error: CLOSED_EN });

  // A card of the closed store (its menu): no "clear cart and add", the reason, the cart kept.
  await page.goto('/en/store/18');
  await page
    .locator(`article:has(button[data-card-cart="${CLOSED_ITEM.id}"])`)
    .first()
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByText(CLOSED_EN).last()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await cartLines(page)).map((l) => l.item_id)).toEqual([OPEN_ITEM.id]);
});

test('the Arabic product page of a closed store says so by its disabled add button', async ({ page }) => {
  await page.goto(`/ar/single-product/${CLOSED_ITEM.id}`);
  const purchase = page.locator(`[data-product-purchase="${CLOSED_ITEM.id}"]`);
  await expect(purchase.locator('[data-purchase-message]')).toHaveText(CLOSED_AR);
  await expect(purchase.getByRole('button')).toHaveCount(3);
  await expect(purchase.getByRole('button').last()).toBeDisabled();
});

test('Place order on a closed store’s cart says why, by the button, at 360 px', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = await customerInCairo(page, context, baseURL!);
  // Filled while the store was open, or on another device: straight at the marketplace.
  const res = await page.request.post(`${API}/customer/cart/add`, {
    headers: { ...API_HEADERS, moduleId: '2', Authorization: `Bearer ${await apiToken(page.request, email)}` },
    data: { item_id: CLOSED_ITEM.id, quantity: 4, price: CLOSED_ITEM.price, model: 'Item' },
  });
  expect(res.status()).toBe(200);
  for (const [lang, text, name] of [
    ['en', CLOSED_EN, 'Place order'],
    ['ar', CLOSED_AR, 'إتمام الطلب'],
  ] as const) {
    await openCart(page, `/${lang}/cart`);
    const button = page.getByRole('button', { name, exact: true });
    await expect(page.locator('[data-order-blocked="closed"]')).toHaveText(text);
    // aria-disabled: it keeps the focus, and a press says why again.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-order-blocked="closed"][role="alert"]')).toHaveText(text);
    await expect(button).toBeFocused();
    await expect(page.locator('[data-order-blocked]')).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('the cart says the store’s minimum order and what is missing, and Place order waits for it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, CHEAP_ITEM, 1);
  const store = await apiGet(request, '/stores/details/1', 1);
  const minimum = Number(store.minimum_order);
  const item = await apiGet(request, `/items/details/${CHEAP_ITEM.id}`, 1);
  const unit =
    Number(item.price) -
    (item.discount_type === 'amount' ? Number(item.discount) : (Number(item.price) * Number(item.discount)) / 100);
  expect(unit).toBeLessThan(minimum);
  await openCart(page);
  const blocked = page.locator('[data-order-blocked="minimum"]');
  await expect(blocked).toContainText(`This store takes orders from ${money(minimum)} EGP.`);
  await expect(blocked).toContainText(`Add ${money(minimum - unit)} EGP more to order.`);
  await page.getByRole('button', { name: 'Place order', exact: true }).click({ force: true });
  await expect(page.locator('[data-order-blocked="minimum"][role="alert"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openCart(page, '/ar/cart');
  await expect(page.locator('[data-order-blocked="minimum"]')).toContainText('يقبل هذا المتجر الطلبات بدءًا من');
});

test('the order dialog and the order’s page say it is paid in cash on delivery; Escape returns the focus', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, OPEN_ITEM, 1);
  await openCart(page);
  await expect(page.locator('[data-cart-minimum]')).toHaveText('Minimum order: 50.00 EGP');
  const placeOrder = page.getByRole('button', { name: 'Place order', exact: true });
  let dialog = await openOrderDialog(page);
  await expect(dialog.locator('[data-payment]')).toHaveText('Payment: cash on delivery');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(placeOrder).toBeFocused();
  dialog = await openOrderDialog(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(placeOrder).toBeFocused();

  await openCart(page, '/ar/cart');
  await page.getByRole('button', { name: 'إتمام الطلب', exact: true }).click();
  const arDialog = page.getByRole('dialog');
  await expect(arDialog.locator('[data-payment]')).toHaveText('الدفع: نقدًا عند الاستلام');
  await page.keyboard.press('Escape');

  await openCart(page);
  await openOrderDialog(page);
  const id = await confirmOrder(page);
  await expect(page.locator('[data-payment]')).toHaveText('Payment: cash on delivery');
  await page.goto(`/ar/orders-details/${id}`);
  await expect(page.locator('[data-payment]')).toHaveText('الدفع: نقدًا عند الاستلام');
  void shot;
});

test('an address outside the store’s zone is refused in the dialog, in the page’s language', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, OPEN_ITEM, 1);
  // The saved place is in Alexandria (zone 6); the store delivers in Cairo (zone 5).
  const url = new URL(baseURL!);
  await context.addCookies(
    [
      ['latitude', '31.2001'],
      ['longitude', '29.9187'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: url.hostname, path: '/' })),
  );
  for (const [lang, name, confirm, text] of [
    ['en', 'Place order', 'Confirm order', 'The store does not deliver to this address.'],
    ['ar', 'إتمام الطلب', 'تأكيد الطلب', 'لا يوصّل المتجر إلى هذا العنوان.'],
  ] as const) {
    await openCart(page, `/${lang}/cart`);
    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog.getByRole('alert')).toContainText(text);
  }
  expect((await cartLines(page)).map((l) => l.item_id)).toEqual([OPEN_ITEM.id]);
});
