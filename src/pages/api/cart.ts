// GET /api/cart: the customer's cart, wherever it is. 6amMart keeps one cart per module; the
// storefront ties the cart to one store, so at most one module holds lines. A guest's cart when the
// marketplace allows guest checkout (lib/identity/guest.server.ts): a visitor without a guest id yet has an
// empty one (the first add makes the guest).
import type { APIRoute } from 'astro';
import { isApiError } from '../../lib/api/index.ts';
import { findCart } from '../../lib/cart/marketplace-cart.server.ts';
import { clearGuest, guestAllowed, identity } from '../../lib/identity/guest.server.ts';
import { isHttps } from '../../lib/server/request/security.ts';
import { clearSession } from '../../lib/identity/session.server.ts';

const headers = { 'Cache-Control': 'private, no-store' };

export const GET: APIRoute = async (context) => {
  const { cookies, locals } = context;
  let who: Awaited<ReturnType<typeof identity>>;
  try {
    who = await identity(locals.prefs, cookies);
  } catch {
    // The marketplace's settings cannot be read (GuestsUnknown): no reason to ask a guest to sign in.
    return Response.json({ error: 'The marketplace is not reachable.' }, { status: 502, headers });
  }
  if (!who) {
    if (await guestAllowed(locals.prefs, cookies))
      return Response.json({ moduleId: null, lines: [], guest: true }, { headers });
    return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers });
  }
  try {
    const cart = await findCart(locals.prefs, 'token' in who ? who.token : who, cookies, isHttps(context));
    return Response.json('guestId' in who ? { ...cart, guest: true } : cart, { headers });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      if ('guestId' in who) {
        // The marketplace no longer knows this guest: start again with an empty cart.
        clearGuest(cookies);
        return Response.json({ moduleId: null, lines: [], guest: true }, { headers });
      }
      clearSession(cookies);
      return Response.json(
        { error: 'Your session has ended. Please sign in again.', signIn: true },
        { status: 401, headers },
      );
    }
    return Response.json({ error: 'The cart could not be loaded.' }, { status: 502, headers });
  }
};
