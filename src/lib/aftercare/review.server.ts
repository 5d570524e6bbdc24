// Server-only: sending a review for POST /api/review. The marketplace would take a review of any
// item for any order, delivered or not, anyone's (api/docs/reviews.md), so the storefront checks
// first, with the customer's own token: the order is theirs (track answers it), delivered, and
// holds the item; the rating is 1 to 5 and the comment short. Then it sends the review.
import type { AstroCookies } from 'astro';
import {
  getItemReviews,
  getOrderDetails,
  isApiError,
  isUnauthenticated,
  submitReview,
  trackOrder,
  type ApiContext,
  type OrderDetailLine,
} from '../api/index.ts';
import { detailStatus } from '../domain/aftercare/orders.ts';
import { ReviewFormSchema, type ReviewForm, type ReviewProblem } from '../domain/aftercare/review-rules.ts';
import { reviewedFor } from '../domain/aftercare/reviews.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

const REVIEW_TIMEOUT_MS = 8000;

export type ReviewOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; status: number; problem: ReviewProblem; field?: 'rating' | 'comment' };

/** The fields as sent (strings from a form, numbers from the island), checked with zod. */
export function readReviewFields(
  input: Record<string, unknown>,
):
  | { ok: true; form: ReviewForm }
  | { ok: false; problem: ReviewProblem; field?: 'rating' | 'comment'; status: number } {
  const parsed = ReviewFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, form: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (field === 'comment') return { ok: false, problem: 'commentTooLong', field: 'comment', status: 422 };
  if (field === 'rating') return { ok: false, problem: 'ratingRequired', field: 'rating', status: 422 };
  // An order or item id that is not one: nothing a customer typed, so the plain refusal.
  return { ok: false, problem: 'notInOrder', status: 422 };
}

export async function sendReview(options: {
  input: Record<string, unknown>;
  cookies: AstroCookies;
  prefs: Preferences;
}): Promise<ReviewOutcome> {
  const { input, cookies, prefs } = options;
  const token = sessionToken(cookies);
  if (!token) return { kind: 'refused', status: 401, problem: 'signIn' };
  const read = readReviewFields(input);
  if (!read.ok) return { kind: 'refused', status: read.status, problem: read.problem, field: read.field };
  const { form } = read;
  const ctx = apiContext(prefs, { token, timeoutMs: REVIEW_TIMEOUT_MS });
  try {
    const [order, lines] = await Promise.all([trackOrder(ctx, form.order_id), getOrderDetails(ctx, form.order_id)]);
    if (detailStatus(order.order_status) !== 'delivered')
      return { kind: 'refused', status: 409, problem: 'notDelivered' };
    if (!lines.some((line) => line.item_id === form.item_id))
      return { kind: 'refused', status: 422, problem: 'notInOrder' };
    // The review belongs to the order's module (the server copies it from the order).
    await submitReview({ ...ctx, moduleId: order.module_id ?? ctx.moduleId }, form);
    return { kind: 'sent' };
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return { kind: 'refused', status: 401, problem: 'signIn' };
    }
    // track's findOrFail: an unknown order or someone else's, told apart from neither.
    if (isApiError(error) && error.status === 404) return { kind: 'refused', status: 404, problem: 'notInOrder' };
    if (isApiError(error) && error.status === 403 && error.code === 'review')
      return { kind: 'refused', status: 409, problem: 'already' };
    console.error('review: the marketplace refused or failed', error);
    return { kind: 'refused', status: 502, problem: 'failed' };
  }
}

export interface ItemToReview {
  itemId: number;
  name: string;
  image: string | null;
  reviewed: boolean;
}

/**
 * The items of a delivered order, once each, and whether this customer reviewed them for this
 * order: no order answer says so, the item's listed reviews do (api/docs/reviews.md). A list that
 * fails to load leaves the item offered; sending again is then answered "already reviewed".
 */
export async function itemsToReview(
  ctx: ApiContext,
  orderId: number,
  moduleId: number | null,
  lines: readonly OrderDetailLine[],
  userId: number | null,
): Promise<ItemToReview[]> {
  const seen = new Map<number, OrderDetailLine>();
  for (const line of lines) if (line.item_id && !seen.has(line.item_id)) seen.set(line.item_id, line);
  const reviewCtx = moduleId ? { ...ctx, moduleId } : ctx;
  return Promise.all(
    [...seen.values()].map(async (line) => {
      const itemId = line.item_id!;
      let reviewed = false;
      try {
        reviewed = reviewedFor((await getItemReviews(reviewCtx, itemId)).reviews, orderId, userId);
      } catch (error) {
        console.error('order reviews: an item review list failed', error);
      }
      return { itemId, name: line.item_details.name, image: line.image_full_url, reviewed };
    }),
  );
}
