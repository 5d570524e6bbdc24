import { paths } from '../paths.ts';

/** The reviews pages of a product: /single-product/{id}/reviews, page 1 without a query. */
export function reviewsPath(itemId: number | string, page: number): string {
  const base = `${paths.product(itemId)}/reviews`;
  return page > 1 ? `${base}?page=${page}` : base;
}
