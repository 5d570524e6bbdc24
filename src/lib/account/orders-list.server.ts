// Server-only: what the orders page (/orders-lists) reads: the tab (?tab=all), the page (?page=N)
// and the first N pages of that tab's orders with both tabs' counts.
//
// The real list endpoint (customer/order/list) returns only finished orders, so "All" is the
// running list and the history list merged newest first. Both come newest first, so the newest
// N×10 of the union are among the newest N×10 of each: page N asks each list for N×10 orders
// (capped at MAX_ORDER_PAGE pages) and merges them. On the Running tab a one-order call to the
// history list supplies the All count.
import { getOrders, getRunningOrders, type ApiContext } from '../api/index.ts';
import {
  allOrdersPage,
  listPage,
  ORDER_PAGE_SIZE,
  parsePage,
  parseTab,
  type OrderTab,
} from '../domain/aftercare/orders.ts';
import type { PageLocals } from '../server/request/locals.ts';
import { loadAccount } from './load.server.ts';

type AccountPage = Parameters<typeof loadAccount>[0];

/** Each tab's count; All is null when only the running list could be read. */
export interface OrderCounts {
  running: number;
  all: number | null;
}

/** The first `page` pages of the tab's orders, and both tabs' counts. */
async function ordersOf(ctx: ApiContext, tab: OrderTab, page: number) {
  const limit = page * ORDER_PAGE_SIZE;
  if (tab === 'running') {
    const [running, history] = await Promise.allSettled([
      getRunningOrders(ctx, { limit, offset: 1 }),
      getOrders(ctx, { limit: 1, offset: 1 }),
    ]);
    if (running.status === 'rejected') throw running.reason;
    const list = listPage(running.value, page);
    const counts: OrderCounts = {
      running: running.value.total_size,
      all: history.status === 'fulfilled' ? running.value.total_size + history.value.total_size : null,
    };
    return { ...list, counts };
  }
  const [running, history] = await Promise.all([
    getRunningOrders(ctx, { limit, offset: 1 }),
    getOrders(ctx, { limit, offset: 1 }),
  ]);
  const list = allOrdersPage(running, history, page);
  const counts: OrderCounts = { running: running.total_size, all: list.total };
  return { ...list, counts };
}

/** The page's tab, page number and orders (or why there are none: signed out, an error). */
export async function loadOrdersList(page: AccountPage & { url: URL }) {
  const tab = parseTab(page.url.searchParams.get('tab'));
  const pageNumber = parsePage(page.url.searchParams.get('page'));
  const loaded = await loadAccount(page, (ctx) => ordersOf(ctx, tab, pageNumber));
  return { tab, page: pageNumber, loaded };
}

/** A tab's address on page `p`: the Running tab's first page is the bare list address. */
export function orderTabHref(base: string, target: OrderTab, p = 1): string {
  const query = new URLSearchParams();
  if (target === 'all') query.set('tab', 'all');
  if (p > 1) query.set('page', String(p));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** The two tabs as the page lists them, with their labels and counts. */
export function orderTabs(
  counts: OrderCounts,
  t: PageLocals['t'],
): Array<{ id: OrderTab; label: string; count: number | null }> {
  return [
    { id: 'running', label: t('orders.running'), count: counts.running },
    { id: 'all', label: t('orders.all'), count: counts.all },
  ];
}
