// How many of a product a customer may pick (spec §4, §5): at least 1, at most the stock where
// the module tracks it, and the store's per-cart cap when it sets one. One rule for the whole
// storefront: the product page, the cards, the cart store, cart lines and the structured data.
//
// Food modules do not track stock: a real 6amMart server sends `stock: 0` for every food item
// (the column defaults to 0), so a food item's stock says nothing. A null stock is not tracked
// either (a server that leaves it out).

export const MIN_QUANTITY = 1;

export interface StockLimits {
  /** What the server sends; meaningless for food, null when not tracked. */
  stock: number | null | undefined;
  /** The item's module type (`food`, `grocery`, ...); food does not track stock. */
  module_type?: string | null | undefined;
  /** The store's cap per cart line; null or 0 means none. */
  maximum_cart_quantity?: number | null | undefined;
}

export interface StockState {
  /** The module counts this item's stock. */
  tracked: boolean;
  /** Tracked and fewer than one left: it cannot be added. */
  outOfStock: boolean;
  /** The largest quantity allowed; Infinity when nothing bounds it; 0 when out of stock. */
  max: number;
}

/** Whether the item's module counts stock: every module but food, when the server sends a stock. */
export function tracksStock(limits: Pick<StockLimits, 'stock' | 'module_type'>): boolean {
  return limits.module_type !== 'food' && typeof limits.stock === 'number' && Number.isFinite(limits.stock);
}

/** The stock rule: tracked or not, out of stock or not, and the most that may be picked. */
export function stockState(limits: StockLimits): StockState {
  const tracked = tracksStock(limits);
  const stock = tracked ? Math.max(0, Math.floor(limits.stock as number)) : Infinity;
  const capValue = limits.maximum_cart_quantity;
  const cap = typeof capValue === 'number' && capValue > 0 ? Math.floor(capValue) : Infinity;
  const outOfStock = tracked && stock < MIN_QUANTITY;
  return { tracked, outOfStock, max: outOfStock ? 0 : Math.min(stock, cap) };
}

export function isOutOfStock(limits: StockLimits): boolean {
  return stockState(limits).outOfStock;
}

/** The largest quantity allowed; Infinity when nothing bounds it; 0 when out of stock. */
export function maxQuantity(limits: StockLimits): number {
  return stockState(limits).max;
}

/** Why a requested quantity was not taken as it was. */
export type QuantityLimit = 'min' | 'max' | null;

export interface QuantityChange {
  quantity: number;
  limit: QuantityLimit;
}

/**
 * The quantity to keep when the customer asks for `wanted` (typed, or the current one ± 1),
 * and which bound stopped it. Asking for less than 1 keeps 1 ('min'); more than the maximum
 * keeps the maximum ('max'); anything that is not a number keeps 1. Never below 1, even out of
 * stock (the add button is disabled then).
 */
export function clampQuantity(wanted: number, limits: StockLimits): QuantityChange {
  const max = maxQuantity(limits);
  const value = Number.isFinite(wanted) ? Math.floor(wanted) : MIN_QUANTITY;
  if (value < MIN_QUANTITY) return { quantity: MIN_QUANTITY, limit: 'min' };
  if (value > max) return { quantity: Math.max(MIN_QUANTITY, max), limit: 'max' };
  return { quantity: value, limit: null };
}

/** One press of plus (+1) or minus (-1). */
export function stepQuantity(current: number, delta: 1 | -1, limits: StockLimits): QuantityChange {
  return clampQuantity(current + delta, limits);
}

/**
 * The most one cart line may hold when other lines of the same item (another variation, another
 * tab) already hold `others`: stock and cap bound the item's total, not each line.
 */
export function maxForLine(limits: StockLimits, others: number): number {
  const max = maxQuantity(limits);
  return max === Infinity ? Infinity : Math.max(0, max - Math.max(0, others));
}

/** The variation type a non-food line chose (`[{type: 'M'}]`), or null when it chose none. */
export function variationType(variation: readonly unknown[] | null | undefined): string | null {
  for (const chosen of variation ?? []) {
    const type = (chosen as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && !('values' in (chosen as object))) return type;
  }
  return null;
}

export interface VariationLimits extends StockLimits {
  variations?: ReadonlyArray<{ type: string; stock?: number | null }> | null;
}

/**
 * The stock of one variation type (size M has its own, as the marketplace takes it when the
 * order is placed); Infinity where the item's stock is not tracked or the type has no number.
 */
export function variationStock(limits: VariationLimits, type: string | null): number {
  if (type === null || !tracksStock(limits)) return Infinity;
  const stock = limits.variations?.find((v) => v.type === type)?.stock;
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : Infinity;
}
