// Server-only: a guest follows an order by its id and the phone number given with it (reference
// §1.3; api/docs/guest.md). The marketplace's customer/order/track finds an order for a guest by
// the contact number stored with it, whoever ordered it, and its customer/order/details answers any
// order's lines to any guest id. So the storefront asks for the lines only once track has matched
// the phone, and shows only orders placed as a guest: a signed-in customer's order is followed in
// the account, never by someone who knows its id and phone. A wrong id and a wrong phone get the
// same answer, and attempts are counted per client like sign-ins. A signed-in customer who types
// the number of an order of their own is sent to its page in the account (ownOrderId).
import type { AstroCookies } from 'astro';
import * as z from 'zod';
import {
  getOrderDetails,
  isApiError,
  OrderSchema,
  request,
  trackOrder,
  type Order,
  type OrderDetailLine,
} from '../api/index.ts';
import { e164 } from '../domain/account/auth-rules.ts';
import { asciiDigits, compactPhone } from '../domain/account/phone.ts';
import { guestId, openForGuest, requestGuestId, sealForGuest, setGuest } from '../identity/guest.server.ts';
import { placedPhone } from './guest-orders.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { createLimiter, redisUrlFrom } from '../identity/rate-limit.server.ts';
import { loadSession } from '../identity/session.server.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

/** The plain form's fields; messages are dictionary keys. */
export const TrackFormSchema = z.object({
  // Arabic pages write order numbers in Arabic-Indic digits: typed or pasted so, they are read.
  order_id: z
    .string()
    .trim()
    .transform(asciiDigits)
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, 'guest.orderIdInvalid')),
  phone: z
    .string()
    .trim()
    .max(40, 'guest.phoneInvalid')
    .refine((v) => /^\+?\d{10,15}$/.test(compactPhone(v)), 'guest.phoneInvalid'),
});
export type TrackForm = z.infer<typeof TrackFormSchema>;

export type TrackOutcome =
  | { kind: 'found'; order: Order; lines: OrderDetailLine[] | null }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/** Attempts per client address and minute, with the sign-in's limit (SIGNIN_RATE_LIMIT). */
export const trackLimiter = createLimiter({
  points: Number(process.env.SIGNIN_RATE_LIMIT) || 10,
  windowSeconds: 60,
  keyPrefix: 'track',
  redisUrl: redisUrlFrom(),
});

/**
 * The marketplace answers guests only with a guest id: the visitor's own, else a new one (kept
 * for a visitor who is not signed in, so following orders does not make a guest each time).
 */
async function trackingGuest(prefs: Preferences, cookies: AstroCookies, secure: boolean): Promise<number> {
  const known = await guestId(cookies);
  if (known !== null) return known;
  const id = await requestGuestId(prefs);
  if (!(await loadSession(cookies))) await setGuest(cookies, id, secure);
  return id;
}

// After a matched id and phone the page redirects to itself by GET (so Back and reload show the
// order, never a form to send again) with this sealed cookie: the order it may show and the phone
// that matched, for half an hour, and never in the URL.
const TRACKED_COOKIE = 'tracked_order';
const TRACKED_SECONDS = 30 * 60;
const Tracked = z.object({ oid: z.string().regex(/^[1-9]\d{0,9}$/), ph: z.string().min(1).max(40) });

export async function rememberTracked(cookies: AstroCookies, form: TrackForm, secure: boolean): Promise<void> {
  cookies.set(TRACKED_COOKIE, await sealForGuest({ oid: form.order_id, ph: form.phone }, TRACKED_SECONDS), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: TRACKED_SECONDS,
  });
}

/**
 * The id and phone this browser proved for `orderId`: matched in the last half hour, or placed
 * here by the browser's guest (guest-orders.server.ts); else null.
 */
export async function trackedForm(cookies: AstroCookies, orderId: string): Promise<TrackForm | null> {
  const value = cookies.get(TRACKED_COOKIE)?.value;
  const opened = value ? await openForGuest(value, Tracked) : null;
  if (opened && opened.oid === orderId) return { order_id: opened.oid, phone: opened.ph };
  const placed = await placedPhone(cookies, orderId);
  return placed ? { order_id: orderId, phone: placed } : null;
}

/**
 * The order's id when it is the signed-in customer's own, else null (signed out, not theirs, or
 * the marketplace failing: the guest's way is tried then). The marketplace's track matches a
 * signed-in caller by user id alone, and guest ids and user ids both count from 1, so a guest's
 * order whose guest id equals the customer's id comes back too: only a non-guest order is theirs.
 */
export async function ownOrderId(prefs: Preferences, cookies: AstroCookies, orderId: number): Promise<number | null> {
  const token = (await loadSession(cookies))?.token;
  if (!token) return null;
  try {
    const order = await trackOrder(apiContext(prefs, { token, timeoutMs: 6000 }), orderId);
    return order.id === orderId && !order.is_guest ? order.id : null;
  } catch (error) {
    if (!(isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 401)))
      console.error("track: the customer's own order could not be looked up", error);
    return null;
  }
}

export async function trackGuestOrder(
  prefs: Preferences,
  cookies: AstroCookies,
  form: TrackForm,
  secure: boolean,
): Promise<TrackOutcome> {
  const orderId = Number(form.order_id);
  try {
    const { country } = await siteSettings(prefs.lang);
    const ctx = apiContext(prefs, { guestId: await trackingGuest(prefs, cookies, secure), timeoutMs: 6000 });
    const order = await request(ctx, 'customer/order/track', OrderSchema, {
      query: { order_id: orderId, contact_number: e164(form.phone, country) },
    });
    if (!order.is_guest || order.id !== orderId) return { kind: 'not-found' };
    const lines = await getOrderDetails(ctx, orderId).catch((error: unknown) => {
      // An order without lines (parcel, prescription) answers 404 while track finds it.
      if (isApiError(error) && error.status === 404) return [];
      console.error('guest order: the lines failed', error);
      return null;
    });
    return { kind: 'found', order, lines };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return { kind: 'not-found' };
    console.error('guest order: tracking failed', error);
    return { kind: 'unavailable' };
  }
}
