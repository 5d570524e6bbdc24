// Server-only: what the category page reads. The category is looked up while its sub-categories
// and products are asked for in the selected module (the usual case), all at once; a category
// found in another module asks again there. Whether the category exists (the page's status) is
// known first; the sub-category filters, the products and their cards come after it.
import { getCategoryItems, type ApiContext } from '../api/index.ts';
import type { CardProduct } from '../catalog/types.ts';
import type { Translate } from '../i18n/index.ts';
import { paths } from '../paths.ts';
import { parseModuleParam } from '../product/module-order.ts';
import { cachedCall, cardsFor, settle } from '../server/marketplace/catalog.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import type { PageLocals } from '../server/request/locals.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import type { Crumb, LinkedCrumb } from '../seo/index.ts';
import { parseId, visibleItems, type FoundCategory } from './category.ts';
import { childrenOf, locateCategory } from './locate-category.server.ts';
import { filterHref, pageCount, pageSlice, parsePage } from './paging.ts';
import { filterDiet, parseListOptions, sortRows, type ListOptions } from './sort.ts';

const PER_PAGE = 20;

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };
type SubCategory = Awaited<ReturnType<typeof childrenOf>>[number];

export interface CategoryPage {
  /** Null when the module's categories could not be loaded: the page shows what it can. */
  category: FoundCategory | null;
  children: Settled<SubCategory[]>;
  /** The sub-category ?sub= names, when it is one of the children. */
  sub: SubCategory | null;
  /** Whether the products could be loaded, and how many a customer may see. */
  itemsOk: boolean;
  total: number;
  cards: CardProduct[];
  page: number;
  pages: number;
  /** ?sub= and ?page= as the canonical address keeps them (a sort or diet is no other page). */
  canonicalSearch: string;
  /** ?sort= and ?type= (food modules), applied to the whole list before it is paged. */
  options: ListOptions;
  food: boolean;
}

/** The page's data, or null when the id is no category of the zone's modules (a 404). */
export async function loadCategoryPage(
  prefs: Preferences,
  id: number,
  search: URLSearchParams,
): Promise<CategoryPage | null> {
  const subParam = parseId(search.get('sub') ?? undefined);
  const loadChildren = (overrides: Partial<ApiContext> = {}) => settle(childrenOf(prefs, id, overrides));
  const loadItems = (listId: number, overrides: Partial<ApiContext> = {}) =>
    settle(cachedCall(prefs, `category-items:${listId}`, (ctx) => getCategoryItems(ctx, listId), overrides));
  const early = Promise.all([loadChildren(), loadItems(subParam ?? id)]);

  const located = await locateCategory(prefs, id, parseModuleParam(search.get('module')));
  if (located.kind === 'not-found') return null;
  const category = located.kind === 'found' ? located.category : null;
  const overrides: Partial<ApiContext> =
    located.kind === 'found' && located.moduleId !== prefs.moduleId ? { moduleId: located.moduleId } : {};

  let [children, items] = await early;
  if ('moduleId' in overrides)
    [children, items] = await Promise.all([loadChildren(overrides), loadItems(subParam ?? id, overrides)]);
  const sub = children.ok ? (children.data.find((c) => c.id === subParam) ?? null) : null;
  // ?sub= that is not one of the children shows the whole category.
  if (subParam !== null && !sub) items = await loadItems(id, overrides);
  const page = parsePage(search.get('page'));
  const moduleId = 'moduleId' in overrides ? overrides.moduleId : prefs.moduleId;
  const food = (await zoneModules(prefs)).find((m) => m.id === moduleId)?.module_type === 'food';
  const options = parseListOptions(search, food);
  // The category endpoint answers the whole list at once, so the order and diet apply to all of it.
  const visible = items.ok ? sortRows(filterDiet(visibleItems(items.data), options.type), options.sort) : [];
  const cards = await cardsFor(prefs, pageSlice(visible, page, PER_PAGE));

  const canonical = new URLSearchParams();
  if (sub) canonical.set('sub', String(sub.id));
  if (page > 1) canonical.set('page', String(page));
  const canonicalSearch = canonical.size ? `?${canonical}` : '';
  return {
    category,
    children,
    sub,
    itemsOk: items.ok,
    total: visible.length,
    cards,
    page,
    pages: pageCount(visible.length, PER_PAGE),
    canonicalSearch,
    options,
    food,
  };
}

/** "All" and one link per sub-category, keeping the rest of the query; none when they failed. */
export function subCategoryFilters(loaded: CategoryPage, path: string, search: string, t: Translate) {
  const { children, sub } = loaded;
  if (!children.ok) return [];
  return [
    { href: filterHref(path, search, 'sub', null), label: t('categories.all'), current: sub === null },
    ...children.data.map((child) => ({
      href: filterHref(path, search, 'sub', String(child.id)),
      label: child.name,
      current: sub?.id === child.id,
    })),
  ];
}

/** Home › Categories › (parent ›) the category, with absolute addresses for the JSON-LD. */
export function categoryCrumbs(
  category: FoundCategory,
  { lang, t, absoluteUrl }: Pick<PageLocals, 'lang' | 't' | 'absoluteUrl'>,
): [...LinkedCrumb[], Crumb] {
  const absolute = (p: string) => absoluteUrl(p, lang);
  return [
    { name: t('nav.home'), url: absolute(paths.home) },
    { name: t('categories.title'), url: absolute(paths.categories) },
    ...(category.parent ? [{ name: category.parent.name, url: absolute(paths.category(category.parent.id)) }] : []),
    { name: category.name },
  ];
}
