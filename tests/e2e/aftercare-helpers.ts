// Shared steps of the after-order tests: a customer with an order placed through the cart, and the
// order moved on the reference API's side the way a store would move it (its database row).
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { addToServerCart, confirmOrder, customerInCairo, openCart, openOrderDialog } from './cart-steps.ts';
import { apiGet } from './helpers.ts';

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
  await customerInCairo(page, context, baseURL);
  const item = await apiGet<Item>(request, '/items/details/1');
  await addToServerCart(page, baseURL, item, quantity);
  await openCart(page);
  await openOrderDialog(page);
  return { orderId: await confirmOrder(page), item };
}
