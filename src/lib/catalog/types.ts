// The product as a card shows it, and as the wishlist keeps it on the device.
import type { Item } from '../api/index.ts';
import type { CartProduct } from '../api/schemas/cart.ts';
import { needsChoice } from '../domain/pricing/food-choice.ts';

export type CardProduct = Pick<
  Item,
  | 'id'
  | 'name'
  | 'image_full_url'
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'avg_rating'
  | 'rating_count'
  | 'store_id'
  | 'store_name'
  | 'module_id'
  | 'module_type'
  | 'stock'
> & {
  /** The store's phone for the contact link, when known. */
  store_phone: string | null;
  /** A dish with a required choice: its card leads to its page instead of adding it. */
  needs_choice?: true;
};

export function toCardProduct(item: Item, storePhone: string | null = null): CardProduct {
  return {
    id: item.id,
    name: item.name,
    image_full_url: item.image_full_url ?? item.images_full_url[0] ?? null,
    price: item.price,
    discount: item.discount,
    discount_type: item.discount_type,
    avg_rating: item.avg_rating,
    rating_count: item.rating_count,
    store_id: item.store_id,
    store_name: item.store_name,
    module_id: item.module_id,
    module_type: item.module_type,
    stock: item.stock,
    store_phone: storePhone,
    ...(needsChoice(item.food_variations) ? { needs_choice: true as const } : {}),
  };
}

export const CHAT_BASE = 'https://wa.me/';

/** A messaging-app chat with a phone number, or null without one. */
export function chatLink(phone: string | null | undefined, text?: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `${CHAT_BASE}${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The phone (its digits) a chatLink was made with, or null for no link. */
export function phoneFromChatLink(link: string | null | undefined): string | null {
  if (!link?.startsWith(CHAT_BASE)) return null;
  return /^\d+/.exec(link.slice(CHAT_BASE.length))?.[0] ?? null;
}

/** What the cart needs of a card product (a card knows no cart cap; a product page does). */
export function cartProduct(product: CardProduct & Partial<Pick<Item, 'maximum_cart_quantity'>>): CartProduct {
  const { id, price, store_id, module_id, module_type, stock } = product;
  return {
    id,
    price,
    store_id,
    module_id,
    module_type,
    stock,
    maximum_cart_quantity: product.maximum_cart_quantity ?? null,
  };
}
