// Store rows, opening hours and store-wide discounts.
import { chargesFor } from '../geo.ts';
import { addMinutes, dateShiftedYears, fixed, iso, DAY } from '../time.ts';
import { slugify, translationsOf, json, type Row, type Translation } from '../rows.ts';
import { STORES, type StoreDef } from './stores/index.ts';

export interface Store {
  def: StoreDef;
  id: number;
  slug: string;
  logo: string;
  cover: string;
  createdAt: string;
}

export function buildStores(): Store[] {
  return STORES.map((def, index) => {
    if (def.id !== index + 1) throw new Error(`store ids must be 1..n in order (found ${def.id} at ${index})`);
    const slug = slugify(def.names[0]);
    return {
      def,
      id: def.id,
      slug,
      logo: `${slug}-logo.png`,
      cover: `${slug}-cover.jpg`,
      createdAt: fixed(def.created),
    };
  });
}

/** Stores with a store-wide discount running from a year before `now` to a year after. */
const STORE_DISCOUNTS = [
  { storeId: 5, discount: 15, minPurchase: 200, maxDiscount: 60 },
  { storeId: 12, discount: 10, minPurchase: 500, maxDiscount: 300 },
  { storeId: 17, discount: 10, minPurchase: 150, maxDiscount: 50 },
] as const;

export function storeRows(
  stores: readonly Store[],
  now: Date,
): {
  rows: Row[];
  schedules: Row[];
  discounts: Row[];
  translations: Translation[];
} {
  const rows = stores.map(({ def, slug, logo, cover, createdAt }) => {
    const charges = chargesFor(def.module, def.zone);
    const food = def.module === 2;
    return {
      id: def.id,
      vendor_id: def.id,
      zone_id: def.zone,
      module_id: def.module,
      name: def.names[0],
      slug,
      phone: def.phone,
      email: `hello@${slug}.example`,
      logo,
      cover_photo: cover,
      latitude: def.lat,
      longitude: def.lng,
      address: def.address[0],
      minimum_order: def.minimumOrder,
      tax: 0,
      comission: 10,
      minimum_shipping_charge: charges.min,
      per_km_shipping_charge: charges.perKm,
      maximum_shipping_charge: charges.max,
      delivery_time: def.deliveryTime,
      rating: json(def.rating),
      status: 1,
      active: def.active ?? 1,
      featured: def.featured ? 1 : 0,
      delivery: 1,
      take_away: def.module === 4 ? 0 : 1,
      free_delivery: def.freeDelivery ? 1 : 0,
      schedule_order: def.module === 1 || food ? 1 : 0,
      // Fixed, so no random stream moves: grocery stores open their slots 30 minutes out (only
      // grocery applies it), pharmacies take prescriptions but the last one (23).
      order_place_to_schedule_interval: def.module === 1 ? 30 : 0,
      prescription_order: def.module === 3 && def.id !== 23 ? 1 : 0,
      veg: def.veg ?? 1,
      non_veg: def.nonVeg ?? 1,
      cutlery: food ? 1 : 0,
      order_count: def.orders,
      total_order: def.orders + Math.round(def.orders * 0.04),
      announcement: def.announcement ? 1 : 0,
      announcement_message: def.announcement ?? null,
      meta_title: `${def.names[0]} | Souq Express`,
      meta_description: `Order from ${def.names[0]} in ${def.address[0].split(', ').slice(-2).join(', ')} with Souq Express.`,
      created_at: createdAt,
      updated_at: iso(addMinutes(new Date(createdAt), 20 * DAY)),
    };
  });

  const schedules: Row[] = [];
  for (const { def } of stores) {
    if (def.noSchedule) continue;
    const hours = def.hours ?? [0, 1, 2, 3, 4, 5, 6].map((day) => [day, '00:00:00', '23:59:59'] as const);
    for (const [day, opening, closing] of hours) {
      schedules.push({
        id: schedules.length + 1,
        store_id: def.id,
        day,
        opening_time: opening,
        closing_time: closing,
      });
    }
  }

  const discounts = STORE_DISCOUNTS.map((d, index) => ({
    id: index + 1,
    store_id: d.storeId,
    start_date: dateShiftedYears(now, -1),
    end_date: dateShiftedYears(now, 1),
    start_time: '00:00:00',
    end_time: '23:59:59',
    min_purchase: d.minPurchase,
    max_discount: d.maxDiscount,
    discount: d.discount,
    discount_type: 'percent',
  }));

  const translations = stores.flatMap(({ def }) => [
    ...translationsOf('store', def.id, 'name', { ar: def.names[1], tr: def.names[2] }),
    ...translationsOf('store', def.id, 'address', { ar: def.address[1], tr: def.address[2] }),
  ]);
  return { rows, schedules, discounts, translations };
}
