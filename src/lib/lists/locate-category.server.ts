// Which module a category page belongs to. A category id names one category of one module, but
// a link to it (the sitemap, a product page, a shared address) carries no module: the page looks
// in the selected module first, then in the zone's other modules, as product pages do. The tree
// from /categories holds two levels; the third (the sitemap lists it too) is found through the
// children of the second.
import { getCategories, getCategoryChildren, isBrowsableModule, type ApiContext, type Category } from '../api/index.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import { loadZoneModules } from '../server/marketplace/modules.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { moduleAttempts } from '../product/module-order.ts';
import { findCategory, type FoundCategory } from './category.ts';

export type LocatedCategory =
  | { kind: 'found'; category: FoundCategory; moduleId: number }
  | { kind: 'not-found' }
  /** The selected module's categories could not be loaded: the page cannot tell. */
  | { kind: 'unknown' };

function tree(prefs: Preferences, moduleId: number): Promise<Category[]> {
  return cachedCall(prefs, 'categories', (ctx) => getCategories(ctx), { moduleId });
}

/** Children of `id` in the module's context (cached like every catalogue call). */
export function childrenOf(prefs: Preferences, id: number, overrides: Partial<ApiContext> = {}) {
  return cachedCall(prefs, `category-children:${id}`, (ctx) => getCategoryChildren(ctx, id), overrides);
}

/** The category among the third level; 'unknown' when it is not found but a list failed to load. */
async function inThirdLevel(
  prefs: Preferences,
  moduleId: number,
  categories: Category[],
  id: number,
): Promise<FoundCategory | null | 'unknown'> {
  const seconds = categories.flatMap((top) => top.childes);
  const answers = await Promise.all(seconds.map((child) => settle(childrenOf(prefs, child.id, { moduleId }))));
  for (const [i, answer] of answers.entries()) {
    const hit = answer.ok ? answer.data.find((c) => c.id === id) : undefined;
    if (hit) return { id, name: hit.name, parent: { id: seconds[i].id, name: seconds[i].name } };
  }
  return answers.every((answer) => answer.ok) ? null : 'unknown';
}

export async function locateCategory(
  prefs: Preferences,
  id: number,
  requestedModule: number | null,
): Promise<LocatedCategory> {
  const trees: { moduleId: number; categories: Category[] }[] = [];
  const first = moduleAttempts(requestedModule, prefs.moduleId, []);
  let selectedFailed = false;
  const look = async (moduleId: number): Promise<LocatedCategory | null> => {
    const answer = await settle(tree(prefs, moduleId));
    if (!answer.ok) {
      if (moduleId === prefs.moduleId) selectedFailed = true;
      return null;
    }
    trees.push({ moduleId, categories: answer.data });
    const category = findCategory(answer.data, id);
    return category ? { kind: 'found', category, moduleId } : null;
  };
  for (const moduleId of first) {
    const hit = await look(moduleId);
    if (hit) return hit;
  }
  // Without the selected module's list the API is likely struggling: do not ask every module.
  if (selectedFailed) return { kind: 'unknown' };
  // Without the zone's module list the category may be in one of them: the page cannot tell.
  const modules = await settle(loadZoneModules(prefs));
  if (!modules.ok) return { kind: 'unknown' };
  const others = modules.data
    .filter(isBrowsableModule)
    .map((m) => m.id)
    .filter((m) => !first.includes(m));
  const hits = await Promise.all(others.map(look));
  const hit = hits.find((h) => h !== null);
  if (hit) return hit;
  let unknown = selectedFailed || trees.length < others.length + first.length;
  for (const { moduleId, categories } of trees) {
    const category = await inThirdLevel(prefs, moduleId, categories, id);
    if (category === 'unknown') unknown = true;
    else if (category) return { kind: 'found', category, moduleId };
  }
  return unknown ? { kind: 'unknown' } : { kind: 'not-found' };
}
