// Collects what the sitemap lists from the marketplace API: the categories of every browsable
// module (with their sub-categories), the stores and products of every module in the sitemap's
// zones, page by page, and the brands of the shop modules. Any failed call fails the whole collection: a partial sitemap
// would tell search engines that the missing pages are gone.
import {
  getBrands,
  getCategories,
  getCategoryChildren,
  getModules,
  getNewArrivals,
  getStores,
  type ApiContext,
} from '../api/index.ts';
import { LANGS } from '../i18n/index.ts';
import { timedCache } from '../server/marketplace/cache.ts';
import { configuredZoneIds, defaultZoneIds } from '../server/marketplace/zone-and-module.ts';
import { apiBaseUrl } from '../server/marketplace/api-base-url.ts';
import { SITEMAP_URL_LIMIT, sitemapPaths, sitemapXml, type SitemapContent } from './sitemap.ts';

export const SITEMAP_TTL_MS = 10 * 60_000;
/** Rows per list call; the server's own default is 50. */
export const SITEMAP_PAGE_SIZE = 100;
/** A backstop: 500 pages of 100 is already more than one sitemap file may list. */
const MAX_PAGES = 500;
/** Calls in flight at once while walking the category tree. */
const CONCURRENCY = 6;

/**
 * The zones whose stores and products are listed: SITEMAP_ZONES as a JSON list ('[5,6]') or
 * comma-separated ('5,6'); null when unset or invalid, which means the storefront's default zone
 * (defaultZoneIds: DEFAULT_ZONE_IDS, else the zone of the server's default location). The API has
 * no call listing zones, so zones beyond the default are configuration, not discovery.
 */
export function sitemapZones(env: Record<string, string | undefined> = process.env): number[] | null {
  return configuredZoneIds(env.SITEMAP_ZONES);
}

async function mapLimit<T, R>(inputs: readonly T[], limit: number, task: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await task(inputs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}

/**
 * Ids from a paginated list (offset = 1-based page) until total_size is reached. A short page
 * does not end the walk (a server may cap `limit` below ours); an empty or repeated one does.
 */
async function pagedIds(load: (page: number) => Promise<{ total: number; ids: number[] }>): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await load(page);
    const before = ids.size;
    for (const id of answer.ids) ids.add(id);
    if (ids.size >= answer.total || ids.size === before) return [...ids];
  }
  console.warn(`sitemap: stopped after ${MAX_PAGES} pages of ${SITEMAP_PAGE_SIZE}; the list goes on`);
  return [...ids];
}

async function moduleCategoryIds(ctx: ApiContext): Promise<number[]> {
  const top = await getCategories(ctx);
  const children = top.flatMap((category) => category.childes.map((child) => child.id));
  // The category pages go two levels down (as /categories/items/{id} does), so list grandchildren too.
  const grandchildren = await mapLimit(children, CONCURRENCY, (id) => getCategoryChildren(ctx, id));
  return [...top.map((category) => category.id), ...children, ...grandchildren.flat().map((child) => child.id)];
}

function moduleStoreIds(ctx: ApiContext): Promise<number[]> {
  return pagedIds(async (page) => {
    const list = await getStores(ctx, 'all', { limit: SITEMAP_PAGE_SIZE, offset: page });
    return { total: list.total_size, ids: list.stores.map((store) => store.id) };
  });
}

function moduleProductIds(ctx: ApiContext): Promise<number[]> {
  return pagedIds(async (page) => {
    const list = await getNewArrivals(ctx, { limit: SITEMAP_PAGE_SIZE, offset: page });
    return { total: list.total_size, ids: list.products.map((item) => item.id) };
  });
}

const sortedUnique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Everything the sitemap lists beyond the static pages. Rejects with the first ApiError. */
export async function collectSitemapContent(ctx: ApiContext): Promise<SitemapContent> {
  const modules = (await getModules(ctx)).filter((module) => module.status);
  const perModule = await mapLimit(modules, 2, async (module) => {
    const moduleCtx = { ...ctx, moduleId: module.id };
    const [categoryIds, storeIds, productIds, brandIds] = await Promise.all([
      moduleCategoryIds(moduleCtx),
      moduleStoreIds(moduleCtx),
      moduleProductIds(moduleCtx),
      // The brand pages show the shop modules' brands (lib/brands/brands.ts).
      module.module_type === 'ecommerce'
        ? getBrands(moduleCtx).then((brands) => brands.map((brand) => brand.id))
        : Promise.resolve([]),
    ]);
    return { categoryIds, storeIds, productIds, brandIds };
  });
  return {
    categoryIds: sortedUnique(perModule.flatMap((m) => m.categoryIds)),
    storeIds: sortedUnique(perModule.flatMap((m) => m.storeIds)),
    productIds: sortedUnique(perModule.flatMap((m) => m.productIds)),
    brandIds: sortedUnique(perModule.flatMap((m) => m.brandIds)),
  };
}

interface Collected {
  content: SitemapContent;
  generatedAt: Date;
  durationMs: number;
}

export interface Sitemap {
  xml: string;
  generatedAt: Date;
  /** How long collecting from the API took (0 for the cached XML of another origin). */
  durationMs: number;
  urlCount: number;
}

// The catalogue is collected once per period whatever the origin; the XML is cached per origin
// (there is one in production, where SITE_URL is set) and rebuilt when the catalogue is.
const contentCache = timedCache<Collected>(SITEMAP_TTL_MS, 4, { tag: 'sitemap' });
const xmlCache = timedCache<Sitemap>(SITEMAP_TTL_MS, 8, { tag: 'sitemap' });

/** The sitemap for `origin`, from cache when fresh. Rejects when the API fails (nothing partial is cached). */
export async function sitemapFor(origin: string): Promise<Sitemap> {
  const zones = sitemapZones() ?? (await defaultZoneIds());
  const baseUrl = apiBaseUrl();
  const collected = await contentCache.get(`${baseUrl} ${zones.join(',')}`, async () => {
    const started = performance.now();
    const content = await collectSitemapContent({ baseUrl, lang: 'en', zoneIds: zones, timeoutMs: 8000 });
    return { content, generatedAt: new Date(), durationMs: Math.round(performance.now() - started) };
  });
  return xmlCache.get(`${origin} ${collected.generatedAt.getTime()}`, async () => {
    const pagePaths = sitemapPaths(collected.content);
    const urlCount = pagePaths.length * LANGS.length;
    if (urlCount > SITEMAP_URL_LIMIT) {
      console.warn(
        `sitemap: ${urlCount} URLs is over the ${SITEMAP_URL_LIMIT} a sitemap may hold; it needs splitting into a sitemap index`,
      );
    }
    return {
      xml: sitemapXml(origin, pagePaths),
      generatedAt: collected.generatedAt,
      durationMs: collected.durationMs,
      urlCount,
    };
  });
}

/** For tests: forget the cached sitemap. */
export function clearSitemapCache(): void {
  contentCache.clear();
  xmlCache.clear();
}
