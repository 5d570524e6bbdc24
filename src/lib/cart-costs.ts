// What the cart's lines cost under the store's terms, shared by the cart page (the minimum order),
// the order dialog and the checkout page (the whole bill): priced as the marketplace will price
// the order. Pure and client-safe.
import type { CartLineView } from './cart-lines.ts';
import { orderCosts, round2, type OrderCosts, type ShippingRates, type StoreTerms } from './domain/order-costs.ts';

export interface OrderTermsProp {
  store: StoreTerms;
  rates: ShippingRates;
}

export function costsOf(lines: readonly CartLineView[], terms: OrderTermsProp, distanceKm: number): OrderCosts {
  return orderCosts({
    lines: lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      discount: round2(l.price - l.unitPrice),
      discountType: 'amount',
      addOnTotal: l.addOnTotal,
    })),
    store: terms.store,
    rates: terms.rates,
    distanceKm,
  });
}

/** How much more the order needs to reach the store's minimum (0 when it does). */
export function missingForMinimum(costs: OrderCosts): number {
  return costs.belowMinimum ? round2(costs.minimumOrder - (costs.subtotal - costs.discount)) : 0;
}
