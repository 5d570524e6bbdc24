// GET /api/reorder?order_id=: what "Order again" puts into the cart (src/lib/aftercare/reorder.server.ts).
// A signed-in customer's own order with their token. A guest's order only once this browser has
// proved it (followed by id and phone, or placed here: aftercare/guest-track.server.ts trackedForm), since the
// marketplace answers any order's lines to any guest id; the cart then takes the lines as it takes
// a guest's adds.
import type { APIRoute } from 'astro';
import { isApiError, isUnauthenticated, type ApiContext } from '../../lib/api/index.ts';
import { parseOrderId } from '../../lib/domain/aftercare/orders.ts';
import { guestId, requestGuestId } from '../../lib/identity/guest.server.ts';
import { trackedForm } from '../../lib/aftercare/guest-track.server.ts';
import type { Preferences } from '../../lib/server/request/preferences-type.ts';
import { reorderPlan } from '../../lib/aftercare/reorder.server.ts';
import { clearSession, sessionToken } from '../../lib/identity/session.server.ts';
import { apiContext } from '../../lib/server/marketplace/upstream.ts';
import type { AstroCookies } from 'astro';

const headers = { 'Cache-Control': 'private, no-store' };
const TIMEOUT_MS = 8000;

/** Who asks for the lines: a proved guest order as a guest, else the customer; null: sign in. */
async function askingAs(prefs: Preferences, cookies: AstroCookies, orderId: number): Promise<ApiContext | null> {
  if (await trackedForm(cookies, String(orderId))) {
    // A signed-in customer following a guest's order has no guest id: the marketplace gives one.
    const guest = (await guestId(cookies)) ?? (await requestGuestId(prefs));
    return apiContext(prefs, { guestId: guest, timeoutMs: TIMEOUT_MS });
  }
  const token = sessionToken(cookies);
  return token ? apiContext(prefs, { token, timeoutMs: TIMEOUT_MS }) : null;
}

export const GET: APIRoute = async ({ url, cookies, locals }) => {
  const orderId = parseOrderId(url.searchParams.get('order_id'));
  if (orderId === null || [...url.searchParams.keys()].some((k) => k !== 'order_id'))
    return Response.json({ error: 'order_id must be an order number.' }, { status: 400, headers });
  try {
    const ctx = await askingAs(locals.prefs, cookies, orderId);
    if (!ctx) return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers });
    const plan = await reorderPlan(ctx, locals.prefs, orderId);
    return Response.json(plan, { headers });
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers });
    }
    if (isApiError(error) && error.status === 404)
      return Response.json({ error: 'There is no such order.' }, { status: 404, headers });
    console.error('reorder: the API call failed', error);
    return Response.json({ error: 'The order could not be loaded.' }, { status: 502, headers });
  }
};
