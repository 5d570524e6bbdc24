// Prices the lines of an order from the database, never from the client (reference §3.24).
import type { Db } from '../db/open.ts';
import { itemSnapshot } from '../format/item-snapshot.ts';
import { all, get, parseJson, placeholders, type Row } from '../lib/sql.ts';

export interface CartEntry {
  item_id: number;
  /** The cart line's morph type; an item campaign is priced from item_campaigns. */
  item_type?: string;
  quantity: number;
  variation: unknown[];
  variant: unknown;
  add_on_ids: number[];
  add_on_qtys: number[];
}

export interface PricedLine {
  /** null for an item campaign's line, which names it in campaignId (OrderController.php:642-643). */
  itemId: number | null;
  campaignId: number | null;
  quantity: number;
  /** Unit price including the chosen variation. */
  price: number;
  /** Item discount per unit. */
  discount: number;
  addOns: Array<{ id: number; name: string; price: number; quantity: number }>;
  addOnTotal: number;
  variation: unknown[];
  variant: unknown;
  snapshot: Row;
  tracksStock: boolean;
  /** The variation type whose own stock the line takes (non-food items with variations). */
  variantType: string | null;
}

export type Pricing =
  | { ok: true; lines: PricedLine[] }
  | { ok: false; status: 403 | 404 | 406; code: string; message: string };

interface FoodGroup {
  name: string;
  values: Array<{ label: string; optionPrice: string | number }>;
  [key: string]: unknown;
}

/**
 * Helpers::get_varient (helpers.php:2851-2872): for each posted group, the item's group of that
 * name with only the posted labels kept, and the sum of their option prices. An unknown group or
 * label adds nothing; neither a required group nor min/max is checked (the real server does not).
 * The kept groups are stored on the order line in the item's shape.
 */
export function foodVariation(groups: FoodGroup[], posted: unknown[]): { price: number; variations: unknown[] } {
  let price = 0;
  const result: unknown[] = [];
  for (const chosen of posted as Array<Record<string, unknown>>) {
    if (!chosen || typeof chosen !== 'object' || !chosen.values) continue;
    const labels = (chosen.values as { label?: unknown }).label;
    for (const group of groups) {
      if (!group.values || group.name !== chosen.name) continue;
      const values = group.values.filter((v) => Array.isArray(labels) && labels.includes(v.label));
      for (const v of values) price += Number(v.optionPrice) || 0;
      result.push({ ...group, values });
    }
  }
  return { price, variations: result };
}

/**
 * The unit price and the variation the order line keeps. Food items with food_variations are
 * priced by option labels (OrderController.php:745-757); others by a variation type with its own
 * price, keeping the variation as posted.
 */
function unitPrice(item: Row, variation: unknown[], food: boolean): { price: number; variation: unknown[] } {
  const price = Number(item.price);
  const groups = parseJson<FoodGroup[]>(item.food_variations, []);
  if (food && Array.isArray(groups)) {
    if (groups.length === 0) return { price, variation: [] };
    const chosen = foodVariation(groups, variation);
    return { price: price + chosen.price, variation: chosen.variations };
  }
  const type = (variation[0] as { type?: unknown } | undefined)?.type;
  const match = parseJson<Array<{ type: string; price: number }>>(item.variations, []).find((v) => v.type === type);
  return { price: match ? Number(match.price) : price, variation };
}

/** The item's variations with the ordered type's stock taken (ProductLogic::update_stock). */
export function takeVariantStock(variations: unknown, type: string, quantity: number): string {
  const list = parseJson<Array<Record<string, unknown>>>(variations, []);
  return JSON.stringify(list.map((v) => (v.type === type ? { ...v, stock: Number(v.stock ?? 0) - quantity } : v)));
}

/** The item_type values place-order reads as an item campaign (OrderController.php:614). */
export const isCampaignEntry = (entry: CartEntry) =>
  entry.item_type === 'App\\Models\\ItemCampaign' || entry.item_type === 'AppModelsItemCampaign';

/**
 * An item campaign's line (OrderController.php:614-716): active() only, neither its dates nor its
 * hours checked; another store 403 `different_stores`; missing 404 `campaign`; the stock checked
 * in stock modules (406 `campaign`); no cart cap. Saved with item_id null and item_campaign_id.
 */
function priceCampaign(db: Db, store: Row, moduleType: unknown, entry: CartEntry): PricedLine | Pricing {
  const item = get(
    db,
    `SELECT ic.* FROM item_campaigns ic WHERE ic.id = ? AND ic.status = 1
       AND EXISTS (SELECT 1 FROM stores s WHERE s.id = ic.store_id AND s.status = 1)`,
    entry.item_id,
  );
  if (!item) return { ok: false, status: 404, code: 'campaign', message: 'Product unavailable warning' };
  if (Number(item.store_id) !== Number(store.id)) {
    return { ok: false, status: 403, code: 'different_stores', message: 'Please select items from the same store' };
  }
  if (!Number.isInteger(entry.quantity) || entry.quantity < 1) {
    return { ok: false, status: 403, code: 'quantity', message: 'The quantity must be at least 1.' };
  }
  const food = moduleType === 'food';
  const tracksStock = !food && item.stock !== null;
  const variants = parseJson<Array<{ type: string; stock?: number }>>(item.variations, []);
  const chosen = (entry.variation[0] as { type?: unknown } | undefined)?.type;
  const variantType = tracksStock && variants.length > 0 && typeof chosen === 'string' ? chosen : null;
  const stock =
    variantType === null ? Number(item.stock) : Number(variants.find((v) => v.type === variantType)?.stock ?? 0);
  if (tracksStock && entry.quantity > stock) {
    return { ok: false, status: 406, code: 'campaign', message: 'Product out of stock warning' };
  }
  const { price, variation } = unitPrice(item, entry.variation, food);
  const discount =
    item.discount_type === 'amount' ? Math.min(Number(item.discount), price) : (price * Number(item.discount)) / 100;
  const addOns = addOnLines(db, entry);
  return {
    itemId: null,
    campaignId: Number(item.id),
    quantity: entry.quantity,
    price,
    discount: Math.round(discount * 100) / 100,
    addOns,
    addOnTotal: addOns.reduce((s, a) => s + a.price * a.quantity, 0),
    variation,
    variant: entry.variant,
    snapshot: itemSnapshot({ ...item, name: item.title }, store.name),
    tracksStock,
    variantType,
  };
}

/**
 * Helpers::calculate_addon_price (helpers.php:2160-2177) with AddOn::whereIn('id', ...)->get():
 * any add-on of any store, active or not, in the table's order, and the quantity at the same
 * position of add_on_qtys as the add-on in that answer (not in the posted list).
 */
function addOnLines(db: Db, entry: CartEntry): PricedLine['addOns'] {
  const addOnRows = entry.add_on_ids.length
    ? all(
        db,
        `SELECT id, name, price FROM add_ons WHERE id IN (${placeholders(entry.add_on_ids.length)}) ORDER BY id`,
        ...entry.add_on_ids,
      )
    : [];
  return addOnRows.map((a, index) => ({
    id: Number(a.id),
    name: String(a.name),
    price: Number(a.price),
    quantity: entry.add_on_qtys.length ? Number(entry.add_on_qtys[index] ?? 0) : 1,
  }));
}

/**
 * `attached`: whether the order carries files; when it does not, an item that needs a prescription
 * is refused (OrderController.php:729-735). null: no such check (pricing alone).
 */
export function priceLines(db: Db, store: Row, entries: Array<CartEntry>, attached: boolean | null = null): Pricing {
  const module = get(db, 'SELECT module_type FROM modules WHERE id = ?', Number(store.module_id));
  const lines: PricedLine[] = [];
  for (const entry of entries) {
    if (isCampaignEntry(entry)) {
      const line = priceCampaign(db, store, module?.module_type, entry);
      if ('ok' in line) return line;
      lines.push(line);
      continue;
    }
    const item = get(db, 'SELECT * FROM items WHERE id = ?', entry.item_id);
    if (!item || Number(item.status) !== 1 || Number(item.is_approved) !== 1) {
      return { ok: false, status: 404, code: 'not_found', message: 'Item not found' };
    }
    if (Number(item.store_id) !== Number(store.id)) {
      return { ok: false, status: 403, code: 'different_stores', message: 'Please select items from the same store' };
    }
    if (attached === false && needsPrescription(db, Number(item.id))) {
      return { ok: false, status: 403, code: 'prescription', message: 'Prescription is required for this order' };
    }
    if (!Number.isInteger(entry.quantity) || entry.quantity < 1) {
      return { ok: false, status: 403, code: 'quantity', message: 'The quantity must be at least 1.' };
    }
    if (item.maximum_cart_quantity !== null && entry.quantity > Number(item.maximum_cart_quantity)) {
      return { ok: false, status: 406, code: 'quantity', message: `${item.name}: maximum cart quantity exceeded` };
    }
    const tracksStock = module?.module_type !== 'food' && item.stock !== null;
    // As 3.1: a chosen variation type has its own stock (Helpers::variation_price), checked per
    // line like the item's; an unknown type has none.
    const variants = parseJson<Array<{ type: string; stock?: number }>>(item.variations, []);
    const chosen = (entry.variation[0] as { type?: unknown } | undefined)?.type;
    const variantType = tracksStock && variants.length > 0 && typeof chosen === 'string' ? chosen : null;
    const stock =
      variantType === null ? Number(item.stock) : Number(variants.find((v) => v.type === variantType)?.stock ?? 0);
    if (tracksStock && entry.quantity > stock) {
      return { ok: false, status: 406, code: 'stock', message: `${item.name} is out of stock` };
    }
    const { price, variation } = unitPrice(item, entry.variation, module?.module_type === 'food');
    const discount =
      item.discount_type === 'amount' ? Math.min(Number(item.discount), price) : (price * Number(item.discount)) / 100;
    const addOns = addOnLines(db, entry);
    lines.push({
      itemId: Number(item.id),
      campaignId: null,
      quantity: entry.quantity,
      price,
      discount: Math.round(discount * 100) / 100,
      addOns,
      addOnTotal: addOns.reduce((s, a) => s + a.price * a.quantity, 0),
      variation,
      variant: entry.variant,
      snapshot: itemSnapshot(item, store.name),
      tracksStock,
      variantType,
    });
  }
  return { ok: true, lines };
}

/** pharmacy_item_details?->is_prescription_required == '1' (OrderController.php:729). */
function needsPrescription(db: Db, itemId: number): boolean {
  const row = get(
    db,
    'SELECT is_prescription_required FROM pharmacy_item_details WHERE item_id = ? ORDER BY id LIMIT 1',
    itemId,
  );
  return Number(row?.is_prescription_required ?? 0) === 1;
}
