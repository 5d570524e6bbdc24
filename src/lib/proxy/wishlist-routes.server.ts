// The proxy's calls for the hearts (api/docs/wishlist.md): one item or one store added to or
// removed from the signed-in customer's wish-list, and the list. The marketplace scopes every one
// to the token's user; the query is rebuilt from exactly one id, so nothing else (no user id, no
// second id, no guest id) reaches it.
import { z } from 'zod';
import { id, type Route } from './params.server.ts';

/** `item_id` or `store_id`, one of them, a database id. */
export const WISH_ENTRY_QUERY = z.union([z.strictObject({ item_id: id }), z.strictObject({ store_id: id })]);

export const WISHLIST_ROUTES: Route[] = [
  { method: 'GET', path: /^customer\/wish-list$/, auth: true },
  { method: 'POST', path: /^customer\/wish-list\/add$/, auth: true, maxBody: 256, query: WISH_ENTRY_QUERY },
  { method: 'DELETE', path: /^customer\/wish-list\/remove$/, auth: true, maxBody: 256, query: WISH_ENTRY_QUERY },
];
