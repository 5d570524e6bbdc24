// GET /api/store-status/{id}: whether the store takes orders right now, asked of the marketplace
// at that moment (never from a cache: catalogue pages may be some seconds old), and the sentence
// to show when it does not, in the request's language. The cart asks it before the order dialog
// opens.
//   200 {open: true}
//   200 {open: false, state: 'closed'|'temporarilyClosed', message}
//   400 a bad id; 404 no such store; 502 the marketplace could not be asked (the order's own
//       check still refuses a closed store).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getStoreDetails, isApiError } from '../../../lib/api/index.ts';
import { storeHours } from '../../../lib/domain/catalog/store-hours.ts';
import { apiContext } from '../../../lib/server/marketplace/upstream.ts';
import { closedNotice } from '../../../lib/store/hours-text.ts';

const headers = { 'Cache-Control': 'no-store' };
const IdSchema = z.coerce.number().int().min(1).max(999_999_999);
const STATUS_TIMEOUT_MS = 5000;

export const GET: APIRoute = async ({ params, locals }) => {
  const id = IdSchema.safeParse(params.id);
  if (!id.success) return Response.json({ error: 'The store id must be a whole number.' }, { status: 400, headers });
  try {
    const store = await getStoreDetails(apiContext(locals.prefs, { timeoutMs: STATUS_TIMEOUT_MS }), id.data);
    const hours = storeHours(store);
    if (hours.state === 'open') return Response.json({ open: true }, { headers });
    return Response.json(
      { open: false, state: hours.state, message: closedNotice(locals.t, locals.lang, hours) },
      { headers },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return Response.json({ error: 'No such store.' }, { status: 404, headers });
    return Response.json({ error: 'The store could not be asked.' }, { status: 502, headers });
  }
};
