// The home page's numbers and links: how many of each list it shows, the banner carousel's
// layout, and where a banner leads. Pure, so unit tests cover it.
import type { Banner } from '../api/index.ts';
import { productHrefFor } from '../catalog/product-href.ts';
import type { Breakpoints } from '../domain/catalog/carousel.ts';
import { localizePath, paths } from '../paths.ts';

/** Spec §9: popular stores shown 6, home stores 8. */
export const POPULAR_LOGOS_SHOWN = 6;
export const HOME_STORES_SHOWN = 8;
/** Cards per product carousel: enough to scroll through, few enough to keep the page light. */
export const HOME_PRODUCTS_SHOWN = 10;
export const RECOMMENDED_STORES_SHOWN = 4;
/** The store grid's filter in the home page's URL: /?stores=top-rated. */
export const HOME_STORE_PARAM = 'stores';

/** Spec §9 autoplay delays, in ms. */
export const BANNER_AUTOPLAY_MS = 3000;
export const PRODUCT_AUTOPLAY_MS = 2000;

/** Banners are 2:1 (1200x600): one across a phone, two side by side from tablets up. */
export const BANNER_BREAKPOINTS: Breakpoints = {
  base: { slidesPerView: 1, spaceBetween: 12 },
  from: { 768: { slidesPerView: 2, spaceBetween: 16 } },
};

export type BannerTarget = { href: string; external: boolean } | null;

/** Only web links may leave the site (never javascript: or data:). */
function webLink(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where a banner leads: store_wise to its store, item_wise to its product (in the product's own
 * module), default to its own link outside the site; null when it has nowhere to go.
 * `prefix` is '' or the page's language prefix ('/ar').
 */
export function bannerTarget(banner: Pick<Banner, 'type' | 'link' | 'store' | 'item'>, prefix: string): BannerTarget {
  switch (banner.type) {
    case 'store_wise':
      return banner.store ? { href: localizePath(prefix, paths.store(banner.store.id)), external: false } : null;
    case 'item_wise':
      return banner.item
        ? { href: productHrefFor(prefix, { id: banner.item.id, module_id: banner.item.module_id }), external: false }
        : null;
    default: {
      const href = webLink(banner.link);
      return href ? { href, external: true } : null;
    }
  }
}
