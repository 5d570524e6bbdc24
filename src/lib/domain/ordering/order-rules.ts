// The place-order form (spec §5) and the payload the real server takes (spec §7 and §9).
import * as z from 'zod/mini';
import { instructionText, OrderExtrasShape, tipToSend } from './order-extras.ts';
import { compactPhone } from '../account/phone.ts';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN } from './coupon-code.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const OrderFormSchema = z
  .object({
    contact_person_name: z.string().check(z.trim(), z.minLength(3, 'validation.name')),
    contact_person_number: z.string().check(
      z.trim(),
      // Local or international, with Arabic-Indic digits too (read as the sign-in reads them).
      z.refine((v) => compactPhone(v).replace(/\D/g, '').length >= 10, 'validation.phone'),
    ),
    contact_person_email: z.string().check(z.trim(), z.regex(EMAIL, 'validation.email')),
    address: z.string().check(z.trim(), z.maxLength(600, 'validation.address')),
    order_note: z.optional(z.string().check(z.maxLength(1000, 'validation.note'))),
    ...OrderExtrasShape,
  })
  .check(
    // An address is needed to deliver; a pick-up order has none (required_unless take_away, :101-104).
    z.refine((v) => v.order_type === 'take_away' || v.address.length >= 5, {
      message: 'validation.address',
      path: ['address'],
      when: (payload) => typeof (payload.value as { address?: unknown } | undefined)?.address === 'string',
    }),
  );
export type OrderForm = z.infer<typeof OrderFormSchema>;

/** A cart line as the dialog showed it: the server compares it with its cart before ordering. */
export interface ShownLine {
  id: number;
  quantity: number;
}

const positiveInt = () => z.int().check(z.gte(1), z.lte(2_147_483_647));

/** What the dialog sends to the storefront's POST /api/order. */
export const OrderRequestSchema = z.object({
  /** One per opened dialog: a repeated confirmation returns the first order. */
  key: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  storeId: positiveInt(),
  moduleId: positiveInt(),
  /** Ignored: the server measures the distance itself (older dialogs still send it). */
  distance: z.optional(z.number()),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  /** The total the dialog showed (the server recomputes its own). */
  total: z.number().check(z.gte(0), z.lte(1e9)),
  form: OrderFormSchema,
  /** A coupon code to order with: checked again by the storefront (coupon/apply), never a discount. */
  coupon: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(COUPON_CODE_MAX), z.regex(COUPON_CODE_PATTERN)),
  ),
  lines: z.array(z.object({ id: positiveInt(), quantity: positiveInt() })).check(z.minLength(1), z.maxLength(200)),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/** Whether the cart the server holds is the one the customer saw (same lines, same quantities). */
export function sameLines(shown: readonly ShownLine[], held: readonly ShownLine[]): boolean {
  const key = (lines: readonly ShownLine[]) =>
    lines
      .map((l) => `${l.id}:${l.quantity}`)
      .sort()
      .join(',');
  return key(shown) === key(held);
}

/**
 * Cash on delivery, no cutlery, from the cart the server holds (the 6amMart default without
 * is_buy_now): the server orders its own cart rows and empties them, so a line removed in another
 * tab can never be ordered. Home delivery unless the form says pick-up; the address's house, floor
 * and road and its type as fields of their own (OrderController.php:481-494); the delivery
 * instruction (:525); the tip only while the marketplace takes tips and the order is delivered; the
 * chosen delivery slot's time as schedule_at (:193); the coupon's code, whose discount the marketplace
 * works out itself (:344-393).
 */
export function orderPayload(
  form: OrderForm,
  o: {
    storeId: number;
    total: number;
    distance: number;
    latitude: number;
    longitude: number;
    tipsOn?: boolean;
    coupon?: string | undefined;
  },
) {
  const parts: Record<string, string> = {};
  for (const key of ['house', 'floor', 'road', 'address_type'] as const) {
    const value = form[key]?.trim();
    if (value) parts[key] = value;
  }
  const instruction = instructionText(form);
  return {
    order_amount: o.total,
    payment_method: 'cash_on_delivery',
    order_type: form.order_type ?? 'delivery',
    store_id: o.storeId,
    distance: o.distance,
    latitude: o.latitude,
    longitude: o.longitude,
    contact_person_name: form.contact_person_name,
    contact_person_number: form.contact_person_number,
    contact_person_email: form.contact_person_email,
    address: form.address,
    ...parts,
    ...(instruction ? { delivery_instruction: instruction } : {}),
    ...(form.schedule_at ? { schedule_at: form.schedule_at } : {}),
    order_note: form.order_note ?? '',
    dm_tips: tipToSend(form, o.tipsOn ?? false),
    ...(o.coupon ? { coupon_code: o.coupon } : {}),
    cutlery: 0,
  };
}

/** A fresh idempotency key (crypto.randomUUID where the page is a secure context). */
export function newOrderKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
