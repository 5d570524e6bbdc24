// Server-only: placing an order for POST /api/order. Before anything is ordered, the cart the
// marketplace holds is compared with the lines the dialog showed; a cart changed since (another
// tab, an expired line) is sent back to be shown again. The order itself is placed from the
// server's cart, once per idempotency key and customer. An order call in doubt (no answer in
// time, a dropped connection, a 5xx) is not reported as failed before the customer's orders were
// looked at (lookup.server.ts): a placed order is confirmed with its id, and a retry under the
// same key looks again before it orders.
import { createHash } from 'node:crypto';
import { PlaceOrderAnswerSchema, isApiError, isUnauthenticated, request, type CartLine } from '../api/index.ts';
import { orderPayload, sameLines, type OrderRequest } from '../domain/ordering/order-rules.ts';
import { cartOf, readCart, readCartLines, type CartOwner } from '../cart/marketplace-cart.server.ts';
import { heldCartProblem } from '../cart/held-cart.server.ts';
import { NO_OPTIONS, optionsProblem } from '../domain/ordering/order-extras.ts';
import { deliveryTo, orderOptions } from './terms.server.ts';
import { orderConfirmations, type IdempotencyStore } from './idempotency.server.ts';
import { attempts, claim, findPlaced, itemsOf, newestRunning, recover, type Attempt } from './lookup.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import { plainFetch } from '../api/plain-fetch.ts';
import { couponRefusal, couponRefusalCode } from '../domain/ordering/coupon-rules.ts';
import { checkOrderCoupon, REFUSAL_WORDS } from './coupon.server.ts';

/** The upstream order call may take a while (stock, zone and schedule checks), never forever. */
export const ORDER_TIMEOUT_MS = 20_000;

export type OrderOutcome =
  | { kind: 'placed'; orderId: number; total: number }
  | { kind: 'cart-changed'; moduleId: number; lines: CartLine[] }
  | { kind: 'signed-out' }
  | { kind: 'refused'; status: number; message: string; code: string | null }
  /** Nothing ordered as far as the API showed; `unconfirmed`: it could not be asked. */
  | { kind: 'unavailable'; timedOut: boolean; unconfirmed: boolean };

/** The code of an order refused because the store does not deliver to its point. */
export const OUTSIDE_ZONE = 'outside_zone';
/** The code of an order refused because its way (pick-up, delivery) is not offered. */
export const TAKE_AWAY_OFF = 'take_away';
/** The code of an order refused because its delivery time is not a slot offered now. */
export const SLOT_GONE = 'schedule_at';

/** Keys are per customer (or guest): the same key from another session is another order. */
export function confirmationKey(who: CartOwner, key: string): string {
  return `${ownerTag(who)}:${key.toLowerCase()}`;
}

/** Who orders, as a hash that names no one (a token never leaves as it is). */
export function ownerTag(who: CartOwner): string {
  const owner = typeof who === 'string' ? who : 'token' in who ? who.token : `guest:${who.guestId}`;
  return createHash('sha256').update(owner).digest('hex').slice(0, 32);
}

export async function placeOrder(
  prefs: Preferences,
  who: CartOwner,
  order: OrderRequest,
  store: IdempotencyStore = orderConfirmations,
): Promise<OrderOutcome> {
  const key = confirmationKey(who, order.key);
  const as = typeof who === 'string' ? { token: who } : who;
  return store.once(
    key,
    async (): Promise<OrderOutcome> => {
      // An earlier attempt under this key is in doubt: it may have ordered after all.
      const earlier = attempts.get(key);
      let sent: { attempt: Attempt; ctx: ReturnType<typeof apiContext> } | null = null;
      try {
        const lookup = apiContext(prefs, { ...as, moduleId: order.moduleId });
        const found = earlier ? await findPlaced(lookup, key, earlier) : null;
        if (found) return placed(key, found.orderId, found.total);
        const [held, newest] = await Promise.all([
          cartOf(prefs, who, order.moduleId),
          earlier ? earlier.after : newestRunning(lookup),
        ]);
        const lines = readCartLines(held);
        if (!lines.length || !sameLines(order.lines, lines))
          return { kind: 'cart-changed', moduleId: order.moduleId, lines: readCart(held) };
        // A line stored by a direct call (a price, quantity or add-on not the store's, more than
        // the stock across lines) is never ordered: the customer is told which and why.
        const flaw = heldCartProblem(held);
        if (flaw) return { kind: 'refused', status: 409, message: flaw.message, code: flaw.code };
        // Pick-up only where the marketplace and the store offer it, a tip only while the
        // marketplace takes tips, a delivery time only among the slots offered now (all read now,
        // never taken from the browser).
        const options = await orderOptions(lookup, order.storeId);
        const problem = optionsProblem(order.form, { ...NO_OPTIONS, ...options });
        if (problem)
          return problem.field === 'schedule_at'
            ? {
                kind: 'refused',
                status: 422,
                message: 'This delivery time is no longer offered. Choose another.',
                code: SLOT_GONE,
              }
            : {
                kind: 'refused',
                status: 422,
                message: 'This store does not offer this way of getting the order. Choose another.',
                code: TAKE_AWAY_OFF,
              };
        // The distance (and so the delivery fee) is the server's: from the store to the point,
        // which must lie in the store's zone. What the browser says of it is never sent on. A
        // pick-up order has no distance and no fee.
        const pickUp = order.form.order_type === 'take_away';
        const delivery = pickUp
          ? { ok: true as const, distance: 0 }
          : await deliveryTo(lookup, order.storeId, { lat: order.latitude, lng: order.longitude });
        if (!delivery.ok)
          return {
            kind: 'refused',
            status: 422,
            message: 'The store does not deliver to this address. Choose an address in its delivery area.',
            code: OUTSIDE_ZONE,
          };
        // A coupon is asked about again now (coupon/apply) and checked against its minimum purchase
        // on the held cart; only its code goes on: the marketplace works out the discount itself.
        if (order.coupon) {
          // A guest cannot ask coupon/apply (auth:api): coupons are for signed-in customers here.
          const check = 'guestId' in as ? null : await checkOrderCoupon(lookup, order.coupon, order.storeId, lines);
          const refusal = 'guestId' in as ? 'not_eligible' : !check ? 'unavailable' : check.ok ? null : check.refusal;
          if (refusal)
            return { kind: 'refused', status: 422, message: REFUSAL_WORDS[refusal], code: couponRefusalCode(refusal) };
        }
        // plainFetch: a coupon that expired since is refused with 407, which fetch() cannot read.
        const ctx = apiContext(prefs, {
          ...as,
          moduleId: order.moduleId,
          timeoutMs: ORDER_TIMEOUT_MS,
          fetch: plainFetch,
        });
        sent = { attempt: { storeId: order.storeId, items: itemsOf(lines), after: newest }, ctx: lookup };
        attempts.set(key, sent.attempt);
        const answer = await request(ctx, 'customer/order/place', PlaceOrderAnswerSchema, {
          method: 'POST',
          json: orderPayload(order.form, { ...order, distance: delivery.distance, tipsOn: options.tips }),
        });
        return placed(key, answer.order_id, answer.total_ammount);
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (isUnauthenticated(error)) return { kind: 'signed-out' };
        // No answer, a 5xx, or one that cannot be read: what the marketplace did is not known.
        const inDoubt =
          error.status === 0 ||
          error.status >= 500 ||
          (error.status >= 300 && error.status < 400) ||
          error.code === 'invalid_response';
        if (!inDoubt) {
          // A refusal: 4xx, 203 (cash on delivery refused) or a 2xx carrying errors.
          if (!earlier) attempts.delete(key);
          // The coupon no longer holds (expired, used up since): said as the coupon block says it.
          if (error.code === 'coupon' && error.status >= 403 && error.status <= 407) {
            const refusal = couponRefusal(error.status, error.code);
            return { kind: 'refused', status: 422, message: REFUSAL_WORDS[refusal], code: couponRefusalCode(refusal) };
          }
          return { kind: 'refused', status: error.status, message: error.message, code: error.code ?? null };
        }
        const timedOut = error.status === 0 && error.code === 'timeout';
        if (!sent) return { kind: 'unavailable', timedOut, unconfirmed: earlier !== undefined };
        // Sent, and no answer that says what happened: look before saying it failed.
        const outcome = await recover(sent.ctx, key, sent.attempt, timedOut);
        if (typeof outcome === 'object') return placed(key, outcome.orderId, outcome.total);
        return { kind: 'unavailable', timedOut, unconfirmed: outcome === 'unknown' };
      }
    },
    (outcome) => outcome.kind === 'placed',
  );
}

/** A placed order: its key's doubt is over, and no other confirmation may take it. */
function placed(key: string, orderId: number, total: number): OrderOutcome {
  attempts.delete(key);
  claim(orderId, key);
  return { kind: 'placed', orderId, total };
}
