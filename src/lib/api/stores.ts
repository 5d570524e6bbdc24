import type { ApiContext, PageOptions } from './context.ts';
import { assertOk, callApi, parseWith, request } from './http.ts';
import { ApiError } from './errors.ts';
import { StoreListSchema, StoreSchema, type Store, type StoreList } from './schemas/index.ts';

export interface StoreListOptions extends PageOptions {
  /** Dietary filter of the store lists. */
  type?: 'all' | 'veg' | 'non_veg';
}

function listQuery(opts: StoreListOptions) {
  return { limit: opts.limit, offset: opts.offset, type: opts.type };
}

/** GET /stores/popular (needs moduleId and zoneId). Open stores first, then nearest. */
export async function getPopularStores(ctx: ApiContext, opts: StoreListOptions = {}): Promise<StoreList> {
  return request(ctx, 'stores/popular', StoreListSchema, { query: listQuery(opts) });
}

/** GET /stores/latest — newest first. */
export async function getLatestStores(ctx: ApiContext, opts: StoreListOptions = {}): Promise<StoreList> {
  return request(ctx, 'stores/latest', StoreListSchema, { query: listQuery(opts) });
}

/** GET /stores/discounted. */
export async function getDiscountedStores(ctx: ApiContext, opts: StoreListOptions = {}): Promise<StoreList> {
  return request(ctx, 'stores/discounted', StoreListSchema, { query: listQuery(opts) });
}

/** GET /stores/top-rated — only rated stores, by avg_rating descending. */
export async function getTopRatedStores(ctx: ApiContext, opts: StoreListOptions = {}): Promise<StoreList> {
  return request(ctx, 'stores/top-rated', StoreListSchema, { query: listQuery(opts) });
}

export type StoreFilter = 'all' | 'delivery' | 'take_away';

export interface GetStoresOptions extends StoreListOptions {
  store_type?: 'all' | 'newly_joined' | 'popular' | 'top_rated';
  featured?: boolean;
}

/** GET /stores/get-stores/{filter}. limit/offset echo as null when not sent. */
export async function getStores(
  ctx: ApiContext,
  filter: StoreFilter = 'all',
  opts: GetStoresOptions = {},
): Promise<StoreList> {
  return request(ctx, `stores/get-stores/${filter}`, StoreListSchema, {
    query: { ...listQuery(opts), store_type: opts.store_type, featured: opts.featured ? 1 : undefined },
  });
}

/**
 * GET /stores/details/{id|slug}. The server answers 200 {} for an unknown
 * store; that becomes ApiError 404 'not_found' here.
 */
export async function getStoreDetails(ctx: ApiContext, storeId: number | string): Promise<Store> {
  const raw = await callApi(ctx, `stores/details/${encodeURIComponent(storeId)}`);
  const body = assertOk(raw);
  const empty =
    body === undefined || body === null || (typeof body === 'object' && Object.keys(body as object).length === 0);
  if (empty) throw new ApiError(404, 'not_found', 'Store not found');
  return parseWith(StoreSchema, body, raw.status);
}
