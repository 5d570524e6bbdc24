// Server-only: what the store page reads. The store's details come first: they decide the page's
// status (no such store → 404, the API failing → 503). Its items (popular ones, or a search in
// them with ?q=) and the zone's modules (for the JSON-LD's store type) are then asked for at once.
// The store's module may not be the selected one: its items are asked for under its own module
// and zone.
import {
  getStoreDetails,
  getStorePopularItems,
  isApiError,
  searchItems,
  type ApiContext,
  type Item,
  type Store,
} from '../api/index.ts';
import { toCardProduct, type CardProduct } from '../catalog/types.ts';
import { paths } from '../paths.ts';
import { isProductKey } from '../product/module-order.ts';
import { breadcrumbJsonLd, storeJsonLd } from '../seo/index.ts';
import { cachedCall, settle } from '../server/catalog.ts';
import { zoneModules } from '../server/modules.ts';
import type { PageLocals } from '../server/locals.ts';
import type { Preferences } from '../server/preferences-type.ts';

const SEARCH_LIMIT = 50;

export type StorePage =
  | { state: 'missing' }
  | { state: 'unavailable' }
  /** itemsOk false: the items could not be loaded (the section shows its error state). */
  | { state: 'ready'; store: Store; itemsOk: boolean; cards: CardProduct[]; moduleType: string | null | undefined };

async function storeItems(prefs: Preferences, store: Store, query: string): Promise<Item[]> {
  // The store's items live under its module and zone, whichever the visitor has selected.
  const overrides: Partial<ApiContext> = {};
  if (store.module_id) overrides.moduleId = store.module_id;
  if (store.zone_id) overrides.zoneIds = [store.zone_id];
  if (!query)
    return cachedCall(prefs, `store-popular:${store.id}`, (ctx) => getStorePopularItems(ctx, store.id), overrides);
  const search = (ctx: ApiContext) => searchItems(ctx, query, { store_id: store.id, limit: SEARCH_LIMIT, offset: 1 });
  return (await cachedCall(prefs, `store-search:${store.id}:${query}`, search, overrides)).products;
}

/** The store `key` names, its items (searched with `query` when given) as cards. */
export async function loadStorePage(prefs: Preferences, key: string | undefined, query: string): Promise<StorePage> {
  if (!isProductKey(key)) return { state: 'missing' };
  const details = await settle(cachedCall(prefs, `store-details:${key}`, (ctx) => getStoreDetails(ctx, key)));
  if (!details.ok)
    return isApiError(details.error) && details.error.status === 404 ? { state: 'missing' } : { state: 'unavailable' };
  const store = details.data;
  const [items, modules] = await Promise.all([settle(storeItems(prefs, store, query)), zoneModules(prefs)]);
  // A server that ignores store_id must not show another store's items here.
  const cards = items.ok
    ? items.data.filter((item) => item.store_id === store.id).map((item) => toCardProduct(item, store.phone || null))
    : [];
  return {
    state: 'ready',
    store,
    itemsOk: items.ok,
    cards,
    moduleType: modules.find((m) => m.id === store.module_id)?.module_type,
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
