import type { ApiContext, PageOptions } from './context.ts';
import { request } from './http.ts';
import {
  ItemDetailsSchema,
  ProductListSchema,
  SuggestedListSchema,
  type ItemDetails,
  type ProductList,
  type SuggestedList,
} from './schemas/index.ts';

/** GET /items/new-arrival (needs moduleId and zoneId). */
export async function getNewArrivals(ctx: ApiContext, opts: PageOptions = {}): Promise<ProductList> {
  return request(ctx, 'items/new-arrival', ProductListSchema, { query: { limit: opts.limit, offset: opts.offset } });
}

/**
 * GET /items/discounted. Without limit/offset a 3.1 server returns up to 50
 * items unpaginated. 3.6 servers answer compact items (no gallery, no
 * description, no delivery times); ItemSchema fills those with defaults.
 */
export async function getDiscountedItems(ctx: ApiContext, opts: PageOptions = {}): Promise<ProductList> {
  return request(ctx, 'items/discounted', ProductListSchema, { query: { limit: opts.limit, offset: opts.offset } });
}

/**
 * GET /items/details/{id|slug}. The moduleId header must be the ITEM's module
 * or the server answers 404 'product-001': for an item from another module
 * (a wishlist entry, say) call with { ...ctx, moduleId: item.module_id }.
 */
export async function getItemDetails(ctx: ApiContext, itemId: number | string): Promise<ItemDetails> {
  return request(ctx, `items/details/${encodeURIComponent(itemId)}`, ItemDetailsSchema);
}

/** GET /items/suggested?store_id= — the answer's list key is `items`. */
export async function getSuggestedItems(
  ctx: ApiContext,
  storeId: number,
  opts: PageOptions = {},
): Promise<SuggestedList> {
  return request(ctx, 'items/suggested', SuggestedListSchema, {
    query: { store_id: storeId, limit: opts.limit, offset: opts.offset },
  });
}

export interface SearchItemsOptions extends PageOptions {
  /** Only this store's items (the store page's search box). */
  store_id?: number;
  /** items/search's order after the exact-name match: 'low' | 'high' | 'top_rated'. */
  filter?: string;
  /** 'veg' | 'non_veg' (food modules); 'all' or left out: both. */
  type?: string;
}

export interface LatestItemsOptions {
  store_id: number;
  /** A top-level category id; 0 for every category. */
  category_id: number;
  limit: number;
  offset: number;
  type?: string;
}

/**
 * GET /items/latest: a store's items, of one category (and its children) or all, newest first.
 * The server requires all four of store_id, category_id, limit and offset (403 otherwise).
 */
export async function getLatestItems(ctx: ApiContext, opts: LatestItemsOptions): Promise<ProductList> {
  return request(ctx, 'items/latest', ProductListSchema, { query: { ...opts } });
}

/** GET /items/search?name=[&store_id=]. Blank text answers an empty list without a call (the server would 403). */
export async function searchItems(ctx: ApiContext, name: string, opts: SearchItemsOptions = {}): Promise<ProductList> {
  const text = name.trim();
  if (text === '') return { total_size: 0, limit: opts.limit ?? null, offset: opts.offset ?? null, products: [] };
  return request(ctx, 'items/search', ProductListSchema, {
    query: {
      name: text,
      store_id: opts.store_id,
      limit: opts.limit,
      offset: opts.offset,
      filter: opts.filter,
      type: opts.type,
    },
  });
}
