// Prices the lines of an order from the database, never from the client (reference §3.24).
import type { Db } from '../db/open.ts';
import { all, get, parseJson, placeholders, type Row } from '../lib/sql.ts';

export interface CartEntry {
  item_id: number;
  quantity: number;
  variation: unknown[];
  variant: unknown;
  add_on_ids: number[];
  add_on_qtys: number[];
}

export interface PricedLine {
  itemId: number;
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

const JSON_COLUMNS = [
  'images',
  'category_ids',
  'variations',
  'food_variations',
  'add_ons',
  'attributes',
  'choice_options',
  'rating',
];

/** The item as it was when ordered, as order_details.item_details keeps it. */
export function itemSnapshot(item: Row, storeName: unknown): Row {
  const out: Row = { ...item, store_name: storeName };
  for (const key of JSON_COLUMNS) out[key] = parseJson(item[key], []);
  return out;
}

/** Food variations pick option labels; other modules pick a variation type that has its own price. */
function unitPrice(item: Row, variation: unknown[]): number {
  let price = Number(item.price);
  const food = parseJson<Array<{ name: string; values: Array<{ label: string; optionPrice: string }> }>>(
    item.food_variations,
    [],
  );
  for (const chosen of variation as Array<Record<string, unknown>>) {
    if (chosen && typeof chosen === 'object' && 'values' in chosen) {
      const group = Array.isArray(food) ? food.find((g) => g.name === chosen.name) : undefined;
      const labels = ((chosen.values as { label?: string[] })?.label ?? []) as string[];
      for (const label of labels) price += Number(group?.values.find((v) => v.label === label)?.optionPrice ?? 0);
    } else if (chosen && typeof chosen === 'object' && 'type' in chosen) {
      const match = parseJson<Array<{ type: string; price: number }>>(item.variations, []).find(
        (v) => v.type === chosen.type,
      );
      if (match) price = Number(match.price);
    }
  }
  return price;
}

/** The item's variations with the ordered type's stock taken (ProductLogic::update_stock). */
export function takeVariantStock(variations: unknown, type: string, quantity: number): string {
  const list = parseJson<Array<Record<string, unknown>>>(variations, []);
  return JSON.stringify(list.map((v) => (v.type === type ? { ...v, stock: Number(v.stock ?? 0) - quantity } : v)));
}

export function priceLines(db: Db, store: Row, entries: Array<CartEntry>): Pricing {
  const module = get(db, 'SELECT module_type FROM modules WHERE id = ?', Number(store.module_id));
  const lines: PricedLine[] = [];
  for (const entry of entries) {
    const item = get(db, 'SELECT * FROM items WHERE id = ?', entry.item_id);
    if (!item || Number(item.status) !== 1 || Number(item.is_approved) !== 1) {
      return { ok: false, status: 404, code: 'not_found', message: 'Item not found' };
    }
    if (Number(item.store_id) !== Number(store.id)) {
      return { ok: false, status: 403, code: 'different_stores', message: 'Please select items from the same store' };
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
    const price = unitPrice(item, entry.variation);
    const discount =
      item.discount_type === 'amount' ? Math.min(Number(item.discount), price) : (price * Number(item.discount)) / 100;
    const addOnRows = entry.add_on_ids.length
      ? all(
          db,
          `SELECT id, name, price FROM add_ons WHERE status = 1 AND id IN (${placeholders(entry.add_on_ids.length)})`,
          ...entry.add_on_ids,
        )
      : [];
    const addOns = addOnRows.map((a) => ({
      id: Number(a.id),
      name: String(a.name),
      price: Number(a.price),
      quantity: entry.add_on_qtys[entry.add_on_ids.indexOf(Number(a.id))] ?? 1,
    }));
    lines.push({
      itemId: Number(item.id),
      quantity: entry.quantity,
      price,
      discount: Math.round(discount * 100) / 100,
      addOns,
      addOnTotal: addOns.reduce((s, a) => s + a.price * a.quantity, 0),
      variation: entry.variation,
      variant: entry.variant,
      snapshot: itemSnapshot(item, store.name),
      tracksStock,
      variantType,
    });
  }
  return { ok: true, lines };
}
