/** customer/order/*: a logged-in customer, or a guest (ctx.guestId; see lib/aftercare/guest-track.server.ts). */
import type { ApiContext, PageOptions } from './context.ts';
import { usableToken } from './context.ts';
import { ApiError } from './errors.ts';
import { request, validateInput } from './http.ts';
import {
  OrderDetailsAnswerSchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderAnswerSchema,
  PlaceOrderInputSchema,
  type Order,
  type OrderDetailLine,
  type OrderList,
  type PlaceOrderAnswer,
  type PlaceOrderInput,
} from './schemas/index.ts';

/** The server requires both; the spec's page size is 10. */
function pageQuery(opts: PageOptions) {
  return { limit: opts.limit ?? 10, offset: opts.offset ?? 1 };
}

/**
 * GET customer/order/list — HISTORY only (delivered, canceled, refunded,
 * failed, ...), not all orders. Combine with getRunningOrders for "all".
 */
export async function getOrders(ctx: ApiContext, opts: PageOptions = {}): Promise<OrderList> {
  return customersOnly(ctx, await request(ctx, 'customer/order/list', OrderListSchema, { query: pageQuery(opts) }));
}

/**
 * Guest ids and customer ids are two sequences that both count from 1: a customer's list never
 * holds an order placed as a guest, whatever the server answered.
 */
function customersOnly(ctx: ApiContext, list: OrderList): OrderList {
  if (!usableToken(ctx.token)) return list;
  const orders = list.orders.filter((o) => !o.is_guest);
  const dropped = list.orders.length - orders.length;
  return dropped ? { ...list, orders, total_size: Math.max(0, list.total_size - dropped) } : list;
}

/** GET customer/order/running-orders — pending, accepted, confirmed, processing, handover, picked_up. */
export async function getRunningOrders(ctx: ApiContext, opts: PageOptions = {}): Promise<OrderList> {
  return customersOnly(
    ctx,
    await request(ctx, 'customer/order/running-orders', OrderListSchema, { query: pageQuery(opts) }),
  );
}

/**
 * GET customer/order/details?order_id= — the lines only; status and totals
 * come from trackOrder(). Someone else's or unknown order: 404 'not_found'.
 */
export async function getOrderDetails(ctx: ApiContext, orderId: number): Promise<OrderDetailLine[]> {
  return request(ctx, 'customer/order/details', OrderDetailsAnswerSchema, { query: { order_id: orderId } });
}

/**
 * GET customer/order/track?order_id= — the order header (status, amounts, address). The real
 * server finds a signed-in customer's order by user id alone: a guest's order with the customer's
 * number is someone else's, and not found.
 */
export async function trackOrder(ctx: ApiContext, orderId: number): Promise<Order> {
  const order = await request(ctx, 'customer/order/track', OrderSchema, { query: { order_id: orderId } });
  if (usableToken(ctx.token) && order.is_guest) throw new ApiError(404, 'order', 'Not found');
  return order;
}

/**
 * POST customer/order/place. `cart` goes as JSON text because the server
 * json_decodes that field. Business failures keep the server's code
 * (e.g. 'different_stores', 'coordinates', 'order_time'); the internal
 * catch-all answers 403 [{}] → code 'forbidden' with a generic message.
 */
export async function placeOrder(ctx: ApiContext, input: PlaceOrderInput): Promise<PlaceOrderAnswer> {
  const payload = validateInput(PlaceOrderInputSchema, input);
  return request(ctx, 'customer/order/place', PlaceOrderAnswerSchema, {
    method: 'POST',
    json: { ...payload, cart: JSON.stringify(payload.cart) },
  });
}

/**
 * POST customer/order/prescription/place (OrderController.php:1099-1563): an order of prescription
 * files alone, multipart, the files as `order_attachment[]`. The caller has checked the files
 * (the real server takes anything) and worked out the distance; the answer is place-order's.
 */
export async function placePrescriptionOrder(ctx: ApiContext, form: FormData): Promise<PlaceOrderAnswer> {
  return request(ctx, 'customer/order/prescription/place', PlaceOrderAnswerSchema, { method: 'POST', form });
}
