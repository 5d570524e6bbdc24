// Reviews as the storefront shows them: only listed (active) ones, newest first, and the count of
// each star from five down to one. Pure: the product page, the reviews page and JSON-LD share it.
import type { Review } from '../../api/schemas/review.ts';

/** Reviews shown on the product page itself; the rest are on its reviews pages. */
export const REVIEWS_ON_PRODUCT = 5;
export const REVIEWS_PER_PAGE = 10;
/** The longest comment the storefront sends (the server takes megabytes). */
export const REVIEW_COMMENT_MAX = 1000;

export function shownReviews(reviews: readonly Review[]): Review[] {
  return reviews
    .filter((r) => r.active && r.rating >= 1 && r.rating <= 5)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id);
}

export interface StarRow {
  stars: 5 | 4 | 3 | 2 | 1;
  count: number;
  /** Share of all shown reviews, 0..100, rounded. */
  percent: number;
}

export function starBreakdown(reviews: readonly Review[]): StarRow[] {
  const total = reviews.length;
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = reviews.filter((r) => r.rating === stars).length;
    return { stars, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

export function averageOf(reviews: readonly Review[]): number {
  if (!reviews.length) return 0;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

/** Page n (1-based) of the list, and how many pages there are. */
export function reviewPage<T>(list: readonly T[], page: number, size = REVIEWS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}

/** Whether this customer already reviewed the item for this order (the listed reviews say). */
export function reviewedFor(reviews: readonly Review[], orderId: number, userId: number | null): boolean {
  return reviews.some((r) => r.orderId === orderId && (userId === null || r.userId === userId));
}
