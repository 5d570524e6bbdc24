// POST /api/order: places a cash-on-delivery order from the customer's cart, once per dialog
// (idempotency key), only if the cart the server holds is still the one the dialog showed.
//   200 {orderId, total}                         placed (or placed before under this key); the
//        answer leaves the flash "Order placed successfully" for the order's page (flash.ts)
//   409 {code:'cart_changed', moduleId, lines}   the cart changed: show it again, nothing ordered
//   401 {signIn:true}                            no session, or it ended (and no guest may order)
// A guest (lib/identity/guest.server.ts) orders with the guest id the storefront keeps, never one sent by
// the browser (the body's fields are checked strictly); the phone goes in the international form,
// so the guest can follow the order with it however it is typed then.
//   4xx {error, code}                            the marketplace refused (minimum order, zone, ...)
//   422 {code:'outside_zone'}                    the point is not in the store's zone: the distance
//        (and so the delivery fee) is the storefront's own, measured from the store to the point,
//        never the one a browser sends
//   424 {code:'unavailable'|'unconfirmed', retry} the marketplace failed or took too long, and the
//        customer's orders hold no order from this attempt ('unavailable': nothing ordered) or
//        could not be read ('unconfirmed'). The dialog offers the same confirmation again: its
//        key makes a retry look for the order before it orders. 424 (Failed Dependency), not
//        502/503/504: the storefront did its part and knows what to tell the customer; a 5xx
//        would say the storefront itself broke, and proxies and monitors treat it so.
// A form post (the dialog's form submitted natively, which its island never lets happen) carries
// no order to place: it is answered with a redirect to the cart, which says the order was not
// sent (or to sign in), so what was typed never ends up in a URL and nothing is ordered.
import type { APIRoute } from 'astro';
import { fieldErrors } from '../../lib/domain/account/auth-rules.ts';
import { OrderRequestSchema } from '../../lib/domain/ordering/order-rules.ts';
import { langPrefix, localizePath, pathLang, paths, signInHref } from '../../lib/paths.ts';
import { readJsonBody } from '../../lib/server/request/json-body.ts';
import { identity } from '../../lib/identity/guest.server.ts';
import { submitOrder } from '../../lib/orders/submit.server.ts';
import { isHttps } from '../../lib/server/request/security.ts';
import { marketplaceRefusal } from '../../lib/prescription/refusal.ts';

const headers = { 'Cache-Control': 'no-store' };
const answer = (status: number, body: unknown) => Response.json(body, { status, headers });

/** A browser's own form submission rather than the island's JSON. */
const isFormPost = (request: Request) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '');

export const POST: APIRoute = async ({ request, cookies, locals, redirect, url }) => {
  const who = await identity(locals.prefs, cookies).catch(() => null);
  if (isFormPost(request)) {
    // Back in the language of the page the form was on (the dialog is on /ar/cart, say).
    const referer = request.headers.get('referer') ?? '/';
    const from = URL.canParse(referer, url) ? pathLang(new URL(referer, url).pathname) : null;
    const at = (path: string) => (from ? localizePath(langPrefix(from), path) : locals.localizedUrl(path));
    return redirect(who ? `${at(paths.cart)}?order=not-sent` : signInHref(at(paths.login), at(paths.cart)), 303);
  }
  if (!who) return answer(401, { error: 'Please sign in.', signIn: true });
  const body = await readJsonBody(request, 32 * 1024);
  if (!body.ok) return body.response;
  const parsed = OrderRequestSchema.safeParse(body.value);
  if (!parsed.success) return answer(400, { error: 'Some fields need attention.', fields: fieldErrors(parsed.error) });

  const order = parsed.data;
  // The same placement as the checkout page's (orders/submit.server.ts): a guest's phone made international
  // and the order remembered in this browser, and the success message left for the order's page.
  const outcome = await submitOrder({ prefs: locals.prefs, cookies, secure: isHttps({ request, url }) }, who, order);
  switch (outcome.kind) {
    case 'placed':
      return answer(200, {
        orderId: outcome.orderId,
        total: outcome.total,
        ...('guestId' in who ? { guest: true } : {}),
      });
    case 'cart-changed':
      return answer(409, {
        error: 'Your cart changed since you opened the order. Check it and confirm again.',
        code: 'cart_changed',
        moduleId: outcome.moduleId,
        lines: outcome.lines,
      });
    case 'signed-out':
      return answer(401, { error: 'Your session has ended. Please sign in again.', signIn: true });
    case 'refused':
      // 203 is how 6amMart refuses a cash-on-delivery amount (and a 2xx may carry errors); to the
      // browser it is a refusal.
      return answer(outcome.status >= 400 && outcome.status < 500 ? outcome.status : 422, {
        error: marketplaceRefusal(outcome.code, outcome.message, locals.t),
        code: outcome.code,
      });
    case 'unavailable':
      return Response.json(
        {
          error: outcome.unconfirmed
            ? 'The marketplace could not confirm your order. Try again in a moment: the same order is never placed twice.'
            : `${outcome.timedOut ? 'The marketplace took too long to answer' : 'The marketplace is not reachable'} and nothing was ordered. Try again in a moment.`,
          code: outcome.unconfirmed ? 'unconfirmed' : 'unavailable',
          timedOut: outcome.timedOut,
          retry: true,
        },
        { status: 424, headers: { ...headers, 'Retry-After': '5' } },
      );
  }
};
