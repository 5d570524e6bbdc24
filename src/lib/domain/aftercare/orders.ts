// Order rules for the account pages: statuses and their badge, the two tabs, ids from URLs,
// money lines and the merged "All" list. Pure and client-safe.

/** The running statuses (reference §4): everything the history list leaves out. */
const RUNNING_STATUSES = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'] as const;

/** The spec's page size for both tabs. */
export const ORDER_PAGE_SIZE = 10;
/**
 * "Load more" is a link to ?page=N that renders the first N pages, so page N asks each list for
 * N×10 orders. The cap keeps one request bounded (500 orders per list).
 */
export const MAX_ORDER_PAGE = 50;

export type OrderTab = 'running' | 'all';

export function parseTab(value: string | null | undefined): OrderTab {
  return value === 'all' ? 'all' : 'running';
}

/** ?page=: a whole number from 1 to MAX_ORDER_PAGE; anything else is page 1 (or the cap). */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_ORDER_PAGE);
}

/** An order id from a URL: digits only, positive, within a 32-bit id. Otherwise null (a 404). */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The spec's four coloured badges; every other status is neutral. */
export type StatusTone = 'pending' | 'processing' | 'delivered' | 'canceled' | 'neutral';

export function statusTone(status: string | null | undefined): StatusTone {
  return status === 'pending' || status === 'processing' || status === 'delivered' || status === 'canceled'
    ? status
    : 'neutral';
}

const KNOWN = new Set<string>([...RUNNING_STATUSES, 'delivered', 'canceled', 'refund_requested', 'refunded', 'failed']);

/** The dictionary key of a status (orders.status.*), or null for one we have no name for. */
export function statusKey(status: string): string | null {
  return KNOWN.has(status) ? `orders.status.${status}` : null;
}

/** A status without a name reads as its words: 'refund_request_canceled' → 'refund request canceled'. */
export function statusFallback(status: string): string {
  return status.replace(/[_-]+/g, ' ').trim();
}

/** Details default to pending when the server sends no status. */
export function detailStatus(status: string | null | undefined): string {
  return status?.trim() || 'pending';
}

/** Orders carry 'Y-m-d H:i:s' (server time, UTC); ISO strings work too. Unreadable: 0. */
export function orderTime(createdAt: string): number {
  const text = createdAt.trim();
  const t = Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(t) ? 0 : t;
}

/** A machine-readable timestamp for <time datetime>, or undefined when unreadable. */
export function isoTimestamp(createdAt: string): string | undefined {
  const t = orderTime(createdAt);
  return t ? new Date(t).toISOString() : undefined;
}

interface Dated {
  id: number;
  created_at: string;
}

/** Newest first (ties: the higher id first), each id once. */
export function mergeNewestFirst<T extends Dated>(...lists: T[][]): T[] {
  const byId = new Map<number, T>();
  for (const list of lists) for (const order of list) if (!byId.has(order.id)) byId.set(order.id, order);
  return [...byId.values()].sort((a, b) => orderTime(b.created_at) - orderTime(a.created_at) || b.id - a.id);
}

interface Listed<T> {
  total_size: number;
  orders: T[];
}

/**
 * The first `page` pages of the "All" tab. The real list endpoint returns only finished orders,
 * so All = running + history merged by date. Both lists come newest first, so the newest K of
 * the union are among the newest K of each: asking each list for K = page×size orders is enough.
 */
export function allOrdersPage<T extends Dated>(
  running: Listed<T>,
  history: Listed<T>,
  page: number,
  size = ORDER_PAGE_SIZE,
) {
  const total = running.total_size + history.total_size;
  const orders = mergeNewestFirst(running.orders, history.orders).slice(0, page * size);
  return { orders, total, hasMore: orders.length < total && page < MAX_ORDER_PAGE };
}

/** The first `page` pages of one list (running). */
export function listPage<T>(list: Listed<T>, page: number, size = ORDER_PAGE_SIZE) {
  const orders = list.orders.slice(0, page * size);
  return { orders, total: list.total_size, hasMore: orders.length < list.total_size && page < MAX_ORDER_PAGE };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const label = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * An order line's chosen variations as short labels:
 * food as posted [{name:'Size', values:{label:['Large']}}] or as the marketplace keeps it on the
 * order line (Helpers::get_varient: the item's group with the chosen options,
 * [{name:'Size', type:'single', values:[{label:'Large', optionPrice:'20'}]}]) → 'Size: Large';
 * other modules [{type:'Red-L'}] → 'Red-L'. Anything unreadable is left out.
 */
export function variationLabels(variation: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const v of variation) {
    if (!isRecord(v)) continue;
    const name = label(v.name);
    const values = isRecord(v.values) ? v.values.label : v.values;
    const chosen = (Array.isArray(values) ? values : [values])
      .map((x) => (isRecord(x) ? label(x.label) : label(x)))
      .filter(Boolean);
    if (name && 'values' in v) {
      if (chosen.length) out.push(`${name}: ${chosen.join(', ')}`);
    } else if (label(v.type)) out.push(label(v.type));
  }
  return out;
}
