// Server-only: the checkout page's extra fields (the order dialog's OrderExtras, as a plain form):
// pick-up or delivery, the address's house, floor and road and its type, the delivery instruction
// and the tip (a choice, or the customer's own amount). What was typed is kept as typed (an
// unreadable tip comes back in its field with the reason); checked with the dialog's rules
// (order-extras.ts) and the options the marketplace and the store give now.
import type { OrderExtras } from '../domain/ordering/order-extras.ts';

export const EXTRA_LIMITS = {
  order_type: 20,
  house: 200,
  floor: 200,
  road: 200,
  address_type: 20,
  instruction: 40,
  instruction_note: 400,
  tip_choice: 10,
  tip_custom: 40,
  schedule_at: 20,
  /** Longer than a code may be (100), so an over-long one is refused rather than cut to fit. */
  coupon_code: 200,
} as const;
export type ExtraField = keyof typeof EXTRA_LIMITS;
export const EXTRA_FIELDS = Object.keys(EXTRA_LIMITS) as ExtraField[];
export type ExtraValues = Record<ExtraField, string>;

export const NO_EXTRAS: ExtraValues = Object.fromEntries(EXTRA_FIELDS.map((f) => [f, ''])) as ExtraValues;

/** The form's values as the order form's extra fields (an empty choice is no value). */
export function extrasOf(values: ExtraValues): OrderExtras {
  const text = (v: string) => (v.trim() === '' ? undefined : v);
  const tip = values.tip_choice === 'own' ? values.tip_custom : values.tip_choice;
  return {
    house: text(values.house),
    floor: text(values.floor),
    road: text(values.road),
    address_type: text(values.address_type) as OrderExtras['address_type'],
    instruction: text(values.instruction) as OrderExtras['instruction'],
    instruction_note: text(values.instruction_note),
    tip: text(tip ?? ''),
    order_type: text(values.order_type) as OrderExtras['order_type'],
    schedule_at: text(values.schedule_at),
  };
}

/** The order form's field an error names → the page's field that shows it. */
export function extraField(field: string): ExtraField | null {
  if (field === 'tip') return 'tip_custom';
  return (EXTRA_FIELDS as string[]).includes(field) ? (field as ExtraField) : null;
}
