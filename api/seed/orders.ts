// Demo orders as the reference database holds them, dated relative to `now`, built from the
// hand-written specs in orders-data.ts.
//
// Money, as the real server computes it (OrderController::place):
//   order_details.price            unit price BEFORE discount, including the chosen variation option
//   order_details.discount_on_item per-unit discount (item percent or amount)
//   orders.store_discount_amount   Σ discount_on_item × quantity
//   orders.order_amount            Σ price × qty + Σ add-ons − store_discount_amount − coupon + delivery
import { activeItemsOf, storeById, type Catalog } from './catalog/index.ts';
import type { Item } from './catalog/items.ts';
import { ADD_ONS } from './catalog/add-ons.ts';
import { itemSnapshot } from '../format/item-snapshot.ts';
import { chargesFor, MODULES } from './geo.ts';
import { ADDRESSES, ORDER_FLOW, ORDERS, STEPS, type LineSpec, type OrderSpec, type Status } from './orders-data.ts';
import { createRng } from './prng.ts';
import { addMinutes, iso, minutesAgo, DAY } from './time.ts';
import { json, money, type Row } from './rows.ts';

export function orderRows(catalog: Catalog, now: Date): { orders: Row[]; details: Row[] } {
  const rng = createRng('orders');
  const orders: Row[] = [];
  const details: Row[] = [];
  for (const spec of ORDERS) {
    const store = storeById(catalog, spec.store);
    const created = minutesAgo(now, spec.ageMinutes);
    const address = ADDRESSES[spec.user];
    const lines = spec.lines.map((line) => buildLine(catalog, spec, line));

    const subtotal = money(lines.reduce((sum, l) => sum + l.price * l.qty + l.addOnTotal, 0));
    const itemDiscount = money(lines.reduce((sum, l) => sum + l.discount * l.qty, 0));
    const distance = distanceKm(
      [Number(address.latitude), Number(address.longitude)],
      [Number(store.def.lat), Number(store.def.lng)],
    );
    const charges = chargesFor(store.def.module, store.def.zone);
    const computed = money(Math.min(Math.max(distance * charges.perKm, charges.min), charges.max ?? Infinity));
    const deliveryCharge = store.def.freeDelivery ? 0 : computed;
    const coupon = spec.coupon?.amount ?? 0;

    const at = (minutes: number) => iso(addMinutes(created, minutes));
    const reached = (step: Status) => ORDER_FLOW.indexOf(spec.status) >= ORDER_FLOW.indexOf(step);
    const delivered = reached('delivered');
    const refunded = spec.status === 'refunded';
    const times = {
      pending: iso(created),
      accepted: reached('processing') ? at(STEPS.accepted) : null,
      confirmed: reached('confirmed') ? at(STEPS.confirmed) : null,
      processing: reached('processing') ? at(STEPS.processing) : null,
      handover: delivered ? at(STEPS.handover) : null,
      picked_up: delivered ? at(STEPS.picked_up) : null,
      delivered: delivered ? at(STEPS.delivered) : null,
      canceled: spec.status === 'canceled' ? at(STEPS.canceled) : null,
      refund_requested: refunded ? at(STEPS.delivered + DAY) : null,
      refunded: refunded ? at(STEPS.delivered + 3 * DAY) : null,
    };
    const updated = [...Object.values(times)]
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1)!;

    orders.push({
      id: spec.id,
      user_id: spec.user,
      is_guest: 0,
      store_id: store.id,
      zone_id: store.def.zone,
      module_id: store.def.module,
      order_amount: money(subtotal - itemDiscount - coupon + deliveryCharge),
      coupon_discount_amount: coupon,
      coupon_discount_title: spec.coupon?.title ?? null,
      coupon_code: spec.coupon?.code ?? null,
      store_discount_amount: itemDiscount,
      total_tax_amount: 0,
      tax_percentage: 0,
      delivery_charge: deliveryCharge,
      original_delivery_charge: computed,
      dm_tips: 0,
      distance,
      payment_status: delivered ? 'paid' : 'unpaid',
      order_status: spec.status,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      order_note: spec.note ?? null,
      delivery_address: json(address),
      cutlery: 0,
      otp: String(rng.int(1000, 9999)),
      scheduled: 0,
      schedule_at: iso(created),
      ...times,
      failed: null,
      cancellation_reason: spec.cancellationReason ?? null,
      created_at: iso(created),
      updated_at: updated,
    });

    for (const line of lines) {
      details.push({
        id: details.length + 1,
        order_id: spec.id,
        item_id: line.item.id,
        item_campaign_id: null,
        price: line.price,
        quantity: line.qty,
        item_details: json(itemSnapshot(line.item.row, line.item.store.def.names[0])),
        variation: json(line.variation),
        variant: '""',
        add_ons: json(line.addOns),
        total_add_on_price: line.addOnTotal,
        discount_on_item: line.discount,
        discount_type: 'discount_on_product',
        tax_amount: 0,
        created_at: iso(created),
        updated_at: iso(created),
      });
    }
  }
  return { orders, details };
}

interface Line {
  item: Item;
  qty: number;
  price: number;
  discount: number;
  variation: unknown[];
  addOns: Array<{ id: number; name: string; price: number; quantity: number }>;
  addOnTotal: number;
}

/** Food does not track stock (its stock is always 0); every other module's item needs some left. */
function canOrder(item: Item): boolean {
  return MODULES.find((m) => m.id === Number(item.row.module_id))?.type === 'food' || item.row.stock !== 0;
}

function buildLine(catalog: Catalog, spec: OrderSpec, line: LineSpec): Line {
  const candidates = activeItemsOf(catalog, spec.store).filter((i) => canOrder(i) && (line.where?.(i) ?? true));
  const item = candidates[line.nth];
  if (!item) throw new Error(`order ${spec.id}: store ${spec.store} has no item #${line.nth} for this line`);
  let price = Number(item.row.price);
  const variation: unknown[] = [];
  const foodVariations = JSON.parse(String(item.row.food_variations)) as Array<{
    name: string;
    values: Array<{ label: string; optionPrice: string }>;
  }>;
  for (const [name, label] of Object.entries(line.choose ?? {})) {
    const option = foodVariations.find((v) => v.name === name)?.values.find((v) => v.label === label);
    if (!option) throw new Error(`order ${spec.id}: item ${item.id} has no ${name} = ${label}`);
    price += Number(option.optionPrice);
    variation.push({ name, values: { label: [label] } });
  }
  const discount =
    item.row.discount_type === 'percent' ? money((price * Number(item.row.discount)) / 100) : Number(item.row.discount);
  const itemAddOns = JSON.parse(String(item.row.add_ons)) as number[];
  const addOns = (line.addOns ?? []).map(({ id, qty }) => {
    const addOn = ADD_ONS.find((a) => a.id === id);
    if (!addOn || !itemAddOns.includes(id))
      throw new Error(`order ${spec.id}: add-on ${id} not offered with item ${item.id}`);
    return { id, name: addOn.name, price: addOn.price, quantity: qty };
  });
  const addOnTotal = money(addOns.reduce((sum, a) => sum + a.price * a.quantity, 0));
  return { item, qty: line.qty, price: money(price), discount, variation, addOns, addOnTotal };
}

function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 +
    Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2;
  return money(2 * 6371 * Math.asin(Math.sqrt(h)));
}
