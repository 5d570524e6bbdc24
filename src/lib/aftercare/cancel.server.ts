// Cancelling an order from a plain form (before or without the page's script): the reason is
// checked, the marketplace asked, and the answer turned into what the order page says next.
import { z } from 'zod';
import { cancelOrder } from '../api/aftercare.ts';
import { isApiError, isUnauthenticated } from '../api/index.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import type { AstroCookies } from 'astro';

export const CancelFormSchema = z.object({
  order_id: z.coerce.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().max(255).optional(),
  other: z.string().trim().max(255).optional(),
});

/** What the order page shows after a cancellation attempt (its `cancel` query value). */
export type CancelOutcome = 'done' | 'not-pending' | 'need-reason' | 'too-long' | 'failed' | 'signed-out' | 'not-yours';

/** The reason the customer gave: a listed one, or the one typed under "Another reason". */
export function chosenReason(form: { reason?: string; other?: string }): string {
  return form.reason && form.reason !== '__other' ? form.reason : (form.other ?? '');
}

/** The posted form read: the order, and the reason to send or why there is none. */
export function cancelFormInput(values: Record<string, unknown>): {
  orderId: number | null;
  reason: string | null;
  outcome: CancelOutcome;
  typed: string;
} {
  const rawOther = typeof values.other === 'string' ? values.other : '';
  const parsed = CancelFormSchema.safeParse(values);
  const orderId = Number(values.order_id);
  const id = Number.isInteger(orderId) && orderId > 0 ? orderId : null;
  if (!parsed.success) {
    const long = parsed.error.issues.some((i) => i.code === 'too_big' && i.path[0] !== 'order_id');
    return { orderId: id, reason: null, outcome: long ? 'too-long' : 'failed', typed: rawOther.slice(0, 255) };
  }
  const reason = chosenReason(parsed.data);
  if (!reason) return { orderId: id, reason: null, outcome: 'need-reason', typed: rawOther };
  return { orderId: parsed.data.order_id, reason, outcome: 'done', typed: rawOther };
}

export async function cancelFromForm(
  values: Record<string, unknown>,
  page: { cookies: AstroCookies; prefs: Preferences },
): Promise<{ orderId: number | null; outcome: CancelOutcome; typed: string }> {
  const input = cancelFormInput(values);
  const { orderId: id, reason, typed: rawOther } = input;
  if (id === null || reason === null) return { orderId: id, outcome: input.outcome, typed: rawOther };
  const token = sessionToken(page.cookies);
  if (!token) return { orderId: id, outcome: 'signed-out', typed: rawOther };
  try {
    await cancelOrder(apiContext(page.prefs, { token, timeoutMs: 8000 }), id, reason);
    return { orderId: id, outcome: 'done', typed: '' };
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(page.cookies);
      return { orderId: id, outcome: 'signed-out', typed: rawOther };
    }
    // 403 'order': not the customer's (shown as not found by the page) or past pending.
    if (isApiError(error) && error.status === 403 && error.code === 'order') {
      return { orderId: id, outcome: 'not-pending', typed: rawOther };
    }
    console.error('order cancel: the API call failed', error);
    return { orderId: id, outcome: 'failed', typed: rawOther };
  }
}
