// What an order costs, computed the way the marketplace server prices it (reference §3.24), so
// the place-order dialog shows the total the order page will show. Pure and client-safe; the
// reference API (api/routes/order-place.ts) mirrors the same rules without importing them.
//
//   subtotal       Σ unit price × quantity + add-ons
//   item discount  Σ per-unit discount × quantity (percent of the price, or an amount up to it)
//   store discount percent of (subtotal − item discount) once that reaches min_purchase,
//                  capped at max_discount when one is set
//   coupon         the applied coupon on what is left (CouponLogic::get_discount), none below its
//                  minimum purchase (the app's rule; the server never checks it)
//   tax            store tax % of what is left after the coupon, rounded to cents
//   delivery fee   distance × per-km, at least the minimum, at most the maximum (when > 0);
//                  0 when the store delivers free or the coupon is a free-delivery one
//   total          (subtotal − discounts − coupon) + tax + delivery fee + tips, rounded to cents

import type { Coupon } from '../../api/schemas/coupon.ts';
import { couponOutcome } from './coupon-rules.ts';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface CostLine {
  /** Unit price before the item's discount (with the chosen variation). */
  price: number;
  quantity: number;
  discount: number;
  discountType: string | null;
  /** The line's add-ons, all quantities included. */
  addOnTotal?: number;
}

export interface StoreDiscount {
  /** Percent. */
  discount: number;
  minPurchase: number;
  /** 0: no cap. */
  maxDiscount: number;
}

export interface StoreTerms {
  minimumOrder: number;
  /** Percent. */
  tax: number;
  freeDelivery: boolean;
  discount: StoreDiscount | null;
}

export interface ShippingRates {
  perKm: number;
  minimum: number;
  /** 0: no cap. */
  maximum: number;
}

/** Partial rates as one source (zone-module pivot, store, settings) gives them; null = not set. */
export interface RateSource {
  perKm?: number | null;
  minimum?: number | null;
  maximum?: number | null;
}

/** Each rate from the first source that sets it (pivot, then the store, then the settings). */
export function pickShippingRates(...sources: Array<RateSource | null | undefined>): ShippingRates {
  const first = (key: keyof RateSource) => {
    for (const s of sources) {
      const v = s?.[key];
      if (v !== null && v !== undefined && Number.isFinite(v)) return Math.max(0, v);
    }
    return 0;
  };
  return { perKm: first('perKm'), minimum: first('minimum'), maximum: first('maximum') };
}

/** The item's discount on one unit, as the server takes it. */
export function itemDiscountPerUnit(line: Pick<CostLine, 'price' | 'discount' | 'discountType'>): number {
  const discount = Math.max(0, line.discount || 0);
  const value = line.discountType === 'amount' ? Math.min(discount, line.price) : (line.price * discount) / 100;
  return round2(value);
}

export function storeDiscountOf(amount: number, discount: StoreDiscount | null): number {
  if (!discount || !(discount.discount > 0) || amount < discount.minPurchase) return 0;
  const value = (amount * discount.discount) / 100;
  return discount.maxDiscount > 0 ? Math.min(value, discount.maxDiscount) : value;
}

/** The delivery fee before and after the store's free delivery. */
export function deliveryFeeOf(
  distanceKm: number,
  rates: ShippingRates,
  freeDelivery: boolean,
): { fee: number; original: number } {
  let fee = Math.max(Math.max(0, distanceKm) * rates.perKm, rates.minimum);
  if (rates.maximum > 0) fee = Math.min(fee, rates.maximum);
  const original = round2(fee);
  return { fee: freeDelivery ? 0 : original, original };
}

export interface OrderCosts {
  subtotal: number;
  itemDiscount: number;
  storeDiscount: number;
  /** Both discounts. */
  discount: number;
  /** The applied coupon's discount (0 without one, or below its minimum purchase). */
  coupon: number;
  /** The coupon's minimum purchase when the order is below it (the coupon then gives nothing). */
  couponMinimum: number | null;
  tax: number;
  deliveryFee: number;
  /** The fee the store waives with free delivery (0 otherwise). */
  waivedDeliveryFee: number;
  tips: number;
  total: number;
  /** The store's minimum order, compared with the amount after discounts. */
  minimumOrder: number;
  belowMinimum: boolean;
}

export function orderCosts(o: {
  lines: readonly CostLine[];
  store: StoreTerms;
  rates: ShippingRates;
  distanceKm: number;
  tips?: number;
  /** The coupon the marketplace accepted for this store (coupon/apply). */
  coupon?: Coupon | null;
}): OrderCosts {
  // Nothing a line holds takes money off: a negative price, quantity or add-on total counts as 0.
  const subtotal = o.lines.reduce(
    (s, l) => s + Math.max(0, l.price) * Math.max(0, l.quantity) + Math.max(0, l.addOnTotal ?? 0),
    0,
  );
  const itemDiscount = o.lines.reduce(
    (s, l) => s + itemDiscountPerUnit({ ...l, price: Math.max(0, l.price) }) * Math.max(0, l.quantity),
    0,
  );
  const storeDiscount = storeDiscountOf(subtotal - itemDiscount, o.store.discount);
  const afterDiscount = subtotal - itemDiscount - storeDiscount;
  const outcome = o.coupon ? couponOutcome(o.coupon, round2(afterDiscount)) : null;
  const coupon = outcome?.ok ? outcome.discount : 0;
  const tax = round2(((afterDiscount - coupon) * (o.store.tax || 0)) / 100);
  const freeDelivery = o.store.freeDelivery || (outcome?.ok === true && outcome.freeDelivery);
  const { fee, original } = deliveryFeeOf(o.distanceKm, o.rates, freeDelivery);
  const tips = Math.max(0, o.tips ?? 0);
  return {
    subtotal: round2(subtotal),
    itemDiscount: round2(itemDiscount),
    storeDiscount: round2(storeDiscount),
    discount: round2(itemDiscount + storeDiscount),
    coupon,
    couponMinimum: outcome && !outcome.ok ? outcome.minimum : null,
    tax,
    deliveryFee: fee,
    waivedDeliveryFee: fee === 0 ? original : 0,
    tips,
    total: round2(afterDiscount - coupon + tax + fee + tips),
    minimumOrder: o.store.minimumOrder,
    belowMinimum: afterDiscount < o.store.minimumOrder,
  };
}

/** What a placed order's page shows; the rows always add up to the total. */
export interface OrderBreakdown {
  subtotal: number;
  /** Item and store discounts. */
  discount: number;
  coupon: number;
  deliveryFee: number;
  /** Added to the total; 0 when none or when prices already include it. */
  tax: number;
  /** Tax the prices already include (shown, not added). */
  includedTax: number;
  tips: number;
  /** Whatever else the server charged or took off (fees this storefront does not name). */
  other: number;
  total: number;
}

export interface PlacedOrder {
  order_amount: number;
  delivery_charge: number;
  store_discount_amount: number;
  coupon_discount_amount: number;
  total_tax_amount: number;
  dm_tips: number;
}

export interface PlacedLine {
  price: number;
  quantity: number;
  total_add_on_price: number;
}

/**
 * The order page's money rows. The subtotal is the lines' prices (as the server stored them);
 * without lines it is what the total leaves once the other rows are taken out. A tax the
 * prices already include is shown apart, and anything left over gets its own row, so
 * subtotal − discount − coupon + delivery + tax + tips + other = total, always.
 */
export function orderBreakdown(order: PlacedOrder, lines: readonly PlacedLine[] | null): OrderBreakdown {
  const discount = round2(order.store_discount_amount);
  const coupon = round2(order.coupon_discount_amount);
  const deliveryFee = round2(order.delivery_charge);
  const tips = round2(order.dm_tips);
  const total = round2(order.order_amount);
  const taxAmount = round2(order.total_tax_amount);
  if (!lines || lines.length === 0) {
    const subtotal = round2(total - deliveryFee - taxAmount - tips + discount + coupon);
    return { subtotal, discount, coupon, deliveryFee, tax: taxAmount, includedTax: 0, tips, other: 0, total };
  }
  const subtotal = round2(lines.reduce((s, l) => s + l.price * l.quantity + l.total_add_on_price, 0));
  const withoutTax = round2(subtotal - discount - coupon + deliveryFee + tips);
  const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
  if (near(withoutTax + taxAmount, total))
    return { subtotal, discount, coupon, deliveryFee, tax: taxAmount, includedTax: 0, tips, other: 0, total };
  if (taxAmount > 0 && near(withoutTax, total))
    return { subtotal, discount, coupon, deliveryFee, tax: 0, includedTax: taxAmount, tips, other: 0, total };
  return {
    subtotal,
    discount,
    coupon,
    deliveryFee,
    tax: taxAmount,
    includedTax: 0,
    tips,
    other: round2(total - withoutTax - taxAmount),
    total,
  };
}
