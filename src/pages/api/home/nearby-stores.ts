// GET /api/home/nearby-stores[?lang=]: "Stores near you" for the home page's island, measured from
// the customer's chosen point (src/lib/home/nearby-stores.server.ts). The point is the visitor's
// own, so the answer is private and never cached on the way; without a point, {located: false}.
import type { APIRoute } from 'astro';
import { nearbyStores } from '../../../lib/home/nearby-stores.server.ts';
import { homeQuery, PRIVATE_HEADERS } from '../../../lib/home/private-query.ts';

export const GET: APIRoute = async ({ url, locals }) => {
  const query = homeQuery(url);
  if (!query)
    return Response.json({ error: 'Only lang (en, ar or tr) may be sent.' }, { status: 400, headers: PRIVATE_HEADERS });
  try {
    const prefs = { ...locals.prefs, lang: query.lang ?? locals.prefs.lang };
    return Response.json(await nearbyStores(prefs), { headers: PRIVATE_HEADERS });
  } catch (error) {
    console.error('nearby-stores: the API call failed', error);
    return Response.json({ error: 'The stores could not be loaded.' }, { status: 502, headers: PRIVATE_HEADERS });
  }
};
