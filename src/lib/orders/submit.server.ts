// Server-only: what placing an order does around placeOrder (place.server.ts), the same for the order
// dialog's POST /api/order and the checkout page's form: a guest's phone in the international
// form (so the order can be followed with it however it is typed then), the guest's order
// remembered in this browser (aftercare/guest-orders.server.ts), the success message left for the next page
// (server/request/flash.ts: the order's page says "Order placed successfully", whichever way it was placed), and
// a session the marketplace no longer knows forgotten.
import type { AstroCookies } from 'astro';
import { e164 } from '../domain/account/auth-rules.ts';
import type { OrderRequest } from '../domain/ordering/order-rules.ts';
import { setFlash } from '../server/request/flash.ts';
import { rememberPlacedOrder } from '../aftercare/guest-orders.server.ts';
import { clearGuest, type Identity } from '../identity/guest.server.ts';
import { placeOrder, type OrderOutcome } from './place.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearSession } from '../identity/session.server.ts';
import { siteSettings } from '../server/marketplace/settings.ts';

export interface OrderPage {
  prefs: Preferences;
  cookies: AstroCookies;
  /** The request came over HTTPS (cookies are then Secure). */
  secure: boolean;
}

export async function submitOrder(page: OrderPage, who: Identity, request: OrderRequest): Promise<OrderOutcome> {
  const order = { ...request, form: { ...request.form } };
  if ('guestId' in who) {
    const { country } = await siteSettings(page.prefs.lang);
    order.form.contact_person_number = e164(order.form.contact_person_number, country);
  }
  const outcome = await placeOrder(page.prefs, who, order);
  if (outcome.kind === 'placed') {
    // The guest follows it from this browser without typing the phone (aftercare/guest-orders.server.ts).
    if ('guestId' in who)
      await rememberPlacedOrder(
        page.cookies,
        who.guestId,
        outcome.orderId,
        order.form.contact_person_number,
        page.secure,
      );
    setFlash(page.cookies, { key: 'placeOrder.successMessage' }, page.secure);
  } else if (outcome.kind === 'signed-out') {
    if ('guestId' in who) clearGuest(page.cookies);
    else clearSession(page.cookies);
  }
  return outcome;
}
