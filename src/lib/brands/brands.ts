// The brand pages' pure decisions: which shop module they show, and which brand a path names.
import type { Brand, Module } from '../api/index.ts';

/** F36 shows up to 8 logos on the shop home (brands_view_widget.dart) and asks 12 items a page. */
export const HOME_BRANDS_SHOWN = 8;
export const BRAND_ITEMS_PER_PAGE = 12;

export const isShopModule = (module: Pick<Module, 'module_type'> | undefined): boolean =>
  module?.module_type === 'ecommerce';

/**
 * The shop module the brand pages show: the one a link names (?module=) when it is a shop of the
 * zone, else the browsed module when it is one, else the zone's first shop; null without any.
 */
export function pickShopModule(
  modules: readonly Pick<Module, 'id' | 'module_type'>[],
  browsed: number,
  requested: number | null,
): number | null {
  const shops = modules.filter(isShopModule);
  return shops.find((m) => m.id === requested)?.id ?? shops.find((m) => m.id === browsed)?.id ?? shops[0]?.id ?? null;
}

/** A brand path's key: a numeric id, or a slug as the API takes it; anything else is no brand. */
export function parseBrandKey(raw: string | undefined): { id: number } | { slug: string } | null {
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return raw.length <= 9 && Number(raw) > 0 ? { id: Number(raw) } : null;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) && raw.length <= 120 ? { slug: raw } : null;
}

export function findBrand(brands: readonly Brand[], key: { id: number } | { slug: string }): Brand | null {
  return brands.find((b) => ('id' in key ? b.id === key.id : b.slug === key.slug)) ?? null;
}
