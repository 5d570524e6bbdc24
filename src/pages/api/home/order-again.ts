// GET /api/home/order-again[?lang=]: the signed-in customer's "Order again" cards for the home
// page's island (src/lib/home/order-again.server.ts). Personal: never on the shared home HTML,
// never kept by a cache. Signed out: 401 with signIn, and the island shows no block.
import type { APIRoute } from 'astro';
import { isUnauthenticated } from '../../../lib/api/index.ts';
import { orderAgain } from '../../../lib/home/order-again.server.ts';
import { clearSession, loadSession } from '../../../lib/identity/session.server.ts';
import { apiContext } from '../../../lib/server/marketplace/upstream.ts';
import { homeQuery, PRIVATE_HEADERS } from '../../../lib/home/private-query.ts';

const TIMEOUT_MS = 8000;

export const GET: APIRoute = async ({ url, cookies, locals }) => {
  const query = homeQuery(url);
  if (!query)
    return Response.json({ error: 'Only lang (en, ar or tr) may be sent.' }, { status: 400, headers: PRIVATE_HEADERS });
  const session = await loadSession(cookies);
  if (!session)
    return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers: PRIVATE_HEADERS });
  const prefs = { ...locals.prefs, lang: query.lang ?? locals.prefs.lang };
  try {
    const ctx = apiContext(prefs, { token: session.token, timeoutMs: TIMEOUT_MS });
    return Response.json(await orderAgain(ctx, prefs, session.id), { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers: PRIVATE_HEADERS });
    }
    console.error('order-again: the API call failed', error);
    return Response.json({ error: 'Your orders could not be loaded.' }, { status: 502, headers: PRIVATE_HEADERS });
  }
};
