// How many of a product a customer may pick (spec §4, §5): at least 1, at most the stock the
// store tracks (and the store's per-cart cap, when it sets one). A null stock is not tracked.

export const MIN_QUANTITY = 1;

export interface StockLimits {
  /** null: the store does not track stock (food), so there is no upper bound from it. */
  stock: number | null;
  /** The store's cap per cart line; null or 0 means none. */
  maximum_cart_quantity?: number | null;
}

/** Why a requested quantity was not taken as it was. */
export type QuantityLimit = 'min' | 'max' | null;

export interface QuantityChange {
  quantity: number;
  limit: QuantityLimit;
}

export function isOutOfStock(limits: Pick<StockLimits, 'stock'>): boolean {
  return limits.stock !== null && limits.stock < MIN_QUANTITY;
}

/** The largest quantity allowed; Infinity when nothing bounds it; 0 when out of stock. */
export function maxQuantity(limits: StockLimits): number {
  const stock = limits.stock === null ? Infinity : Math.max(0, Math.floor(limits.stock));
  const cap = limits.maximum_cart_quantity && limits.maximum_cart_quantity > 0 ? Math.floor(limits.maximum_cart_quantity) : Infinity;
  return Math.min(stock, cap);
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
