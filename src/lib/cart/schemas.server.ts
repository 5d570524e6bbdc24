// Server-only: the bodies the storefront lets through to customer/cart/* (strict: an unknown field
// such as guest_id or user_id is refused), and the cart paths the proxy checks (bodies.server.ts).
import * as z from 'zod';
import { MAX_ADD_ON_QUANTITY, MAX_LINE_QUANTITY } from '../domain/pricing/line-price.ts';

const dbId = z.number().int().min(1).max(2_147_483_647);
const lineQuantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

const FoodChoice = z.strictObject({
  name: z.string().min(1).max(200),
  values: z.strictObject({ label: z.array(z.string().min(1).max(200)).min(1).max(20) }),
});
const TypeChoice = z.strictObject({ type: z.string().min(1).max(200) });

/** POST customer/cart/add. `price` is accepted for the clients that send it, and replaced. */
export const CartAddBody = z
  .strictObject({
    item_id: dbId,
    quantity: lineQuantity,
    price: z.number().optional(),
    /** ItemCampaign: item_id is an item campaign's (campaigns/item), priced and limited by its own data. */
    model: z.enum(['Item', 'ItemCampaign']).default('Item'),
    variation: z
      .array(z.union([TypeChoice, FoodChoice]))
      .max(20)
      .default([]),
    add_on_ids: z.array(dbId).max(50).default([]),
    add_on_qtys: z.array(z.number().int().min(1).max(MAX_ADD_ON_QUANTITY)).max(50).default([]),
  })
  .refine((v) => v.add_on_ids.length === v.add_on_qtys.length, {
    message: 'add_on_ids and add_on_qtys must have the same length',
    path: ['add_on_qtys'],
  })
  .refine((v) => new Set(v.add_on_ids).size === v.add_on_ids.length, {
    message: 'An add-on may be listed once',
    path: ['add_on_ids'],
  });

/** POST customer/cart/update: only the quantity changes; the line keeps its options. */
export const CartUpdateBody = z.strictObject({ cart_id: dbId, quantity: lineQuantity, price: z.number().optional() });

/** DELETE customer/cart/remove-item: the line, in the query (as the official clients send it) or the body. */
export const CartRemoveItemBody = z.strictObject({ cart_id: dbId });
export const CartRemoveItemQuery = z.strictObject({ cart_id: z.string().regex(/^[1-9]\d{0,9}$/) });

/** DELETE customer/cart/remove: nothing but the module header. */
export const CartRemoveBody = z.strictObject({});

export const CART_PATHS = [
  'customer/cart/list',
  'customer/cart/add',
  'customer/cart/update',
  'customer/cart/remove-item',
  'customer/cart/remove',
] as const;
export const isCartPath = (path: string): boolean => (CART_PATHS as readonly string[]).includes(path);
