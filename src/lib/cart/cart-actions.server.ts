// The cart page's own forms: a line's − and +, its removal and "clear cart", posted to /cart
// without JavaScript (or before the island is awake). Each change goes through the very door
// the island's JSON calls use (proxy/proxy.server.ts: the caller's identity, strict bodies checked and priced
// by bodies.server.ts, stock per item and per variation across the cart's lines), for a line of the
// caller's own cart only, and the browser comes back to the cart (303) with the result said
// there once (flash.ts). The posted quantity is the one wanted, not a step: a form sent twice
// sets the same quantity twice.
import { z } from 'zod';
import type { CartLine } from '../api/index.ts';
import { isApiError } from '../api/index.ts';
import { MAX_LINE_QUANTITY } from '../domain/pricing/line-price.ts';
import { MIN_QUANTITY } from '../domain/pricing/quantity.ts';
import { paths } from '../paths.ts';
import { findCart } from './marketplace-cart.server.ts';
import { setFlash, type FlashKey } from '../server/request/flash.ts';
import { clearGuest, identity, type Identity } from '../identity/guest.server.ts';
import { KB, readFormBody, unreadBodyResponse } from '../server/request/json-body.ts';
import { proxy } from '../proxy/proxy.server.ts';
import { clientKey } from '../identity/rate-limit.server.ts';
import { isHttps } from '../server/request/security.ts';
import { clearSession } from '../identity/session.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as a page (Astro global) or an endpoint gives it. */
export type CartFormContext = Omit<PageContext<'prefs' | 'localizedUrl'>, 'response'>;

/** A few short fields: nothing a cart form sends comes near it. */
const MAX_FORM_BYTES = 2 * KB;

const lineId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));
// Any whole number is read (a forged 0 or 5000 is answered with the rule it breaks).
const wanted = z
  .string()
  .regex(/^-?\d{1,9}$/)
  .transform(Number);

export const CartForm = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('quantity'), line: lineId, quantity: wanted }),
  z.strictObject({ intent: z.literal('remove'), line: lineId }),
  z.strictObject({ intent: z.literal('clear') }),
]);
export type CartFormInput = z.output<typeof CartForm>;

type Intent = CartFormInput['intent'];
const FAILED: Record<Intent, FlashKey> = {
  quantity: 'cart.update_failed',
  remove: 'cart.remove_failed',
  clear: 'cart.clear_failed',
};
const DONE: Record<Intent, FlashKey> = { quantity: 'cart.updated', remove: 'cart.removed', clear: 'cart.cleared' };

/** The form's fields as one object; null when a field is repeated or is a file. */
function fieldsOf(form: FormData): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string' || Object.hasOwn(out, key)) return null;
    out[key] = value;
  }
  return out;
}

const nameOf = (line: CartLine) => (line.item?.name ?? `#${line.item_id}`).slice(0, 120);

/** One cart call through the proxy, as the island makes it: its status and refusal code. */
async function viaProxy(
  context: CartFormContext,
  call: { method: 'POST' | 'DELETE'; path: string; search?: string; moduleId: number; json?: unknown },
): Promise<{ status: number; code: string | null }> {
  const search = call.search ?? '';
  const headers: Record<string, string> = { 'x-module-id': String(call.moduleId) };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(new URL(`/api/v1/${call.path}${search}`, context.url), {
    method: call.method,
    headers,
    body: call.json === undefined ? undefined : JSON.stringify(call.json),
  });
  const response = await proxy({
    request,
    rawPath: call.path,
    search,
    prefs: context.locals.prefs,
    cookies: context.cookies,
    secure: isHttps(context),
    client: clientKey(context),
  });
  const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return { status: response.status, code: typeof answer?.code === 'string' ? answer.code : null };
}

type Outcome = { key: FlashKey; tone: 'success' | 'error'; params?: Record<string, string> };
const ok = (key: FlashKey): Outcome => ({ key, tone: 'success' });
const refused = (key: FlashKey, params?: Record<string, string>): Outcome => ({ key, tone: 'error', params });

/** What a proxy answer means for the customer. */
function answered(intent: Intent, line: CartLine | null, answer: { status: number; code: string | null }): Outcome {
  if (answer.status >= 200 && answer.status < 300) return ok(DONE[intent]);
  if (answer.status === 401) return refused('auth.signInAgain');
  if (answer.code === 'stock' && line) return refused('cartForm.maxStock', { name: nameOf(line) });
  if (answer.code === 'cart_line_invalid') return refused('cart.lineInvalid');
  if (answer.status === 404) return refused('cartForm.lineGone');
  return refused(FAILED[intent]);
}

/** Carries out one checked form for the caller (`who`), whose cart is found on the server. */
async function carryOut(context: CartFormContext, who: Identity, input: CartFormInput): Promise<Outcome> {
  const { prefs } = context.locals;
  let cart: { moduleId: number | null; lines: CartLine[] };
  try {
    cart = await findCart(prefs, 'token' in who ? who.token : who, context.cookies, isHttps(context));
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) return refused(FAILED[input.intent]);
    // As the cart page does: the marketplace no longer knows this session or guest.
    if ('token' in who) {
      clearSession(context.cookies);
      return refused('auth.signInAgain');
    }
    clearGuest(context.cookies);
    return refused('cartForm.lineGone');
  }
  if (input.intent === 'clear') {
    if (cart.moduleId === null) return ok('cart.cleared');
    return answered(
      'clear',
      null,
      await viaProxy(context, { method: 'DELETE', path: 'customer/cart/remove', moduleId: cart.moduleId }),
    );
  }
  // Only a line of the caller's own cart: any other id (another customer's, a guest's) is not there.
  const line = cart.lines.find((l) => l.id === input.line);
  if (!line || cart.moduleId === null) return refused('cartForm.lineGone');
  const moduleId = line.module_id ?? cart.moduleId;
  if (input.intent === 'remove') {
    const search = `?cart_id=${line.id}`;
    return answered(
      'remove',
      line,
      await viaProxy(context, { method: 'DELETE', path: 'customer/cart/remove-item', search, moduleId }),
    );
  }
  if (input.quantity < MIN_QUANTITY) return refused('cartForm.minQuantity', { name: nameOf(line) });
  // The same form sent again (a double press) changes nothing more.
  if (input.quantity === line.quantity) return ok('cart.updated');
  // Beyond what any line may hold: the stock rule's answer, without asking.
  if (input.quantity > MAX_LINE_QUANTITY) return refused('cartForm.maxStock', { name: nameOf(line) });
  return answered(
    'quantity',
    line,
    await viaProxy(context, {
      method: 'POST',
      path: 'customer/cart/update',
      moduleId,
      json: { cart_id: line.id, quantity: input.quantity },
    }),
  );
}

/** Handles a post of the cart page's forms: the 303 back to the cart, with what happened said there. */
export async function cartFormPost(context: CartFormContext): Promise<Response> {
  const read = await readFormBody(context.request, MAX_FORM_BYTES);
  if (!read.ok && read.reason === 'too_large') return unreadBodyResponse('too_large');
  const fields = read.ok ? fieldsOf(read.form) : null;
  const parsed = fields ? CartForm.safeParse(fields) : null;
  let outcome: Outcome;
  if (!parsed?.success) {
    // Said in the words of what was asked for, whatever else was wrong with the form.
    const said = read.ok ? read.form.get('intent') : null;
    outcome = refused(said === 'remove' || said === 'clear' ? FAILED[said] : FAILED.quantity);
  } else {
    let who: Identity | null = null;
    let known = true;
    try {
      who = await identity(context.locals.prefs, context.cookies);
    } catch {
      // Whether guests may order cannot be read now: nothing was changed.
      known = false;
    }
    outcome = !known
      ? refused(FAILED[parsed.data.intent])
      : who
        ? await carryOut(context, who, parsed.data)
        : // No customer and no guest yet: there is no cart, so no line of it to change.
          parsed.data.intent === 'clear'
          ? ok('cart.cleared')
          : refused('cartForm.lineGone');
  }
  setFlash(context.cookies, outcome, isHttps(context));
  return context.redirect(context.locals.localizedUrl(paths.cart), 303);
}
