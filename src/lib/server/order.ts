// Server-only: placing an order for POST /api/order. Before anything is ordered, the cart the
// marketplace holds is compared with the lines the dialog showed; a cart changed since (another
// tab, an expired line) is sent back to be shown again. The order itself is placed from the
// server's cart, once per idempotency key and customer.
import { createHash } from 'node:crypto';
import { PlaceOrderAnswerSchema, isApiError, isUnauthenticated, request } from '../api/index.ts';
import { normalizeLines } from '../cart-lines.ts';
import { orderPayload, sameLines, type OrderRequest } from '../domain/order-rules.ts';
import { cartOf } from './cart.ts';
import { heldCartProblem } from './cart-bodies.ts';
import { orderConfirmations, type IdempotencyStore } from './order-idempotency.ts';
import type { Preferences } from './preferences.ts';
import { apiContext } from './upstream.ts';

/** The upstream order call may take a while (stock, zone and schedule checks), never forever. */
export const ORDER_TIMEOUT_MS = 20_000;

export type OrderOutcome =
  | { kind: 'placed'; orderId: number; total: number }
  | { kind: 'cart-changed'; moduleId: number; lines: unknown[] }
  | { kind: 'signed-out' }
  | { kind: 'refused'; status: number; message: string; code: string | null }
  | { kind: 'unavailable'; timedOut: boolean };

/** Keys are per customer: the same key from another session is another order. */
export function confirmationKey(token: string, key: string): string {
  return `${createHash('sha256').update(token).digest('hex').slice(0, 32)}:${key.toLowerCase()}`;
}

export async function placeOrder(prefs: Preferences, token: string, order: OrderRequest, store: IdempotencyStore = orderConfirmations): Promise<OrderOutcome> {
  return store.once(
    confirmationKey(token, order.key),
    async (): Promise<OrderOutcome> => {
      try {
        const held = await cartOf(prefs, token, order.moduleId);
        const lines = normalizeLines(held);
        if (!lines.length || !sameLines(order.lines, lines)) return { kind: 'cart-changed', moduleId: order.moduleId, lines: held };
        // A line stored by a direct call (a price, quantity or add-on not the store's, more than
        // the stock across lines) is never ordered: the customer is told which and why.
        const flaw = heldCartProblem(held);
        if (flaw) return { kind: 'refused', status: 409, message: flaw.message, code: flaw.code };
        const ctx = apiContext(prefs, { token, moduleId: order.moduleId, timeoutMs: ORDER_TIMEOUT_MS });
        const answer = await request(ctx, 'customer/order/place', PlaceOrderAnswerSchema, {
          method: 'POST',
          json: orderPayload(order.form, order),
        });
        return { kind: 'placed', orderId: answer.order_id, total: answer.total_ammount };
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (isUnauthenticated(error)) return { kind: 'signed-out' };
        if ((error.status >= 400 && error.status < 500) || error.status === 203) {
          return { kind: 'refused', status: error.status, message: error.message, code: error.code ?? null };
        }
        return { kind: 'unavailable', timedOut: error.status === 0 && error.code === 'timeout' };
      }
    },
    (outcome) => outcome.kind === 'placed',
  );
}
