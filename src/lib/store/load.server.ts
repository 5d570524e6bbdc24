// Server-only: what the store page reads. The store's details come first: they decide the page's
// status (no such store → 404, the API failing → 503). Then, at once, the zone's modules (the
// store's module type: food lists offer veg / non-veg, and the JSON-LD names the store type) and
// either its menu (menu.server.ts) or, with ?q=, a search in its items. The store's module may
// not be the selected one: its items are asked for under its own module and zone.
import { getStoreDetails, isApiError, searchItems, type ApiContext, type Store } from '../api/index.ts';
import { toCardProduct, type CardProduct } from '../catalog/types.ts';
import { paths } from '../paths.ts';
import { isProductKey } from '../product/module-order.ts';
import { breadcrumbJsonLd, storeJsonLd } from '../seo/index.ts';
import { filterDiet, searchFilterParam, sortRows, type ListOptions } from '../lists/sort.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import type { PageLocals } from '../server/request/locals.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { loadMenu, storeOverrides, type MenuSection } from './menu.server.ts';

const SEARCH_LIMIT = 50;

export interface StoreRequest {
  query: string;
  /** ?category=: one menu section on its own. */
  category: number | null;
  /** Reads ?sort= and ?type= once the store's module type is known. */
  options: (food: boolean) => ListOptions;
}

export type StorePage =
  | { state: 'missing' }
  | { state: 'unavailable' }
  | {
      state: 'ready';
      store: Store;
      moduleType: string | null | undefined;
      options: ListOptions;
      /** The menu (no ?q=): one section per category. */
      sections: MenuSection[];
      /** A search (?q=): itemsOk false when it failed. */
      itemsOk: boolean;
      cards: CardProduct[];
    };

async function searchStore(prefs: Preferences, store: Store, query: string, options: ListOptions) {
  const filter = searchFilterParam(options.sort);
  const type = options.type ?? undefined;
  const search = (ctx: ApiContext) =>
    searchItems(ctx, query, { store_id: store.id, limit: SEARCH_LIMIT, offset: 1, filter, type });
  const key = `store-search:${store.id}:${filter ?? ''}:${type ?? ''}:${query}`;
  const items = (await cachedCall(prefs, key, search, storeOverrides(store))).products;
  // A server that ignores store_id or type must not show another store's items here; the newest
  // sort (no search order of the API) is applied to the results, which are all on this page.
  return sortRows(
    filterDiet(
      items.filter((item) => item.store_id === store.id),
      options.type,
    ),
    options.sort === 'newest' ? 'newest' : null,
  ).map((item) => toCardProduct(item, store.phone || null));
}

/** The store `key` names, with its menu or, for `request.query`, its matching items. */
export async function loadStorePage(
  prefs: Preferences,
  key: string | undefined,
  request: StoreRequest,
): Promise<StorePage> {
  if (!isProductKey(key)) return { state: 'missing' };
  const details = await settle(cachedCall(prefs, `store-details:${key}`, (ctx) => getStoreDetails(ctx, key)));
  if (!details.ok)
    return isApiError(details.error) && details.error.status === 404 ? { state: 'missing' } : { state: 'unavailable' };
  const store = details.data;
  const modules = await zoneModules(prefs);
  const moduleType = modules.find((m) => m.id === store.module_id)?.module_type;
  const options = request.options(moduleType === 'food');
  if (!request.query) {
    const sections = await loadMenu(prefs, store, options, request.category);
    return { state: 'ready', store, moduleType, options, sections, itemsOk: true, cards: [] };
  }
  const found = await settle(searchStore(prefs, store, request.query, options));
  return {
    state: 'ready',
    store,
    moduleType,
    options,
    sections: [],
    itemsOk: found.ok,
    cards: found.ok ? found.data : [],
  };
}

/** Home › Stores, as links and as absolute addresses. */
export function storeCrumbs({
  lang,
  t,
  localizedUrl,
  absoluteUrl,
}: Pick<PageLocals, 'lang' | 't' | 'localizedUrl' | 'absoluteUrl'>) {
  const crumb = (name: string, path: string) => ({ name, href: localizedUrl(path), url: absoluteUrl(path, lang) });
  return [crumb(t('nav.home'), paths.home), crumb(t('stores.title'), paths.stores)];
}

/** The store's LocalBusiness and its breadcrumb trail, for the page's JSON-LD. */
export function storePageJsonLd(
  loaded: Extract<StorePage, { state: 'ready' }>,
  canonicalUrl: string,
  crumbs: ReturnType<typeof storeCrumbs>,
) {
  const { store, moduleType } = loaded;
  return [
    storeJsonLd(store, canonicalUrl, { moduleType }),
    breadcrumbJsonLd([...crumbs.map(({ name, url }) => ({ name, url })), { name: store.name }]),
  ];
}
