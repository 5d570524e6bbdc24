// Cart lines as the islands use them, read tolerantly from the API's cart answers (bare arrays of
// lines with the full item inside), and the totals (discounted, never below 0). Prices come from
// the item the server describes (its price, variations and add-ons), never from the price a
// client stored with the line: a line whose choices the item does not offer is flagged.
import { linePrice, type PricedItem } from './domain/line-price.ts';
import { discountedPrice } from './domain/price.ts';
import { maxForLine } from './domain/quantity.ts';

export interface CartItemLine {
  id: number;
  itemId: number;
  moduleId: number;
  /** Unit price from the item's data with the line's variation (before the item's discount). */
  price: number;
  /** Unit price after the item's discount. */
  unitPrice: number;
  quantity: number;
  name: string;
  image: string | null;
  storeId: number;
  storeName: string;
  /** As the server sends it; whether it counts depends on the module (see domain/quantity). */
  stock: number | null;
  /** The item's module type (food does not track stock). */
  moduleType: string | null;
  maxQuantity: number | null;
  /** The chosen variation in words ("M", "Size: Large"), when the line has one. */
  options: string | null;
  /** The line's add-ons, priced from the item's add-on list (all their quantities). */
  addOnTotal: number;
  /** Why the line cannot be ordered as it is (a tampered or stale line): remove and add it again. */
  problem: 'item' | 'quantity' | 'variation' | 'add_on' | 'price' | null;
}

const num = (v: unknown, fallback = 0) => (Number.isFinite(Number(v)) && v !== null && v !== '' ? Number(v) : fallback);
const numOrNull = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
/** A list, or a list JSON-encoded in a string (servers send both). */
function list(v: unknown): unknown[] {
  if (typeof v === 'string') {
    try {
      const parsed: unknown = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? v : [];
}

/** The item's prices as linePrice reads them. */
function pricedItem(item: Record<string, unknown>): PricedItem {
  return {
    price: num(item.price, NaN),
    variations: list(item.variations).map((v) => ({ type: String(record(v).type ?? ''), price: num(record(v).price) })),
    food_variations: list(item.food_variations).map((g) => ({
      name: String(record(g).name ?? ''),
      values: list(record(g).values).map((o) => ({ label: String(record(o).label ?? ''), optionPrice: num(record(o).optionPrice) })),
    })),
    add_ons: list(item.add_ons).map((a) => ({ id: num(record(a).id, NaN), price: num(record(a).price) })),
  };
}

/** The variation as the customer chose it: a type, or each group's labels. */
function optionsText(variation: unknown[]): string | null {
  const parts = variation.map((v) => {
    const c = record(v);
    if (typeof c.type === 'string') return c.type;
    const labels = list(record(c.values).label).filter((x): x is string => typeof x === 'string');
    return typeof c.name === 'string' && labels.length ? `${c.name}: ${labels.join(', ')}` : '';
  });
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}

/** A raw list of numbers as sent; anything else stays as it is, so the check refuses it. */
const numbers = (v: unknown) => list(v).map((n) => (typeof n === 'string' && n.trim() !== '' ? Number(n) : n)) as number[];

export function normalizeLines(raw: unknown): CartItemLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((line): CartItemLine[] => {
    if (!line || typeof line !== 'object') return [];
    const l = line as Record<string, unknown>;
    const item = (l.item && typeof l.item === 'object' ? l.item : {}) as Record<string, unknown>;
    const id = numOrNull(l.id);
    const itemId = numOrNull(l.item_id);
    if (id === null || itemId === null) return [];
    const hasItem = Boolean(l.item && typeof l.item === 'object');
    const quantity = num(l.quantity, 1);
    const priced = hasItem ? linePrice(pricedItem(item), { quantity, variation: list(l.variation), add_on_ids: numbers(l.add_on_ids), add_on_qtys: numbers(l.add_on_qtys) }) : null;
    // An item without a price of its own cannot vouch for the line: shown at the stored price, flagged.
    const itemPrice = numOrNull(item.price);
    const price = priced?.ok ? priced.unitPrice : Math.max(0, itemPrice ?? num(l.price));
    // The price stored with the line is never used: the marketplace prices an order from its own
    // data, so a stale price (the store changed it since) or a forged one changes nothing.
    const problem = !hasItem ? 'item' : itemPrice === null ? 'price' : !priced!.ok ? priced!.problem : null;
    const module = (item.module && typeof item.module === 'object' ? item.module : {}) as Record<string, unknown>;
    const moduleType = typeof item.module_type === 'string' && item.module_type ? item.module_type : typeof module.module_type === 'string' ? module.module_type : null;
    const images = Array.isArray(item.images_full_url) ? item.images_full_url.filter((u): u is string => typeof u === 'string') : [];
    return [
      {
        id,
        itemId,
        moduleId: num(l.module_id, num(item.module_id)),
        price,
        unitPrice: discountedPrice({ price, discount: num(item.discount), discount_type: String(item.discount_type ?? 'percent') }),
        quantity: Math.max(1, Math.min(Math.floor(quantity) || 1, 1e6)),
        name: typeof item.name === 'string' ? item.name : `#${itemId}`,
        image: typeof item.image_full_url === 'string' ? item.image_full_url : (images[0] ?? null),
        storeId: num(item.store_id),
        storeName: typeof item.store_name === 'string' ? item.store_name : '',
        stock: numOrNull(item.stock),
        moduleType,
        maxQuantity: numOrNull(item.maximum_cart_quantity),
        options: optionsText(list(l.variation)),
        addOnTotal: priced?.ok ? priced.addOnTotal : 0,
        problem,
      },
    ];
  });
}

/**
 * The most of a line a customer may order: the stock where the module tracks it and the item's
 * cart limit, less what the item's other lines in `lines` hold (the limits are for the item).
 */
export function maxQuantity(line: Pick<CartItemLine, 'id' | 'itemId' | 'stock' | 'maxQuantity' | 'moduleType'>, lines: readonly CartItemLine[] = []): number {
  return maxForLine({ stock: line.stock, module_type: line.moduleType, maximum_cart_quantity: line.maxQuantity }, otherLinesQuantity(line, lines));
}

/** How many of the line's item the cart's other lines hold. */
export function otherLinesQuantity(line: Pick<CartItemLine, 'id' | 'itemId'>, lines: readonly CartItemLine[]): number {
  return lines.filter((l) => l.itemId === line.itemId && l.id !== line.id).reduce((s, l) => s + l.quantity, 0);
}

/** What a line costs: discounted unit price × quantity, plus its add-ons. */
export function lineTotal(line: Pick<CartItemLine, 'unitPrice' | 'quantity' | 'addOnTotal'>): number {
  return Math.round((Math.max(0, line.unitPrice) * line.quantity + Math.max(0, line.addOnTotal)) * 100) / 100;
}

export function cartTotal(lines: readonly CartItemLine[]): number {
  const total = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  return Math.max(0, Math.round(total * 100) / 100);
}

export function itemCount(lines: readonly CartItemLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
