// Server-only: the store page's request, read and answered. The query decides what is asked for
// (?q= a search in the store's items, else ?category= one menu section, and ?sort= / ?type= once
// the store's module type is known; load.server.ts loads it), and the answer decides the status
// (no such store → 404, the API failing → 503), the canonical address, the links inside the menu
// and what the sort form keeps.
import { parseId } from '../lists/category.ts';
import { listOptionParams, parseListOptions, SEARCH_SORTS, SORTS, type ListSort } from '../lists/sort.ts';
import { paths } from '../paths.ts';
import { loadStorePage, storeCrumbs, storePageJsonLd, type StorePage } from './load.server.ts';
import { storeQuery } from './store-query.ts';

type Ready = Extract<StorePage, { state: 'ready' }>;
type Locals = Pick<App.Locals, 'prefs' | 'lang' | 't' | 'localizedUrl' | 'absoluteUrl'>;

/** The page's data for the route's `key` and its query. */
export async function loadStoreView(locals: Locals, key: string | undefined, search: URLSearchParams) {
  const { prefs, lang, absoluteUrl } = locals;
  const query = storeQuery(search.get('q'));
  const category = query ? null : parseId(search.get('category') ?? undefined);
  const sorts: readonly ListSort[] = query ? SEARCH_SORTS.concat('newest') : SORTS;
  const loaded = await loadStorePage(prefs, key, {
    query,
    category,
    options: (food) => parseListOptions(search, food, sorts),
  });
  const status = loaded.state === 'missing' ? 404 : loaded.state === 'unavailable' ? 503 : 200;
  const ready = loaded.state === 'ready' ? loaded : null;
  const store = ready?.store ?? null;
  const pagePath = store ? paths.store(store.id) : prefs.path;
  const crumbs = storeCrumbs(locals);
  const jsonLd = ready ? storePageJsonLd(ready, absoluteUrl(pagePath, lang), crumbs) : [];
  const description = store ? [store.name, store.address].filter(Boolean).join(' · ') : undefined;
  const food = ready?.moduleType === 'food';
  return {
    status,
    loaded,
    ready,
    store,
    query,
    sorts,
    pagePath,
    crumbs,
    jsonLd,
    description,
    food,
    ...menuView(ready, category, query),
  };
}

/** Whether one section is shown, and the query the canonical link, sort form and menu links keep. */
export function menuView(ready: Pick<Ready, 'sections' | 'options'> | null, category: number | null, query: string) {
  // A ?category= that is none of the store's shows the whole menu.
  const single =
    ready !== null && category !== null && ready.sections.length === 1 && ready.sections[0]!.id === category;
  const canonicalSearch = single ? `?category=${category}` : '';
  // What the sort form keeps: the search term, or the one category shown.
  const keep: Record<string, string> = query ? { q: query } : single ? { category: String(category) } : {};
  // Links inside the menu keep the chosen order and diet, and nothing else the URL may carry.
  const menuSearch = new URLSearchParams({ ...keep, ...(ready ? listOptionParams(ready.options) : {}) }).toString();
  return { single, canonicalSearch, keep, menuSearch };
}
