// POST /api/review: a review of one item of a delivered order (lib/aftercare/review.server.ts checks it).
// The order page's form posts here natively (no JavaScript yet) and is sent back to the order
// with the outcome, what was typed kept; its script posts JSON and gets JSON.
import type { APIRoute } from 'astro';
import { REVIEW_COMMENT_MAX } from '../../lib/domain/aftercare/reviews.ts';
import { formatNumber } from '../../lib/i18n/index.ts';
import { paths, safeNext } from '../../lib/paths.ts';
import { readFormBody, readJsonBody, unreadBodyResponse } from '../../lib/server/request/json-body.ts';
import { sendReview } from '../../lib/aftercare/review.server.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
/** A 1000-character comment in Arabic is about 6 KB once form-encoded. */
const MAX_REVIEW_BODY = 16 * 1024;
/** A comment longer than this, encoded, is not put back into the address after a refusal. */
const MAX_KEPT_COMMENT = 1800;

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const { prefs, t } = locals;
  const isJson = /^\s*application\/json\b/i.test(request.headers.get('content-type') ?? '');
  let input: Record<string, unknown>;
  if (isJson) {
    const read = await readJsonBody(request, MAX_REVIEW_BODY, { object: true });
    if (!read.ok) return read.response;
    input = read.value as Record<string, unknown>;
  } else {
    const read = await readFormBody(request, MAX_REVIEW_BODY);
    if (!read.ok) return unreadBodyResponse(read.reason);
    input = Object.fromEntries([...read.form.entries()].filter(([, v]) => typeof v === 'string'));
  }
  const outcome = await sendReview({ input, cookies, prefs });

  if (isJson) {
    if (outcome.kind === 'sent')
      return Response.json({ sent: true, message: t('reviews.success') }, { headers: PRIVATE });
    return Response.json(
      {
        error: t(`reviews.${outcome.problem}`, { max: formatNumber(prefs.lang, REVIEW_COMMENT_MAX) }),
        code: outcome.problem,
        ...(outcome.field ? { field: outcome.field } : {}),
        ...(outcome.problem === 'signIn' ? { signIn: true } : {}),
      },
      { status: outcome.status, headers: PRIVATE },
    );
  }

  // A form post goes back to the order it came from (only an order page), the outcome in the query.
  const orderId = Number(input.order_id);
  const fallback = Number.isInteger(orderId) && orderId > 0 ? paths.orderDetails(orderId) : paths.orders;
  const from = safeNext(typeof input.next === 'string' ? input.next : null).split(/[?#]/)[0]!;
  const back = /^(\/(en|ar|tr))?\/(orders-details|orders)\/\d{1,10}$/.test(from) ? from : fallback;
  if (outcome.kind === 'refused' && outcome.problem === 'signIn') {
    return redirect(`${paths.login}?next=${encodeURIComponent(back)}`, 303);
  }
  const query = new URLSearchParams({ review_item: String(input.item_id ?? '') });
  if (outcome.kind === 'sent') query.set('review', 'sent');
  else {
    query.set('review', outcome.problem);
    if (typeof input.rating === 'string' && /^[1-5]$/.test(input.rating)) query.set('review_rating', input.rating);
    const comment = typeof input.comment === 'string' ? input.comment : '';
    if (comment && encodeURIComponent(comment).length <= MAX_KEPT_COMMENT) query.set('review_comment', comment);
  }
  return redirect(`${back}?${query}#review-${encodeURIComponent(String(input.item_id ?? ''))}`, 303);
};
