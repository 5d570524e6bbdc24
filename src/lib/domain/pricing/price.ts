// Prices and discounts (spec §9): one function for every place a price is shown or summed.

export type DiscountType = 'percent' | 'amount' | string | null | undefined;

export interface Priced {
  price: number;
  discount?: number | null;
  discount_type?: DiscountType;
}

/** Percent: price minus the percentage share; amount: price minus the amount; never below 0. */
export function discountedPrice({ price, discount, discount_type }: Priced): number {
  const value = Math.max(0, Number(discount) || 0);
  if (!value || !(price > 0)) return Math.max(0, price || 0);
  const after = discount_type === 'amount' ? price - value : price - (price * Math.min(value, 100)) / 100;
  return Math.max(0, Math.round(after * 100) / 100);
}

export function hasDiscount(item: Priced): boolean {
  return discountedPrice(item) < item.price;
}

/** What the discount badge says: a percentage, or an amount to format as money. */
export function discountBadge(
  item: Priced,
): { kind: 'percent'; value: number } | { kind: 'amount'; value: number } | null {
  if (!hasDiscount(item)) return null;
  return item.discount_type === 'amount'
    ? { kind: 'amount', value: Number(item.discount) }
    : { kind: 'percent', value: Math.min(100, Number(item.discount)) };
}
