import { z } from 'zod';
import {
  boolOr,
  id,
  imageUrl,
  numeric,
  numOr,
  numOrNull,
  paginated,
  strOr,
  strOrNull,
  withFileImages,
} from './common.ts';
import { storeHoursShape } from './store-hours.ts';

/**
 * Star counts ordered [5★, 4★, 3★, 2★, 1★] — index 0 is FIVE stars (reference
 * §5.2), the reverse of what the spec assumes. Always 5 entries here.
 * Prefer `avg_rating` (the server's own weighted average) for display.
 */
const ratings = z
  .array(numeric)
  .nullish()
  .transform((list) => [0, 1, 2, 3, 4].map((i) => list?.[i] ?? 0));

const storeDiscount = z
  .object({
    discount: numOr(0),
    discount_type: strOrNull,
    min_purchase: numOr(0),
    max_discount: numOr(0),
  })
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);

/** 2.x servers send only `logo` and `cover_photo` (file names). */
export const STORE_IMAGES = {
  logo_full_url: ['logo', 'store'],
  cover_photo_full_url: ['cover_photo', 'store_cover'],
} as const;

export const StoreSchema = withFileImages(
  STORE_IMAGES,
  z.object({
    id,
    name: z.string(),
    slug: strOrNull,
    address: strOr(''),
    phone: strOr(''),
    logo_full_url: imageUrl,
    cover_photo_full_url: imageUrl,
    /** e.g. '30-40 min'; units may be min, hours or days. */
    delivery_time: strOr(''),
    ratings,
    avg_rating: numOr(0),
    rating_count: numOr(0),
    minimum_order: numOr(0),
    /** Sent as strings by the server; coerced here. */
    latitude: numOrNull,
    longitude: numOrNull,
    /** Metres from the latitude/longitude request headers (0,0 when none were sent). */
    distance: numOrNull,
    /** Open now, per the store's schedule. */
    open: boolOr(true),
    /** False when the store is temporarily closed. */
    active: boolOr(true),
    delivery: boolOr(true),
    take_away: boolOr(false),
    /** Scheduled orders; already false when the global switch is off (Store.php:540-543). */
    schedule_order: boolOr(false).catch(false),
    /** Minutes before the first delivery slot (applied when the module's flag says so). */
    order_place_to_schedule_interval: numOr(0).catch(0),
    /** Takes orders by prescription (pharmacy). */
    prescription_order: boolOr(false).catch(false),
    free_delivery: boolOr(false),
    module_id: numOrNull,
    zone_id: numOrNull,
    discount: storeDiscount,
    ...storeHoursShape,
  }),
);
export type Store = z.infer<typeof StoreSchema>;

/** {total_size, limit, offset, stores} from stores/popular|latest|discounted|top-rated|get-stores. */
export const StoreListSchema = paginated('stores', StoreSchema);
export type StoreList = z.infer<typeof StoreListSchema>;
