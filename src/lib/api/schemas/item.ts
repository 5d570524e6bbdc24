import { z } from 'zod';
import { StoreSchema } from './store.ts';
import {
  boolOr,
  id,
  imageList,
  imageUrl,
  jsonText,
  numeric,
  numOr,
  numOrNull,
  paginated,
  strOr,
  strOrNull,
  withFileImages,
} from './common.ts';

/** 2.x servers send only `image` and `images` (file names). */
export const ITEM_IMAGES = { image_full_url: ['image', 'item'], images_full_url: ['images', 'item'] } as const;

/**
 * Option lists are decoration for a product that can still be shown and
 * ordered without them, so a malformed list degrades to [] instead of failing
 * the whole page. food_variations is also "" when an item has none.
 */
function optionList<S extends z.ZodType>(entry: S) {
  return jsonText(z.array(entry).nullish())
    .transform((v) => v ?? [])
    .catch([]);
}

export const FoodVariationSchema = z.object({
  name: strOr(''),
  type: strOr('single'),
  min: numOr(0),
  max: numOr(0),
  /** 'on'/'off' on the wire. */
  required: boolOr(false),
  values: z
    .array(z.object({ label: strOr(''), optionPrice: numOr(0) }))
    .nullish()
    .transform((v) => v ?? []),
});
export type FoodVariation = z.infer<typeof FoodVariationSchema>;

export const VariationSchema = z.object({ type: strOr(''), price: numOr(0), stock: numOrNull });
export const AddOnSchema = z.object({ id, name: strOr(''), price: numOr(0) });

/**
 * Fields shared by the 3.1 full item (§5.1) and the 3.6 compact list item
 * (§5.1b, which lacks images_full_url, description, delivery times, options).
 */
const itemShape = {
  id,
  name: z.string(),
  slug: strOrNull,
  description: strOr(''),
  image_full_url: imageUrl,
  images_full_url: imageList,
  price: numeric,
  discount: numOr(0),
  discount_type: z
    .string()
    .nullish()
    .transform((v): 'percent' | 'amount' => (v === 'amount' ? 'amount' : 'percent')),
  /** Store-wide discount percentage currently running (3.1 full shape only). */
  store_discount: numOr(0),
  avg_rating: numOr(0),
  rating_count: numOr(0),
  /** When the item was added: the API's own "latest" order; the lists' newest sort reads it. */
  created_at: strOrNull,
  store_id: id,
  store_name: strOr(''),
  module_id: numOrNull,
  module_type: strOr(''),
  /** Parsed from the store's delivery_time; null when the answer omits them (3.6 lists). */
  min_delivery_time: numOrNull,
  max_delivery_time: numOrNull,
  delivery_time: strOrNull,
  /** null means not tracked (food) or unknown. */
  stock: numOrNull,
  /** Only categories/items/{id}/all sends inactive or unapproved items; elsewhere both are true. */
  status: boolOr(true).catch(true),
  is_approved: boolOr(true).catch(true),
  maximum_cart_quantity: numOrNull,
  unit_type: strOrNull,
  veg: boolOr(false),
  free_delivery: boolOr(false),
  available_time_starts: strOrNull,
  available_time_ends: strOrNull,
  food_variations: optionList(FoodVariationSchema),
  variations: optionList(VariationSchema),
  add_ons: optionList(AddOnSchema),
};

/** Keeps the single image and the gallery consistent whichever one the shape provides. */
function fillImages<T extends { image_full_url: string | null; images_full_url: string[] }>(item: T): T {
  const images =
    item.images_full_url.length > 0 ? item.images_full_url : item.image_full_url ? [item.image_full_url] : [];
  return { ...item, images_full_url: images, image_full_url: item.image_full_url ?? images[0] ?? null };
}

/**
 * The module type is the item's own, else its `module` object's (some answers name it only
 * there): it decides whether the stock counts (domain/quantity.ts).
 */
function withModuleType<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const item = value as { module_type?: unknown; module?: { module_type?: unknown } | null };
    const fromModule = item.module?.module_type;
    if (
      (item.module_type !== undefined && item.module_type !== null && item.module_type !== '') ||
      typeof fromModule !== 'string'
    )
      return value;
    return { ...item, module_type: fromModule };
  }, schema);
}

/** The item's fields, before any image is filled in from a file name. */
const itemFields = z.object(itemShape);

export const ItemSchema = withFileImages(ITEM_IMAGES, withModuleType(itemFields)).transform(fillImages);
export type Item = z.infer<typeof ItemSchema>;

/**
 * An item with only the image URLs the answer carries, none filled in from a file name: the
 * proxy reads cart answers on requests that may come before /config's image bases are known,
 * and a cart line's picture must not depend on which request came first.
 */
export const SentItemSchema = withModuleType(itemFields).transform(fillImages);

/** items/details/{id}: an item plus its store (with phone, for the contact link). */
export const ItemDetailsSchema = withFileImages(
  ITEM_IMAGES,
  withModuleType(
    z.object({
      ...itemShape,
      store_details: StoreSchema.nullish().transform((v) => v ?? null),
      /** The category path, main category first (position 1); for the breadcrumb. */
      category_ids: jsonText(z.array(z.object({ id, position: numOr(0), name: strOrNull })).nullish())
        .transform((v) => (v ?? []).slice().sort((a, b) => a.position - b.position))
        .catch([]),
    }),
  ),
).transform(fillImages);
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

export const ItemArraySchema = z.array(ItemSchema);

/** new-arrival, discounted, search: {total_size, limit, offset, products}. */
export const ProductListSchema = paginated('products', ItemSchema);
export type ProductList = z.infer<typeof ProductListSchema>;

/** items/suggested uses the key `items`. */
export const SuggestedListSchema = paginated('items', ItemSchema);
export type SuggestedList = z.infer<typeof SuggestedListSchema>;
