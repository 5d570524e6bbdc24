// The search itself: one cached upstream call per query, page, language, module and zone, turned
// into the same card data the other lists show.
import { searchItems } from '../api/index.ts';
import { cachedCall, cardsFor } from '../server/marketplace/catalog.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { pageCount } from './paging.ts';
import { filterDiet, searchFilterParam, type ListOptions } from './sort.ts';
import { SEARCH_PER_PAGE, type SearchResult } from './search.ts';

/**
 * One page of results for `q` (not blank), cached 30 s per language, module and zone. The order
 * is the API's own (items/search's `filter`), over all results, so paging stays consistent.
 */
export async function searchProducts(
  prefs: Preferences,
  q: string,
  page: number,
  options: ListOptions = { sort: null, type: null },
): Promise<SearchResult> {
  const filter = searchFilterParam(options.sort);
  const type = options.type ?? undefined;
  const list = await cachedCall(prefs, `search:${page}:${SEARCH_PER_PAGE}:${filter ?? ''}:${type ?? ''}:${q}`, (ctx) =>
    searchItems(ctx, q, { limit: SEARCH_PER_PAGE, offset: page, filter, type }),
  );
  return {
    q,
    page,
    total: list.total_size,
    pageCount: pageCount(list.total_size, SEARCH_PER_PAGE),
    // A server that ignores `type` must not show the other diet.
    products: await cardsFor(prefs, filterDiet(list.products, options.type)),
  };
}
