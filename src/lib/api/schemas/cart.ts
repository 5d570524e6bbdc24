import { z } from 'zod';
import { SentItemSchema, type Item } from './item.ts';
import { boolOr, id, jsonText, numeric, numOr, numOrNull, strOr } from './common.ts';

/** Add-on ids or quantities. An entry that is not a number stays NaN, so the pricing check refuses the line. */
const addOnList = jsonText(
  z
    .array(numeric.catch(Number.NaN))
    .nullish()
    .transform((v) => v ?? []),
).catch([]);

/** One line of customer/cart/* answers (every cart call answers with the whole cart). */
export const CartLineSchema = z.object({
  id,
  /** The user id (or the guest id for guest carts). */
  user_id: numOrNull,
  item_id: id,
  module_id: numOrNull,
  is_guest: boolOr(false),
  /** Unit price as posted by the client when the line was added or updated (never charged). */
  price: numOr(0),
  quantity: numOr(1),
  /** 'App\\Models\\Item' on the wire, whatever model was posted. */
  item_type: strOr(''),
  variation: jsonText(z.array(z.unknown()).nullish())
    .transform((v) => v ?? [])
    .catch([]),
  add_on_ids: addOnList,
  add_on_qtys: addOnList,
  /**
   * null when the item was deleted after being added, or when it cannot be read: such a line can
   * only be removed. Images as sent (see SentItemSchema).
   */
  item: z
    .preprocess(withCartAddOns, SentItemSchema.nullish())
    .transform((v) => v ?? null)
    .catch(null),
});

/**
 * A cart line's item keeps add_ons as the stored list of ids and gives the add-ons themselves in
 * `addons` (Helpers::cart_product_data_formatting, helpers.php:140-155): those are the item's.
 */
function withCartAddOns(value: unknown): unknown {
  const item = value as { addons?: unknown } | null;
  if (!item || typeof item !== 'object' || !Array.isArray(item.addons)) return value;
  return { ...item, add_ons: item.addons };
}
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * A cart answer: the lines that can be read (one that names no line id is left out). The
 * storefront's server reads every cart answer with it before an island sees one (the proxy,
 * /api/cart, the cart page), so the islands get CartLine[] without zod's weight in the browser.
 */
export const CartSchema = z.array(z.unknown()).transform((lines) =>
  lines.flatMap((entry) => {
    const line = CartLineSchema.safeParse(entry);
    return line.success ? [line.data] : [];
  }),
);

/** What an add to the cart needs of an item: which item, its price, store and module, and its limits. */
export type CartProduct = Pick<
  Item,
  'id' | 'price' | 'store_id' | 'module_id' | 'module_type' | 'stock' | 'maximum_cart_quantity'
> & {
  /** 'ItemCampaign' when `id` is an item campaign's (campaigns/item); an item otherwise. */
  model?: 'Item' | 'ItemCampaign';
};

/** POST customer/cart/add. The server takes the price as given; it does not check stock or store. */
export const AddToCartInputSchema = z.object({
  item_id: z.number().int(),
  quantity: z.number().int().min(1),
  price: z.number().min(0),
  model: z.enum(['Item', 'ItemCampaign']).default('Item'),
  variation: z.array(z.unknown()).default([]),
  add_on_ids: z.array(z.number()).default([]),
  add_on_qtys: z.array(z.number()).default([]),
});
export type AddToCartInput = z.input<typeof AddToCartInputSchema>;

/** POST customer/cart/update. user_id/item_id/module_id would be ignored by the server, so they are not sent. */
export const UpdateCartInputSchema = z.object({
  cart_id: z.number().int(),
  quantity: z.number().int().min(1),
  price: z.number().min(0),
  variation: z.array(z.unknown()).optional(),
  add_on_ids: z.array(z.number()).optional(),
  add_on_qtys: z.array(z.number()).optional(),
});
export type UpdateCartInput = z.input<typeof UpdateCartInputSchema>;
