// Server-only: what the brand strip and the brand pages read. Brands are the same for everyone
// (no personal data), cached like the rest of the catalogue per language, module and zone.
import { getBrandItems, getBrands, type ApiContext, type Brand } from '../api/index.ts';
import type { CardProduct } from '../catalog/types.ts';
import { parseModuleParam } from '../product/module-order.ts';
import { pageCount, parsePage } from '../lists/paging.ts';
import { paths } from '../paths.ts';
import type { Crumb, LinkedCrumb } from '../seo/index.ts';
import { cachedCall, cardsFor, settle } from '../server/marketplace/catalog.ts';
import type { PageLocals } from '../server/request/locals.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { BRAND_ITEMS_PER_PAGE, findBrand, isShopModule, parseBrandKey, pickShopModule } from './brands.ts';

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

function loadBrands(prefs: Preferences, moduleId: number): Promise<Settled<Brand[]>> {
  const overrides: Partial<ApiContext> = moduleId === prefs.moduleId ? {} : { moduleId };
  return settle(cachedCall(prefs, 'brands', (ctx) => getBrands(ctx), overrides));
}

/** The home strip's brands: only when the browsed module is a shop (null: no strip at all). */
export async function homeBrands(prefs: Preferences): Promise<Settled<Brand[]> | null> {
  const modules = await zoneModules(prefs);
  if (!isShopModule(modules.find((m) => m.id === prefs.moduleId))) return null;
  return loadBrands(prefs, prefs.moduleId);
}

export interface BrandList {
  /** The zone has no shop module: no brands to look for. */
  noShop: boolean;
  brands: Settled<Brand[]>;
}

/** /brands: every brand of the shop module the page shows. */
export async function loadBrandList(prefs: Preferences, search: URLSearchParams): Promise<BrandList> {
  const moduleId = pickShopModule(await zoneModules(prefs), prefs.moduleId, parseModuleParam(search.get('module')));
  if (moduleId === null) return { noShop: true, brands: { ok: true, data: [] } };
  return { noShop: false, brands: await loadBrands(prefs, moduleId) };
}

export type BrandPage =
  | { kind: 'not-found' }
  /** A slug that names a brand: its page lives at its id. */
  | { kind: 'redirect'; id: number }
  | {
      kind: 'page';
      /** Null when the brand list could not be loaded: the page still shows the products. */
      brand: Brand | null;
      itemsOk: boolean;
      total: number;
      cards: CardProduct[];
      page: number;
      pages: number;
      canonicalSearch: string;
    };

/**
 * /brands/{id}: the brand (from the module's list, whose names are translated) and one page of
 * its products, asked for at once. An id that is no brand of the list is a 404; when the list
 * failed the page is still shown (a slow API is no reason to tell crawlers the page is gone).
 */
export async function loadBrandPage(
  prefs: Preferences,
  rawKey: string | undefined,
  search: URLSearchParams,
): Promise<BrandPage> {
  const key = parseBrandKey(rawKey);
  if (!key) return { kind: 'not-found' };
  const moduleId = pickShopModule(await zoneModules(prefs), prefs.moduleId, parseModuleParam(search.get('module')));
  if (moduleId === null) return { kind: 'not-found' };
  const page = parsePage(search.get('page'));
  const overrides: Partial<ApiContext> = moduleId === prefs.moduleId ? {} : { moduleId };
  const brandKey = 'id' in key ? key.id : key.slug;
  const [brands, items] = await Promise.all([
    loadBrands(prefs, moduleId),
    settle(
      cachedCall(
        prefs,
        `brand-items:${brandKey}:${page}:${BRAND_ITEMS_PER_PAGE}`,
        (ctx) => getBrandItems(ctx, brandKey, { limit: BRAND_ITEMS_PER_PAGE, offset: page }),
        overrides,
      ),
    ),
  ]);
  const brand = brands.ok ? findBrand(brands.data, key) : null;
  if (brands.ok && !brand) return { kind: 'not-found' };
  if (brand && 'slug' in key) return { kind: 'redirect', id: brand.id };
  const total = items.ok ? items.data.total_size : 0;
  // The cards' store phones come from the shop module's stores, whichever module is browsed.
  const cards = items.ok ? await cardsFor({ ...prefs, moduleId }, items.data.products) : [];
  return {
    kind: 'page',
    brand,
    itemsOk: items.ok,
    total,
    cards,
    page,
    pages: pageCount(total, BRAND_ITEMS_PER_PAGE),
    canonicalSearch: page > 1 ? `?page=${page}` : '',
  };
}

/** Home › Brands › the brand, with absolute addresses for the JSON-LD. */
export function brandCrumbs(
  brand: Brand,
  { lang, t, absoluteUrl }: Pick<PageLocals, 'lang' | 't' | 'absoluteUrl'>,
): [...LinkedCrumb[], Crumb] {
  const absolute = (p: string) => absoluteUrl(p, lang);
  return [
    { name: t('nav.home'), url: absolute(paths.home) },
    { name: t('brands.title'), url: absolute(paths.brands) },
    { name: brand.name },
  ];
}
