// Server-only: the order-tracking page's request (/track-order), read and answered. A GET with
// ?order_id= of an order this browser proved (tracked in the last half hour, or placed here by
// its guest) shows it; a post of the plain form is checked, counted per client, then either sent
// to the customer's own order in the account, or redirected here by GET once matched (so Back and
// reload show the order again rather than a form to send again), or answered with the form and
// why (the same message for a wrong id and a wrong phone). Personal: never stored by a browser or
// a cache.
import { fieldErrors } from '../domain/account/auth-rules.ts';
import { guestId } from '../identity/guest.server.ts';
import { clientKey } from '../identity/rate-limit.server.ts';
import { loadSession } from '../identity/session.server.ts';
import { paths } from '../paths.ts';
import { readFormBody, unreadBodyResponse } from '../server/request/json-body.ts';
import { isHttps } from '../server/request/security.ts';
import { placedOrderIds } from './guest-orders.server.ts';
import type { PageContext } from '../server/request/page-context.ts';
import {
  ownOrderId,
  rememberTracked,
  trackedForm,
  trackGuestOrder,
  trackLimiter,
  TrackFormSchema,
  type TrackOutcome,
} from './guest-track.server.ts';

/** The request as the page (Astro global) gives it. */
export type TrackPageContext = PageContext<'prefs' | 't' | 'localizedUrl'>;

/** What the page says above the form, with its status (and when to try again). */
export interface TrackRefusal {
  key: 'guest.unavailable' | 'guest.notFound' | 'guest.tooMany';
  status: number;
  retryAfter?: string;
}

/**
 * The form's first values from the address: an order id in ASCII digits (anything else is
 * dropped), and whether the page was reached straight after a guest's order (?placed=1), when
 * the confirmation leads here with the order's id.
 */
export function trackQuery(search: URLSearchParams): { orderId: string; justPlaced: boolean } {
  const fromQuery = search.get('order_id') ?? '';
  const orderId = /^\d{1,10}$/.test(fromQuery) ? fromQuery : '';
  return { orderId, justPlaced: search.get('placed') === '1' && orderId !== '' };
}

/**
 * What an outcome without an order says. The marketplace failing is said either way; an order
 * this browser had proved but that is not found any more shows the form again without a word,
 * while a posted id and phone that match nothing are told so.
 */
export function trackRefusal(outcome: TrackOutcome, posted: boolean): TrackRefusal | null {
  if (outcome.kind === 'unavailable') return { key: 'guest.unavailable', status: 503, retryAfter: '5' };
  if (outcome.kind === 'not-found' && posted) return { key: 'guest.notFound', status: 404 };
  return null;
}

/** Answers the page's request: a Response to return (a redirect, a refusal), or what the page shows. */
export async function trackOrderPage(page: TrackPageContext) {
  const { prefs, t, localizedUrl } = page.locals;
  page.response.headers.set('Cache-Control', 'private, no-store');
  const query = trackQuery(page.url.searchParams);
  let values = { order_id: query.orderId, phone: '' };
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let outcome: TrackOutcome | null = null;
  // The refusal's status and header set; its message, for the page to say.
  const refuse = (refusal: TrackRefusal | null): string | null => {
    if (!refusal) return null;
    page.response.status = refusal.status;
    if (refusal.retryAfter) page.response.headers.set('Retry-After', refusal.retryAfter);
    return t(refusal.key);
  };
  const action = localizedUrl(paths.trackOrder);
  const matched =
    page.request.method === 'GET' && values.order_id ? await trackedForm(page.cookies, values.order_id) : null;

  if (matched) {
    outcome = await trackGuestOrder(prefs, page.cookies, matched, isHttps(page));
    failure = refuse(trackRefusal(outcome, false));
  } else if (page.request.method === 'POST') {
    const read = await readFormBody(page.request);
    if (!read.ok && read.reason === 'too_large') return unreadBodyResponse('too_large');
    const form = read.ok ? read.form : new FormData();
    values = {
      order_id: String(form.get('order_id') ?? '').slice(0, 40),
      phone: String(form.get('phone') ?? '').slice(0, 60),
    };
    const parsed = TrackFormSchema.safeParse(values);
    if (!parsed.success) {
      errors = fieldErrors(parsed.error);
      page.response.status = 400;
    } else {
      const limited = await trackLimiter.hit(`track:${clientKey(page)}`);
      if (!limited.allowed) {
        failure = refuse({ key: 'guest.tooMany', status: 429, retryAfter: String(limited.retryAfter) });
      } else {
        // A signed-in customer's own order is shown where their orders are, whatever phone was typed.
        const own = await ownOrderId(prefs, page.cookies, Number(parsed.data.order_id));
        if (own !== null) return page.redirect(localizedUrl(paths.orderDetails(own)), 303);
        outcome = await trackGuestOrder(prefs, page.cookies, parsed.data, isHttps(page));
        if (outcome.kind === 'found') {
          await rememberTracked(page.cookies, parsed.data, isHttps(page));
          return page.redirect(`${action}?order_id=${parsed.data.order_id}`, 303);
        }
        failure = refuse(trackRefusal(outcome, true));
      }
    }
  }
  const found = outcome?.kind === 'found' ? outcome : null;
  // Only the guest who placed the order may cancel it, from the browser holding their guest cookie.
  const ownGuest = found ? await guestId(page.cookies) : null;
  const guestView = { canCancel: ownGuest !== null && found?.order.user_id === ownGuest };
  const signedIn = found ? false : (await loadSession(page.cookies)) !== null;
  const placedHere = found || signedIn ? [] : await placedOrderIds(page.cookies);
  return { action, values, errors, failure, found, justPlaced: query.justPlaced, guestView, signedIn, placedHere };
}
