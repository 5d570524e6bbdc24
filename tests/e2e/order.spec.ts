// Ordering the way customers break it: a double click on confirm, Back after the order, a second
// tab, a cart changed elsewhere while the dialog is open; and costs shown before confirming that
// are the costs the order page shows afterwards.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { addToServerCart, customerInCairo, openCart, openOrderDialog, confirmOrder } from './cart-steps.ts';
import { orderRequest } from '../fixtures/order-request.ts';
import { apiGet, signUpFresh } from './helpers.ts';

interface Item {
  id: number;
  price: number;
  module_id: number;
  name: string;
}

async function runningOrders(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
  return ((await res.json()).orders as Array<{ id: number }>).map((o) => o.id);
}

/** Two of each of the cart's lines. */
const twoOfEach = (lines: Array<{ id: number }>) => lines.map((l) => ({ id: l.id, quantity: 2 }));

/** A fresh customer in Cairo and items 1 and 2, in that order. */
async function customerAndTwoItems(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string) {
  await customerInCairo(page, context, baseURL);
  return Promise.all([apiGet<Item>(request, '/items/details/1'), apiGet<Item>(request, '/items/details/2')]);
}

test('a double confirm places one order, the order page replaces the cart, and Back never shows it again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const item = await apiGet<Item>(request, '/items/details/1');
  await addToServerCart(page, baseURL!, item, 2);
  await page.goto('/en/whishlists');
  await openCart(page);
  const dialog = await openOrderDialog(page);
  const shownTotal = (await dialog.locator('[data-cost="total"]').textContent())!.trim();

  // Two submits in the same moment, before the page can react to the first.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order') posts.push(r.url());
  });
  await dialog.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.locator('[data-total]')).toHaveText(shownTotal);
  expect(await runningOrders(page)).toEqual([orderId]);
  expect(posts).toHaveLength(1);

  // Back leaves the order page for the page before the cart: no dialog, no cart to fill again.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/whishlists$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/en/orders-details/${orderId}$`));
  await openCart(page);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await runningOrders(page)).toEqual([orderId]);
});

test('the same confirmation sent again, even at once, returns the first order; a new one finds the cart ordered', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const item = await apiGet<Item>(request, '/items/details/1');
  const cart = await addToServerCart(page, baseURL!, item, 2);
  const body = orderRequest('6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5', 245, twoOfEach(cart));
  const send = (data: typeof body) => page.request.post('/api/order', { headers: { Origin: baseURL! }, data });
  const [first, second] = await Promise.all([send(body), send(body)]);
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  const placed = await first.json();
  expect(await second.json()).toEqual(placed);
  expect(await (await send(body)).json()).toEqual(placed);
  const other = await send({ ...body, key: '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d' });
  expect(other.status()).toBe(409);
  expect(await other.json()).toMatchObject({ code: 'cart_changed', lines: [] });
  expect(await runningOrders(page)).toEqual([placed.orderId]);
  // The raw proxy no longer places orders.
  expect(
    (await page.request.post('/api/v1/customer/order/place', { headers: { Origin: baseURL! }, data: {} })).status(),
  ).toBe(404);
});

test('a change in another tab shows in this one; a cart changed elsewhere while the dialog is open is shown again, not ordered', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [bread, milk] = await customerAndTwoItems(page, context, request, baseURL!);
  await addToServerCart(page, baseURL!, bread);
  await addToServerCart(page, baseURL!, milk);
  await openCart(page);
  const rows = page.locator('li:has(output)');
  await expect(rows).toHaveCount(2);

  // A second tab removes one line: this tab shows it gone without a reload.
  const other = await context.newPage();
  await openCart(other);
  await other.getByRole('button', { name: `Remove: ${milk.name}` }).click();
  await expect(other.getByText('Item removed from cart')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: bread.name })).toBeVisible();
  await other.close();

  // Another device adds a line while the dialog is open: nothing is ordered, the cart is shown again.
  const dialog = await openOrderDialog(page);
  await dialog.getByLabel('Notes').fill('Ring twice');
  await expect(dialog.locator('[data-order-lines] li')).toHaveCount(1);
  await addToServerCart(page, baseURL!, milk);
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your cart changed' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  expect(await runningOrders(page)).toEqual([]);

  // What was typed is still there; the order is the cart as now shown.
  await page.getByRole('button', { name: 'Place order' }).click();
  const again = page.getByRole('dialog', { name: 'Place order' });
  await expect(again.getByLabel('Notes')).toHaveValue('Ring twice');
  await expect(again.locator('[data-order-lines] li')).toHaveCount(2);
  await again.getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  await expect(page.locator('[data-line]')).toHaveCount(2);
});

test('costs before confirming: lines, subtotal, discounts, delivery fee and the total the order page shows', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  // Store 5 gives 15% off from 200 (at most 60); these two items also carry their own discounts.
  const items = (
    (await apiGet(request, '/items/suggested?store_id=5', 2)) as { items: Array<Item & { discount: number }> }
  ).items;
  const picked = items
    .filter((i) => i.discount > 0)
    .sort((a, b) => b.price - a.price)
    .slice(0, 2);
  expect(picked).toHaveLength(2);
  for (const item of picked) await addToServerCart(page, baseURL!, item);
  await openCart(page);
  const dialog = await openOrderDialog(page);
  await expect(dialog.locator('[data-order-lines] li')).toHaveCount(2);
  for (const name of ['subtotal', 'discount', 'delivery', 'total'])
    await expect(dialog.locator(`[data-cost="${name}"]`)).toHaveText(/\d+\.\d{2}\sEGP/);
  await expect(dialog.locator('[data-cost="discount"]')).toHaveText(/^-/);
  const money = async (name: string) =>
    Number((await dialog.locator(`[data-cost="${name}"]`).textContent())!.replace(/[^\d.]/g, ''));
  const [subtotal, discount, delivery, total] = [
    await money('subtotal'),
    await money('discount'),
    await money('delivery'),
    await money('total'),
  ];
  expect(Math.round((subtotal - discount + delivery) * 100) / 100).toBe(total);
  const shownTotal = (await dialog.locator('[data-cost="total"]').textContent())!.trim();
  const shownSubtotal = (await dialog.locator('[data-cost="subtotal"]').textContent())!.trim();
  await confirmOrder(page);
  // The estimate is the order: the marketplace stored the total the dialog showed.
  await expect(page.locator('[data-total]')).toHaveText(shownTotal);
  await expect(page.locator('[data-subtotal]')).toHaveText(shownSubtotal);
  const rows = await page
    .locator('[data-summary] dd[data-amount]:not([data-total])')
    .evaluateAll((dds) => dds.map((d) => Number(d.getAttribute('data-amount'))));
  expect(Math.round(rows.reduce((a, b) => a + b, 0) * 100) / 100).toBe(total);
  await expect(page.locator('[data-discount]')).toHaveText(`-${discount.toFixed(2)} EGP`);
});

test('a refusal from the marketplace keeps every typed value and says why', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  // A point outside every delivery zone: the order is refused.
  const url = new URL(baseURL!);
  await context.addCookies(
    [
      ['latitude', '0.5'],
      ['longitude', '0.5'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: url.hostname, path: '/' })),
  );
  await addToServerCart(page, baseURL!, await apiGet<Item>(request, '/items/details/1'), 2);
  await openCart(page);
  const dialog = await openOrderDialog(page);
  await dialog.getByLabel('Notes').fill('Ring twice');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  // The storefront finds the point in none of the store's zones before the marketplace would.
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'The store does not deliver to this address.' }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Notes')).toHaveValue('Ring twice');
  await expect(dialog.getByLabel('Address')).toHaveValue('12 Tahrir Square, Cairo');
  await expect(dialog.getByRole('button', { name: 'Confirm order' })).toBeEnabled();
  expect(await runningOrders(page)).toEqual([]);
});

test('personal pages are never stored: cart, profile, orders, order details, notifications', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  for (const path of [
    '/en/cart',
    '/en/profile',
    '/en/update-profile',
    '/en/orders-lists',
    '/en/orders-details/100001',
    '/en/notifications',
    '/cart',
  ]) {
    const res = await page.request.get(path);
    expect(res.headers()['cache-control'], path).toMatch(/no-store/);
    expect(res.headers()['x-page-cache'] ?? '', path).not.toMatch(/hit/i);
  }
});

test('a cart ordered on another device while the dialog is open: no second order, the page points to the orders', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const item = await apiGet<Item>(request, '/items/details/1');
  const cart = await addToServerCart(page, baseURL!, item, 2);
  await openCart(page);
  const dialog = await openOrderDialog(page);
  // The other device confirms its own dialog (its own key) first.
  const elsewhere = await page.request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(crypto.randomUUID(), 230, twoOfEach(cart)),
  });
  expect(elsewhere.status()).toBe(200);
  const { orderId } = await elsewhere.json();
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'it may have been ordered in another window' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await notice.getByRole('link', { name: 'View your orders' }).click();
  await expect(page.locator(`[data-order-id="${orderId}"]`)).toBeVisible();
  expect(await runningOrders(page)).toEqual([orderId]);
});

test('a cart page shown again from the back-forward cache loads the cart again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [avocado, tomatoes] = await customerAndTwoItems(page, context, request, baseURL!);
  await addToServerCart(page, baseURL!, avocado);
  await openCart(page);
  await expect(page.locator('li:has(output)')).toHaveCount(1);
  // Changed elsewhere while this page sat in the cache; the browser restores it as it was.
  await addToServerCart(page, baseURL!, tomatoes);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(page.locator('li:has(output)')).toHaveCount(2);
  await expect(page.locator('li:has(output)').filter({ hasText: tomatoes.name })).toBeVisible();
});
