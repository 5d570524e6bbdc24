// What the storefront accepts as a review, checked at its door (the marketplace checks almost
// nothing: api/docs/reviews.md). Form posts send strings, the island numbers: both are read.
import { z } from 'zod';
import { REVIEW_COMMENT_MAX } from './reviews.ts';

/** An id as the island sends it (a number) or a form does (digits only: no '1e3', no ' 7'). */
const positiveId = z.union([
  z.number().int().positive().max(9_999_999_999),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
]);

export const ReviewFormSchema = z.object({
  order_id: positiveId,
  item_id: positiveId,
  rating: z.coerce
    .number({ error: 'ratingRequired' })
    .int({ error: 'ratingRequired' })
    .min(1, { error: 'ratingRequired' })
    .max(5, { error: 'ratingRequired' }),
  comment: z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\r\n/g, '\n').trim())
    .pipe(z.string().max(REVIEW_COMMENT_MAX, { error: 'commentTooLong' })),
});
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/** Why a review is refused, as the reviews.* dictionary key the form shows. */
export type ReviewProblem =
  | 'ratingRequired'
  | 'commentTooLong'
  | 'notDelivered'
  | 'notInOrder'
  | 'already'
  | 'failed'
  | 'signIn';
