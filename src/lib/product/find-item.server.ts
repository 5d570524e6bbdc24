// Finds a product by id or slug under the right module: the link's ?module= first, then the
// selected module, then the zone's other browsable modules (only when the first answers 404).
import { getItemDetails, isApiError, isBrowsableModule, type ItemDetails } from '../api/index.ts';
import { cachedCall } from '../server/marketplace/catalog.ts';
import { loadZoneModules } from '../server/marketplace/modules.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { moduleAttempts } from './module-order.ts';

export type FindItemResult =
  | { kind: 'found'; item: ItemDetails }
  | { kind: 'not-found' }
  | { kind: 'error'; error: unknown };

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

async function tryModule(prefs: Preferences, key: string, moduleId: number): Promise<ItemDetails | null> {
  try {
    return await cachedCall(prefs, `item-details:${key}`, (ctx) => getItemDetails(ctx, key), { moduleId });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function findItem(
  prefs: Preferences,
  key: string,
  requestedModule: number | null,
): Promise<FindItemResult> {
  try {
    const first = moduleAttempts(requestedModule, prefs.moduleId, []);
    for (const moduleId of first) {
      const item = await tryModule(prefs, key, moduleId);
      if (item) return { kind: 'found', item };
    }
    // Only now the module list (cached for a minute): most visits never need it. Without it the
    // item may be in another module: an error (503, retry), never a 404.
    const modules = (await loadZoneModules(prefs)).filter(isBrowsableModule).map((m) => m.id);
    for (const moduleId of moduleAttempts(null, 0, modules).filter((id) => !first.includes(id))) {
      const item = await tryModule(prefs, key, moduleId);
      if (item) return { kind: 'found', item };
    }
    return { kind: 'not-found' };
  } catch (error) {
    return { kind: 'error', error };
  }
}
