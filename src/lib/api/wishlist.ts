/**
 * The customer's favourites (auth:api; api/docs/wishlist.md). One entry is an item or a store:
 * `{ item_id }` or `{ store_id }`, sent in the query as the Flutter app sends it.
 */
import type { ApiContext } from './context.ts';
import { assertOk, callApi, request } from './http.ts';
import { WishListSchema, type WishList } from './schemas/index.ts';

export type WishEntry = { item_id: number } | { store_id: number };

/** GET customer/wish-list (needs zoneId): the saved items and stores the zones still show. */
export async function getWishList(ctx: ApiContext): Promise<WishList> {
  return request(ctx, 'customer/wish-list', WishListSchema);
}

/** POST customer/wish-list/add. 409 (already saved) is an answer, not an error. */
export async function addToWishList(ctx: ApiContext, entry: WishEntry): Promise<'added' | 'already'> {
  const raw = await callApi(ctx, 'customer/wish-list/add', { method: 'POST', query: entry });
  if (raw.status === 409) return 'already';
  assertOk(raw);
  return 'added';
}

/** DELETE customer/wish-list/remove. 404 (not saved) is an answer, not an error. */
export async function removeFromWishList(ctx: ApiContext, entry: WishEntry): Promise<'removed' | 'missing'> {
  const raw = await callApi(ctx, 'customer/wish-list/remove', { method: 'DELETE', query: entry });
  if (raw.status === 404) return 'missing';
  assertOk(raw);
  return 'removed';
}
