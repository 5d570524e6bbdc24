// POST /api/order-cancel (form: order_id, reason, other): the order page's cancel form without its
// script. Answers with the order page again (303), which says how it went.
import type { APIRoute } from 'astro';
import { paths } from '../../lib/paths.ts';
import { readFormBody, unreadBodyResponse } from '../../lib/server/request/json-body.ts';
import { cancelFromForm } from '../../lib/aftercare/cancel.server.ts';

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const form = await readFormBody(request);
  if (!form.ok) return unreadBodyResponse(form.reason);
  const values = Object.fromEntries([...form.form].filter(([, v]) => typeof v === 'string'));
  const result = await cancelFromForm(values, { cookies, prefs: locals.prefs });
  if (result.orderId === null) return redirect(locals.localizedUrl(paths.orders), 303);
  const query = new URLSearchParams({ cancel: result.outcome });
  if (result.outcome !== 'done' && result.typed) query.set('typed', result.typed);
  return redirect(`${locals.localizedUrl(paths.orderDetails(result.orderId))}?${query}#order-cancel`, 303);
};
