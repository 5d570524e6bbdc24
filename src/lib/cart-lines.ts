// Cart lines as the islands use them, read tolerantly from the API's cart answers (bare arrays of
// lines with the full item inside), and the totals (discounted, never below 0).
import { discountedPrice } from './domain/price.ts';
import { maxQuantity as allowedQuantity } from './domain/quantity.ts';

export interface CartItemLine {
  id: number;
  itemId: number;
  moduleId: number;
  /** Unit price as posted (before the item's discount). */
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
}

const num = (v: unknown, fallback = 0) => (Number.isFinite(Number(v)) && v !== null && v !== '' ? Number(v) : fallback);
const numOrNull = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

export function normalizeLines(raw: unknown): CartItemLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((line): CartItemLine[] => {
    if (!line || typeof line !== 'object') return [];
    const l = line as Record<string, unknown>;
    const item = (l.item && typeof l.item === 'object' ? l.item : {}) as Record<string, unknown>;
    const id = numOrNull(l.id);
    const itemId = numOrNull(l.item_id);
    if (id === null || itemId === null) return [];
    const price = num(l.price, num(item.price));
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
        quantity: Math.max(1, num(l.quantity, 1)),
        name: typeof item.name === 'string' ? item.name : `#${itemId}`,
        image: typeof item.image_full_url === 'string' ? item.image_full_url : (images[0] ?? null),
        storeId: num(item.store_id),
        storeName: typeof item.store_name === 'string' ? item.store_name : '',
        stock: numOrNull(item.stock),
        moduleType,
        maxQuantity: numOrNull(item.maximum_cart_quantity),
      },
    ];
  });
}

/** The most of a line a customer may order: the stock where the module tracks it, and the item's cart limit. */
export function maxQuantity(line: Pick<CartItemLine, 'stock' | 'maxQuantity' | 'moduleType'>): number {
  return allowedQuantity({ stock: line.stock, module_type: line.moduleType, maximum_cart_quantity: line.maxQuantity });
}

export function cartTotal(lines: readonly CartItemLine[]): number {
  const total = lines.reduce((sum, l) => sum + Math.max(0, l.unitPrice) * l.quantity, 0);
  return Math.max(0, Math.round(total * 100) / 100);
}

export function itemCount(lines: readonly CartItemLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
