// Orders placed on the marketplace API directly, as a customer's or a guest's app would place them,
// for tests that need an order without going through the storefront's cart and dialog.
import { expect, type APIRequestContext } from '@playwright/test';
import { API, NEW_ACCOUNT_PASSWORD } from './helpers.ts';

/** What the apps send with every call: module 1 (grocery), Cairo's zone 5, English. */
export const API_HEADERS = { Accept: 'application/json', moduleId: '1', zoneId: '[5]', 'X-localization': 'en' };

/** A customer's API token, signed in on the marketplace itself (never through the storefront). */
export async function apiToken(request: APIRequestContext, email: string, password = NEW_ACCOUNT_PASSWORD) {
  const res = await request.post(`${API}/auth/login`, {
    headers: API_HEADERS,
    data: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export interface Contact {
  name: string;
  phone: string;
  email?: string;
  address?: string;
}

/**
 * A cash-on-delivery order from store 1 (module 1), placed for a guest id or a customer's token,
 * of `lines` (item 1 once unless told): its id.
 */
export async function placeAtMarketplace(
  request: APIRequestContext,
  who: { guestId: number } | { token: string },
  contact: Contact,
  lines: Array<{ id: number; quantity: number }> = [{ id: 1, quantity: 1 }],
): Promise<number> {
  const res = await request.post(`${API}/customer/order/place`, {
    headers: { ...API_HEADERS, ...('token' in who ? { Authorization: `Bearer ${who.token}` } : {}) },
    data: {
      ...('guestId' in who ? { guest_id: who.guestId } : {}),
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      distance: 2.5,
      address: contact.address ?? '12 Tahrir Square, Cairo',
      latitude: '30.0444',
      longitude: '31.2357',
      contact_person_name: contact.name,
      contact_person_number: contact.phone,
      ...(contact.email ? { contact_person_email: contact.email } : {}),
      dm_tips: 0,
      is_buy_now: 1,
      cart: JSON.stringify(
        lines.map((line) => ({
          item_id: line.id,
          quantity: line.quantity,
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
