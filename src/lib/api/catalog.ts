/** Modules, banners and categories. */
import { z } from 'zod';
import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import {
  BannersSchema,
  CategoryChildSchema,
  CategorySchema,
  ItemArraySchema,
  ModuleSchema,
  isBrowsableModule,
  type Banners,
  type Category,
  type CategoryChild,
  type Item,
  type Module,
} from './schemas/index.ts';

/** GET /banners (needs zoneId) → {campaigns, banners}. */
export async function getBanners(ctx: ApiContext, opts: { featured?: boolean } = {}): Promise<Banners> {
  return request(ctx, 'banners', BannersSchema, { query: { featured: opts.featured ? 1 : undefined } });
}

/**
 * GET /module, WITHOUT the parcel module: the server does not exclude it when
 * a zoneId header is sent, and the storefront never shows it (spec §1).
 * Pass { includeParcel: true } to get the raw list.
 */
export async function getModules(ctx: ApiContext, opts: { includeParcel?: boolean } = {}): Promise<Module[]> {
  const modules = await request(ctx, 'module', z.array(ModuleSchema));
  return opts.includeParcel ? modules : modules.filter(isBrowsableModule);
}

/** GET /categories — top-level categories of ctx.moduleId, each with its `childes`. */
export async function getCategories(ctx: ApiContext): Promise<Category[]> {
  return request(ctx, 'categories', z.array(CategorySchema));
}

/** GET /categories/childes/{id}. */
export async function getCategoryChildren(ctx: ApiContext, categoryId: number | string): Promise<CategoryChild[]> {
  return request(ctx, `categories/childes/${encodeURIComponent(categoryId)}`, z.array(CategoryChildSchema));
}

/**
 * GET /categories/items/{id}/all — every item of the category and two levels
 * of children, unpaginated. The server does not filter inactive items here.
 */
export async function getCategoryItems(ctx: ApiContext, categoryId: number | string): Promise<Item[]> {
  return request(ctx, `categories/items/${encodeURIComponent(categoryId)}/all`, ItemArraySchema);
}
