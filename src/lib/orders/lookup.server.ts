// Server-only: did the marketplace place an order whose answer never came? A timeout, a dropped
// connection or a 5xx after the order call may follow a placed order. The real server takes no
// client key, so an order is recognised by what only it can have: it is one of the customer's
// running orders, newer than the newest one before the attempt (ids only grow), from the same
// store, with the same items in the same quantities, and not claimed by another confirmation.
import { LRUCache } from 'lru-cache';
import { getOrderDetails, getRunningOrders, type ApiContext } from '../api/index.ts';

/** What one confirmation tried to order, remembered until its outcome is known. */
export interface Attempt {
  storeId: number;
  /** The items ordered: sorted `itemId:quantity` (several lines may hold one item). */
  items: string;
  /** The newest running order before the first attempt (0: none). */
  after: number;
}

export interface Found {
  orderId: number;
  total: number;
}

/** Items and quantities as one comparable string. */
export function itemsOf(lines: ReadonlyArray<{ itemId: number | null; quantity: number; campaign?: boolean }>): string {
  const count = new Map<string, number>();
  // An item campaign's line is another product than the item of its id.
  const keyOf = (l: { itemId: number | null; campaign?: boolean }) => `${l.campaign ? 'c' : ''}${l.itemId}`;
  for (const l of lines) count.set(keyOf(l), (count.get(keyOf(l)) ?? 0) + l.quantity);
  return [...count]
    .map(([id, q]) => `${id}:${q}`)
    .sort()
    .join(',');
}

/** Looking up never waits as long as ordering: the customer is already waiting. */
export const LOOKUP_TIMEOUT_MS = 4000;
/** How long a confirmation goes on asking after an order call in doubt. */
export const RECOVERY_MS = 8000;
const PAGE = 10;

/** Orders already matched to a confirmation, so a look-up for another one never takes them. */
const claims = new LRUCache<number, string>({ max: 50_000, ttl: 24 * 60 * 60 * 1000 });
/** Attempts whose outcome is in doubt, per confirmation key. */
export const attempts = new LRUCache<string, Attempt>({ max: 50_000, ttl: 24 * 60 * 60 * 1000 });

export function claim(orderId: number, key: string): void {
  claims.set(orderId, key);
}

/** The newest of the customer's running orders (0 when none), before an attempt. */
export async function newestRunning(ctx: ApiContext): Promise<number> {
  const { orders } = await getRunningOrders({ ...ctx, timeoutMs: LOOKUP_TIMEOUT_MS }, { limit: PAGE, offset: 1 });
  return orders.reduce((max, o) => Math.max(max, o.id), 0);
}

/** The order `attempt` placed, null when there is none; rejects when the API cannot tell. */
export async function findPlaced(ctx: ApiContext, key: string, attempt: Attempt): Promise<Found | null> {
  const quick = { ...ctx, timeoutMs: LOOKUP_TIMEOUT_MS };
  const { orders } = await getRunningOrders(quick, { limit: PAGE, offset: 1 });
  const mine = (id: number) => (claims.get(id) ?? key) === key;
  const candidates = orders
    .filter((o) => o.id > attempt.after && o.store_id === attempt.storeId && mine(o.id))
    .sort((a, b) => a.id - b.id);
  for (const order of candidates) {
    const lines = await getOrderDetails(quick, order.id);
    const ordered = lines.map((l) => ({
      // A campaign's line is saved with item_id null and item_campaign_id set.
      itemId: l.item_id ?? l.item_campaign_id,
      campaign: l.item_id === null && l.item_campaign_id !== null,
      quantity: l.quantity,
    }));
    if (itemsOf(ordered) !== attempt.items) continue;
    // Asked again after the wait: another look-up may have taken it meanwhile.
    if (!mine(order.id)) continue;
    claim(order.id, key);
    return { orderId: order.id, total: order.order_amount };
  }
  return null;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After an order call in doubt: asks until the API can tell (a down API may be back in a
 * moment), at most RECOVERY_MS. `found` with the order, `absent` when the API showed no such
 * order (twice after a timeout, since the order may still be on its way), `unknown` otherwise.
 */
export async function recover(
  ctx: ApiContext,
  key: string,
  attempt: Attempt,
  timedOut: boolean,
): Promise<Found | 'absent' | 'unknown'> {
  const until = Date.now() + RECOVERY_MS;
  let absent = 0;
  for (;;) {
    try {
      const found = await findPlaced(ctx, key, attempt);
      if (found) return found;
      absent += 1;
      if (!timedOut || absent >= 2) return 'absent';
    } catch {
      // Not reachable yet: ask again.
    }
    if (Date.now() + 1000 > until) return absent ? 'absent' : 'unknown';
    await pause(1000);
  }
}
