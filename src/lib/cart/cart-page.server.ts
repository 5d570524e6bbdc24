// Server-only: what the cart page (/cart) reads, rendered on the server for a signed-in customer
// or a guest (no spinner on first load): who is asking, their cart, the first store's order
// terms and the customer's contact details, as the order form starts from them. Personal and
// changing with every order: never stored by the browser or any cache (Back re-renders it, so an
// ordered cart never comes back).
import { getCustomerInfo, isApiError, type Customer } from '../api/index.ts';
import { pick } from '../i18n/index.ts';
import { clearGuest, guestAllowed, identity, type Identity } from '../identity/guest.server.ts';
import { clearSession } from '../identity/session.server.ts';
import { loadOrderTerms, type OrderTerms } from '../orders/terms.server.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import { isHttps } from '../server/request/security.ts';
import { cartLineViews } from './lines.ts';
import { findCart } from './marketplace-cart.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (Astro global) gives it. */
export type CartPageContext = Omit<PageContext<'prefs'>, 'redirect'>;

export type CartState = 'signed-out' | 'error' | 'unavailable' | 'ready';

/** The order form's contact fields, as the cart starts them. */
export interface CartContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  address: string;
  order_note: string;
}

/**
 * Before the cart is asked for: while the marketplace cannot be asked whether guests may order,
 * a visitor is told the shop is unavailable (with a retry), never to sign in. A guest (when the
 * marketplace allows guest checkout) has a cart too, empty until the first add.
 */
export function cartState(asked: { who: Identity | null; unavailable: boolean }, guest: boolean): CartState {
  if (asked.unavailable) return 'unavailable';
  return asked.who || guest ? 'ready' : 'signed-out';
}

/**
 * What a failed cart load means: a guest the marketplace no longer knows starts again with an
 * empty cart, as a new visitor; a session it no longer accepts is signed out; anything else is
 * the page's error.
 */
export function cartFailure(error: unknown, token: string | null): 'forget-guest' | 'signed-out' | 'error' {
  if (isApiError(error) && error.status === 401) return token ? 'signed-out' : 'forget-guest';
  return 'error';
}

/** The profile's name, phone and email in the order form's contact fields. */
export function contactOf(customer: Pick<Customer, 'f_name' | 'l_name' | 'phone' | 'email'>, contact: CartContact) {
  return {
    ...contact,
    contact_person_name: [customer.f_name, customer.l_name].filter(Boolean).join(' '),
    contact_person_number: customer.phone ?? '',
    contact_person_email: customer.email ?? '',
  };
}

/** Everything the cart page shows. */
export async function loadCartPage(page: CartPageContext) {
  const { prefs } = page.locals;
  page.response.headers.set('Cache-Control', 'private, no-store');
  const settings = await siteSettings(prefs.lang);
  const asked = await identity(prefs, page.cookies).then(
    (who) => ({ who, unavailable: false }),
    () => ({ who: null, unavailable: true }),
  );
  const who = asked.who;
  const guest = who
    ? 'guestId' in who
    : !asked.unavailable && (await guestAllowed(prefs, page.cookies).catch(() => false));
  const token = who && 'token' in who ? who.token : null;
  let state = cartState(asked, guest);
  let cart: { moduleId: number | null; lines: unknown[] } = { moduleId: null, lines: [] };
  let store: { lat: number; lng: number } | null = null;
  let terms: Omit<OrderTerms, 'point'> | null = null;
  let contact: CartContact = {
    contact_person_name: '',
    contact_person_number: '',
    contact_person_email: '',
    address: prefs.location.label ?? '',
    order_note: '',
  };

  if (who) {
    try {
      cart = await findCart(prefs, who, page.cookies, isHttps(page));
      const first = cartLineViews(cart.lines)[0];
      const ctx = apiContext(prefs, { ...who, timeoutMs: 6000 });
      const [details, customer] = await Promise.allSettled([
        first
          ? loadOrderTerms({ ...ctx, moduleId: first.moduleId || ctx.moduleId }, first.storeId)
          : Promise.reject(new Error('no store')),
        token ? getCustomerInfo(ctx) : Promise.reject(new Error('a guest')),
      ]);
      if (details.status === 'fulfilled') {
        store = details.value.point;
        terms = { store: details.value.store, rates: details.value.rates, options: details.value.options };
      } else if (first) console.error('cart: the order terms failed', details.reason);
      if (customer.status === 'fulfilled') contact = contactOf(customer.value, contact);
    } catch (error) {
      const failure = cartFailure(error, token);
      if (failure === 'forget-guest') {
        // The marketplace no longer knows this guest: an empty cart, as for a new visitor.
        clearGuest(page.cookies);
        cart = { moduleId: null, lines: [] };
      } else if (failure === 'signed-out') {
        clearSession(page.cookies);
        state = 'signed-out';
      } else state = 'error';
    }
  }
  // The order form posted natively (never by the island) is sent back here: nothing was ordered.
  const notSent = page.url.searchParams.get('order') === 'not-sent';
  const location =
    prefs.location.latitude !== null && prefs.location.longitude !== null
      ? { lat: prefs.location.latitude, lng: prefs.location.longitude }
      : null;
  const strings = pick(prefs.lang, [
    'cart',
    'placeOrder',
    'variations.cartAddOns',
    'variations.addOnCount',
    'common.retry',
    'validation',
    'product.maxStock',
    'product.minQuantity',
    'wishlist.backToShop',
    'topbar.useMyLocation',
    'topbar.locating',
    'topbar.locationFailed',
    'menu.orderClosed',
    'guest',
    'aftercare.address.picker',
    'aftercare.address.types',
    'delivery',
    'coupons',
  ]);
  return { state, notSent, currency: settings.currency, strings, cart, store, terms, location, contact, guest };
}
