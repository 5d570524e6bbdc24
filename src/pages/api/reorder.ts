// GET /api/reorder?order_id=: what "Order again" puts into the cart (src/lib/server/reorder.ts).
import type { APIRoute } from 'astro';
import { isApiError, isUnauthenticated } from '../../lib/api/index.ts';
import { parseOrderId } from '../../lib/domain/orders.ts';
import { reorderPlan } from '../../lib/server/reorder.ts';
import { clearSession, sessionToken } from '../../lib/server/session.ts';
import { apiContext } from '../../lib/server/upstream.ts';

const headers = { 'Cache-Control': 'private, no-store' };

export const GET: APIRoute = async ({ url, cookies, locals }) => {
  const orderId = parseOrderId(url.searchParams.get('order_id'));
  if (orderId === null || [...url.searchParams.keys()].some((k) => k !== 'order_id'))
    return Response.json({ error: 'order_id must be an order number.' }, { status: 400, headers });
  const token = sessionToken(cookies);
  if (!token) return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers });
  try {
    const plan = await reorderPlan(apiContext(locals.prefs, { token, timeoutMs: 8000 }), locals.prefs, orderId);
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
