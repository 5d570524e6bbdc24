// Finding the customer's cart across modules (see pages/api/cart.ts).
import type { AstroCookies } from 'astro';
import { ApiError, callApi } from '../api/index.ts';
import { zoneModules } from './modules.ts';
import type { Preferences } from './preferences.ts';
import { apiContext } from './upstream.ts';

export const CART_MODULE_COOKIE = 'cart_module';

/** Raw cart lines of one module (the islands read them with normalizeLines). */
async function cartOf(prefs: Preferences, token: string, moduleId: number): Promise<unknown[]> {
  const raw = await callApi(apiContext(prefs, { token, moduleId, timeoutMs: 6000 }), 'customer/cart/list');
  // An expired token: 401, or 403 asking for a guest id on cart routes.
  if (raw.status === 401 || (raw.status === 403 && JSON.stringify(raw.body).includes('guest_id'))) {
    throw new ApiError(401, 'unauthenticated', 'Unauthenticated.');
  }
  if (raw.status >= 400) throw new ApiError(raw.status, 'cart', 'The cart could not be loaded.');
  return Array.isArray(raw.body) ? raw.body : [];
}

export async function findCart(prefs: Preferences, token: string, cookies: AstroCookies): Promise<{ moduleId: number | null; lines: unknown[] }> {
  const hinted = Number(cookies.get(CART_MODULE_COOKIE)?.value);
  if (Number.isInteger(hinted) && hinted > 0) {
    const lines = await cartOf(prefs, token, hinted);
    if (lines.length) return { moduleId: hinted, lines };
  }
  const modules = (await zoneModules(prefs)).map((m) => m.id).filter((id) => id !== hinted);
  const carts = await Promise.all(modules.map(async (id) => ({ moduleId: id, lines: await cartOf(prefs, token, id) })));
  const found = carts.find((c) => c.lines.length > 0);
  if (found) cookies.set(CART_MODULE_COOKIE, String(found.moduleId), { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 30 });
  return found ?? { moduleId: null, lines: [] };
}
