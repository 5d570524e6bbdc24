/** Brands of the shop module: GET brand and GET brand/items/{id|slug} (api/docs/brands.md). */
import { z } from 'zod';
import { id, imageUrl, numOr, paginated, strOr, strOrNull } from './common.ts';
import { ItemSchema } from './item.ts';

export const BrandSchema = z.object({
  id,
  name: strOr(''),
  slug: strOrNull,
  image_full_url: imageUrl,
  /** The brand's items of the module (in the zones), switched-off ones included. */
  items_count: numOr(0),
});
export type Brand = z.infer<typeof BrandSchema>;

/** A bare array; the server answers [] when it hits an exception. */
export const BrandListSchema = z.array(BrandSchema);

/** {total_size, limit, offset, products}: no `categories` key on this list. */
export const BrandItemsSchema = paginated('products', ItemSchema);
export type BrandItems = z.infer<typeof BrandItemsSchema>;
