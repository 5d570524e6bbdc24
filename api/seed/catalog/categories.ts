// Category rows from the tree in ./categories-data.ts, with breadth-first ids.
import { addMinutes, iso } from '../time.ts';
import { translationsOf, type Names, type Row, type Translation } from '../rows.ts';
import { CATEGORY_TREE, type CategoryDef } from './categories-data.ts';

export interface Category {
  id: number;
  slug: string;
  names: Names;
  moduleId: number;
  parentId: number;
  /** 0 top level, 1 child, 2 grandchild. */
  position: number;
  hue: number;
  featured: boolean;
  priority: number;
  image: string;
  /** Ids from the top level down to this category. */
  path: number[];
  isLeaf: boolean;
}

export const categoryImage = (slug: string) => `${slug}.jpg`;

export function buildCategories(): Category[] {
  const out: Category[] = [];
  let level: Array<{ def: CategoryDef; moduleId: number; parent: Category | null }> = [];
  for (const [moduleId, tops] of Object.entries(CATEGORY_TREE)) {
    for (const def of tops) level.push({ def, moduleId: Number(moduleId), parent: null });
  }
  let position = 0;
  while (level.length) {
    const next: typeof level = [];
    for (const { def, moduleId, parent } of level) {
      const id = out.length + 1;
      const category: Category = {
        id,
        slug: def.slug,
        names: def.names,
        moduleId,
        parentId: parent?.id ?? 0,
        position,
        hue: def.hue ?? parent?.hue ?? 0,
        featured: def.featured ?? false,
        priority: def.priority ?? (def.children ? 1 : 0),
        image: categoryImage(def.slug),
        path: [...(parent?.path ?? []), id],
        isLeaf: !def.children?.length,
      };
      out.push(category);
      for (const child of def.children ?? []) next.push({ def: child, moduleId, parent: category });
    }
    level = next;
    position++;
  }
  return out;
}

export function categoryRows(categories: readonly Category[]): { rows: Row[]; translations: Translation[] } {
  const base = new Date('2025-01-06T08:00:00Z');
  const rows = categories.map((c) => {
    const created = iso(addMinutes(base, c.id * 95));
    return {
      id: c.id,
      name: c.names[0],
      image: c.image,
      parent_id: c.parentId,
      position: c.position,
      status: 1,
      priority: c.priority,
      module_id: c.moduleId,
      slug: c.slug,
      featured: c.featured ? 1 : 0,
      created_at: created,
      updated_at: created,
    };
  });
  const translations = categories.flatMap((c) =>
    translationsOf('category', c.id, 'name', { ar: c.names[1], tr: c.names[2] }),
  );
  return { rows, translations };
}
