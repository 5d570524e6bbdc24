// Delivered orders for review tests. The reference API has no call that delivers an order (a
// store and a courier do that), so after placing one through the API as the customer, the test
// marks it delivered in the test API's database, as the store's side would.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { API, NEW_ACCOUNT_PASSWORD } from './helpers.ts';

const HEADERS = { Accept: 'application/json', moduleId: '1', zoneId: '[5]', 'X-localization': 'en' };

export async function apiToken(request: APIRequestContext, email: string, password = NEW_ACCOUNT_PASSWORD) {
  const res = await request.post(`${API}/auth/login`, {
    headers: HEADERS,
    data: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** Places an order of `items` from store 1 (module 1) for the token's customer; its id. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  items: Array<{ id: number; price: number }>,
): Promise<number> {
  const res = await request.post(`${API}/customer/order/place`, {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    data: {
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      distance: 2.5,
      address: '12 Tahrir Square, Cairo',
      latitude: '30.0444',
      longitude: '31.2357',
      contact_person_name: 'Review Tester',
      contact_person_number: '+201012345679',
      dm_tips: 0,
      is_buy_now: 1,
      cart: JSON.stringify(
        items.map((item) => ({
          item_id: item.id,
          // Enough for the store's minimum order.
          quantity: Math.max(1, Math.ceil(100 / items.length / item.price)),
          item_type: 'AppModelsItem',
          variation: [],
          variant: '',
          add_on_ids: [],
          add_on_qtys: [],
        })),
      ),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).order_id as number;
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
  const res = await request.get(`${API}/items/suggested?store_id=1`, { headers: HEADERS });
  const items = (await res.json()).items as Array<{ id: number; name: string; price: number; stock: number | null }>;
  return items.filter((i) => i.id > 2 && (i.stock === null || i.stock >= 20)).sort((a, b) => a.id - b.id);
}
