// Server-only: what the /stores page reads. Popular Stores and one page of All Stores under its
// filter (?filter=) load side by side, each settled on its own so one failing block never takes
// the other down. ?page= is the API's 1-based offset.
import {
  getDiscountedStores,
  getLatestStores,
  getPopularStores,
  getStores,
  getTopRatedStores,
  type ApiContext,
  type StoreList,
} from '../api/index.ts';
import type { Translate } from '../i18n/index.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { filterHref, pageCount, parsePage } from './paging.ts';
import {
  POPULAR_STORES_SHOWN,
  STORE_FILTERS,
  STORES_PER_PAGE,
  parseStoreFilter,
  type StoreFilterValue,
} from './stores.ts';

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

export interface StoresPage {
  filter: StoreFilterValue;
  page: number;
  popular: Settled<StoreList>;
  /** The popular stores shown (at most POPULAR_STORES_SHOWN), none when they failed. */
  popularStores: StoreList['stores'];
  stores: Settled<StoreList>;
  /** How many pages All Stores has under this filter (0 when it failed). */
  pages: number;
  /** No store at all in the zone (for this service): one message with another location to pick. */
  noneHere: boolean;
  /** ?filter= and ?page= as the canonical address keeps them ('' for the plain page). */
  canonicalSearch: string;
}

/** The page's data for its query (?filter=, ?page=). */
export async function loadStoresPage(prefs: Preferences, search: URLSearchParams): Promise<StoresPage> {
  const filter = parseStoreFilter(search.get('filter'));
  const page = parsePage(search.get('page'));
  const paging = { limit: STORES_PER_PAGE, offset: page };
  const loaders: Record<StoreFilterValue, (ctx: ApiContext) => Promise<StoreList>> = {
    all: (ctx) => getStores(ctx, 'all', paging),
    'newly-joined': (ctx) => getLatestStores(ctx, paging),
    discounted: (ctx) => getDiscountedStores(ctx, paging),
    'top-rated': (ctx) => getTopRatedStores(ctx, paging),
  };
  const [popular, stores] = await Promise.all([
    settle(
      cachedCall(prefs, `stores-popular:${POPULAR_STORES_SHOWN}`, (ctx) =>
        getPopularStores(ctx, { limit: POPULAR_STORES_SHOWN, offset: 1 }),
      ),
    ),
    settle(cachedCall(prefs, `stores:${filter}:${page}:${STORES_PER_PAGE}`, loaders[filter])),
  ]);
  return { filter, page, popular, stores, ...storesView(filter, page, popular, stores) };
}

/** What the answers mean for the page: the shown popular stores, the pager, the empty zone. */
export function storesView(
  filter: StoreFilterValue,
  page: number,
  popular: Settled<StoreList>,
  stores: Settled<StoreList>,
): Pick<StoresPage, 'popularStores' | 'pages' | 'noneHere' | 'canonicalSearch'> {
  const canonical = new URLSearchParams();
  if (filter !== 'all') canonical.set('filter', filter);
  if (page > 1) canonical.set('page', String(page));
  return {
    popularStores: popular.ok ? popular.data.stores.slice(0, POPULAR_STORES_SHOWN) : [],
    pages: stores.ok ? pageCount(stores.data.total_size, STORES_PER_PAGE) : 0,
    noneHere: stores.ok && filter === 'all' && page === 1 && stores.data.stores.length === 0,
    canonicalSearch: canonical.size ? `?${canonical}` : '',
  };
}

/** One link per filter, keeping the rest of the query and landing on All Stores. */
export function storeFilterLinks(filter: StoreFilterValue, path: string, search: string, t: Translate) {
  return STORE_FILTERS.map((f) => ({
    href: `${filterHref(path, search, 'filter', f.value === 'all' ? null : f.value)}#all-stores`,
    label: t(f.key),
    current: f.value === filter,
  }));
}
