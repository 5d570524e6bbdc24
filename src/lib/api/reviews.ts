import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import { ReviewListSchema, ReviewSubmittedSchema, type ReviewList } from './schemas/index.ts';

/**
 * GET items/reviews/{item_id}, whole: the server pages without an order (id order), so a
 * newest-first list, and the star breakdown, need every active review (api/docs/reviews.md).
 */
export async function getItemReviews(ctx: ApiContext, itemId: number): Promise<ReviewList> {
  return request(ctx, `items/reviews/${encodeURIComponent(itemId)}`, ReviewListSchema);
}

export interface ReviewInput {
  item_id: number;
  order_id: number;
  rating: number;
  comment: string;
}

/** POST items/reviews/submit (auth:api). The caller has checked the order; the server barely does. */
export async function submitReview(ctx: ApiContext, input: ReviewInput): Promise<void> {
  const form = new FormData();
  form.set('item_id', String(input.item_id));
  form.set('order_id', String(input.order_id));
  form.set('rating', String(input.rating));
  if (input.comment) form.set('comment', input.comment);
  await request(ctx, 'items/reviews/submit', ReviewSubmittedSchema, { method: 'POST', form });
}
