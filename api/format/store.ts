// Store rows as store_data_formatting serialises them (reference §5.2).
import { imageUrl } from '../env.ts';
import { distanceMetres } from '../lib/geo.ts';
import { all, get, parseJson, type Row } from '../lib/sql.ts';
import { businessClock, businessDate, isoMicros } from '../lib/time.ts';
import { bool, moduleRow, num, type FormatCtx } from './context.ts';
import { formatCoupon } from './coupon.ts';
import { translated, translationList } from './translate.ts';

/** Counts ordered [5★, 4★, 3★, 2★, 1★]; always five entries. */
export function storeRatings(row: Row): number[] {
  const counts = parseJson<unknown[]>(row.rating, []).map((n) => Number(n) || 0);
  return [0, 1, 2, 3, 4].map((i) => counts[i] ?? 0);
}

/** calculate_store_rating: index 0 weighs 5 stars. */
export function storeRatingSummary(ratings: number[]): { avg: number; count: number; positive: number } {
  const count = ratings.reduce((a, b) => a + b, 0);
  if (count === 0) return { avg: 0, count: 0, positive: 0 };
  const weighted = ratings.reduce((sum, n, i) => sum + n * (5 - i), 0);
  const positive = ((ratings[0]! + ratings[1]! + ratings[2]!) / count) * 100;
  return { avg: Math.round((weighted / count) * 100) / 100, count, positive: Math.round(positive * 100) / 100 };
}

/**
 * `open` as Store::scopeWithOpen and the order check compute it (Store.php:655-658,
 * OrderController.php:270): a slot of today strictly holds now. The schedule only: `active`
 * (temporarily closed) is a field of its own, which clients read beside it.
 */
export function isStoreOpen(f: FormatCtx, row: Row): boolean {
  const { day, time } = businessClock(f.deps.now(), f.deps.timeZone);
  return (
    get(
      f.deps.db,
      'SELECT 1 AS hit FROM store_schedule WHERE store_id = ? AND day = ? AND opening_time < ? AND closing_time > ? LIMIT 1',
      Number(row.id),
      day,
      time,
      time,
    ) !== undefined
  );
}

/**
 * Helpers::getNextOpeningTime (helpers.php:4716-4730): today's slot that is open now or still to
 * open (its opening time), else 'closed'. It looks at today only and compares "H:i".
 */
function currentOpeningTime(f: FormatCtx, row: Row): string {
  const { day, time } = businessClock(f.deps.now(), f.deps.timeZone);
  const now = time.slice(0, 5);
  const slots = all<{ opening_time: string; closing_time: string }>(
    f.deps.db,
    'SELECT opening_time, closing_time FROM store_schedule WHERE store_id = ? AND day = ? ORDER BY id',
    Number(row.id),
    day,
  );
  for (const slot of slots) {
    if ((now >= slot.opening_time && now <= slot.closing_time) || now < slot.opening_time) return slot.opening_time;
  }
  return 'closed';
}

/** The store-wide discount running today, if any. */
export function activeStoreDiscount(f: FormatCtx, storeId: number): Row | null {
  const today = f.deps.now().toISOString().slice(0, 10);
  return (
    get(
      f.deps.db,
      'SELECT * FROM store_discounts WHERE store_id = ? AND start_date <= ? AND end_date >= ? LIMIT 1',
      storeId,
      today,
      today,
    ) ?? null
  );
}

export interface StoreFormatOptions {
  /** get-stores and discounted add category_ids and discount_status. */
  withCategories?: boolean;
  /** stores/details adds category details, price range and schedules. */
  details?: boolean;
}

export function formatStore(f: FormatCtx, row: Row, options: StoreFormatOptions = {}): Row {
  const db = f.deps.db;
  const id = Number(row.id);
  const t = translated(db, 'store', row, f.locale, ['name', 'address', 'meta_title', 'meta_description']);
  const ratings = storeRatings(row);
  const summary = storeRatingSummary(ratings);
  const discount = activeStoreDiscount(f, id);
  const counts = get<{ items: number }>(
    db,
    'SELECT COUNT(*) AS items FROM items WHERE store_id = ? AND status = 1',
    id,
  );
  const lat = Number(row.latitude);
  const lng = Number(row.longitude);
  const module = moduleRow(f, Number(row.module_id));
  const out: Row = {
    id,
    name: t.name,
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    address: t.address,
    footer_text: null,
    minimum_order: num(row.minimum_order),
    comission: row.comission ?? null,
    schedule_order: bool(row.schedule_order),
    status: Number(row.status),
    vendor_id: row.vendor_id,
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    free_delivery: bool(row.free_delivery),
    rating: ratings,
    cover_photo: row.cover_photo,
    delivery: bool(row.delivery),
    take_away: bool(row.take_away),
    item_section: true,
    tax: num(row.tax),
    zone_id: row.zone_id,
    reviews_section: true,
    active: bool(row.active),
    off_day: ' ',
    self_delivery_system: 0,
    pos_system: false,
    minimum_shipping_charge: row.minimum_shipping_charge ?? null,
    delivery_time: row.delivery_time,
    veg: row.veg,
    non_veg: row.non_veg,
    order_count: row.order_count,
    total_order: row.total_order,
    module_id: row.module_id,
    order_place_to_schedule_interval: 0,
    featured: row.featured,
    per_km_shipping_charge: row.per_km_shipping_charge ?? null,
    prescription_order: false,
    slug: row.slug,
    maximum_shipping_charge: row.maximum_shipping_charge ?? null,
    cutlery: bool(row.cutlery),
    meta_title: t.meta_title ?? null,
    meta_description: t.meta_description ?? null,
    announcement: row.announcement,
    announcement_message: row.announcement_message ?? null,
    store_business_model: 'commission',
    package_id: null,
    halal_tag_status: false,
    extra_packaging_status: false,
    extra_packaging_amount: 0,
    is_recommended: bool(row.featured),
    gst_status: false,
    gst_code: null,
    logo_full_url: imageUrl(f.deps, 'store', row.logo),
    cover_photo_full_url: imageUrl(f.deps, 'store/cover', row.cover_photo),
    meta_image_full_url: null,
    total_items: counts?.items ?? 0,
    total_campaigns: 0,
    ratings,
    avg_rating: summary.avg,
    rating_count: summary.count,
    positive_rating: summary.positive,
    open: isStoreOpen(f, row) ? 1 : 0,
    current_opening_time: currentOpeningTime(f, row),
    distance: Math.round(distanceMetres(f.position, [lat, lng]) * 1000) / 1000,
    discount: discount ? formatStoreDiscount(discount) : null,
    module: module ? { id: module.id, module_type: module.module_type, module_name: module.module_name } : null,
    translations: translationList(db, 'store', id),
    storage: [],
  };
  if (options.withCategories || options.details) {
    out.category_ids = storeCategoryIds(f, id);
    out.discount_status = discount !== null;
  }
  if (options.details) Object.assign(out, storeDetailsExtras(f, id, out.category_ids as number[]));
  return out;
}

function formatStoreDiscount(d: Row): Row {
  return {
    id: d.id,
    start_date: d.start_date,
    end_date: d.end_date,
    start_time: String(d.start_time).slice(0, 5),
    end_time: String(d.end_time).slice(0, 5),
    min_purchase: num(d.min_purchase),
    max_discount: num(d.max_discount),
    discount: num(d.discount),
    discount_type: d.discount_type,
    store_id: d.store_id,
  };
}

/** Store::activeCoupons (Store.php:408-411): the store's own coupons, switched on and in their dates. */
function activeCoupons(f: FormatCtx, storeId: number): Row[] {
  const today = businessDate(f.deps.now(), f.deps.timeZone);
  return all(
    f.deps.db,
    'SELECT * FROM coupons WHERE store_id = ? AND status = 1 AND expire_date >= ? AND start_date <= ? ORDER BY id',
    storeId,
    today,
    today,
  ).map((row) => formatCoupon(f, row));
}

/** Top-level categories of the store's active items. */
function storeCategoryIds(f: FormatCtx, storeId: number): number[] {
  const ids = new Set<number>();
  for (const { category_ids } of all<{ category_ids: string }>(
    f.deps.db,
    'SELECT category_ids FROM items WHERE store_id = ? AND status = 1',
    storeId,
  )) {
    for (const entry of parseJson<Array<{ id: string; position: number }>>(category_ids, [])) {
      if (Number(entry.position) === 1) ids.add(Number(entry.id));
    }
  }
  return [...ids].sort((a, b) => a - b);
}

function storeDetailsExtras(f: FormatCtx, storeId: number, categoryIds: number[]): Row {
  const db = f.deps.db;
  const categories = categoryIds
    .map((id) => get(db, 'SELECT * FROM categories WHERE id = ?', id))
    .filter((c): c is Row => c !== undefined)
    .map((c) => {
      const t = translated(db, 'category', c, f.locale, ['name']);
      return { id: c.id, name: t.name, image: c.image, image_full_url: imageUrl(f.deps, 'category', c.image) };
    });
  const range = get<{ min_price: number | null; max_price: number | null }>(
    db,
    'SELECT MIN(price) AS min_price, MAX(price) AS max_price FROM items WHERE store_id = ? AND status = 1',
    storeId,
  );
  const schedules = all(
    db,
    'SELECT id, store_id, day, opening_time, closing_time FROM store_schedule WHERE store_id = ? ORDER BY day',
    storeId,
  );
  return {
    category_details: categories,
    price_range: [{ min_price: range?.min_price ?? 0, max_price: range?.max_price ?? 0 }],
    schedules,
    active_coupons: activeCoupons(f, storeId),
    store_sub: null,
    minimum_stock_for_warning: 0,
    reviews_comments_count: 0,
  };
}
