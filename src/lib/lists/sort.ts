// Sort and filter of the product lists (category, search and store pages): what ?sort= and
// ?type= may say, read with zod so anything else is ignored, the order each sort means, and how
// a sort maps onto what the marketplace API can order by itself (items/search's `filter`).
import { z } from 'zod';

export const SORTS = ['price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ListSort = (typeof SORTS)[number];
export const DIET_TYPES = ['veg', 'non_veg'] as const;
export type DietType = (typeof DIET_TYPES)[number];

const SortSchema = z.enum(SORTS);
const TypeSchema = z.enum(DIET_TYPES);

export interface ListOptions {
  sort: ListSort | null;
  /** Only on food modules; null elsewhere and when not asked for. */
  type: DietType | null;
}

/**
 * ?sort= and ?type= from a query; invalid values are dropped. `food` says whether the list is a
 * food module's (veg / non-veg means nothing elsewhere); `sorts` the sorts the list offers.
 */
export function parseListOptions(
  search: URLSearchParams,
  food: boolean,
  sorts: readonly ListSort[] = SORTS,
): ListOptions {
  const sort = SortSchema.safeParse(search.get('sort'));
  const type = TypeSchema.safeParse(search.get('type'));
  return {
    sort: sort.success && sorts.includes(sort.data) ? sort.data : null,
    type: food && type.success ? type.data : null,
  };
}

interface Sortable {
  price: number;
  avg_rating: number;
  rating_count: number;
  created_at?: string | null;
  veg?: boolean;
}

/**
 * `rows` in the order `sort` asks for (a stable sort: ties keep the API's order); null keeps the
 * API's order. Newest compares created_at, the field the API's own "latest" order uses.
 */
export function sortRows<T extends Sortable>(rows: readonly T[], sort: ListSort | null): T[] {
  const list = [...rows];
  if (sort === 'price_asc') return list.sort((a, b) => a.price - b.price);
  if (sort === 'price_desc') return list.sort((a, b) => b.price - a.price);
  if (sort === 'rating') return list.sort((a, b) => b.avg_rating - a.avg_rating || b.rating_count - a.rating_count);
  if (sort === 'newest')
    return list.sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
  return list;
}

/** Rows of the diet `type` (all when null). */
export function filterDiet<T extends { veg?: boolean }>(rows: readonly T[], type: DietType | null): T[] {
  if (type === null) return [...rows];
  return rows.filter((row) => Boolean(row.veg) === (type === 'veg'));
}

/**
 * items/search orders by its `filter` list after the exact-name match (ItemController.php:201-215):
 * `low`/`high` by price, `top_rated` by review count. It has no newest order, so the search page
 * does not offer one.
 */
export const SEARCH_SORTS: readonly ListSort[] = ['price_asc', 'price_desc', 'rating'];
export function searchFilterParam(sort: ListSort | null): string | undefined {
  return sort === 'price_asc' ? 'low' : sort === 'price_desc' ? 'high' : sort === 'rating' ? 'top_rated' : undefined;
}

/** The query parameters a list's options add (for links that keep them). */
export function listOptionParams(options: ListOptions): Record<string, string> {
  const params: Record<string, string> = {};
  if (options.sort) params.sort = options.sort;
  if (options.type) params.type = options.type;
  return params;
}
