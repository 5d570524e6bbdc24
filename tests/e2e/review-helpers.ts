// Delivered orders for review tests. The reference API has no call that delivers an order (a
// store and a courier do that), so after placing one through the API as the customer, the test
// marks it delivered in the test API's database, as the store's side would.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API } from './helpers.ts';
import { API_HEADERS, placeAtMarketplace } from './marketplace-orders.ts';

/** Places an order of `items` from store 1 (module 1) for the token's customer; its id. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  items: Array<{ id: number; price: number }>,
): Promise<number> {
  return placeAtMarketplace(
    request,
    { token },
    { name: 'Review Tester', phone: '+201012345679' },
    // Enough of each for the store's minimum order.
    items.map((item) => ({ id: item.id, quantity: Math.max(1, Math.ceil(100 / items.length / item.price)) })),
  );
}

/** What the store's side does when the courier hands the order over. */
export function markDelivered(orderId: number): void {
  const db = new DatabaseSync(join(process.env.E2E_API_DATA_DIR || 'data-test', 'marketplace.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const now = new Date().toISOString();
    db.prepare(
      "UPDATE orders SET order_status = 'delivered', delivered = ?, payment_status = 'paid', updated_at = ? WHERE id = ?",
    ).run(now, now, orderId);
  } finally {
    db.close();
  }
}

/** Store 1's items in stock other than 1 and 2 (whose ratings other tests read), in id order. */
export async function storeOneItems(
  request: APIRequestContext,
): Promise<Array<{ id: number; name: string; price: number }>> {
  const res = await request.get(`${API}/items/suggested?store_id=1`, { headers: API_HEADERS });
  const items = (await res.json()).items as Array<{ id: number; name: string; price: number; stock: number | null }>;
  return items.filter((i) => i.id > 2 && (i.stock === null || i.stock >= 20)).sort((a, b) => a.id - b.id);
}
