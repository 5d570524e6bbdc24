// Product search for the /search page and its same-origin endpoint (/api/search), which the live
// search island calls: one query rule and one result shape. The cached upstream call is in
// search.server.ts, so the island can share these without reaching server code.
import { z } from 'zod';
import type { CardProduct } from '../catalog/types.ts';
import { MAX_PAGE } from './paging.ts';

export const SEARCH_PER_PAGE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** What /api/search accepts: q trimmed, 1 to 100 characters; page a whole number from 1. */
export const SearchParamsSchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});

/** ?q= as the page reads it: trimmed and cut to the longest query the endpoint accepts. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

export interface SearchResult {
  q: string;
  page: number;
  total: number;
  pageCount: number;
  products: CardProduct[];
}
