/** Brands of the shop (ecommerce) module. */
import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import { BrandItemsSchema, BrandListSchema, type Brand, type BrandItems } from './schemas/index.ts';

/** GET /brand (needs moduleId; zoneId only narrows items_count): active brands of the module or of none. */
export async function getBrands(ctx: ApiContext): Promise<Brand[]> {
  return request(ctx, 'brand', BrandListSchema);
}

/**
 * GET /brand/items/{id|slug}?limit=&offset= — needs zoneId, limit and offset (403 otherwise);
 * `offset` is the 1-based page. An unknown brand answers an empty page.
 */
export async function getBrandItems(
  ctx: ApiContext,
  brand: number | string,
  page: { limit: number; offset: number },
): Promise<BrandItems> {
  return request(ctx, `brand/items/${encodeURIComponent(brand)}`, BrandItemsSchema, {
    query: { limit: page.limit, offset: page.offset },
  });
}
