// What adding to the cart says to the customer: shared by the card button and the product page.
import { toast } from 'sonner';
import type { Translate } from '../i18n/client.ts';
import { openAuth } from '../stores/auth-modal.ts';
import { addToCart, type AddResult, type CartProduct } from '../stores/cart.ts';

/** The strings the add-to-cart controls need. */
export const ADD_TO_CART_STRINGS = [
  'cart.added', 'cart.updated', 'cart.login_required', 'cart.add_failed', 'cart.different_store_title', 'cart.different_store_text',
  'cart.confirm_clear_cart', 'cart.cancel', 'product.addToCart', 'product.outOfStock', 'product.maxStock', 'product.adding',
];

/** Adds and reports; answers true when the different-store question must be asked. */
export async function addAndReport(t: Translate, product: CartProduct, quantity: number, replace = false): Promise<AddResult> {
  const result = await addToCart(product, quantity, { replace });
  switch (result.kind) {
    case 'added':
      toast.success(t('cart.added'));
      break;
    case 'updated':
      toast.success(t('cart.updated'));
      break;
    case 'max-stock':
      toast.error(t('product.maxStock'));
      break;
    case 'signed-out':
      toast.error(t('cart.login_required'));
      openAuth('signin');
      break;
    case 'failed':
      toast.error(result.error.message || t('cart.add_failed'));
      break;
    case 'different-store':
      break;
  }
  return result;
}
