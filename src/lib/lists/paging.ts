// Page numbers for the list pages: reading ?page=, slicing unpaginated answers, the window of
// numbers a pager shows, and links that keep the rest of the query. Pure, so the server-rendered
// pager and the search island share it.

/** Far beyond any real list; keeps a hand-typed ?page=1e9 from reaching the API. */
export const MAX_PAGE = 10_000;

/** ?page= as a page number: a whole number from 1 to MAX_PAGE, otherwise page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** How many pages `total` rows make at `perPage` a page (0 for none). */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

/** The rows of `page` (1-based) when the API answers everything at once. */
export function pageSlice<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (Math.max(1, page) - 1) * perPage;
  return rows.slice(start, start + perPage);
}

export type PageSlot = number | 'gap';

/**
 * The numbers a pager shows: the first and last page, and `radius` pages either side of the
 * current one, with a gap where two or more pages are left out (a single left-out page is shown
 * instead of a gap, which would take the same room).
 *
 *   pageWindow(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function pageWindow(current: number, total: number, radius = 1): PageSlot[] {
  if (total <= 0) return [];
  const shown = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}

/**
 * `path` with the query `search` and `page` set (page 1 drops the parameter, so the first page
 * has one address). Every other parameter is kept as it was.
 */
export function pageHref(path: string, search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `path` with `key` set to `value` (or removed when null), dropping the page: a new filter starts at page 1. */
export function filterHref(path: string, search: string | URLSearchParams, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (value === null) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
