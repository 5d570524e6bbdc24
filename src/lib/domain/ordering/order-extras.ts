// What an order carries besides the contact and the address line (6amMart place-order,
// OrderController.php:481-494, :525, :575-580): the address's house, floor and road and its type as
// fields of their own, a delivery instruction, the delivery man's tip and pick-up instead of
// delivery. Pure and client-safe: the order dialog and the checkout page check the same rules, and
// so does the storefront's POST /api/order before anything reaches the marketplace. Messages are
// keys of the "delivery" dictionary.
import * as z from 'zod/mini';
import { ADDRESS_TYPES } from './address-rules.ts';
import { asciiDigits } from '../account/phone.ts';
import { offeredSlot, type SlotDays } from './time-slots.ts';

/** The app's presets (F36 app_constants.dart:264-269), sent as these keys, as the app sends them. */
export const INSTRUCTIONS = [
  'deliver_to_front_door',
  'deliver_the_reception_desk',
  'avoid_calling_phone',
  'come_with_no_sound',
] as const;
export type Instruction = (typeof INSTRUCTIONS)[number];

/** The app's tip choices in its order (app_constants.dart:262): 0 is "not now"; then "your own". */
export const TIP_CHOICES = [0, 15, 10, 20, 40] as const;
/** A tip above this is taken for a slip of the keyboard. */
export const MAX_TIP = 10_000;
export const MAX_PART = 100;
export const MAX_INSTRUCTION_NOTE = 200;

export const ORDER_TYPES = ['delivery', 'take_away'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * A tip as typed: ASCII, Arabic-Indic or Eastern Arabic-Indic digits, '.' or '٫' for decimals, at
 * most two of them; empty is no tip. A minus sign (any of them) is 'negative', anything else not a
 * plain amount 'invalid'.
 */
export function parseTip(typed: string | undefined): number | 'negative' | 'invalid' | 'too-high' {
  const value = asciiDigits((typed ?? '').trim())
    .replace(/[\u066b,]/g, '.')
    .replace(/[\u066c\s\u00a0]/g, '');
  if (value === '') return 0;
  if (/^[-\u2212\u2012\u2013]/.test(value)) return /\d/.test(value) ? 'negative' : 'invalid';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return 'invalid';
  const amount = Number(value);
  return amount > MAX_TIP ? 'too-high' : amount;
}

const part = () => z.optional(z.string().check(z.trim(), z.maxLength(MAX_PART, 'delivery.errors.tooLong')));

/** The extra fields of the order form; every one optional (an older form sends none). */
export const OrderExtrasShape = {
  house: part(),
  floor: part(),
  road: part(),
  address_type: z.optional(z.enum(ADDRESS_TYPES, 'delivery.errors.type')),
  instruction: z.optional(z.union([z.literal(''), z.enum(INSTRUCTIONS)], { error: 'delivery.errors.instruction' })),
  instruction_note: z.optional(
    z.string().check(z.trim(), z.maxLength(MAX_INSTRUCTION_NOTE, 'delivery.errors.noteTooLong')),
  ),
  /** As typed; read with parseTip. */
  tip: z.optional(
    z.string().check(
      z.maxLength(20, 'delivery.errors.tipInvalid'),
      z.refine((v) => parseTip(v) !== 'negative', 'delivery.errors.tipNegative'),
      z.refine((v) => parseTip(v) !== 'invalid', 'delivery.errors.tipInvalid'),
      z.refine((v) => parseTip(v) !== 'too-high', 'delivery.errors.tipTooHigh'),
    ),
  ),
  order_type: z.optional(z.enum(ORDER_TYPES, 'delivery.errors.orderType')),
  /** A delivery slot's time as the marketplace takes it ("YYYY-MM-DD HH:MM"); empty is now. */
  schedule_at: z.optional(
    z.union([z.literal(''), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'delivery.errors.slotGone'))]),
  ),
};

export interface OrderExtras {
  house?: string;
  floor?: string;
  road?: string;
  address_type?: (typeof ADDRESS_TYPES)[number];
  instruction?: Instruction | '';
  instruction_note?: string;
  tip?: string;
  order_type?: OrderType;
  schedule_at?: string;
}

/**
 * `delivery_instruction` as sent: the preset's key (as the app sends it), the customer's own words,
 * or both as "key | words". Empty when neither.
 */
export function instructionText(extras: Pick<OrderExtras, 'instruction' | 'instruction_note'>): string {
  return [extras.instruction ?? '', (extras.instruction_note ?? '').trim()].filter(Boolean).join(' | ');
}

/** A stored `delivery_instruction` read back: the preset (to translate) and the free words. */
export function readInstruction(value: string | null | undefined): { preset: Instruction | null; note: string } {
  const text = (value ?? '').trim();
  const [head, ...rest] = text.split(' | ');
  if ((INSTRUCTIONS as readonly string[]).includes(head ?? ''))
    return { preset: head as Instruction, note: rest.join(' | ').trim() };
  return { preset: null, note: text };
}

/** The tip to send: 0 when tips are off or the order is picked up (the app sends '' then). */
export function tipToSend(extras: Pick<OrderExtras, 'tip' | 'order_type'>, tipsOn: boolean): number {
  if (!tipsOn || extras.order_type === 'take_away') return 0;
  const tip = parseTip(extras.tip);
  return typeof tip === 'number' ? tip : 0;
}

/** "Flat 3, floor 2, house 12, road 9": the parts as the order details show them. */
export function addressParts(
  a: { house?: string | null; floor?: string | null; road?: string | null },
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  return [
    a.house ? t('delivery.partHouse', { value: a.house }) : '',
    a.floor ? t('delivery.partFloor', { value: a.floor }) : '',
    a.road ? t('delivery.partRoad', { value: a.road }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the checkout offers for one store, from the marketplace's switches and the store's flags
 * (F36 shows the tip when `dm_tips_status == 1` and not picking up, deliveryman_tips_section.dart:39;
 * pick-up when `takeaway_status == 1 && store.take_away`, delivery likewise, top_section.dart:386-420).
 */
export interface CheckoutOptions {
  tips: boolean;
  /** `GET most-tips`: the amount most customers tip, marked "suggested"; null when none. */
  suggestedTip: number | null;
  delivery: boolean;
  takeAway: boolean;
  /** Where a pick-up order is collected. */
  storeAddress: string;
  /** Today's and tomorrow's delivery slots when the store takes scheduled orders, else null. */
  slots: SlotDays | null;
}

export const NO_OPTIONS: CheckoutOptions = {
  tips: false,
  suggestedTip: null,
  delivery: true,
  takeAway: false,
  storeAddress: '',
  slots: null,
};

/** Why the options refuse what the form asks for, as a field error; null when they allow it. */
export function optionsProblem(
  extras: Pick<OrderExtras, 'order_type' | 'schedule_at'>,
  options: Pick<CheckoutOptions, 'delivery' | 'takeAway' | 'slots'>,
): { field: 'order_type' | 'schedule_at'; key: string } | null {
  if (extras.order_type === 'take_away' && !options.takeAway)
    return { field: 'order_type', key: 'delivery.errors.takeAwayOff' };
  if ((extras.order_type ?? 'delivery') === 'delivery' && !options.delivery)
    return { field: 'order_type', key: 'delivery.errors.orderType' };
  // Only a slot offered now: the marketplace checks neither the grid nor the store's interval.
  if (extras.schedule_at && !(options.slots && offeredSlot(options.slots, extras.schedule_at)))
    return { field: 'schedule_at', key: 'delivery.errors.slotGone' };
  return null;
}
