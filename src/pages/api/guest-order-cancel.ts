// A guest cancels the order they have just followed by id and phone (lib/aftercare/guest-cancel.server.ts).
// PUT (JSON {order_id, reason}, from the cancel dialog's script) answers as the marketplace's
// cancel does, so the same script serves customers and guests; POST (the plain form, before or
// without the script) answers with the tracked order again (303), which says how it went.
import type { APIRoute } from 'astro';
import { paths } from '../../lib/paths.ts';
import { CancelBodySchema } from '../../lib/proxy/aftercare-routes.server.ts';
import { cancelGuestOrder } from '../../lib/aftercare/guest-cancel.server.ts';
import { readFormBody, readJsonBody, unreadBodyResponse, KB } from '../../lib/server/request/json-body.ts';
import { cancelFormInput, type CancelOutcome } from '../../lib/aftercare/cancel.server.ts';

const headers = { 'Cache-Control': 'private, no-store' };

export const PUT: APIRoute = async ({ request, cookies, locals }) => {
  const read = await readJsonBody(request, 4 * KB, { object: true });
  if (!read.ok) return read.response;
  const body = CancelBodySchema.safeParse(read.value);
  if (!body.success) {
    const field = String(body.error.issues[0]?.path[0] ?? 'body');
    return Response.json({ error: `The request body does not fit: ${field}.` }, { status: 400, headers });
  }
  const result = await cancelGuestOrder(locals.prefs, cookies, body.data.order_id, body.data.reason);
  if (result === 'done') return Response.json({ message: 'Order canceled successfully' }, { headers });
  if (result === 'failed')
    return Response.json({ error: 'The marketplace is not reachable.' }, { status: 502, headers });
  const message = result === 'not-pending' ? 'You can not cancel after confirm' : 'Not found';
  return Response.json({ errors: [{ code: 'order', message }] }, { status: 403, headers });
};

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const form = await readFormBody(request);
  if (!form.ok) return unreadBodyResponse(form.reason);
  const input = cancelFormInput(Object.fromEntries([...form.form].filter(([, v]) => typeof v === 'string')));
  const track = locals.localizedUrl(paths.trackOrder);
  if (input.orderId === null) return redirect(track, 303);
  let outcome: CancelOutcome = input.outcome;
  if (input.reason !== null) {
    const result = await cancelGuestOrder(locals.prefs, cookies, input.orderId, input.reason);
    outcome = result === 'not-found' ? 'not-yours' : result;
  }
  const query = new URLSearchParams({ order_id: String(input.orderId), cancel: outcome });
  if (outcome !== 'done' && input.typed) query.set('typed', input.typed);
  return redirect(`${track}?${query}#order-cancel`, 303);
};
