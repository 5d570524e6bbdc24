// Server-only: a guest cancels a pending order from the tracked-order view (api/docs/guest.md,
// "Cancelling"). The marketplace's cancel finds a guest's order by `user_id = guest_id` alone, with
// no `is_guest` filter, so a guest id that equals a customer's id would reach that customer's
// orders. The storefront therefore cancels only the order this browser has just proved by id and
// phone (the sealed tracked_order cookie), only with the guest id from its own sealed cookie, and
// only after the marketplace's track confirms it is still that guest's pending guest order.
import type { AstroCookies } from 'astro';
import { cancelOrder } from '../api/aftercare.ts';
import { isApiError, OrderSchema, request } from '../api/index.ts';
import { e164 } from '../domain/account/auth-rules.ts';
import { guestId } from '../identity/guest.server.ts';
import { trackedForm } from './guest-track.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

/** How a guest's cancellation went; `not-found` covers every order this browser may not cancel. */
export type GuestCancelResult = 'done' | 'not-pending' | 'not-found' | 'failed';

export async function cancelGuestOrder(
  prefs: Preferences,
  cookies: AstroCookies,
  orderId: number,
  reason: string,
): Promise<GuestCancelResult> {
  const proved = await trackedForm(cookies, String(orderId));
  const guest = await guestId(cookies);
  if (!proved || guest === null) return 'not-found';
  const ctx = apiContext(prefs, { guestId: guest, timeoutMs: 6000 });
  try {
    const { country } = await siteSettings(prefs.lang);
    const order = await request(ctx, 'customer/order/track', OrderSchema, {
      query: { order_id: orderId, contact_number: e164(proved.phone, country) },
    });
    if (order.id !== orderId || !order.is_guest || order.user_id !== guest) return 'not-found';
    // The marketplace cancels a cancelled order again (and gives its stock back again): once is enough.
    if (order.order_status !== 'pending') return 'not-pending';
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return 'not-found';
    console.error('guest cancel: tracking failed', error);
    return 'failed';
  }
  try {
    await cancelOrder(ctx, orderId, reason);
    return 'done';
  } catch (error) {
    // Found and pending a moment ago: a refusal now means the store has just taken the order.
    if (isApiError(error) && error.status === 403 && error.code === 'order') return 'not-pending';
    console.error('guest cancel: the API call failed', error);
    return 'failed';
  }
}
