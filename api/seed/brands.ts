// Brands of the shop module and the item → brand links (ecommerce_item_details), as fixed data: a
// brand follows from an item's product, so no earlier row (ids, prices, counts) changes.
//
// Facts tests rely on: brand 1 "Nova Mobile" (slug nova-mobile) has items in zones 5 and 6;
// brand 10 "Atlas Outdoor" is active with no items; brand 11 is switched off; brand 12
// "Souq Select" has no module (listed in every module); brand 13 belongs to grocery (module 1);
// the Brass Ramadan Lantern is a shop item without a brand (brand_id null).
import type { Catalog } from './catalog/index.ts';
import type { Item } from './catalog/items.ts';
import { fixed } from './time.ts';
import { slugify, translationsOf, type Names, type Row, type Translation } from './rows.ts';

const SHOP_MODULE = 4;

interface BrandDef {
  names: Names;
  hue: number;
  module: number | null;
  status?: 0 | 1;
  /** Products of the brand: their keys, or whole leaf categories. */
  keys?: readonly string[];
  leaves?: readonly string[];
}

export const BRANDS: readonly BrandDef[] = [
  {
    names: ['Nova Mobile', 'نوفا موبايل', 'Nova Mobile'],
    hue: 215,
    module: SHOP_MODULE,
    keys: ['nova-a5', 'nova-x9-pro', 'nova-tab-10', 'kids-tablet-8'],
  },
  { names: ['Orion', 'أوريون', 'Orion'], hue: 260, module: SHOP_MODULE, keys: ['orion-s3', 'orion-lite'] },
  {
    names: ['Pulse Audio', 'بالس أوديو', 'Pulse Ses'],
    hue: 330,
    module: SHOP_MODULE,
    keys: ['pulse-flip', 'wireless-earbuds', 'anc-headphones', 'bluetooth-speaker', 'soundbar-2-1', 'wired-earphones'],
  },
  { names: ['Zephyr', 'زفير', 'Zephyr'], hue: 190, module: SHOP_MODULE, keys: ['zephyrbook-14', 'zephyrbook-air'] },
  { names: ['Voltix', 'فولتكس', 'Voltix'], hue: 50, module: SHOP_MODULE, leaves: ['chargers-cables', 'phone-cases'] },
  {
    names: ['Nile Threads', 'خيوط النيل', 'Nil İplikleri'],
    hue: 20,
    module: SHOP_MODULE,
    leaves: ['men-clothing', 'dresses', 'abayas-modest'],
  },
  { names: ['Stride', 'سترايد', 'Stride'], hue: 0, module: SHOP_MODULE, leaves: ['shoes'] },
  {
    names: ['Kanaka Home', 'كنكة هوم', 'Kanaka Ev'],
    hue: 30,
    module: SHOP_MODULE,
    leaves: ['cookware', 'small-appliances'],
  },
  {
    names: ['Little Pharaohs', 'الفراعنة الصغار', 'Küçük Firavunlar'],
    hue: 140,
    module: SHOP_MODULE,
    leaves: ['educational-toys', 'outdoor-play', 'board-games'],
  },
  { names: ['Atlas Outdoor', 'أطلس للرحلات', 'Atlas Outdoor'], hue: 100, module: SHOP_MODULE },
  { names: ['Retro Radio', 'ريترو راديو', 'Retro Radyo'], hue: 280, module: SHOP_MODULE, status: 0 },
  {
    names: ['Souq Select', 'سوق سيليكت', 'Souq Select'],
    hue: 152,
    module: null,
    keys: ['cushion-covers-4', 'wooden-wall-clock', 'scented-candles-3'],
  },
  { names: ['Delta Farms', 'مزارع الدلتا', 'Delta Çiftlikleri'], hue: 110, module: 1 },
];

export const brandImage = (def: BrandDef) => `${slugify(def.names[0])}.png`;

export function brandImages(): Array<{ file: string; label: string; hue: number }> {
  return BRANDS.map((def) => ({ file: brandImage(def), label: def.names[0], hue: def.hue }));
}

/** The brand id of a shop item's product, or null (an unbranded item). */
function brandOf(item: Item): number | null {
  const index = BRANDS.findIndex(
    (def) => def.keys?.includes(item.product.key) || def.leaves?.includes(item.product.leaf),
  );
  return index === -1 ? null : index + 1;
}

export function brandRows(catalog: Catalog): { brands: Row[]; links: Row[]; translations: Translation[] } {
  const brands = BRANDS.map((def, index) => {
    const created = fixed(`2025-02-${String(1 + index).padStart(2, '0')} 09:00`);
    return {
      id: index + 1,
      name: def.names[0],
      slug: slugify(def.names[0]),
      image: brandImage(def),
      status: def.status ?? 1,
      created_at: created,
      updated_at: created,
      module_id: def.module,
    };
  });
  // One row per shop item, as the admin's item form saves it; brand_id null when it has none.
  const links = catalog.items
    .filter((item) => item.store.def.module === SHOP_MODULE)
    .map((item, index) => ({
      id: index + 1,
      item_id: item.id,
      brand_id: brandOf(item),
      created_at: item.row.created_at ?? null,
      updated_at: item.row.created_at ?? null,
      temp_product_id: null,
    }));
  const translations = BRANDS.flatMap((def, i) =>
    translationsOf('brand', i + 1, 'name', { ar: def.names[1], tr: def.names[2] }),
  );
  return { brands, links, translations };
}
