// The search itself: one cached upstream call per query, page, language, module and zone, turned
// into the same card data the other lists show.
import { searchItems } from '../api/index.ts';
import { cachedCall, cardsFor } from '../server/catalog.ts';
import type { Preferences } from '../server/preferences-type.ts';
import { pageCount } from './paging.ts';
import { SEARCH_PER_PAGE, type SearchResult } from './search.ts';

/** One page of results for `q` (not blank), cached 30 s per language, module and zone. */
export async function searchProducts(prefs: Preferences, q: string, page: number): Promise<SearchResult> {
  const list = await cachedCall(prefs, `search:${page}:${SEARCH_PER_PAGE}:${q}`, (ctx) =>
    searchItems(ctx, q, { limit: SEARCH_PER_PAGE, offset: page }),
  );
  return {
    q,
    page,
    total: list.total_size,
    pageCount: pageCount(list.total_size, SEARCH_PER_PAGE),
    products: await cardsFor(prefs, list.products),
  };
}
