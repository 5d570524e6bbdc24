// Server-only: what the product page shows, as one plain object the page reads. The item (looked
// up by find-item.server.ts) and the site settings load side by side; the item decides the page
// (found, 404 or 503). For a found item the first paint needs its store, prices, module name and
// SEO data; more items from the same store are not awaited here: the page streams them in later.
import { getSuggestedItems, type ApiContext, type ItemDetails } from '../api/index.ts';
import { chatLink, toCardProduct, type CardProduct } from '../catalog/types.ts';
import { discountBadge, discountedPrice } from '../domain/pricing/price.ts';
import { isOutOfStock } from '../domain/pricing/quantity.ts';
import { displayRating } from '../domain/catalog/rating.ts';
import type { CurrencySettings } from '../i18n/client.ts';
import { currencyFormatter, formatNumber, translator, type Translate } from '../i18n/index.ts';
import { paths } from '../paths.ts';
import { breadcrumbJsonLd, productJsonLd } from '../seo/index.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import type { PageLocals } from '../server/request/locals.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { plainText, sanitizeRichText } from '../content/sanitize.server.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { deliveryLabel } from './delivery-time.ts';
import { findItem } from './find-item.server.ts';
import { isProductKey, parseModuleParam } from './module-order.ts';

const SUGGESTED_SHOWN = 10;

export interface Crumb {
  name: string;
  href: string;
  url: string;
}

/** More from the same store: the cards, or a failure the section shows with a retry. */
export type Suggested = { ok: true; cards: CardProduct[] } | { ok: false };

export type ProductPage =
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'found'; product: ProductView; suggested: Promise<Suggested>; currency: CurrencySettings };

export type ProductView = ReturnType<typeof productView>;

/** The page's data for the route's `id` and `?module=`; `urls` builds its links (Astro.locals). */
export async function loadProduct(
  prefs: Preferences,
  key: string | undefined,
  url: URL,
  urls: Urls,
): Promise<ProductPage> {
  const requestedModule = parseModuleParam(url.searchParams.get('module'));
  const [result, settings] = await Promise.all([
    isProductKey(key) ? findItem(prefs, key, requestedModule) : ({ kind: 'not-found' } as const),
    siteSettings(prefs.lang),
  ]);
  if (result.kind !== 'found') return { kind: result.kind };
  const item = result.item;
  const phone = item.store_details?.phone || null;
  // Started now, awaited by the page's last section: a slow store list never holds the first paint.
  const suggested = loadSuggested(prefs, item, phone);
  const modules = await zoneModules(prefs);
  const moduleName = modules.find((m) => m.id === item.module_id)?.module_name || item.module_type;
  const t = translator(prefs.lang);
  const money = currencyFormatter(prefs.lang, settings.currency);
  return {
    kind: 'found',
    product: productView({
      prefs,
      item,
      phone,
      moduleName,
      urls,
      currency: settings.currency.symbol,
      money,
      t,
    }),
    suggested,
    currency: settings.currency,
  };
}

async function loadSuggested(prefs: Preferences, item: ItemDetails, phone: string | null): Promise<Suggested> {
  const overrides: Partial<ApiContext> = {};
  if (item.module_id) overrides.moduleId = item.module_id;
  if (item.store_details?.zone_id) overrides.zoneIds = [item.store_details.zone_id];
  const key = `suggested:${item.store_id}:${SUGGESTED_SHOWN + 1}`;
  const suggested = await settle(
    cachedCall(
      prefs,
      key,
      (ctx) =>
        getSuggestedItems(ctx, item.store_id, {
          limit: SUGGESTED_SHOWN + 1,
          offset: 1,
        }),
      overrides,
    ),
  );
  if (!suggested.ok) return { ok: false };
  const others = suggested.data.items.filter((other) => other.id !== item.id);
  return {
    ok: true,
    cards: others.slice(0, SUGGESTED_SHOWN).map((other) => toCardProduct(other, phone)),
  };
}

type Urls = Pick<PageLocals, 'localizedUrl' | 'absoluteUrl'>;

interface ViewInput {
  prefs: Preferences;
  item: ItemDetails;
  phone: string | null;
  moduleName: string;
  urls: Urls;
  currency: string | null;
  money: (value: number) => string;
  t: Translate;
}

function productView({ prefs, item, phone, moduleName, urls, currency, money, t }: ViewInput) {
  const pagePath = paths.product(item.id);
  const moduleSearch = item.module_id ? `?module=${item.module_id}` : '';
  // The canonical address leaves ?module= out (as the sitemap does): the page finds the item without it.
  const canonicalUrl = urls.absoluteUrl(pagePath, prefs.lang);
  const price = discountedPrice(item);
  const badge = discountBadge(item);
  const outOfStock = isOutOfStock(item);
  const descriptionHtml = sanitizeRichText(item.description);
  const category = item.category_ids.find((c) => c.name) ?? null;
  const categoryPath = category ? paths.category(category.id) : null;
  const crumb = (name: string, path: string): Crumb => ({
    name,
    href: urls.localizedUrl(path),
    url: urls.absoluteUrl(path, prefs.lang),
  });
  const crumbs = [
    crumb(t('nav.home'), paths.home),
    ...(category?.name && categoryPath ? [crumb(category.name, categoryPath)] : []),
  ];
  const jsonLd = [
    productJsonLd({
      item,
      url: canonicalUrl,
      currency,
      storeUrl: urls.absoluteUrl(paths.store(item.store_id), prefs.lang),
      category: category?.name,
    }),
    breadcrumbJsonLd([...crumbs.map(({ name, url }) => ({ name, url })), { name: item.name }]),
  ];
  const offer = 'offers' in jsonLd[0] ? jsonLd[0].offers : null;
  return {
    item,
    phone,
    moduleName,
    description: plainText(item.description) || item.name,
    descriptionHtml,
    descriptionIsHtml: /<[a-z][^>]*>/i.test(descriptionHtml),
    ogImage: item.images_full_url[0] ?? null,
    logoUrl: item.store_details?.logo_full_url,
    storeHref: urls.localizedUrl(paths.store(item.store_id)),
    shareUrl: urls.absoluteUrl(`${pagePath}${moduleSearch}`),
    contact: chatLink(phone, item.name),
    deliveryText: deliveryLabel(item, t),
    ratingText: formatNumber(prefs.lang, displayRating(item.avg_rating), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
    outOfStock,
    priceText: money(price),
    oldPriceText: money(item.price),
    badgeText:
      badge &&
      (badge.kind === 'percent'
        ? t('product.discountPercent', { value: badge.value })
        : t('product.discountAmount', { value: money(badge.value) })),
    offer,
    crumbs,
    jsonLd,
  };
}
