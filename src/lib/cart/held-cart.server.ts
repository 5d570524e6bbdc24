// Server-only: a cart the marketplace holds, checked by the rules the storefront holds every cart
// change to (bodies.server.ts) before it is ordered: lines that can be read, the item's stock and cap
// across all its lines, each variation's own stock across its lines, and prices and add-ons the
// store offers.
import { CartLineSchema, type CartLine } from '../api/index.ts';
import { isCampaignType } from './lines.ts';
import { linePrice, type LineChoice, type PricedItem } from '../domain/pricing/line-price.ts';
import { stockState, variationStock, variationType } from '../domain/pricing/quantity.ts';

/** A held line as the pricing reads it, at its own quantity or another. */
export const choiceOf = (line: CartLine, quantity = line.quantity): LineChoice => ({
  quantity,
  variation: line.variation,
  add_on_ids: line.add_on_ids,
  add_on_qtys: line.add_on_qtys,
});

/** What is wrong with a cart the marketplace holds, before it is ordered; null when nothing. */
export interface HeldCartProblem {
  code: string;
  /** In English, for the JSON answer; a page says it in its language from the fields below. */
  message: string;
  /** The product concerned, when one is. */
  item?: string;
  /** How many of it may be ordered (0: out of stock), for a stock problem. */
  max?: number;
}

export function heldCartProblem(raw: readonly unknown[]): HeldCartProblem | null {
  const lines: CartLine[] = [];
  for (const entry of raw) {
    const parsed = CartLineSchema.safeParse(entry);
    if (!parsed.success)
      return {
        code: 'cart_line_invalid',
        message: 'A line of your cart could not be read. Remove it and add the product again.',
      };
    if (!parsed.data.item)
      return {
        code: 'cart_line_invalid',
        message: 'A product in your cart is no longer available. Remove it and place the order again.',
      };
    lines.push(parsed.data);
  }
  // Stock and cap are for the item, whatever number of lines (variations, tabs) hold it.
  // An item campaign is another product than the item of the same id.
  const productKey = (line: CartLine) => `${isCampaignType(line.item_type) ? 'campaign' : 'item'}:${line.item_id}`;
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(productKey(line), (totals.get(productKey(line)) ?? 0) + line.quantity);
  for (const [key, total] of totals) {
    const item = lines.find((l) => productKey(l) === key)!.item!;
    const state = stockState(item);
    if (total > state.max) {
      return {
        code: 'stock',
        item: item.name,
        max: state.outOfStock ? 0 : state.max,
        message: state.outOfStock
          ? `${item.name} is out of stock.`
          : `Only ${state.max} of ${item.name} can be ordered; your cart holds ${total}. Lower the quantity and order again.`,
      };
    }
  }
  // A variation's own stock, for all the lines of that variation.
  const perType = new Map<string, { line: CartLine; type: string; total: number }>();
  for (const line of lines) {
    const type = variationType(line.variation);
    if (type === null) continue;
    const key = JSON.stringify([productKey(line), type]);
    const entry = perType.get(key) ?? { line, type, total: 0 };
    entry.total += line.quantity;
    perType.set(key, entry);
  }
  for (const { line, type, total } of perType.values()) {
    const item = line.item!;
    const stock = variationStock(item, type);
    if (total > stock)
      return {
        code: 'stock',
        item: `${item.name} (${type})`,
        max: stock,
        message:
          stock === 0
            ? `${item.name} (${type}) is out of stock.`
            : `Only ${stock} of ${item.name} (${type}) can be ordered; your cart holds ${total}. Lower the quantity and order again.`,
      };
  }
  for (const line of lines) {
    const item = line.item!;
    const priced = linePrice(item as PricedItem, choiceOf(line));
    if (!priced.ok)
      return {
        code: 'cart_line_invalid',
        item: item.name,
        message: `${item.name} is in your cart with a quantity, option or add-on the store does not offer. Remove it and add it again.`,
      };
  }
  return null;
}
