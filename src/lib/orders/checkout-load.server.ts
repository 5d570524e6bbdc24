// Server-only: what the checkout page works from, read fresh for every request: who orders, the
// cart the marketplace holds, the store's terms, and the places the order can go to (the
// customer's saved addresses, the device's saved location, the marketplace's areas).
import type { AstroCookies } from 'astro';
import { getAddresses } from '../api/aftercare.ts';
import { getCustomerInfo, isApiError } from '../api/index.ts';
import { getZoneList, type Area } from '../api/zones.ts';
import { cartLineViews, type CartLineView } from '../cart/lines.ts';
import { addressLine, type SavedAddress } from '../domain/ordering/address-rules.ts';
import { cartOf, findCart, readCartLines } from '../cart/marketplace-cart.server.ts';
import { timedCache } from '../server/marketplace/cache.ts';
import { clearGuest, guestAllowed, identity, type Identity } from '../identity/guest.server.ts';
import { loadOrderTerms, type OrderTerms } from './terms.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearSession } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import type { CheckoutValues } from './checkout-draft.server.ts';

export interface CheckoutPage {
  prefs: Preferences;
  cookies: AstroCookies;
  secure: boolean;
}

export interface Cart {
  moduleId: number;
  storeId: number;
  lines: CartLineView[];
  /** The marketplace's rows as sent, for the checks before ordering (cart/held-cart.server.ts). */
  held: unknown[];
}

export type Loaded =
  | { state: 'signed-out' | 'unavailable' | 'error' }
  /** Nothing in the cart; `who` null for a visitor with no guest cart yet. */
  | { state: 'empty'; who: Identity | null }
  | {
      state: 'ready';
      who: Identity;
      cart: Cart;
      terms: OrderTerms | null;
      addresses: SavedAddress[];
      areas: Area[];
      /** Contact details from the profile (signed in). */
      contact: Pick<CheckoutValues, 'contact_person_name' | 'contact_person_number' | 'contact_person_email'>;
    };

/** Zones change rarely and are the same for everyone (per language): ten minutes. */
const areaCache = timedCache<Area[]>(10 * 60_000, 10, { tag: 'zones' });

function areasOf(prefs: Preferences): Promise<Area[]> {
  const ctx = apiContext(prefs, { timeoutMs: 5000 });
  return areaCache.get(`${ctx.baseUrl}:${prefs.lang}`, () => getZoneList(ctx)).catch(() => []);
}

export async function loadCheckout(page: CheckoutPage): Promise<Loaded> {
  const { prefs, cookies } = page;
  let who: Identity | null;
  try {
    who = await identity(prefs, cookies);
  } catch {
    return { state: 'unavailable' };
  }
  if (!who) {
    // A guest who has put nothing in a cart yet has nothing to order either.
    const guests = await guestAllowed(prefs, cookies).catch(() => null);
    if (guests === null) return { state: 'unavailable' };
    return guests ? { state: 'empty', who: null } : { state: 'signed-out' };
  }
  const token = 'token' in who ? who.token : null;
  try {
    const found = await findCart(prefs, who, cookies, page.secure);
    const lines = cartLineViews(found.lines);
    const first = lines[0];
    if (!first || found.moduleId === null) return { state: 'empty', who };
    const moduleId = found.moduleId;
    const ctx = apiContext(prefs, { ...who, moduleId, timeoutMs: 6000 });
    // The module's cart read whole (as the order check reads it), beside the rest.
    const [held, terms, addresses, areas, customer] = await Promise.all([
      cartOf(prefs, who, moduleId),
      loadOrderTerms(ctx, first.storeId).catch((error: unknown) => {
        console.error('checkout: the order terms failed', error);
        return null;
      }),
      token
        ? getAddresses(ctx).then(
            (list) => list.addresses,
            () => [],
          )
        : [],
      areasOf(prefs),
      token ? getCustomerInfo(ctx).catch(() => null) : null,
    ]);
    return {
      state: 'ready',
      who,
      cart: { moduleId, storeId: first.storeId, lines: readCartLines(held), held },
      terms,
      addresses,
      areas,
      contact: {
        contact_person_name: customer ? [customer.f_name, customer.l_name].filter(Boolean).join(' ') : '',
        contact_person_number: customer?.phone ?? '',
        contact_person_email: customer?.email ?? '',
      },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      if (!token) {
        clearGuest(cookies);
        return { state: 'empty', who: null };
      }
      clearSession(cookies);
      return { state: 'signed-out' };
    }
    return { state: 'error' };
  }
}

/** A delivery point as the form names it: a saved address, the saved location, or an area. */
export type PointChoice = { kind: 'saved'; id: number } | { kind: 'here' } | { kind: 'area'; id: number };

export function parsePoint(value: string): PointChoice | null {
  if (value === 'here') return { kind: 'here' };
  const match = /^(address|area):(\d{1,10})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'address' ? { kind: 'saved', id } : { kind: 'area', id };
}

export interface PointOption {
  value: string;
  label: string;
  group: 'saved' | 'here' | 'area';
}

/** The places the form offers, in the order it offers them. */
export function pointOptions(
  loaded: Extract<Loaded, { state: 'ready' }>,
  prefs: Preferences,
  label: { here: (place: string) => string; type: (type: string) => string },
): PointOption[] {
  const options: PointOption[] = [];
  for (const a of loaded.addresses)
    if (a.lat !== null && a.lng !== null)
      options.push({ value: `address:${a.id}`, label: `${label.type(a.type)} · ${addressLine(a)}`, group: 'saved' });
  if (prefs.location.latitude !== null && prefs.location.longitude !== null)
    options.push({ value: 'here', label: label.here(prefs.location.label ?? ''), group: 'here' });
  for (const area of loaded.areas) options.push({ value: `area:${area.id}`, label: area.name, group: 'area' });
  return options;
}
