// The category page's lookups: which category an id names in the module's tree, and which of
// the category endpoint's items a customer may see.
import type { Category, Item } from '../api/index.ts';

export interface FoundCategory {
  id: number;
  name: string;
  /** The top-level category a sub-category belongs to; null for a top-level one. */
  parent: { id: number; name: string } | null;
}

/** The category `id` among the module's top-level categories and their children, or null. */
export function findCategory(
  categories: readonly Pick<Category, 'id' | 'name' | 'childes'>[],
  id: number,
): FoundCategory | null {
  for (const top of categories) {
    if (top.id === id) return { id, name: top.name, parent: null };
  }
  for (const top of categories) {
    const child = top.childes.find((c) => c.id === id);
    if (child) return { id, name: child.name, parent: { id: top.id, name: top.name } };
  }
  return null;
}

/**
 * categories/items/{id}/all skips the server's active() scope, so switched-off and unapproved
 * items come back too; the other lists never show them, and neither does the category page.
 */
export function visibleItems<T extends Pick<Item, 'status' | 'is_approved'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.status && item.is_approved);
}

/** A positive whole-number id from a route parameter, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
