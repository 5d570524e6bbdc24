// The product's newest reviews as Review nodes of its Product JSON-LD: the same reviews the page
// shows as text, so what search engines read is on the page.
import type { Review } from '../api/index.ts';
import { REVIEWS_ON_PRODUCT } from '../domain/aftercare/reviews.ts';
import type { AnyJsonLd, ReviewNode } from './schema.ts';

export function reviewNodes(reviews: readonly Review[], fallbackName: string): ReviewNode[] {
  return reviews
    .filter((r) => r.rating >= 1 && r.rating <= 5)
    .map((r) => {
      const date = r.createdAt ? new Date(r.createdAt) : null;
      const comment = r.comment?.trim();
      return {
        '@type': 'Review',
        author: { '@type': 'Person', name: (r.name ?? fallbackName).slice(0, 100) },
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        ...(date && !Number.isNaN(date.getTime()) ? { datePublished: date.toISOString().slice(0, 10) } : {}),
        ...(comment ? { reviewBody: comment } : {}),
      };
    });
}

/** The page's JSON-LD with the reviews it shows added to its Product node (the others unchanged). */
export function withReviews(
  nodes: readonly AnyJsonLd[],
  reviews: readonly Review[],
  fallbackName: string,
): AnyJsonLd[] {
  const review = reviewNodes(reviews.slice(0, REVIEWS_ON_PRODUCT), fallbackName);
  if (!review.length) return [...nodes];
  return nodes.map((node) => (node['@type'] === 'Product' ? { ...node, review } : node));
}
