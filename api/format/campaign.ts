// Basic campaigns (Campaign, B31 app/Models/Campaign.php) and item campaigns (ItemCampaign,
// app/Models/ItemCampaign.php) as 3.1 filters and serialises them.
import { imageUrl } from '../env.ts';
import { all, get, parseJson, placeholders, type Row } from '../lib/sql.ts';
import { businessClock, isoMicros } from '../lib/time.ts';
import { bool, moduleRow, num, storeRow, type FormatCtx } from './context.ts';
import { deliveryRange } from './item.ts';
import { activeStoreDiscount } from './store.ts';
import { translated, translationList } from './translate.ts';

/** The business calendar day, 'YYYY-MM-DD', in the marketplace's time zone (PHP's date('Y-m-d')). */
export function businessDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Campaign::scopeRunning (Campaign.php:98-109): today within [start_date, end_date] and now within
 * [start_time, end_time], each bound ignored when null. As SQL over `campaigns` aliased `c`.
 */
export function runningCampaign(f: FormatCtx): { sql: string; params: string[] } {
  const today = businessDate(f.deps.now(), f.deps.timeZone);
  const { time } = businessClock(f.deps.now(), f.deps.timeZone);
  return {
    sql: `(c.end_date >= ? OR c.end_date IS NULL) AND (c.start_date <= ? OR c.start_date IS NULL)
      AND (c.start_time <= ? OR c.start_time IS NULL) AND (c.end_time >= ? OR c.end_time IS NULL)`,
    params: [today, today, time, time],
  };
}

/** "H:i" as the Campaign and ItemCampaign time accessors and casts give it. */
const hi = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 5) : null);

/**
 * A Campaign after basic_campaign_data_formatting (helpers.php:769-800): its columns with
 * start_date/end_date replaced by available_date_starts/ends, then image_full_url and the loaded
 * translations and storage relations. The title and description are the locale's (getTitleAttribute).
 */
export function formatBasicCampaign(f: FormatCtx, row: Row): Row {
  const t = translated(f.deps.db, 'campaign', row, f.locale, ['title', 'description']);
  return {
    id: row.id,
    title: t.title,
    image: row.image,
    description: t.description,
    status: Number(row.status),
    admin_id: 1,
    start_time: hi(row.start_time),
    end_time: hi(row.end_time),
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    module_id: row.module_id,
    available_date_starts: row.start_date ?? null,
    available_date_ends: row.end_date ?? null,
    image_full_url: imageUrl(f.deps, 'campaign', row.image),
    translations: translationList(f.deps.db, 'campaign', Number(row.id)).filter((x) => x.locale === f.locale),
    storage: [],
  };
}

/**
 * ItemCampaign::scopeActive (ItemCampaign.php:127-142): switched on, of an active store (every
 * seeded store is on the commission model). As SQL over `item_campaigns` aliased `ic`.
 */
export const ACTIVE_ITEM_CAMPAIGN =
  'ic.status = 1 AND EXISTS (SELECT 1 FROM stores s WHERE s.id = ic.store_id AND s.status = 1)';

/**
 * An ItemCampaign after product_data_formatting (helpers.php:241-330): title → name, the times as
 * available_time_starts/ends ("H:i"), the dates as available_date_starts/ends, the store's tax,
 * discount and delivery fields, and the image from the campaign folder. It has no `images`.
 */
export function formatItemCampaign(f: FormatCtx, row: Row): Row {
  const db = f.deps.db;
  const id = Number(row.id);
  const t = translated(db, 'item_campaign', row, f.locale, ['title', 'description']);
  const store = storeRow(f, Number(row.store_id));
  const storeName = store ? translated(db, 'store', store, f.locale, ['name']).name : null;
  const module = moduleRow(f, Number(row.module_id));
  const [minDelivery, maxDelivery] = deliveryRange(store?.delivery_time);
  const discount = store ? activeStoreDiscount(f, Number(store.id)) : null;
  const foodVariations = parseJson<unknown[] | null>(row.food_variations, null);
  const addOnIds = parseJson<unknown[]>(row.add_ons, []).map(Number).filter(Number.isInteger);
  return {
    id,
    image: row.image,
    description: t.description,
    status: Number(row.status),
    admin_id: row.admin_id,
    category_id: row.category_id,
    category_ids: parseJson<Array<{ id: string | number; position: number }>>(row.category_ids, []).map((entry) => {
      const category = get(db, 'SELECT id, name FROM categories WHERE id = ?', Number(entry.id));
      const name = category ? translated(db, 'category', category, f.locale, ['name']).name : 'NA';
      return { id: String(entry.id), position: entry.position, name };
    }),
    variations: parseJson<Array<{ type: string; price: number; stock?: number }>>(row.variations, []).map((v) => ({
      type: v.type,
      price: Number(v.price),
      stock: Number(v.stock ?? 0),
    })),
    add_ons: addOnIds.length
      ? all(
          db,
          `SELECT id, name, price, store_id, status FROM add_ons WHERE status = 1 AND id IN (${placeholders(addOnIds.length)})`,
          ...addOnIds,
        ).map((a) => ({ ...a, price: num(a.price) }))
      : [],
    attributes: parseJson(row.attributes, []),
    choice_options: parseJson(row.choice_options, []),
    price: num(row.price),
    tax: num(store?.tax),
    tax_type: row.tax_type,
    discount: num(row.discount),
    discount_type: row.discount_type,
    store_id: row.store_id,
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    veg: Number(row.veg),
    module_id: row.module_id,
    stock: row.stock ?? 0,
    unit_id: row.unit_id ?? null,
    food_variations: foodVariations?.length ? foodVariations : '',
    slug: row.slug,
    maximum_cart_quantity: row.maximum_cart_quantity ?? null,
    image_full_url: imageUrl(f.deps, 'campaign', row.image),
    name: t.title,
    available_time_starts: hi(row.start_time),
    available_time_ends: hi(row.end_time),
    available_date_starts: row.start_date ?? null,
    available_date_ends: row.end_date ?? null,
    recommended: 0,
    module_type: module?.module_type ?? null,
    store_name: storeName,
    is_campaign: 0,
    zone_id: store?.zone_id ?? null,
    flash_sale: 0,
    store_discount: discount && discount.discount_type === 'percent' ? num(discount.discount) : 0,
    schedule_order: bool(store?.schedule_order),
    delivery_time: store?.delivery_time ?? null,
    free_delivery: bool(store?.free_delivery),
    unit: null,
    rating_count: 0,
    avg_rating: 0,
    min_delivery_time: minDelivery,
    max_delivery_time: maxDelivery,
    common_condition_id: 0,
    brand_id: 0,
    is_basic: 0,
    is_prescription_required: 0,
    halal_tag_status: 0,
    nutritions_name: [],
    allergies_name: [],
    generic_name: [],
    translations: translationList(db, 'item_campaign', id).filter((x) => x.locale === f.locale),
    storage: [],
    module: module ? { id: module.id, module_type: module.module_type, module_name: module.module_name } : null,
  };
}
