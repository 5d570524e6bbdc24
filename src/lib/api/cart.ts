/**
 * customer/cart/*: a logged-in customer (ctx.token), or a guest (ctx.guestId,
 * sent as `guest_id`; only ever the storefront's own, lib/identity/guest.server.ts). Every call answers with the whole cart of ctx.moduleId, so each
 * mutation returns the settled cart — show totals from it.
 * Without a token: 401 {errors:"Unauthorized"}; with an expired token: 403
 * 'guest_id'. Both satisfy isUnauthenticated().
 */
import type { ApiContext } from './context.ts';
import { request, validateInput } from './http.ts';
import {
  AddToCartInputSchema,
  CartSchema,
  UpdateCartInputSchema,
  type AddToCartInput,
  type CartLine,
  type UpdateCartInput,
} from './schemas/index.ts';

/** GET customer/cart/list. */
export async function getCart(ctx: ApiContext): Promise<CartLine[]> {
  return request(ctx, 'customer/cart/list', CartSchema);
}

/**
 * POST customer/cart/add. Adding an item already in the cart (same variation)
 * fails with 403 'cart_item' "Item already exists": call updateCartItem with
 * the summed quantity instead. The one-store rule is only enforced at checkout.
 */
export async function addToCart(ctx: ApiContext, input: AddToCartInput): Promise<CartLine[]> {
  return request(ctx, 'customer/cart/add', CartSchema, {
    method: 'POST',
    json: validateInput(AddToCartInputSchema, input),
  });
}

/** POST customer/cart/update. Above the item's maximum: 403 'cart_item_limit'. */
export async function updateCartItem(ctx: ApiContext, input: UpdateCartInput): Promise<CartLine[]> {
  return request(ctx, 'customer/cart/update', CartSchema, {
    method: 'POST',
    json: validateInput(UpdateCartInputSchema, input),
  });
}

/** DELETE customer/cart/remove-item?cart_id= (query, as the official clients send it). */
export async function removeCartItem(ctx: ApiContext, cartId: number): Promise<CartLine[]> {
  return request(ctx, 'customer/cart/remove-item', CartSchema, { method: 'DELETE', query: { cart_id: cartId } });
}

/** DELETE customer/cart/remove — empties the cart of ctx.moduleId. */
export async function clearCart(ctx: ApiContext): Promise<CartLine[]> {
  return request(ctx, 'customer/cart/remove', CartSchema, { method: 'DELETE' });
}
