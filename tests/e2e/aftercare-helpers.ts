// Shared steps of the after-order tests: a customer with an order placed through the cart, and the
// order moved on the reference API's side the way a store would move it (its database row).
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiGet, locateInCairo, signUpFresh } from './helpers.ts';

export interface Item {
  id: number;
  price: number;
  module_id: number;
  store_id: number;
  name: string;
  stock: number | null;
}

const DB_FILE = join(process.env.E2E_API_DATA_DIR || 'data-test', 'marketplace.sqlite');

/** Moves an order to `status` with that status's time, as the store's panel would. */
export function setOrderStatus(orderId: number, status: string) {
  const db = new DatabaseSync(DB_FILE);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const now = new Date().toISOString();
    const column = /^[a-z_]+$/.test(status) ? status : 'pending';
    db.prepare(`UPDATE orders SET order_status = ?, ${column} = ?, updated_at = ? WHERE id = ?`).run(
      status,
      now,
      now,
      orderId,
    );
  } finally {
    db.close();
  }
}

/**
 * Gives the order one more line, a copy of its first, for an item the marketplace no longer sells
 * (an id no item has), named `name` as the order's snapshot of it.
 */
export function addRetiredLine(orderId: number, name: string) {
  const db = new DatabaseSync(DB_FILE);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare(
      `INSERT INTO order_details (order_id, item_id, price, quantity, item_details, variation, add_ons, created_at, updated_at)
       SELECT order_id, 999999, price, 1, json_set(item_details, '$.name', ?, '$.id', 999999), variation, add_ons, created_at, updated_at
       FROM order_details WHERE order_id = ? ORDER BY id LIMIT 1`,
    ).run(name, orderId);
  } finally {
    db.close();
  }
}

export async function addToServerCart(page: Page, baseURL: string, item: Item, quantity = 1) {
  const res = await page.request.post('/api/v1/customer/cart/add', {
    headers: { Origin: baseURL, 'X-Module-Id': String(item.module_id) },
    data: { item_id: item.id, quantity, price: item.price, model: 'Item' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An in-stock item of module 1 from a store other than `storeId`. */
export async function itemOfAnotherStore(request: APIRequestContext, storeId: number): Promise<Item> {
  for (let id = 2; id < 200; id++) {
    const item = await apiGet<Item>(request, `/items/details/${id}`);
    if (item?.id && item.module_id === 1 && item.store_id !== storeId && (item.stock ?? 1) > 3) return item;
  }
  throw new Error('no item of another store');
}

/** A fresh customer in Cairo who orders `quantity` of item 1 through the cart; answers the order id. */
export async function customerWithOrder(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  quantity = 2,
): Promise<{ orderId: number; item: Item }> {
  await locateInCairo(context, baseURL);
  await signUpFresh(page, baseURL);
  const item = await apiGet<Item>(request, '/items/details/1');
  await addToServerCart(page, baseURL, item, quantity);
  await page.goto('/en/cart');
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place order' });
  await expect(dialog.getByText(/Distance to the store/)).toBeVisible();
  await dialog.getByLabel('Address', { exact: true }).fill('12 Tahrir Square, Cairo');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  return { orderId: Number(new URL(page.url()).pathname.split('/').pop()), item };
}
