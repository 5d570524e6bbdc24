// Server-only: the checkout page's request (/checkout), read and answered: a post's form read
// (a body too large refused), the step carried out by checkout.server.ts, its redirect (303 to
// the placed order, or to the review) or its status, and what the page shows with it: the money
// format, the delivery points offered, the sign-in link a guest is offered and the coupons.
// Personal: never stored by a browser or a cache.
import type { Coupon } from '../api/index.ts';
import { currencyFormatter } from '../i18n/index.ts';
import { paths, placedOrderPath, signInHref } from '../paths.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { readFormBody, unreadBodyResponse } from '../server/request/json-body.ts';
import { isHttps } from '../server/request/security.ts';
import { offeredCoupons } from './checkout-coupon.server.ts';
import { pointOptions, type Loaded, type PointOption } from './checkout-load.server.ts';
import { checkout, type CheckoutView, type FormView } from './checkout.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (Astro global) gives it. */
export type CheckoutPageContext = PageContext<'prefs' | 't' | 'lang' | 'localizedUrl'>;

/** What the page shows for the step. */
export interface CheckoutPageView {
  view: Exclude<CheckoutView, { kind: 'redirect' }>;
  /** The form or the review, when the cart can be ordered. */
  ready: FormView | null;
  /** The cart's state when it cannot be (signed out, empty, unavailable, an error). */
  state: Loaded['state'] | null;
  /** Where the forms post. */
  action: string;
  money: (amount: number) => string;
  options: PointOption[];
  /** A guest's link to sign in and come back here; null for a signed-in customer. */
  guestSignIn: string | null;
  /** Offered on the form to a signed-in customer; undefined elsewhere. */
  coupons: Coupon[] | null | undefined;
}

/** Answers the checkout's request: a Response to return (a redirect, a refusal), or the page's view. */
export async function checkoutPage(page: CheckoutPageContext): Promise<Response | CheckoutPageView> {
  const { prefs, t, lang, localizedUrl } = page.locals;
  page.response.headers.set('Cache-Control', 'private, no-store');
  const money = currencyFormatter(lang, (await siteSettings(lang)).currency);
  let form: FormData | null = null;
  if (page.request.method === 'POST') {
    const read = await readFormBody(page.request);
    if (!read.ok && read.reason === 'too_large') return unreadBodyResponse('too_large');
    form = read.ok ? read.form : new FormData();
  }
  const view = await checkout({
    prefs,
    cookies: page.cookies,
    secure: isHttps(page),
    method: page.request.method,
    step: page.url.searchParams.get('step'),
    form,
    t,
    lang,
    money,
  });
  const action = localizedUrl(paths.checkout);
  if (view.kind === 'redirect')
    return page.redirect(
      view.placed ? localizedUrl(placedOrderPath(view.placed.orderId, view.placed.guest)) : `${action}?step=review`,
      303,
    );
  if ('status' in view) page.response.status = view.status;
  const ready = view.kind === 'form' || view.kind === 'review' ? view : null;
  const options = ready
    ? pointOptions(ready.loaded, prefs, {
        here: (place) => (place ? t('checkout.point.here', { place }) : t('checkout.point.hereUnnamed')),
        type: (type) => (['home', 'office', 'other'].includes(type) ? t(`aftercare.address.types.${type}`) : type),
      })
    : [];
  const guestSignIn = ready && 'guestId' in ready.loaded.who ? signInHref(localizedUrl(paths.login), action) : null;
  const state = view.kind === 'state' ? view.loaded.state : null;
  // The coupon block is a signed-in customer's (coupon/list and coupon/apply are auth:api).
  const coupons = ready?.kind === 'form' && !guestSignIn ? await offeredCoupons(prefs, ready.loaded) : undefined;
  return { view, ready, state, action, money, options, guestSignIn, coupons };
}
