// A message for the page a form post leads to ("Added to cart", "Order placed successfully"): the
// post sets a short-lived cookie, and the next page the browser opens takes it (the middleware
// reads and deletes it before the page renders, so the frame shows it once). Works the same with
// JavaScript off and on (an island's fetch may set it before it changes the page).
//
// Only a message key of FLASH_KEYS travels, with a few short parameters (a product's name), all
// checked on the way back: a cookie the visitor edits can only choose among the storefront's own
// messages, in their own browser. A page that shows a flash sets a cookie (the deletion), so it is
// never offered to shared caches (cache-policy.ts), and nginx passes any request that carries the
// cookie to the storefront (deploy/nginx.conf).
import type { AstroCookies, MiddlewareHandler } from 'astro';
import { z } from 'zod';

export const FLASH_COOKIE = 'flash';
const MAX_AGE_SECONDS = 60;

/** The messages a post may leave for the next page (keys of the locale files). */
export const FLASH_KEYS = [
  'cart.added',
  'cart.updated',
  'cart.removed',
  'cart.cleared',
  'placeOrder.successMessage',
  'flash.signedUp',
  'flash.accountDeleted',
  // The cart page's forms (src/lib/cart/cart-actions.server.ts): what went wrong.
  'cart.update_failed',
  'cart.remove_failed',
  'cart.clear_failed',
  'cart.lineInvalid',
  'cartForm.maxStock',
  'cartForm.minQuantity',
  'cartForm.lineGone',
  'auth.signInAgain',
  // The add-to-cart form's refusals (lib/cart/add-action.server.ts).
  'addForm.stockLeft',
  'addForm.soldOut',
  'addForm.notOffered',
  'addForm.gone',
  'addForm.notice',
  'product.minQuantity',
  'variations.missingRequired',
  'variations.missingMin',
  'variations.tooMany',
  'variations.sameOptions',
  'cart.add_failed',
  'cart.login_required',
  'cart.tooManyGuests',
] as const;
export type FlashKey = (typeof FLASH_KEYS)[number];

const FlashSchema = z.object({
  key: z.enum(FLASH_KEYS),
  tone: z.enum(['success', 'error']).default('success'),
  params: z.record(z.string().max(20), z.union([z.string().max(120), z.number()])).optional(),
});
export type Flash = z.infer<typeof FlashSchema>;

/** Leaves a message for the next page this browser opens. */
export function setFlash(
  cookies: AstroCookies,
  flash: { key: FlashKey; tone?: 'success' | 'error'; params?: Record<string, string | number> },
  secure: boolean,
): void {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  cookies.set(FLASH_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_SECONDS });
}

/** The message left for this page, read once: the cookie is deleted with this answer. */
export function takeFlash(cookies: AstroCookies): Flash | null {
  const raw = cookies.get(FLASH_COOKIE)?.value;
  if (raw === undefined) return null;
  cookies.delete(FLASH_COOKIE, { path: '/' });
  try {
    const parsed = FlashSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A top-level page load (not a fetch, an image or a script): the one that shows the message. */
function isPageLoad(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const dest = request.headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/** Middleware step: the message left for this page, on `Astro.locals.flash` (BaseLayout shows it). */
export const flashMessages: MiddlewareHandler = (context, next) => {
  if (isPageLoad(context.request)) context.locals.flash = takeFlash(context.cookies);
  return next();
};
