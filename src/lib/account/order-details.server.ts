// Server-only: one order by id, for /orders-details/{id} and /orders/{id}. The header (status,
// date, amounts, address) comes from customer/order/track, the lines from customer/order/details
// (which carries no header, reference §3.26). Unknown or someone else's order: not found (404).
import { ApiError, getOrderDetails, isApiError, trackOrder, type Order, type OrderDetailLine } from '../api/index.ts';
import { parseOrderId } from '../domain/aftercare/orders.ts';
import { loadAccount, privatePage, type Loaded } from './load.server.ts';

export interface OrderView {
  order: Order;
  /** null when the lines could not be loaded (the header still shows). */
  lines: OrderDetailLine[] | null;
}

export type OrderLoaded = Loaded<OrderView> | { state: 'not-found' };

type PageContext = Parameters<typeof loadAccount>[0];

export async function loadOrder(page: PageContext, rawId: string | undefined): Promise<OrderLoaded> {
  const id = parseOrderId(rawId);
  if (id === null) {
    privatePage(page);
    return { state: 'not-found' };
  }
  const loaded = await loadAccount(page, async (ctx) => {
    const [header, lines] = await Promise.allSettled([trackOrder(ctx, id), getOrderDetails(ctx, id)]);
    if (header.status === 'rejected') throw header.reason;
    // The real track finds a customer's order by user id alone; a guest's order with that number is
    // someone else's.
    if (header.value.is_guest) throw new ApiError(404, 'order', 'Not found');
    if (lines.status === 'fulfilled') return { order: header.value, lines: lines.value };
    // An order without lines (parcel, prescription) answers 404 'order' while track finds it.
    if (isApiError(lines.reason) && lines.reason.status === 404) return { order: header.value, lines: [] };
    console.error('order details: the lines failed', lines.reason);
    return { order: header.value, lines: null };
  });
  if (loaded.state === 'error' && isApiError(loaded.error) && loaded.error.status === 404)
    return { state: 'not-found' };
  return loaded;
}
