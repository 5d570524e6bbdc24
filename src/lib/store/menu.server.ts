// Server-only: a store's menu, one section per top-level category the store sells
// (stores/details' category_details, in the order the server gives). Each section is one
// items/latest call (store_id, category_id, type), cached like every catalogue call; the API
// answers newest first and cannot sort otherwise, so a sort is applied here to the first
// MENU_FETCH items of each category, which for all but the longest menus is the whole category.
import { getLatestItems, type ApiContext, type Item, type Store } from '../api/index.ts';
import { toCardProduct, type CardProduct } from '../catalog/types.ts';
import { filterDiet, sortRows, type ListOptions } from '../lists/sort.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import type { Preferences } from '../server/request/preferences-type.ts';

/** Items asked for per category: the most a sort can honestly order. */
export const MENU_FETCH = 50;
/** Cards a section shows on the whole menu; the rest are one link away (?category=). */
export const SECTION_SHOWN = 8;

export interface MenuSection {
  /** The category id; 0 for a store whose categories the server did not name. */
  id: number;
  name: string;
  ok: boolean;
  /** How many items the category holds (the API's total_size, after the diet filter). */
  total: number;
  cards: CardProduct[];
  /** More items than are shown: the section links to its own page. */
  more: boolean;
}

export function storeOverrides(store: Store): Partial<ApiContext> {
  const overrides: Partial<ApiContext> = {};
  if (store.module_id) overrides.moduleId = store.module_id;
  if (store.zone_id) overrides.zoneIds = [store.zone_id];
  return overrides;
}

function categoryItems(prefs: Preferences, store: Store, categoryId: number, options: ListOptions) {
  const type = options.type ?? 'all';
  return cachedCall(
    prefs,
    `store-menu:${store.id}:${categoryId}:${type}`,
    (ctx) => getLatestItems(ctx, { store_id: store.id, category_id: categoryId, limit: MENU_FETCH, offset: 1, type }),
    storeOverrides(store),
  );
}

/** The store's sections; only `only` when a category is asked for (its page shows every fetched item). */
export async function loadMenu(
  prefs: Preferences,
  store: Store,
  options: ListOptions,
  only: number | null,
): Promise<MenuSection[]> {
  const named = store.category_details.length
    ? store.category_details.map((c) => ({ id: Number(c.id), name: c.name }))
    : [{ id: 0, name: '' }];
  const wanted = only === null ? named : named.filter((c) => c.id === only);
  const answers = await Promise.all(wanted.map((c) => settle(categoryItems(prefs, store, c.id, options))));
  return wanted.map((category, i) => {
    const answer = answers[i]!;
    if (!answer.ok) return { ...category, ok: false, total: 0, cards: [], more: false };
    // A server that ignores store_id or type must not show another store's or diet's items here.
    const own = filterDiet(
      answer.data.products.filter((item: Item) => item.store_id === store.id),
      options.type,
    );
    const sorted = sortRows(own, options.sort);
    const shown = only === null ? sorted.slice(0, SECTION_SHOWN) : sorted;
    const total = Math.max(answer.data.total_size, own.length);
    return {
      ...category,
      ok: true,
      total,
      cards: shown.map((item) => toCardProduct(item, store.phone || null)),
      more: only === null && total > shown.length,
    };
  });
}
