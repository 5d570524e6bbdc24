// "Order again" on the home page: the items of the signed-in customer's delivered orders in the
// module browsed, newest order first, each as it is in the catalogue now (price, stock, name).
// No 6amMart route answers this (customer/visit-again gives stores and their best-rated items,
// api/docs/visit-again.md), so it is read the way the order pages read orders:
//   customer/order/list (history, one page) → the delivered orders of this module →
//   customer/order/details of the newest few → their lines' item_id → items/details/{id}.
// Bounded (one list page, ORDERS_OPENED details, ITEMS_SHOWN items) and kept a minute per session,
// module, zone and language, in this process only: a home page visit costs at most one walk.
import { LRUCache } from 'lru-cache';
import { getOrderDetails, getOrders, type ApiContext } from '../api/index.ts';
import { toCardProduct, type CardProduct } from '../catalog/types.ts';
import { findItem } from '../product/find-item.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';

/** The history page read: the newest orders are the ones worth ordering again. */
const ORDERS_LISTED = 20;
/** Delivered orders whose lines are read (one details call each, in parallel). */
const ORDERS_OPENED = 4;
/** Cards shown at most. */
export const ORDER_AGAIN_SHOWN = 8;
const TTL_MS = 60_000;

export interface OrderAgain {
  items: CardProduct[];
}

const cache = new LRUCache<string, Promise<OrderAgain>>({ max: 500, ttl: TTL_MS });

/** The distinct item ids of the delivered orders of the module, newest order first. */
async function orderedItemIds(ctx: ApiContext, moduleId: number): Promise<number[]> {
  const history = await getOrders(ctx, { limit: ORDERS_LISTED, offset: 1 });
  const delivered = history.orders
    .filter((o) => o.order_status === 'delivered' && o.module_id === moduleId)
    .slice(0, ORDERS_OPENED);
  const lines = await Promise.all(delivered.map((o) => getOrderDetails(ctx, o.id)));
  const ids: number[] = [];
  for (const line of lines.flat()) {
    if (line.item_id !== null && !ids.includes(line.item_id)) ids.push(line.item_id);
  }
  return ids.slice(0, ORDER_AGAIN_SHOWN);
}

async function load(ctx: ApiContext, prefs: Preferences): Promise<OrderAgain> {
  const ids = await orderedItemIds(ctx, prefs.moduleId);
  const found = await Promise.all(ids.map((id) => findItem(prefs, String(id), prefs.moduleId)));
  // An item gone from the catalogue is left out; one that could not be read now, too, unless
  // none could (then the block shows its error and retry).
  const failed = found.filter((r) => r.kind === 'error');
  if (failed.length > 0 && failed.length === found.length) throw failed[0]!.error;
  const items = found.flatMap((r) =>
    r.kind === 'found' ? [toCardProduct(r.item, r.item.store_details?.phone || null)] : [],
  );
  return { items };
}

/**
 * The customer's order-again cards. `sessionId` keys the short cache (never the token itself);
 * a failed walk is not kept.
 */
export function orderAgain(ctx: ApiContext, prefs: Preferences, sessionId: string): Promise<OrderAgain> {
  const key = `${sessionId}|${prefs.lang}|${prefs.moduleId}|${prefs.zoneIds.join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const walk = load(ctx, prefs);
  cache.set(key, walk);
  walk.catch(() => cache.delete(key));
  return walk;
}
