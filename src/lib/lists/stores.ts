// The /stores page's filters: the value in the URL (?filter=) and its label's dictionary key.
export const STORE_FILTERS = [
  { value: 'all', key: 'stores.filterAll' },
  { value: 'newly-joined', key: 'stores.filterNew' },
  { value: 'discounted', key: 'stores.filterDiscounted' },
  { value: 'top-rated', key: 'stores.filterTopRated' },
] as const;

export type StoreFilterValue = (typeof STORE_FILTERS)[number]['value'];

/** ?filter= as one of the four filters; anything else is "all". */
export function parseStoreFilter(raw: string | null | undefined): StoreFilterValue {
  return STORE_FILTERS.find((f) => f.value === raw)?.value ?? 'all';
}

/** Stores on a page of All Stores, and popular stores shown above it. */
export const STORES_PER_PAGE = 12;
export const POPULAR_STORES_SHOWN = 6;
