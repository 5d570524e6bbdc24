// Items as product_data_formatting serialises them (reference §5.1): full shape, as in 3.1.
import { imageUrl } from '../env.ts';
import { all, get, parseJson, placeholders, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { bool, moduleRow, num, scheduleOrderOn, storeRow, type FormatCtx } from './context.ts';
import { formatReview } from './review.ts';
import { activeStoreDiscount, formatStore } from './store.ts';
import { translated, translationList } from './translate.ts';

type ImageEntry = { img: string; storage?: string } | string;

export function imageFiles(row: Row): string[] {
  return parseJson<ImageEntry[]>(row.images, []).map((e) => (typeof e === 'string' ? e : e.img));
}

/** "30-40 min" → [30, 40]; (int) casts in PHP turn junk into 0. */
export function deliveryRange(deliveryTime: unknown): [number, number] {
  const [min, max] = String(deliveryTime ?? '').split('-');
  return [Number.parseInt(min ?? '', 10) || 0, Number.parseInt(max ?? '', 10) || 0];
}

export interface ItemFormatOptions {
  /** items/details: adds store_details, reviews, tags and wishlist count. */
  details?: boolean;
}

export function formatItem(f: FormatCtx, row: Row, options: ItemFormatOptions = {}): Row {
  const db = f.deps.db;
  const id = Number(row.id);
  const t = translated(db, 'item', row, f.locale, ['name', 'description']);
  const store = storeRow(f, Number(row.store_id));
  const storeName = store ? translated(db, 'store', store, f.locale, ['name']).name : (row.store_name ?? null);
  const module = moduleRow(f, Number(row.module_id));
  const images = imageFiles(row);
  const foodVariations = parseJson<unknown[]>(row.food_variations, []);
  const [minDelivery, maxDelivery] = deliveryRange(store?.delivery_time);
  const discount = store ? activeStoreDiscount(f, Number(store.id)) : null;
  const out: Row = {
    id,
    name: t.name,
    description: t.description,
    image: row.image,
    category_id: row.category_id,
    category_ids: categoryIds(f, row),
    variations: parseJson(row.variations, []),
    add_ons: addOns(f, row),
    attributes: parseJson(row.attributes, []),
    choice_options: parseJson(row.choice_options, []),
    price: num(row.price),
    tax: num(store?.tax),
    tax_type: row.tax_type,
    discount: num(row.discount),
    discount_type: row.discount_type,
    available_time_starts: row.available_time_starts,
    available_time_ends: row.available_time_ends,
    veg: row.veg,
    status: row.status,
    store_id: row.store_id,
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    order_count: row.order_count,
    avg_rating: num(row.avg_rating),
    rating_count: row.rating_count,
    module_id: row.module_id,
    // An int column defaulting to 0: food items, whose module does not track stock, send 0.
    stock: row.stock ?? 0,
    unit_id: null,
    images,
    food_variations: foodVariations.length ? foodVariations : '',
    slug: row.slug,
    recommended: row.recommended,
    organic: row.organic,
    maximum_cart_quantity: row.maximum_cart_quantity ?? null,
    is_approved: row.is_approved,
    is_halal: row.is_halal,
    flash_sale: 0,
    is_campaign: 0,
    common_condition_id: 0,
    // (int) ecommerce_item_details?->brand_id: 0 without a row or a brand (helpers.php:220, :311).
    brand_id: brandId(f, id),
    // (int) pharmacy_item_details?->is_basic / is_prescription_required (helpers.php:221-222, :312-313).
    ...pharmacyFlags(f, id),
    halal_tag_status: 0,
    nutritions_name: [],
    allergies_name: [],
    generic_name: [],
    unit_type: row.unit_type ?? null,
    image_full_url: imageUrl(f.deps, 'product', row.image),
    images_full_url: images.map((file) => imageUrl(f.deps, 'product', file)),
    store_name: storeName,
    module_type: module?.module_type ?? null,
    zone_id: store?.zone_id ?? null,
    store_discount: discount && discount.discount_type === 'percent' ? num(discount.discount) : 0,
    schedule_order: scheduleOrderOn(f) && bool(store?.schedule_order), // $store->schedule_order, the accessor
    delivery_time: store?.delivery_time ?? null,
    free_delivery: bool(store?.free_delivery),
    min_delivery_time: minDelivery,
    max_delivery_time: maxDelivery,
    translations: translationList(db, 'item', id),
    storage: [],
    module: module ? { id: module.id, module_type: module.module_type, module_name: module.module_name } : null,
  };
  if (options.details) {
    out.store_details = store ? formatStore(f, store, { details: true }) : null;
    out.whislists_count = 0;
    // The `reviews` relation: every review, hidden ones too, newest first (Item.php:112).
    out.reviews = all(db, 'SELECT * FROM reviews WHERE item_id = ? ORDER BY created_at DESC, id DESC', id).map((r) =>
      formatReview(f, r),
    );
    out.tags = [];
    out.nutritions = [];
    out.allergies = [];
  }
  return out;
}

function pharmacyFlags(f: FormatCtx, itemId: number): { is_basic: number; is_prescription_required: number } {
  const row = get<{ is_basic: number | null; is_prescription_required: number | null }>(
    f.deps.db,
    'SELECT is_basic, is_prescription_required FROM pharmacy_item_details WHERE item_id = ? ORDER BY id LIMIT 1',
    itemId,
  );
  return { is_basic: Number(row?.is_basic ?? 0), is_prescription_required: Number(row?.is_prescription_required ?? 0) };
}

function brandId(f: FormatCtx, itemId: number): number {
  const row = get<{ brand_id: number | null }>(
    f.deps.db,
    'SELECT brand_id FROM ecommerce_item_details WHERE item_id = ? ORDER BY id LIMIT 1',
    itemId,
  );
  return Number(row?.brand_id ?? 0);
}

function categoryIds(f: FormatCtx, row: Row): Row[] {
  return parseJson<Array<{ id: string | number; position: number }>>(row.category_ids, []).map((entry) => {
    const category = get(f.deps.db, 'SELECT id, name FROM categories WHERE id = ?', Number(entry.id));
    const name = category ? translated(f.deps.db, 'category', category, f.locale, ['name']).name : null;
    return { id: String(entry.id), position: entry.position, name };
  });
}

function addOns(f: FormatCtx, row: Row): Row[] {
  const ids = parseJson<unknown[]>(row.add_ons, []).map(Number).filter(Number.isInteger);
  if (!ids.length) return [];
  return all(
    f.deps.db,
    `SELECT id, name, price, store_id, status FROM add_ons WHERE status = 1 AND id IN (${placeholders(ids.length)})`,
    ...ids,
  ).map((a) => ({ ...a, price: num(a.price) }));
}
