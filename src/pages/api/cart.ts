// GET /api/cart: the customer's cart, wherever it is. 6amMart keeps one cart per module; the
// storefront ties the cart to one store, so at most one module holds lines.
import type { APIRoute } from 'astro';
import { isApiError } from '../../lib/api/index.ts';
import { findCart } from '../../lib/server/cart.ts';
import { clearSession, sessionToken } from '../../lib/server/session.ts';

export const GET: APIRoute = async ({ cookies, locals }) => {
  const token = sessionToken(cookies);
  if (!token) return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401 });
  try {
    return Response.json(await findCart(locals.prefs, token, cookies), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearSession(cookies);
      return Response.json({ error: 'Your session has ended. Please sign in again.', signIn: true }, { status: 401 });
    }
    return Response.json({ error: 'The cart could not be loaded.' }, { status: 502 });
  }
};
