// The catalogue (categories, stores, items, add-ons). It does not depend on the clock, so the
// image manifest can be derived from it; only store discounts are dated relative to `now`.
import type { Row, Translation } from '../rows.ts';
import { ADD_ONS } from './add-ons.ts';
import { buildCategories, categoryRows, type Category } from './categories.ts';
import { buildItems, type Item } from './items.ts';
import { buildStores, storeRows, type Store } from './stores.ts';

export interface Catalog {
  categories: Category[];
  stores: Store[];
  items: Item[];
}

let cached: Catalog | undefined;

export function buildCatalog(): Catalog {
  if (!cached) {
    const categories = buildCategories();
    const stores = buildStores();
    cached = { categories, stores, items: buildItems(stores, categories) };
  }
  return cached;
}

export function storeById(catalog: Catalog, id: number): Store {
  const store = catalog.stores[id - 1];
  if (!store || store.id !== id) throw new Error(`unknown store ${id}`);
  return store;
}

/** Active items of a store, in id order. */
export function activeItemsOf(catalog: Catalog, storeId: number): Item[] {
  return catalog.items.filter((i) => i.store.id === storeId && i.row.status === 1);
}

export interface CatalogRows {
  categories: Row[];
  stores: Row[];
  schedules: Row[];
  storeDiscounts: Row[];
  items: Row[];
  addOns: Row[];
  translations: Translation[];
}

export function catalogRows(catalog: Catalog, now: Date): CatalogRows {
  const categories = categoryRows(catalog.categories);
  const stores = storeRows(catalog.stores, now);
  return {
    categories: categories.rows,
    stores: stores.rows,
    schedules: stores.schedules,
    storeDiscounts: stores.discounts,
    items: catalog.items.map((i) => i.row),
    addOns: ADD_ONS.map((a) => ({ id: a.id, name: a.name, price: a.price, store_id: a.storeId, status: 1 })),
    translations: [...stores.translations, ...categories.translations, ...catalog.items.flatMap((i) => i.translations)],
  };
}
