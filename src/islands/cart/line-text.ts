// The words of a cart line's add-ons, shown on the cart page and in the order dialog.
import type { CartLineView } from '../../lib/cart/lines.ts';
import type { Translate } from '../../lib/i18n/client.ts';

/** "Add-ons: Extra cheese ×2, Pickles (25 EGP)". */
export function addOnsText(t: Translate, line: CartLineView, money: (n: number) => string): string {
  const list = line.addOns
    .map((a) => (a.quantity > 1 ? t('variations.addOnCount', { name: a.name, quantity: a.quantity }) : a.name))
    .join(', ');
  return t('variations.cartAddOns', { list, price: money(line.addOnTotal) });
}
