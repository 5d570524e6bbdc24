// The signed-in customer's favourites on the marketplace (api/docs/wishlist.md), for the
// storefront's /api/wishlist: the list as the hearts and the favourites page keep it, and the
// device's list merged into it at sign-in (an entry saved already, 409, counts as done).
import { addToWishList, getWishList, type ApiContext, type Store, type WishEntry } from '../api/index.ts';
import { toCardProduct, type CardProduct } from '../catalog/types.ts';
import type { SavedStore } from './storage.ts';

export interface AccountWishlist {
  items: CardProduct[];
  stores: SavedStore[];
}

export const savedStoreOf = (store: Store): SavedStore => ({
  id: store.id,
  name: store.name,
  logo_full_url: store.logo_full_url,
  address: store.address,
});

/** Every module's favourites: the call names no module (with one, the marketplace keeps only its). */
export async function accountWishlist(ctx: ApiContext): Promise<AccountWishlist> {
  const { moduleId: _module, ...everyModule } = ctx;
  const list = await getWishList(everyModule);
  return { items: list.item.map((item) => toCardProduct(item)), stores: list.store.map(savedStoreOf) };
}

const MERGE_CONCURRENCY = 4;

/** Adds every entry, a few at a time; answers how many the marketplace refused. */
export async function mergeIntoAccount(ctx: ApiContext, entries: readonly WishEntry[]): Promise<number> {
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++]!;
      try {
        await addToWishList(ctx, entry);
      } catch (error) {
        failed++;
        // An ended session stops the merge: the caller signs the visitor out.
        if ((error as { status?: number }).status === 401) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MERGE_CONCURRENCY, entries.length) }, worker));
  return failed;
}
