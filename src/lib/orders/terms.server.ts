// Server-only: what the place-order dialog needs to price an order as the marketplace will: the
// store's minimum order, tax, free delivery and discount, and the delivery rates in the order
// the server picks them (the zone's module pivot, then the store's own, then the settings).
import * as z from 'zod';
import { ApiError, callApi, getZoneId, isApiError, request, type ApiContext } from '../api/index.ts';
import { distanceKm } from '../domain/ordering/distance.ts';
import { boolOr, numOr, numOrNull } from '../api/schemas/common.ts';
import { pickShippingRates, type ShippingRates, type StoreTerms } from '../domain/ordering/order-costs.ts';
import type { CheckoutOptions } from '../domain/ordering/order-extras.ts';
import { timeSlots, wallNow, type SlotDays } from '../domain/ordering/time-slots.ts';
import { storeHoursShape } from '../api/schemas/store-hours.ts';
import { timedCache } from '../server/marketplace/cache.ts';
import { marketplaceTimeZone } from '../server/marketplace/time-zone.ts';

export interface OrderTerms {
  store: StoreTerms;
  rates: ShippingRates;
  /** Where the store is (the distance is measured from it), when it says. */
  point: { lat: number; lng: number } | null;
  /** Tip, delivery and pick-up as the marketplace and the store allow them. */
  options: CheckoutOptions;
}

const StoreRowSchema = z.object({
  id: numOrNull,
  zone_id: numOrNull,
  module_id: numOrNull,
  latitude: numOrNull,
  longitude: numOrNull,
  minimum_order: numOr(0),
  tax: numOr(0),
  free_delivery: boolOr(false),
  delivery: boolOr(true).catch(true),
  take_away: boolOr(false).catch(false),
  /** Already false when the marketplace's switch is off (Store.php:540-543). */
  schedule_order: boolOr(false).catch(false),
  order_place_to_schedule_interval: numOr(0).catch(0),
  module: z.object({ module_type: z.string().nullish() }).nullish().catch(null),
  schedules: storeHoursShape.schedules,
  address: z.string().nullish().catch(null),
  per_km_shipping_charge: numOrNull,
  minimum_shipping_charge: numOrNull,
  maximum_shipping_charge: numOrNull,
  discount: z
    .object({ discount: numOr(0), min_purchase: numOr(0), max_discount: numOr(0) })
    .nullish()
    .catch(null),
});

const RatesSchema = z.object({
  per_km_shipping_charge: numOrNull.catch(null),
  minimum_shipping_charge: numOrNull.catch(null),
  maximum_shipping_charge: numOrNull.catch(null),
  // The order switches (ConfigController.php:243, :255-256); absent: no tips, no pick-up.
  dm_tips_status: boolOr(false).catch(false),
  home_delivery_status: boolOr(true).catch(true),
  takeaway_status: boolOr(false).catch(false),
  schedule_order: boolOr(false).catch(false),
  /** Minutes per slot; 0 is 30 (config_model.dart:219). */
  schedule_order_slot_duration: numOr(0).catch(0),
  /** Per module type, whether the store's interval applies (config/module.php: grocery). */
  module_config: z
    .record(z.string(), z.unknown())
    .nullish()
    .catch(null)
    .transform((v) => {
      const out: Record<string, boolean> = {};
      for (const [type, flags] of Object.entries(v ?? {})) {
        const on = (flags as { order_place_to_schedule_interval?: unknown } | null)?.order_place_to_schedule_interval;
        out[type] = on === true || on === 1 || on === '1';
      }
      return out;
    }),
});

/** GET most-tips (OrderController.php:1943-1950): the most given non-zero tip, or null. */
const MostTipsSchema = z.object({ most_tips_amount: numOrNull.catch(null) });

const ZoneSchema = z.object({
  zone_data: z
    .array(
      z.object({
        id: numOrNull,
        modules: z
          .array(z.object({ id: numOrNull, pivot: RatesSchema.nullish().catch(null) }))
          .nullish()
          .catch([]),
      }),
    )
    .nullish()
    .catch([]),
});

const settingsRates = timedCache<z.output<typeof RatesSchema>>(60_000, 10, { tag: 'settings' });
const mostTips = timedCache<{ amount: number | null }>(60_000, 10, { tag: 'settings' });

async function read<S extends z.ZodType>(
  ctx: ApiContext,
  path: string,
  schema: S,
  query?: Record<string, number>,
): Promise<z.output<S>> {
  const raw = await callApi(ctx, path, { query });
  if (raw.status !== 200) throw new Error(`${path} answered ${raw.status}`);
  return schema.parse(raw.body);
}

/**
 * Today's and tomorrow's slots when the store takes scheduled orders (checkout_service.dart:38-102),
 * on the marketplace's clock; null otherwise, or when its hours give none.
 */
function slotsOf(
  store: z.output<typeof StoreRowSchema>,
  settings: z.output<typeof RatesSchema> | null,
  at: Date = new Date(),
): SlotDays | null {
  if (!store.schedule_order || settings?.schedule_order === false) return null;
  const type = store.module?.module_type ?? '';
  const interval = settings?.module_config[type] ? store.order_place_to_schedule_interval : 0;
  const days = timeSlots(store.schedules, wallNow(at, marketplaceTimeZone()), {
    duration: settings?.schedule_order_slot_duration ?? 0,
    interval,
  });
  return days.today.slots.length || days.tomorrow.slots.length ? days : null;
}

const asRates = (r: z.output<typeof RatesSchema> | null | undefined) =>
  r
    ? { perKm: r.per_km_shipping_charge, minimum: r.minimum_shipping_charge, maximum: r.maximum_shipping_charge }
    : null;

/** The terms of ordering from one store; throws when the store cannot be read. */
export async function loadOrderTerms(ctx: ApiContext, storeId: number): Promise<OrderTerms> {
  const store = await read(ctx, `stores/details/${storeId}`, StoreRowSchema);
  const [zone, settings] = await Promise.all([
    // The store's own point finds the store's zone, wherever the customer is.
    store.latitude !== null && store.longitude !== null
      ? read(ctx, 'config/get-zone-id', ZoneSchema, { lat: store.latitude, lng: store.longitude }).catch(() => null)
      : null,
    settingsRates.get(ctx.baseUrl, () => read(ctx, 'config', RatesSchema)).catch(() => null),
  ]);
  const tips = settings?.dm_tips_status === true;
  const suggestedTip = tips
    ? await mostTips
        .get(ctx.baseUrl, () => read(ctx, 'most-tips', MostTipsSchema).then((r) => ({ amount: r.most_tips_amount })))
        .then(
          (r) => r.amount,
          () => null,
        )
    : null;
  const zoneRow = zone?.zone_data?.find((z) => z.id === store.zone_id);
  const pivot = zoneRow?.modules?.find((m) => m.id === store.module_id)?.pivot;
  return {
    store: {
      minimumOrder: store.minimum_order,
      tax: store.tax,
      freeDelivery: store.free_delivery,
      discount: store.discount
        ? {
            discount: store.discount.discount,
            minPurchase: store.discount.min_purchase,
            maxDiscount: store.discount.max_discount,
          }
        : null,
    },
    point: store.latitude !== null && store.longitude !== null ? { lat: store.latitude, lng: store.longitude } : null,
    options: {
      tips,
      suggestedTip: suggestedTip !== null && suggestedTip > 0 ? suggestedTip : null,
      delivery: (settings?.home_delivery_status ?? true) && store.delivery,
      takeAway: (settings?.takeaway_status ?? false) && store.take_away,
      storeAddress: store.address ?? '',
      slots: slotsOf(store, settings),
    },
    rates: pickShippingRates(
      asRates(pivot),
      {
        perKm: store.per_km_shipping_charge,
        minimum: store.minimum_shipping_charge,
        maximum: store.maximum_shipping_charge,
      },
      asRates(settings),
    ),
  };
}

/** Where an order is delivered, as the server decides it (never the distance a browser sends). */
export type Delivery =
  | { ok: true; distance: number }
  /** The point is in no zone, or in none of the store's: the store does not deliver there. */
  | { ok: false; reason: 'outside' };

/**
 * The distance from the store to the delivery point (great-circle, spec §9) once the point is
 * known to lie in the store's zone (`config/get-zone-id` names the zones of a point: 404 outside
 * every zone, 403 in an inactive one). Failures to ask leave as ApiError (the order is not sent).
 */
export async function deliveryTo(
  ctx: ApiContext,
  storeId: number,
  point: { lat: number; lng: number },
): Promise<Delivery> {
  const [store, zones] = await Promise.all([
    request(ctx, `stores/details/${storeId}`, StoreRowSchema),
    getZoneId(ctx, point.lat, point.lng).catch((error: unknown) => {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
      throw error;
    }),
  ]);
  if (!zones || store.zone_id === null || !zones.zoneIds.includes(store.zone_id))
    return { ok: false, reason: 'outside' };
  if (store.latitude === null || store.longitude === null)
    throw new ApiError(502, 'invalid_response', 'The store does not say where it is.');
  return { ok: true, distance: distanceKm({ lat: store.latitude, lng: store.longitude }, point) };
}

/**
 * What the marketplace and the store allow for an order placed now: tips, delivery, pick-up, the
 * delivery slots. Read
 * fresh from the store (its flags) and the cached settings; the browser's word is never taken.
 * Failures to ask leave as ApiError (the order is not sent).
 */
export async function orderOptions(
  ctx: ApiContext,
  storeId: number,
): Promise<Pick<CheckoutOptions, 'tips' | 'delivery' | 'takeAway' | 'slots'>> {
  const [store, settings] = await Promise.all([
    request(ctx, `stores/details/${storeId}`, StoreRowSchema),
    settingsRates.get(ctx.baseUrl, () => request(ctx, 'config', RatesSchema)),
  ]);
  return {
    tips: settings.dm_tips_status,
    delivery: settings.home_delivery_status && store.delivery,
    takeAway: settings.takeaway_status && store.take_away,
    slots: slotsOf(store, settings),
  };
}
