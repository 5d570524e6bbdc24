// What adding to the cart says to the customer: shared by the card buttons and the product page.
// Signed out, the add asked for is kept and completed once the customer has signed in.
import { notify } from '../notify.ts';
import type { Translate } from '../../i18n/client.ts';
import { openAuth } from '../../state/auth-modal.ts';
import { addToCart, type AddResult, type CartProduct, type LineChoice } from '../../state/cart.ts';
import { savePendingAdd, takePendingAdd, type PendingAdd } from './pending-add.ts';

/** The strings the add-to-cart controls need. */
export const ADD_TO_CART_STRINGS = [
  'cart.added',
  'cart.updated',
  'cart.login_required',
  'cart.add_failed',
  'cart.different_store_title',
  'cart.different_store_text',
  'cart.confirm_clear_cart',
  'cart.cancel',
  'product.addToCart',
  'product.outOfStock',
  'product.maxStock',
  'product.adding',
  'variations.needsChoice',
  'variations.sameOptions',
];

/** Adds and reports; the result says when the different-store question must be asked. */
export async function addAndReport(
  t: Translate,
  product: CartProduct,
  quantity: number,
  replace = false,
  choice?: LineChoice,
): Promise<AddResult> {
  const result = await addToCart(product, quantity, { replace, choice });
  switch (result.kind) {
    case 'added':
      notify.success(t('cart.added'));
      break;
    case 'updated':
      notify.success(t('cart.updated'));
      break;
    case 'max-stock':
      notify.error(t('product.maxStock'));
      break;
    case 'needs-choice':
      notify.error(t('variations.needsChoice'));
      break;
    case 'same-options':
      notify.error(t('variations.sameOptions'));
      break;
    case 'signed-out':
      savePendingAdd(product, quantity, choice);
      notify.error(t('cart.login_required'));
      openAuth('signin');
      break;
    case 'failed':
      notify.error(result.error.message || t('cart.add_failed'));
      break;
    case 'different-store':
      break;
  }
  return result;
}

/**
 * Completes the add that was asked for on this page before signing in, when it is for a product
 * `shows` (the calling island shows it). Answers what was added and how it went, or null.
 */
export async function resumePendingAdd(
  t: Translate,
  shows: (productId: number) => boolean,
): Promise<(PendingAdd & { result: AddResult }) | null> {
  const pending = takePendingAdd(document.documentElement.hasAttribute('data-signed-in'), shows);
  if (!pending) return null;
  return {
    ...pending,
    result: await addAndReport(t, pending.product, pending.quantity, false, pending.choice),
  };
}
