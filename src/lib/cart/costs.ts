// What the cart's lines cost under the store's terms, shared by the cart page (the minimum order),
// the order dialog and the checkout page (the whole bill): priced as the marketplace will price
// the order. Pure and client-safe.
import type { Coupon } from '../api/schemas/coupon.ts';
import type { CartLineView } from './lines.ts';
import {
  orderCosts,
  round2,
  type OrderCosts,
  type ShippingRates,
  type StoreTerms,
} from '../domain/ordering/order-costs.ts';
import type { CheckoutOptions } from '../domain/ordering/order-extras.ts';

export interface OrderTermsProp {
  store: StoreTerms;
  rates: ShippingRates;
  /** Tip, delivery and pick-up; absent: home delivery only. */
  options?: CheckoutOptions;
}

/**
 * With a tip, and for pick-up (`deliver: false`) without a delivery fee (OrderController.php:425-434);
 * with a coupon the marketplace accepted, its discount (or free delivery) as it will give it.
 */
export function costsOf(
  lines: readonly CartLineView[],
  terms: OrderTermsProp,
  distanceKm: number,
  extra: { tips?: number; deliver?: boolean; coupon?: Coupon | null } = {},
): OrderCosts {
  const pickUp = extra.deliver === false;
  return orderCosts({
    lines: lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      discount: round2(l.price - l.unitPrice),
      discountType: 'amount',
      addOnTotal: l.addOnTotal,
    })),
    store: terms.store,
    rates: pickUp ? { perKm: 0, minimum: 0, maximum: 0 } : terms.rates,
    distanceKm: pickUp ? 0 : distanceKm,
    tips: pickUp ? 0 : extra.tips,
    coupon: extra.coupon ?? null,
  });
}

/** How much more the order needs to reach the store's minimum (0 when it does). */
export function missingForMinimum(costs: OrderCosts): number {
  return costs.belowMinimum ? round2(costs.minimumOrder - (costs.subtotal - costs.discount)) : 0;
}
