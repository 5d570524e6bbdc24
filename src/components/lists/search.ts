// Product search for the /search page and its same-origin endpoint (/api/search), which the live
// search island calls: one query rule, one cached upstream call, the same card data.
import { z } from 'zod';
import { searchItems } from '../../lib/api/index.ts';
import type { CardProduct } from '../../lib/catalog-types.ts';
import { cachedCall, cardsFor } from '../../lib/server/catalog.ts';
import type { Preferences } from '../../lib/server/preferences.ts';
import { MAX_PAGE, pageCount } from './paging.ts';

export const SEARCH_PER_PAGE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** What /api/search accepts: q trimmed, 1 to 100 characters; page a whole number from 1. */
export const SearchParamsSchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});

/** ?q= as the page reads it: trimmed and cut to the longest query the endpoint accepts. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

export interface SearchResult {
  q: string;
  page: number;
  total: number;
  pageCount: number;
  products: CardProduct[];
}

/** One page of results for `q` (not blank), cached 30 s per language, module and zone. */
export async function searchProducts(prefs: Preferences, q: string, page: number): Promise<SearchResult> {
  const list = await cachedCall(prefs, `search:${page}:${SEARCH_PER_PAGE}:${q}`, (ctx) => searchItems(ctx, q, { limit: SEARCH_PER_PAGE, offset: page }));
  return {
    q,
    page,
    total: list.total_size,
    pageCount: pageCount(list.total_size, SEARCH_PER_PAGE),
    products: await cardsFor(prefs, list.products),
  };
}
