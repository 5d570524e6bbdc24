// Favourites (wishlists) of the second demo customer, fixed: one item and one store the default
// zone and the Food module list, a store of Alexandria (zone 6) and a grocery item, which a
// request for zone 5 or module 2 silently leaves out, as WishlistController::wish_list does.
// The first demo customer has none, so the device's hearts of a test start from nothing.
import type { Row } from './rows.ts';

/** other@demo.test (api/seed/users.ts). */
export const WISHLIST_USER_ID = 2;

export function wishlistRows(now: Date): Row[] {
  const stamp = now.toISOString();
  const row = (id: number, item: number | null, store: number | null): Row => ({
    id,
    user_id: WISHLIST_USER_ID,
    item_id: item,
    created_at: stamp,
    updated_at: stamp,
    store_id: store,
  });
  // Item 16 Koshary Family Box (store 2, Food); store 2 Tahrir Koshary House (zone 5, Food);
  // store 14 Mandara Seafood (zone 6, Food); item 1 Hass Avocado (Grocery).
  return [row(1, 16, null), row(2, null, 2), row(3, null, 14), row(4, 1, null)];
}
