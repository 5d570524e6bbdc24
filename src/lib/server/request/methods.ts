// Which methods each route answers. A method a route does not answer gets 405 with an Allow
// header (Astro would answer it with a page, or a 404), OPTIONS gets 204 with Allow (no CORS:
// the storefront's endpoints are for its own pages). Methods no route answers at all (TRACE,
// PROPFIND, made-up ones) are refused earlier, by the Node server (server/storefront.ts).
// tests/unit/methods.test.ts checks this table against the methods the route files export.
import type { MiddlewareHandler } from 'astro';

const READ = ['GET', 'HEAD'];

/** Routes (Astro route patterns) that answer more or other than GET and HEAD. */
export const ROUTE_METHODS: Record<string, string[]> = {
  // Pages whose forms post to themselves.
  '/login': [...READ, 'POST'],
  '/update-profile': [...READ, 'POST'],
  '/track-order': [...READ, 'POST'],
  '/addresses': [...READ, 'POST'],
  '/cart': [...READ, 'POST'],
  // The add-to-cart form of the cards and the product page (a GET goes to the cart).
  '/cart/add': [...READ, 'POST'],
  '/checkout': [...READ, 'POST'],
  // A pharmacy's prescription order (multipart pictures).
  '/store/[id]/prescription': [...READ, 'POST'],
  // The editors' draft (preview): posted to itself, in any language.
  '/preview/draft': [...READ, 'POST'],
  // Endpoints.
  '/api/cart': READ,
  '/api/coupons': [...READ, 'POST'],
  '/api/guest-order-cancel': ['POST', 'PUT'],
  '/api/location': ['POST'],
  '/api/module': ['POST'],
  '/api/order': ['POST'],
  '/api/order-cancel': ['POST'],
  '/api/profile': ['POST', 'DELETE'],
  // An admin panel's save hook (bearer secret, no Origin: origin.ts lets it through).
  '/api/revalidate': ['POST'],
  '/api/review': ['POST'],
  '/api/search': READ,
  // The customer's favourites: read, or the device's merged in at sign-in.
  '/api/wishlist': [...READ, 'POST'],
  '/api/session': ['POST', 'DELETE'],
  '/api/session/sign-out': ['POST'],
  '/api/session/sign-up': ['POST'],
  // The proxy answers every method itself, with its own 404 for calls it does not pass on.
  '/api/v1/[...path]': ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
};

/** Pages that render whatever the method, so that every visitor gets the same answer. */
const ANY_METHOD = new Set(['/404', '/500']);

export function allowedMethods(routePattern: string): string[] {
  return ROUTE_METHODS[routePattern] ?? READ;
}

export const methodGuard: MiddlewareHandler = (context, next) => {
  const pattern = context.routePattern;
  if (!pattern || ANY_METHOD.has(pattern)) return next();
  const allowed = allowedMethods(pattern);
  const method = context.request.method.toUpperCase();
  if (allowed.includes(method)) return next();
  const allow = [...allowed, 'OPTIONS'].join(', ');
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } });
  return Response.json(
    { error: `This address does not answer ${method}.` },
    { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } },
  );
};
