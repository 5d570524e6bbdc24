// Cart lines as the islands show them: each line the server read with CartSchema seen as a view
// (name, image, prices, limits), and the totals (discounted, never below 0). Prices come from the
// item the server describes (its price, variations and add-ons), never from the price a client
// stored with the line: a line whose choices the item does not offer is flagged.
// Types only from the schemas: this module runs in the browser, where zod's full API would not
// fit the pages' script budgets.
import type { CartLine } from '../api/schemas/cart.ts';
import { choiceKey } from '../domain/pricing/food-choice.ts';
import { linePrice, type LineProblem } from '../domain/pricing/line-price.ts';
import { discountedPrice } from '../domain/pricing/price.ts';
import { maxForLine, variationStock, variationType } from '../domain/pricing/quantity.ts';

/**
 * The views of a cart as the storefront's server sends it to the islands: read with CartSchema
 * (src/lib/cart/marketplace-cart.server.ts, the proxy). Anything but a list is no lines.
 */
export function cartLineViews(lines: unknown): CartLineView[] {
  return Array.isArray(lines) ? (lines as CartLine[]).map(toCartLineView) : [];
}

export type CartLineView = ReturnType<typeof toCartLineView>;

/**
 * Whether a cart line (its item_type) is an item campaign's: the marketplace stores the morph
 * class App\\Models\\ItemCampaign; F36's buy-now spelling AppModelsItemCampaign is read too. Its
 * item_id is then an item campaign's id, another product than the item of that id.
 */
export const isCampaignType = (itemType: unknown): boolean =>
  typeof itemType === 'string' && /(^|\\|Models)ItemCampaign$/.test(itemType);

/** One line as the cart, the order dialog and the cart store use it. */
export function toCartLineView(line: CartLine) {
  const { item } = line;
  const priced = item ? linePrice(item, line) : null;
  // The price stored with the line is never used when the item is there: the marketplace prices
  // an order from its own data, so a stale price (the store changed it since) or a forged one
  // changes nothing. A line without its item is shown at the stored price, to be removed.
  const price = priced?.ok ? priced.unitPrice : Math.max(0, item?.price ?? line.price);
  /** Why the line cannot be ordered as it is (a tampered or stale line): remove and add it again. */
  const problem: 'item' | LineProblem | null = !item ? 'item' : priced?.ok ? null : priced!.problem;
  return {
    id: line.id,
    itemId: line.item_id,
    /** An item campaign's line: item_id names an item campaign, not an item. */
    campaign: isCampaignType(line.item_type),
    moduleId: line.module_id ?? item?.module_id ?? 0,
    /** Unit price from the item's data with the line's variation (before the item's discount). */
    price,
    /** Unit price after the item's discount. */
    unitPrice: discountedPrice({ price, discount: item?.discount, discount_type: item?.discount_type }),
    quantity: Math.max(1, Math.min(Math.floor(line.quantity) || 1, 1e6)),
    name: item?.name ?? `#${line.item_id}`,
    image: item?.image_full_url ?? null,
    storeId: item?.store_id ?? 0,
    storeName: item?.store_name ?? '',
    /** As the server sends it; whether it counts depends on the module (see domain/quantity). */
    stock: item?.stock ?? null,
    /** The item's module type (food does not track stock). */
    moduleType: item?.module_type || null,
    maxQuantity: item?.maximum_cart_quantity ?? null,
    /** The chosen variation type (size M) and its own stock (Infinity: not tracked). */
    variationType: variationType(line.variation),
    variationStock: item ? variationStock(item, variationType(line.variation)) : Infinity,
    /** The chosen variation in words ("M", "Size: Large"), when the line has one. */
    options: optionsText(line.variation),
    /** The line's add-ons, priced from the item's add-on list (all their quantities). */
    addOnTotal: priced?.ok ? priced.addOnTotal : 0,
    /** Each add-on by name, with its quantity. */
    addOns: line.add_on_ids.flatMap((addOnId, i) =>
      // An unreadable id (NaN) is no add-on to name; the line is flagged by its price check.
      Number.isInteger(addOnId)
        ? [
            {
              id: addOnId,
              name: item?.add_ons.find((a) => a.id === addOnId)?.name || `#${addOnId}`,
              quantity: line.add_on_qtys[i] ?? 1,
            },
          ]
        : [],
    ),
    /** The line's options and add-ons as one comparable text (domain/food-choice choiceKey). */
    choiceKey: choiceKey(line),
    /** The options alone (the marketplace tells lines of one item apart by these only). */
    variationKey: JSON.stringify(line.variation),
    problem,
  };
}

/** The variation as the customer chose it: a type, or each group's labels. */
function optionsText(variation: readonly unknown[]): string | null {
  const parts = variation.map((chosen) => {
    const c = (chosen ?? {}) as { type?: unknown; name?: unknown; values?: { label?: unknown } | null };
    if (typeof c.type === 'string') return c.type;
    const labels = Array.isArray(c.values?.label)
      ? c.values.label.filter((x): x is string => typeof x === 'string')
      : [];
    return typeof c.name === 'string' && labels.length ? `${c.name}: ${labels.join(', ')}` : '';
  });
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}

/**
 * The most of a line a customer may order: the stock where the module tracks it and the item's
 * cart limit, less what the item's other lines in `lines` hold (the limits are for the item).
 */
export function maxQuantity(
  line: Pick<CartLineView, 'id' | 'itemId' | 'stock' | 'maxQuantity' | 'moduleType'> &
    Partial<Pick<CartLineView, 'variationType' | 'variationStock' | 'campaign'>>,
  lines: readonly CartLineView[] = [],
): number {
  const forItem = maxForLine(
    { stock: line.stock, module_type: line.moduleType, maximum_cart_quantity: line.maxQuantity },
    otherLinesQuantity(line, lines),
  );
  // A variation's own stock is for all the lines of that variation.
  const stock = line.variationStock ?? Infinity;
  if (stock === Infinity || !line.variationType) return forItem;
  const sameType = lines
    .filter(
      (l) =>
        l.itemId === line.itemId &&
        l.campaign === (line.campaign ?? false) &&
        l.id !== line.id &&
        l.variationType === line.variationType,
    )
    .reduce((s, l) => s + l.quantity, 0);
  return Math.min(forItem, Math.max(0, stock - sameType));
}

/**
 * How many of an item (or, with `campaign`, of an item campaign) the cart's lines hold, leaving
 * out the line `exceptLineId` when given.
 */
export function heldQuantity(
  lines: readonly CartLineView[],
  itemId: number,
  exceptLineId: number | null = null,
  campaign = false,
): number {
  return lines
    .filter((l) => l.itemId === itemId && l.campaign === campaign && l.id !== exceptLineId)
    .reduce((s, l) => s + l.quantity, 0);
}

/** How many of the line's item the cart's other lines hold. */
export function otherLinesQuantity(
  line: Pick<CartLineView, 'id' | 'itemId'> & Partial<Pick<CartLineView, 'campaign'>>,
  lines: readonly CartLineView[],
): number {
  return heldQuantity(lines, line.itemId, line.id, line.campaign ?? false);
}

/** What a line costs: discounted unit price × quantity, plus its add-ons. */
export function lineTotal(line: Pick<CartLineView, 'unitPrice' | 'quantity' | 'addOnTotal'>): number {
  return Math.round((Math.max(0, line.unitPrice) * line.quantity + Math.max(0, line.addOnTotal)) * 100) / 100;
}

export function cartTotal(lines: readonly CartLineView[]): number {
  const total = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  return Math.max(0, Math.round(total * 100) / 100);
}

export function itemCount(lines: readonly CartLineView[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
