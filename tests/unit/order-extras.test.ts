// The order's extra fields: tips as typed (local and Arabic-Indic digits), the instruction as sent
// and read back, what the payload carries, and which way of ordering the options allow.
import { describe, expect, it } from 'vitest';
import { timeSlots } from '../../src/lib/domain/ordering/time-slots.ts';
import {
  instructionText,
  NO_OPTIONS,
  optionsProblem,
  parseTip,
  readInstruction,
  tipToSend,
} from '../../src/lib/domain/ordering/order-extras.ts';
import { OrderFormSchema, orderPayload } from '../../src/lib/domain/ordering/order-rules.ts';
import { fieldErrors } from '../../src/lib/domain/account/auth-rules.ts';

const good = {
  contact_person_name: 'Demo Customer',
  contact_person_number: '01012345678',
  contact_person_email: 'customer@demo.test',
  address: '12 Tahrir Square, Cairo',
};
const at = { storeId: 1, total: 100, distance: 2, latitude: 30, longitude: 31 };

describe('parseTip', () => {
  it('reads ASCII, Arabic-Indic and Eastern Arabic-Indic digits and both decimal marks', () => {
    expect(parseTip('')).toBe(0);
    expect(parseTip(' 25 ')).toBe(25);
    expect(parseTip('١٥')).toBe(15);
    expect(parseTip('۲۰')).toBe(20);
    expect(parseTip('٧٫٥')).toBe(7.5);
    expect(parseTip('7,25')).toBe(7.25);
  });
  it('names a negative, an unreadable and a too high amount', () => {
    expect(parseTip('-5')).toBe('negative');
    expect(parseTip('−٥')).toBe('negative');
    expect(parseTip('abc')).toBe('invalid');
    expect(parseTip('1e3')).toBe('invalid');
    expect(parseTip('5.123')).toBe('invalid');
    expect(parseTip('20000')).toBe('too-high');
  });
});

describe('the order form with extras', () => {
  it('refuses a negative or unreadable tip and over-long parts on their fields', () => {
    const r = OrderFormSchema.safeParse({
      ...good,
      tip: '-3',
      house: 'x'.repeat(101),
      instruction_note: 'y'.repeat(201),
    });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      tip: 'delivery.errors.tipNegative',
      house: 'delivery.errors.tooLong',
      instruction_note: 'delivery.errors.noteTooLong',
    });
    const bad = OrderFormSchema.safeParse({ ...good, tip: 'ten' });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({ tip: 'delivery.errors.tipInvalid' });
    const preset = OrderFormSchema.safeParse({ ...good, instruction: 'leave_it_anywhere' });
    expect(preset.success).toBe(false);
  });
  it('needs no address to pick up', () => {
    expect(OrderFormSchema.safeParse({ ...good, address: '' }).success).toBe(false);
    expect(OrderFormSchema.safeParse({ ...good, address: '', order_type: 'take_away' }).success).toBe(true);
  });
  it('sends the parts apart, the instruction, and the tip only when tips are on and it is delivered', () => {
    const form = OrderFormSchema.parse({
      ...good,
      house: '12',
      floor: '3',
      road: 'Road 9',
      address_type: 'home',
      instruction: 'avoid_calling_phone',
      instruction_note: 'gate code 4',
      tip: '١٥',
    });
    const on = orderPayload(form, { ...at, tipsOn: true });
    expect(on).toMatchObject({
      address: '12 Tahrir Square, Cairo',
      house: '12',
      floor: '3',
      road: 'Road 9',
      address_type: 'home',
      delivery_instruction: 'avoid_calling_phone | gate code 4',
      dm_tips: 15,
      order_type: 'delivery',
    });
    expect(orderPayload(form, at).dm_tips).toBe(0);
    expect(orderPayload({ ...form, order_type: 'take_away' }, { ...at, tipsOn: true })).toMatchObject({
      order_type: 'take_away',
      dm_tips: 0,
    });
    expect(orderPayload(OrderFormSchema.parse(good), at)).not.toHaveProperty('delivery_instruction');
  });
});

describe('instructions and options', () => {
  it('reads back a preset, words, or both', () => {
    expect(readInstruction(instructionText({ instruction: 'come_with_no_sound' }))).toEqual({
      preset: 'come_with_no_sound',
      note: '',
    });
    expect(readInstruction('ring twice')).toEqual({ preset: null, note: 'ring twice' });
    expect(readInstruction('deliver_to_front_door | ring twice')).toEqual({
      preset: 'deliver_to_front_door',
      note: 'ring twice',
    });
    expect(tipToSend({ tip: 'x' }, true)).toBe(0);
  });
  it('allows pick-up only where it is offered', () => {
    expect(optionsProblem({ order_type: 'take_away' }, NO_OPTIONS)).toEqual({
      field: 'order_type',
      key: 'delivery.errors.takeAwayOff',
    });
    expect(optionsProblem({ order_type: 'take_away' }, { ...NO_OPTIONS, takeAway: true })).toBeNull();
    expect(optionsProblem({}, NO_OPTIONS)).toBeNull();
  });

  it('takes a delivery time only among the slots offered now', () => {
    const slots = timeSlots(
      [{ day: 3, opening_time: '09:00', closing_time: '12:00' }],
      { date: '2026-11-25', day: 3, minutes: 600 },
      { duration: 30, interval: 0 },
    );
    const withSlots = { ...NO_OPTIONS, slots };
    expect(optionsProblem({ schedule_at: '2026-11-25 10:59' }, withSlots)).toBeNull();
    expect(optionsProblem({ schedule_at: '' }, NO_OPTIONS)).toBeNull();
    for (const schedule_at of ['2026-11-25 10:58', '2026-11-25 09:29', '2026-11-25 12:29'])
      expect(optionsProblem({ schedule_at }, withSlots)).toEqual({
        field: 'schedule_at',
        key: 'delivery.errors.slotGone',
      });
    // A store without scheduled orders takes no time at all.
    expect(optionsProblem({ schedule_at: '2026-11-25 10:59' }, NO_OPTIONS)).toMatchObject({ field: 'schedule_at' });
  });
});
