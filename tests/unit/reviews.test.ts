// The reviews the storefront shows and the reviews it accepts.
import { describe, expect, it } from 'vitest';
import { ReviewListSchema } from '../../src/lib/api/schemas/review.ts';
import { ReviewFormSchema } from '../../src/lib/domain/aftercare/review-rules.ts';
import { reviewedFor, reviewPage, shownReviews, starBreakdown } from '../../src/lib/domain/aftercare/reviews.ts';
import { readReviewFields } from '../../src/lib/aftercare/review.server.ts';
import { reviewNodes } from '../../src/lib/seo/reviews-json-ld.ts';

const raw = (id: number, rating: number, created: string, extra: Record<string, unknown> = {}) => ({
  id,
  item_id: 7,
  user_id: 100 + id,
  rating,
  comment: `comment ${id}`,
  order_id: 500 + id,
  created_at: created,
  status: 1,
  reply: null,
  customer: { f_name: 'Ayşe', l_name: 'Demir', email: 'secret@example.com', phone: '+90555' },
  ...extra,
});

const list = ReviewListSchema.parse({
  total_size: 5,
  reviews: [
    raw(1, 5, '2026-01-01T10:00:00.000000Z'),
    raw(2, 4, '2026-03-01T10:00:00.000000Z'),
    raw(3, 5, '2026-02-01T10:00:00.000000Z', { status: 0 }),
    raw(4, 1, '2026-04-01T10:00:00.000000Z', { customer: null }),
    { id: 'broken' },
  ],
}).reviews;

describe('reading reviews', () => {
  it("keeps the reviewer's name only, drops unreadable entries, and names a deleted customer null", () => {
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ id: 1, name: 'Ayşe Demir', rating: 5, orderId: 501 });
    expect(JSON.stringify(list)).not.toContain('secret@example.com');
    expect(list[3]!.name).toBeNull();
  });

  it('shows active reviews newest first and counts stars from five down to one', () => {
    const shown = shownReviews(list);
    expect(shown.map((r) => r.id)).toEqual([4, 2, 1]);
    expect(starBreakdown(shown)).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 33 },
    ]);
  });

  it('pages ten at a time, keeping the page within range', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(reviewPage(many, 3)).toEqual({ items: [20, 21, 22], page: 3, pages: 3 });
    expect(reviewPage(many, 99).page).toBe(3);
    expect(reviewPage([], 2)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it("knows a customer's review of an order's item by order and user", () => {
    expect(reviewedFor(list, 502, 102)).toBe(true);
    expect(reviewedFor(list, 502, 999)).toBe(false);
    expect(reviewedFor(list, 999, 102)).toBe(false);
  });

  it('becomes Review nodes with a fallback author and a plain date', () => {
    const [node] = reviewNodes([list[3]!], 'Customer');
    expect(node).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Customer' },
      reviewRating: { '@type': 'Rating', ratingValue: 1, bestRating: 5, worstRating: 1 },
      datePublished: '2026-04-01',
      reviewBody: 'comment 4',
    });
  });
});

describe('accepting a review', () => {
  it('takes ids and a rating of 1 to 5 as numbers or form strings, the comment trimmed', () => {
    expect(ReviewFormSchema.parse({ order_id: '100001', item_id: 2, rating: '5', comment: '  Good\r\nfood ' })).toEqual(
      {
        order_id: 100001,
        item_id: 2,
        rating: 5,
        comment: 'Good\nfood',
      },
    );
  });

  it.each([0, 6, -1, 4.5, 'five', '', null, undefined])('refuses a rating of %s', (rating) => {
    expect(readReviewFields({ order_id: 1, item_id: 2, rating })).toMatchObject({
      ok: false,
      problem: 'ratingRequired',
      field: 'rating',
    });
  });

  it('refuses a comment over 1000 characters, and ids that are not ids', () => {
    expect(readReviewFields({ order_id: 1, item_id: 2, rating: 3, comment: 'é'.repeat(1001) })).toMatchObject({
      problem: 'commentTooLong',
    });
    expect(readReviewFields({ order_id: 1, item_id: 2, rating: 3, comment: 'é'.repeat(1000) }).ok).toBe(true);
    for (const bad of [0, -3, 'abc', '1e3', 1.5])
      expect(readReviewFields({ order_id: bad, item_id: 2, rating: 3 })).toMatchObject({
        ok: false,
        problem: 'notInOrder',
      });
  });
});
