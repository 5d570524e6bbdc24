// The checks and charges place-order and prescription place-order share (OrderController.php
// :237-321 and :395-440, :1160-1330): the delivery point in the store's zone, the order time
// (now or schedule_at) against the store's hours, and the delivery charge.
import type { Deps } from '../env.ts';
import type { ErrorEntry } from '../lib/errors.ts';
import { pointInPolygon, type LatLng } from '../lib/geo.ts';
import { isStoreOpenAt, parseScheduleAt, wallClock, type WallTime } from '../lib/schedule.ts';
import { get, parseJson, type Row } from '../lib/sql.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export type Refusal = { status: 403 | 406 | 500; entry: ErrorEntry };

export function outOfZone(deps: Deps, store: Row, latitude: unknown, longitude: unknown): Refusal | null {
  const zone = get(deps.db, 'SELECT * FROM zones WHERE id = ?', Number(store.zone_id));
  const point: LatLng = [Number(latitude), Number(longitude)];
  if (zone && pointInPolygon(point, parseJson<LatLng[]>(zone.coordinates, []))) return null;
  return { status: 403, entry: { code: 'coordinates', message: 'Out of coverage' } };
}

/**
 * schedule_at: the past, then the store's scheduling switch (Store::getScheduleOrderAttribute ANDs
 * it with the marketplace's), then the store's hours at that time, or now (:297-321).
 */
export function orderTime(
  deps: Deps,
  store: Row,
  rawSchedule: unknown,
  config: Record<string, string | null>,
): Refusal | { scheduled: WallTime | null } {
  const text = typeof rawSchedule === 'string' ? rawSchedule.trim() : '';
  const scheduled = text === '' ? null : parseScheduleAt(text);
  // Carbon::parse throws outside any try: the real route answers 500.
  if (text !== '' && !scheduled) return { status: 500, entry: { code: 'server', message: 'Server Error' } };
  const now = wallClock(deps.now(), deps.timeZone);
  if (scheduled && scheduled.wall < now.wall)
    return { status: 406, entry: { code: 'order_time', message: 'You can not schedule a order in past time' } };
  if (scheduled && !(Number(store.schedule_order) === 1 && config.schedule_order === '1'))
    return { status: 406, entry: { code: 'schedule_at', message: 'Schedule order not available' } };
  if (!isStoreOpenAt(deps.db, Number(store.id), scheduled ?? now))
    return { status: 406, entry: { code: 'order_time', message: 'Store is closed at order time' } };
  return { scheduled };
}

/** The zone's module rates, else the store's, else the business settings; none for take-away. */
export function deliveryCharges(
  deps: Deps,
  store: Row,
  input: { orderType: string; distance: number; freeDelivery: boolean },
  config: Record<string, string | null>,
): { charge: number; original: number; pivot: Row | undefined } {
  const pivot = get(
    deps.db,
    'SELECT * FROM module_zone WHERE module_id = ? AND zone_id = ?',
    Number(store.module_id),
    Number(store.zone_id),
  );
  const perKm = Number(
    pivot?.per_km_shipping_charge ?? store.per_km_shipping_charge ?? config.per_km_shipping_charge ?? 0,
  );
  const minimum = Number(
    pivot?.minimum_shipping_charge ?? store.minimum_shipping_charge ?? config.minimum_shipping_charge ?? 0,
  );
  const maximum = Number(pivot?.maximum_shipping_charge ?? store.maximum_shipping_charge ?? 0);
  let charge = input.orderType === 'delivery' ? Math.max(input.distance * perKm, minimum) : 0;
  if (maximum > 0) charge = Math.min(charge, maximum);
  const original = round2(charge);
  if (Number(store.free_delivery) === 1 || input.freeDelivery) charge = 0;
  return { charge: round2(charge), original, pivot };
}

/** Order::count() + 100001, or past the highest id when that one is taken, as both order routes number orders. */
export function nextOrderId(db: Deps['db']): number {
  const count = get<{ n: number; top: number | null }>(db, 'SELECT COUNT(*) AS n, MAX(id) AS top FROM orders');
  const id = 100000 + (count?.n ?? 0) + 1;
  return get(db, 'SELECT id FROM orders WHERE id = ?', id) ? Math.max(id, (count?.top ?? 100000) + 1) : id;
}
