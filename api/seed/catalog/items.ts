// Items: each store lists a deterministic selection of its module's products. Ids are assigned
// store by store, so store 1's first items are 1 (Hass Avocado, 120 EGP, 10 % off) and 2.
import { createRng, type Rng } from '../prng.ts';
import { addMinutes, iso, DAY } from '../time.ts';
import { json, slugify, translationsOf, type Row, type Translation } from '../rows.ts';
import { addOnsOfStore } from './add-ons.ts';
import type { Category } from './categories.ts';
import { describe } from './descriptions.ts';
import { OPTION_ITEMS } from './option-items.ts';
import type { Store } from './stores.ts';
import { ECOMMERCE } from './products/ecommerce.ts';
import { FOOD } from './products/food.ts';
import { GROCERY } from './products/grocery.ts';
import { PHARMACY } from './products/pharmacy.ts';
import type { ProductDef } from './products/types.ts';

const PRODUCTS: Record<number, readonly ProductDef[]> = { 1: GROCERY, 2: FOOD, 3: PHARMACY, 4: ECOMMERCE };

/** Items kept inactive (status 0): [store id, position within the store]. */
const INACTIVE: ReadonlyArray<readonly [number, number]> = [
  [3, 4],
  [8, 6],
  [22, 2],
];

const LATEST_CREATED = new Date('2026-03-31T18:00:00Z');

export interface Item {
  id: number;
  store: Store;
  product: ProductDef;
  category: Category;
  images: string[];
  /** Picture colour. */
  hue: number;
  row: Row;
  translations: Translation[];
}

export const itemImage = (id: number, n: number) => `item-${id}-${n}.jpg`;

export function buildItems(stores: readonly Store[], categories: readonly Category[]): Item[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const category = (slug: string) => {
    const found = bySlug.get(slug);
    if (!found) throw new Error(`unknown category ${slug}`);
    return found;
  };
  const items: Item[] = [];
  const slugs = new Set<string>();
  const counters = { nonFood: 0, food: 0 };

  for (const store of stores) {
    const { def } = store;
    const rng = createRng(`items:store:${def.id}`);
    const sells = def.sells.map((slug) => category(slug).id);
    const candidates = PRODUCTS[def.module]!.filter((p) => sells.some((id) => category(p.leaf).path.includes(id)));
    const pinned = (def.pinned ?? []).map((key) => {
      const product = candidates.find((p) => p.key === key);
      if (!product) throw new Error(`store ${def.id} pins unknown product ${key}`);
      return product;
    });
    const chosen = [...pinned, ...rng.shuffle(candidates.filter((p) => !pinned.includes(p)))].slice(
      0,
      def.itemCount ?? 12,
    );
    if (chosen.length < (def.itemCount ?? 12)) throw new Error(`store ${def.id}: not enough products`);

    chosen.forEach((product, position) => {
      const id = items.length + 1;
      const leaf = category(product.leaf);
      const inactive = INACTIVE.some(([s, p]) => s === def.id && p === position);
      items.push(buildItem({ id, store, product, leaf, categories, rng, slugs, counters, inactive, position }));
    });
  }
  // After every store's selection, with a generator of their own, so no earlier row changes.
  const rng = createRng('items:options');
  for (const { storeId, product } of OPTION_ITEMS) {
    const store = stores.find((s) => s.def.id === storeId);
    if (!store) throw new Error(`option item ${product.key}: unknown store ${storeId}`);
    const id = items.length + 1;
    const position = items.filter((i) => i.store.id === storeId).length;
    const leaf = category(product.leaf);
    items.push(buildItem({ id, store, product, leaf, categories, rng, slugs, counters, inactive: false, position }));
  }
  return items;
}

interface ItemInput {
  id: number;
  store: Store;
  product: ProductDef;
  leaf: Category;
  categories: readonly Category[];
  rng: Rng;
  slugs: Set<string>;
  counters: { nonFood: number; food: number };
  inactive: boolean;
  position: number;
}

function buildItem(input: ItemInput): Item {
  const { id, store, product, leaf, categories, rng, slugs, counters } = input;
  const isFood = store.def.module === 2;
  const has = (flag: ProductDef['flags'][number]) => product.flags.includes(flag);
  const isItemOne = id === 1;

  const price = isItemOne ? 120 : storePrice(product.price, rng);
  const { discount, discountType } = isItemOne ? { discount: 10, discountType: 'percent' } : pickDiscount(price, rng);

  // Stock: food is not stock-tracked, and its column keeps the default 0 as on a real server
  // (reference §3.24); elsewhere a steady sprinkle of sold-out and nearly sold-out.
  let stock = 0;
  let maxCart: number | null = has('max5') ? 5 : null;
  if (isFood) {
    if (counters.food++ % 37 === 20) maxCart = 10;
  } else {
    const k = counters.nonFood++;
    stock = k % 19 === 11 ? 0 : k % 23 === 5 ? rng.int(1, 3) : rng.int(8, 200);
    if (k % 31 === 7) maxCart = 10;
  }

  let variations: unknown[] = [];
  let choiceOptions: unknown[] = [];
  let attributes: unknown[] = [];
  if (has('apparel')) {
    const sizes = ['S', 'M', 'L', 'XL'];
    variations = sizes.map((size, i) => ({
      type: size,
      price: price + (i === 3 ? 50 : 0),
      stock: stock === 0 ? 0 : rng.int(1, 12),
    }));
    choiceOptions = [{ name: 'choice_1', title: 'Size', options: sizes }];
    attributes = [1];
    stock = variations.reduce<number>((sum, v) => sum + (v as { stock: number }).stock, 0);
  }

  const foodVariations: unknown[] = [];
  if (has('sizes')) {
    foodVariations.push({
      name: 'Size',
      type: 'single',
      min: '0',
      max: '0',
      required: 'on',
      values: [
        { label: 'Regular', optionPrice: '0' },
        { label: 'Large', optionPrice: String(Math.max(10, Math.round((price * 0.3) / 5) * 5)) },
      ],
    });
  }
  if (has('spice')) {
    foodVariations.push({
      name: 'Spice level',
      type: 'single',
      min: '0',
      max: '0',
      required: 'off',
      values: [
        { label: 'Mild', optionPrice: '0' },
        { label: 'Hot', optionPrice: '0' },
        { label: 'Extra hot', optionPrice: '5' },
      ],
    });
  }
  foodVariations.push(...multiGroups(product));
  const storeAddOns = addOnsOfStore(store.id);
  // The store's first add-on always applies (store 2's is "Extra cheese", used by the demo orders).
  const addOns =
    has('addons') && storeAddOns.length
      ? [storeAddOns[0]!, ...rng.shuffle(storeAddOns.slice(1)).slice(0, rng.int(1, 2))]
          .map((a) => a.id)
          .sort((a, b) => a - b)
      : [];

  const imageCount = 2 + rng.int(0, 2);
  const images = Array.from({ length: imageCount }, (_, i) => itemImage(id, i + 1));
  const rating = pickRating(rng, isFood ? 400 : 150);
  const created = itemCreated(store, rng);

  let slug = slugify(product.names[0]);
  if (slugs.has(slug)) slug = `${slug}-${id}`;
  slugs.add(slug);

  const path = leaf.path.map((cid) => categories[cid - 1]!);
  const description = describe(
    product.names,
    path.map((c) => c.slug),
    product.unit,
  );
  const row: Row = {
    id,
    name: product.names[0],
    description: description[0],
    image: images[0]!,
    images: json(images.map((img) => ({ img, storage: 'public' }))),
    category_id: leaf.id,
    category_ids: json(leaf.path.map((cid, i) => ({ id: String(cid), position: i + 1 }))),
    variations: json(variations),
    food_variations: json(foodVariations),
    add_ons: json(addOns),
    attributes: json(attributes),
    choice_options: json(choiceOptions),
    price,
    tax: 0,
    tax_type: 'percent',
    discount,
    discount_type: discountType,
    available_time_starts: '00:00:00',
    available_time_ends: '23:59:59',
    veg: has('veg') ? 1 : 0,
    status: input.inactive ? 0 : 1,
    is_approved: 1,
    store_id: store.id,
    module_id: store.def.module,
    unit_type: product.unit,
    stock,
    maximum_cart_quantity: maxCart,
    order_count: rating.count === 0 ? rng.int(0, 6) : rating.count * rng.int(2, 5),
    avg_rating: rating.average,
    rating_count: rating.count,
    rating: rating.json,
    recommended: input.position < 2 || rng.chance(0.18) ? 1 : 0,
    organic: has('organic') ? 1 : 0,
    is_halal: has('halal') ? 1 : 0,
    slug,
    created_at: iso(created),
    updated_at: iso(new Date(Math.min(created.getTime() + rng.int(0, 40) * DAY * 60_000, LATEST_CREATED.getTime()))),
  };
  const translations = [
    ...translationsOf('item', id, 'name', { ar: product.names[1], tr: product.names[2] }),
    ...translationsOf('item', id, 'description', { ar: description[1], tr: description[2] }),
  ];
  const hue = (leaf.hue + (hashText(product.key) % 31) - 15 + 360) % 360;
  return { id, store, product, category: leaf, images, hue, row, translations };
}

/** Multi-choice groups (type multi, min and max as the admin panel stores them: strings). */
function multiGroups(product: ProductDef): unknown[] {
  const groups: unknown[] = [];
  if (product.flags.includes('toppings')) {
    const pizza = product.leaf === 'pizza';
    groups.push({
      name: 'Toppings',
      type: 'multi',
      min: '1',
      max: pizza ? '3' : '2',
      required: 'off',
      values: pizza
        ? [
            { label: 'Mushrooms', optionPrice: '15' },
            { label: 'Black olives', optionPrice: '10' },
            { label: 'Green peppers', optionPrice: '10' },
            { label: 'Sweet corn', optionPrice: '10' },
          ]
        : [
            { label: 'Extra fried onions', optionPrice: '5' },
            { label: 'Extra chickpeas', optionPrice: '5' },
            { label: 'Garlic vinegar', optionPrice: '0' },
          ],
    });
  }
  if (product.flags.includes('sauces')) {
    groups.push({
      name: 'Sauces',
      type: 'multi',
      min: '1',
      max: '2',
      required: 'on',
      values: [
        { label: 'Garlic toum', optionPrice: '0' },
        { label: 'Tahini', optionPrice: '0' },
        { label: 'Hot chili', optionPrice: '5' },
        { label: 'Cheddar sauce', optionPrice: '10' },
      ],
    });
  }
  return groups;
}

/** A store's price near the typical one, rounded the way shops round. */
function storePrice(base: number, rng: Rng): number {
  const value = base * (0.92 + rng.next() * 0.2);
  if (base < 100) return Math.max(1, Math.round(value * 2) / 2);
  if (base < 1000) return Math.round(value);
  return Math.max(999, Math.round(value / 50) * 50 - 1);
}

function pickDiscount(price: number, rng: Rng): { discount: number; discountType: string } {
  const roll = rng.next();
  if (roll < 0.34) return { discount: 0, discountType: 'percent' };
  if (roll < 0.7) return { discount: rng.pick([5, 10, 10, 15, 20, 25, 30, 40]), discountType: 'percent' };
  const raw = price * (0.05 + rng.next() * 0.15);
  const step = raw < 20 ? 1 : raw < 200 ? 5 : 50;
  const amount = Math.max(1, Math.round(raw / step) * step);
  return amount < price ? { discount: amount, discountType: 'amount' } : { discount: 0, discountType: 'percent' };
}

/** Star counts, stored by 6amMart as {"1":n,...,"5":n}; '[]' when never rated. */
function pickRating(rng: Rng, maxCount: number): { count: number; average: number; json: string } {
  if (rng.chance(0.28)) return { count: 0, average: 0, json: '[]' };
  const count = rng.int(1, maxCount);
  const quality = rng.next();
  const shares = [
    0.03 * (1 - quality),
    0.05 * (1 - quality),
    0.12 - 0.08 * quality,
    0.3 - 0.1 * quality,
    0.5 + 0.3 * quality,
  ];
  const total = shares.reduce((a, b) => a + b, 0);
  const counts = shares.map((s) => Math.floor((count * s) / total));
  counts[4]! += count - counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((acc, n, i) => acc + n * (i + 1), 0);
  const stars = Object.fromEntries(counts.map((n, i) => [String(i + 1), n]));
  return { count, average: Math.round((sum / count) * 10) / 10, json: json(stars) };
}

function itemCreated(store: Store, rng: Rng): Date {
  const created = addMinutes(new Date(store.createdAt), rng.int(60, 150 * DAY));
  return created > LATEST_CREATED ? addMinutes(LATEST_CREATED, -rng.int(60, 30 * DAY)) : created;
}

function hashText(text: string): number {
  let hash = 7;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}
