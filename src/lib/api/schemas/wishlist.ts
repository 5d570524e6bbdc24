// GET customer/wish-list: {item: [Item], store: [Store]} (B31 Helpers::wishlist_data_formatting,
// helpers.php:868-892; api/docs/wishlist.md).
import { z } from 'zod';
import { ItemSchema } from './item.ts';
import { StoreSchema } from './store.ts';

export const WishListSchema = z.object({
  item: z.array(ItemSchema).catch([]),
  store: z.array(StoreSchema).catch([]),
});
export type WishList = z.infer<typeof WishListSchema>;
