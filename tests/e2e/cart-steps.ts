// Steps of the cart and order tests: a customer in Cairo, lines put in the cart from outside the
// page (as another device would), the cart page once its island is awake, and the order dialog.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiGet, locateInCairo, signUpFresh } from './helpers.ts';

export interface CartItem {
  id: number;
  price: number;
  module_id: number;
}

/** A fresh customer, signed in, located in Cairo (zone 5): the email. */
export async function customerInCairo(page: Page, context: BrowserContext, baseURL: string): Promise<string> {
  await locateInCairo(context, baseURL);
  return signUpFresh(page, baseURL);
}

/** Puts items straight into the signed-in customer's cart (as another device would): its lines. */
export async function addToServerCart(page: Page, baseURL: string, item: CartItem, quantity = 1) {
  const res = await page.request.post('/api/v1/customer/cart/add', {
    headers: { Origin: baseURL, 'X-Module-Id': String(item.module_id) },
    data: { item_id: item.id, quantity, price: item.price, model: 'Item' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Array<{ id: number; item_id: number; quantity: number }>;
}

/** The cart page (`/en/cart` unless told), once its island has woken up: before, its buttons do nothing. */
export async function openCart(page: Page, url = '/en/cart') {
  await page.goto(url);
  await cartAwake(page);
}

export async function cartAwake(page: Page) {
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
}

/** The order dialog, opened from the cart, once it knows the distance; the address typed in. */
export async function openOrderDialog(page: Page) {
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place order' });
  await expect(dialog.getByText(/Distance to the store/)).toBeVisible();
  await dialog.getByLabel('Address', { exact: true }).fill('12 Tahrir Square, Cairo');
  return dialog;
}

/** Presses Confirm order and waits for the order's page, which replaces the cart: the order's id. */
export async function confirmOrder(page: Page): Promise<number> {
  await page.getByRole('dialog', { name: 'Place order' }).getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The cart's lines, as the storefront answers them to the page (with the page's own cookies). */
export async function cartLines(page: Page): Promise<Array<{ item_id: number; quantity: number }>> {
  return page.evaluate(
    async () =>
      ((await (await fetch('/api/cart')).json()) as { lines: Array<{ item_id: number; quantity: number }> }).lines,
  );
}

/** Two items of one open grocery store with stock to spare (no cap). */
export async function twoItemsInStock(request: APIRequestContext) {
  const stores = (await apiGet(request, '/stores/get-stores/all?limit=100&offset=1')).stores as Array<{
    id: number;
    open: number;
    module_id: number;
  }>;
  for (const store of stores.filter((s) => s.open === 1 && s.module_id === 1)) {
    const items = (await apiGet(request, `/items/suggested?store_id=${store.id}`)).items as any[];
    const roomy = items.filter((i) => i.stock > 5 && i.maximum_cart_quantity === null);
    if (roomy.length >= 2) return [roomy[0], roomy[1]];
  }
  throw new Error('no open grocery store with two items in stock');
}
