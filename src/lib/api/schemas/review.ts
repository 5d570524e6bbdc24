/**
 * Reviews (items/reviews/{id}, api/docs/reviews.md). The server sends the reviewer's whole user
 * record, email and phone included: only the name is kept, so nothing else can reach a page.
 */
import { z } from 'zod';
import { boolOr, id, numOr, numOrNull, strOrNull } from './common.ts';

const CustomerNameSchema = z
  .object({ f_name: strOrNull, l_name: strOrNull })
  .nullish()
  .transform((c) => [c?.f_name, c?.l_name].filter(Boolean).join(' ').trim() || null);

export const ReviewSchema = z
  .object({
    id,
    item_id: numOr(0),
    user_id: numOr(0),
    rating: numOr(0),
    comment: strOrNull,
    order_id: numOrNull,
    created_at: strOrNull,
    status: boolOr(true),
    reply: strOrNull,
    customer: CustomerNameSchema,
  })
  .transform((r) => ({
    id: r.id,
    itemId: r.item_id,
    userId: r.user_id,
    rating: Math.round(r.rating),
    comment: r.comment,
    orderId: r.order_id,
    createdAt: r.created_at,
    active: r.status,
    reply: r.reply,
    name: r.customer,
  }));
export type Review = z.infer<typeof ReviewSchema>;

/** A review that does not read as one is dropped, not the whole list. */
const lenientReviews = z
  .array(z.unknown())
  .nullish()
  .transform((list) =>
    (list ?? []).flatMap((entry) => {
      const parsed = ReviewSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const ReviewListSchema = z.object({
  total_size: numOr(0),
  reviews: lenientReviews,
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** items/reviews/submit: 200 {message}. */
export const ReviewSubmittedSchema = z.object({ message: z.string().nullish() });
