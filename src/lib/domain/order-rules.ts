// The place-order form (spec §5) and the payload the real server takes (spec §7 and §9).
import * as z from 'zod/mini';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const OrderFormSchema = z.object({
  contact_person_name: z.string().check(z.trim(), z.minLength(3, 'validation.name')),
  contact_person_number: z.string().check(z.trim(), z.refine((v) => v.replace(/\D/g, '').length >= 10, 'validation.phone')),
  contact_person_email: z.string().check(z.trim(), z.regex(EMAIL, 'validation.email')),
  address: z.string().check(z.trim(), z.minLength(5, 'validation.address')),
  order_note: z.optional(z.string().check(z.maxLength(1000, 'validation.note'))),
});
export type OrderForm = z.infer<typeof OrderFormSchema>;

export interface OrderLine {
  itemId: number;
  quantity: number;
}

/** Cash on delivery, home delivery, buy-now with the cart sent along, no tip, no cutlery. */
export function orderPayload(form: OrderForm, o: { storeId: number; total: number; distance: number; latitude: number; longitude: number; lines: OrderLine[] }) {
  return {
    order_amount: o.total,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: o.storeId,
    distance: o.distance,
    latitude: o.latitude,
    longitude: o.longitude,
    contact_person_name: form.contact_person_name,
    contact_person_number: form.contact_person_number,
    contact_person_email: form.contact_person_email,
    address: form.address,
    order_note: form.order_note ?? '',
    is_buy_now: 1,
    dm_tips: 0,
    cutlery: 0,
    // The server json_decodes this field and reads every key below (a missing one is a 500).
    cart: JSON.stringify(
      o.lines.map((l) => ({ item_id: l.itemId, quantity: l.quantity, variant: '', variation: [], add_on_ids: [], add_on_qtys: [], item_type: 'AppModelsItem' })),
    ),
  };
}
