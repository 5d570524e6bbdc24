import { z } from 'zod';
import { ItemSchema } from './item.ts';
import { boolOr, id, jsonText, numeric, numList, numOr, numOrNull, strOr } from './common.ts';

/** One line of customer/cart/* answers (every cart call answers with the whole cart). */
export const CartLineSchema = z.object({
  id,
  /** The user id (or the guest id for guest carts). */
  user_id: numOrNull,
  item_id: id,
  module_id: numOrNull,
  is_guest: boolOr(false),
  /** Unit price as posted by the client when the line was added or updated. */
  price: numeric,
  quantity: numOr(1),
  /** 'App\\Models\\Item' on the wire, whatever model was posted. */
  item_type: strOr(''),
  variation: jsonText(z.array(z.unknown()).nullish())
    .transform((v) => v ?? [])
    .catch([]),
  add_on_ids: numList.catch([]),
  add_on_qtys: numList.catch([]),
  /** null when the item was deleted after being added; such a line can only be removed. */
  item: ItemSchema.nullish().transform((v) => v ?? null),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.array(CartLineSchema);

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
