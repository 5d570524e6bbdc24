// Finding the customer's cart across modules (see pages/api/cart.ts), and reading cart answers.
import type { AstroCookies } from 'astro';
import { ApiError, callApi, CartSchema, type CartLine } from '../api/index.ts';
import { cartLineViews, type CartLineView } from './lines.ts';
import type { Identity } from '../identity/guest.server.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

export const CART_MODULE_COOKIE = 'cart_module';

/**
 * Which module holds the cart, so the next cart load looks there first. No script reads it
 * (httpOnly); Secure over HTTPS.
 */
export function rememberCartModule(cookies: AstroCookies, moduleId: number, secure: boolean): void {
  cookies.set(CART_MODULE_COOKIE, String(moduleId), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure,
    maxAge: 60 * 60 * 24 * 30,
  });
}

/** A cart answer read with CartSchema, as the islands receive it: the lines that can be read. */
export function readCart(raw: unknown): CartLine[] {
  const cart = CartSchema.safeParse(raw);
  return cart.success ? cart.data : [];
}

/** A cart answer as the cart page and the order check show it. */
export function readCartLines(raw: unknown): CartLineView[] {
  return cartLineViews(readCart(raw));
}

/** A customer's token, or who the cart is for (a guest's id). */
export type CartOwner = string | Identity;
const owner = (who: CartOwner): Identity => (typeof who === 'string' ? { token: who } : who);

/** Raw cart lines of one module (as the marketplace sent them: the order check reads them whole). */
export async function cartOf(prefs: Preferences, who: CartOwner, moduleId: number): Promise<unknown[]> {
  const raw = await callApi(apiContext(prefs, { ...owner(who), moduleId, timeoutMs: 6000 }), 'customer/cart/list');
  // An expired token: 401, or 403 asking for a guest id on cart routes.
  if (raw.status === 401 || (raw.status === 403 && JSON.stringify(raw.body).includes('guest_id'))) {
    throw new ApiError(401, 'unauthenticated', 'Unauthenticated.');
  }
  if (raw.status >= 400) throw new ApiError(raw.status, 'cart', 'The cart could not be loaded.');
  // Anything but a list is not an empty cart: saying so would be a lie the customer acts on.
  if (!Array.isArray(raw.body)) throw new ApiError(502, 'invalid_response', 'The cart answer could not be read.');
  return raw.body;
}

/** The customer's cart, wherever it is, its lines read with CartSchema. */
export async function findCart(
  prefs: Preferences,
  who: CartOwner,
  cookies: AstroCookies,
  /** The request came over HTTPS (the module cookie is then Secure). */
  secure: boolean,
): Promise<{ moduleId: number | null; lines: CartLine[] }> {
  const hinted = Number(cookies.get(CART_MODULE_COOKIE)?.value);
  if (Number.isInteger(hinted) && hinted > 0) {
    const lines = await cartOf(prefs, who, hinted);
    if (lines.length) return { moduleId: hinted, lines: readCart(lines) };
  }
  const known = await zoneModules(prefs);
  // No modules means the module list failed to load (a zone always has one): not an empty cart.
  if (!known.length) throw new ApiError(502, 'modules', 'The modules could not be loaded.');
  const modules = known.map((m) => m.id).filter((id) => id !== hinted);
  const carts = await Promise.all(modules.map(async (id) => ({ moduleId: id, lines: await cartOf(prefs, who, id) })));
  const found = carts.find((c) => c.lines.length > 0);
  if (found) rememberCartModule(cookies, found.moduleId, secure);
  return found ? { moduleId: found.moduleId, lines: readCart(found.lines) } : { moduleId: null, lines: [] };
}
