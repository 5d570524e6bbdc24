import { z } from 'zod';
import { AddOnSchema, ITEM_IMAGES } from './item.ts';
import { STORE_IMAGES } from './store.ts';
import { ORDER_STEP_COLUMNS } from '../../domain/aftercare/order-timeline.ts';
import {
  boolOr,
  id,
  imageList,
  imageUrl,
  jsonText,
  numeric,
  numOr,
  numOrNull,
  paginated,
  strOr,
  strOrNull,
  withFileImages,
} from './common.ts';

/** Decoded in list answers, JSON text in some others; lat/lng are strings. */
const DeliveryAddressSchema = jsonText(
  z
    .object({
      address: strOr(''),
      contact_person_name: strOr(''),
      contact_person_number: strOr(''),
      contact_person_email: strOrNull,
      address_type: strOrNull,
      /** Sent apart from `address` (OrderController.php:487-489); '' when not given. */
      house: strOr(''),
      floor: strOr(''),
      road: strOr(''),
      latitude: numOrNull.catch(null),
      longitude: numOrNull.catch(null),
    })
    .nullish(),
)
  .transform((v) => v ?? null)
  .catch(null);

const OrderStoreSchema = withFileImages(
  STORE_IMAGES,
  z
    .object({
      id,
      name: strOr(''),
      logo_full_url: imageUrl,
      phone: strOr(''),
      /** Where a pick-up order is collected (the order's `store`, OrderController.php:1589-1596). */
      address: strOr('').catch(''),
    })
    .nullish(),
)
  .transform((v) => v ?? null)
  .catch(null);

const DeliveryManSchema = z
  .object({ f_name: strOr(''), l_name: strOr(''), phone: strOr(''), image_full_url: imageUrl })
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);

/** When the order reached each status (one column per status; null until it does). */
const STATUS_TIMES = Object.fromEntries(ORDER_STEP_COLUMNS.map((column) => [column, strOrNull.catch(null)])) as Record<
  (typeof ORDER_STEP_COLUMNS)[number],
  z.ZodCatch<typeof strOrNull>
>;

/** An order as listed by customer/order/list|running-orders and answered by order/track. */
export const OrderSchema = z.object({
  id,
  /** pending | accepted | confirmed | processing | handover | picked_up | delivered | canceled | refund_requested | refunded | failed | ... */
  order_status: z.string(),
  payment_status: strOr(''),
  payment_method: strOr(''),
  order_type: strOr(''),
  /** The total including delivery. */
  order_amount: numeric,
  delivery_charge: numOr(0),
  coupon_discount_amount: numOr(0),
  store_discount_amount: numOr(0),
  total_tax_amount: numOr(0),
  dm_tips: numOr(0),
  order_note: strOrNull,
  /** A preset's key ("deliver_to_front_door"), the customer's words, or "key | words". */
  delivery_instruction: strOrNull.catch(null),
  /** 1 when the customer chose a delivery time; schedule_at is then that time (:531-532). */
  scheduled: boolOr(false).catch(false),
  schedule_at: strOrNull.catch(null),
  /** 'Y-m-d H:i:s' (not ISO) on orders. */
  created_at: strOr(''),
  store_id: numOrNull,
  module_id: numOrNull,
  module_type: strOrNull,
  details_count: numOrNull,
  /** An order of prescription files (`customer/order/prescription/place`), possibly with no lines. */
  prescription_order: boolOr(false).catch(false),
  /** The prescription files' URLs (Order.php:51-66); checked against the image origins before use. */
  order_attachment_full_url: imageList.catch([]),
  delivery_address: DeliveryAddressSchema,
  store: OrderStoreSchema,
  delivery_man: DeliveryManSchema,
  ...STATUS_TIMES,
  cancellation_reason: strOrNull.catch(null),
  /**
   * Placed without an account. Guest ids and customer ids are two sequences, so one number can be
   * both: a signed-in customer's track may find a guest's order with that number, never theirs.
   */
  is_guest: boolOr(false),
  /** The customer's id, or the guest's for a guest order (which may cancel it from its browser). */
  user_id: numOrNull.catch(null),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = paginated('orders', OrderSchema);
export type OrderList = z.infer<typeof OrderListSchema>;

/** The item as it was when ordered (a snapshot, possibly JSON text). */
const ItemSnapshotSchema = jsonText(
  withFileImages(
    ITEM_IMAGES,
    z
      .object({
        id: numOrNull,
        name: strOr(''),
        image_full_url: imageUrl,
        images_full_url: imageList.catch([]),
      })
      .nullish(),
  ),
)
  .transform((v) => v ?? { id: null, name: '', image_full_url: null, images_full_url: [] })
  .catch({ id: null, name: '', image_full_url: null, images_full_url: [] });

const AddOnLineSchema = AddOnSchema.extend({ quantity: numOr(1) });

/** One line of customer/order/details. Order status and totals are not in it (use the order). */
export const OrderDetailLineSchema = z
  .object({
    id,
    /** null on an item campaign's line, which names the campaign in item_campaign_id. */
    item_id: numOrNull,
    item_campaign_id: numOrNull,
    order_id: numOrNull,
    /** Unit price including the variation. */
    price: numeric,
    quantity: numOr(1),
    item_details: ItemSnapshotSchema,
    // A food line keeps the groups Helpers::get_varient matched, under the posted positions: a
    // posted group the item lacks leaves a gap, and PHP then encodes an object {"1": {...}}.
    variation: jsonText(
      z.union([z.array(z.unknown()), z.record(z.string(), z.unknown()).transform(Object.values)]).nullish(),
    )
      .transform((v) => v ?? [])
      .catch([]),
    add_ons: jsonText(z.array(AddOnLineSchema).nullish())
      .transform((v) => v ?? [])
      .catch([]),
    total_add_on_price: numOr(0),
    discount_on_item: numOr(0),
    /** From the item as it is now; null when the item is gone. */
    image_full_url: imageUrl,
  })
  .transform((line) => ({ ...line, image_full_url: line.image_full_url ?? line.item_details.image_full_url }));
export type OrderDetailLine = z.infer<typeof OrderDetailLineSchema>;

export const OrderDetailsSchema = z.array(OrderDetailLineSchema);

/**
 * customer/order/details as answered: the lines, or for an order without lines (a prescription
 * alone) the Order object itself with `details: []` (OrderController.php:1675-1681): no lines.
 */
export const OrderDetailsAnswerSchema = z.union([
  OrderDetailsSchema,
  z
    .object({ id, details: z.array(z.unknown()).nullish() })
    .refine((o) => !o.details || o.details.length === 0)
    .transform((): OrderDetailLine[] => []),
]);

const CartEntrySchema = z.object({
  item_id: z.number().int(),
  quantity: z.number().int().min(1),
  /** Any value but ItemCampaign is treated as an Item. */
  item_type: z.string().default('AppModelsItem'),
  variation: z.array(z.unknown()).default([]),
  variant: z.unknown().default(''),
  add_on_ids: z.array(z.number()).default([]),
  add_on_qtys: z.array(z.number()).default([]),
});

/**
 * customer/order/place. Defaults follow the spec (§9): cash on delivery,
 * delivery, no tips, no cutlery, is_buy_now 1 — which makes the server price
 * the posted `cart` and leave the server-side cart alone (clear it after).
 * Every cart entry key must be present or the server fails, hence the defaults.
 */
export const PlaceOrderInputSchema = z.object({
  order_amount: z.number().min(0),
  payment_method: z
    .enum(['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'])
    .default('cash_on_delivery'),
  order_type: z.enum(['delivery', 'take_away']).default('delivery'),
  store_id: z.number().int(),
  /** Kilometres. */
  distance: z.number().min(0),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  address_type: z.string().optional(),
  house: z.string().max(100).optional(),
  floor: z.string().max(100).optional(),
  road: z.string().max(100).optional(),
  delivery_instruction: z.string().max(400).optional(),
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  contact_person_email: z.string().optional(),
  order_note: z.string().optional(),
  is_buy_now: z.union([z.literal(0), z.literal(1)]).default(1),
  dm_tips: z.number().min(0).default(0),
  cutlery: z.union([z.literal(0), z.literal(1)]).default(0),
  cart: z.array(CartEntrySchema).min(1),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;

export const PlaceOrderAnswerSchema = z.object({
  message: strOr(''),
  order_id: id,
  /** Spelt `total_ammount` by the server; recomputed there, so prefer it to what was posted. */
  total_ammount: numOr(0),
  status: strOr('pending'),
  created_at: strOr(''),
  user_id: numOrNull,
});
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswerSchema>;
