import { describe, expect, it } from 'vitest';
import {
  nextDate,
  offeredSlot,
  scheduledInstant,
  timeSlots,
  wallNow,
} from '../../src/lib/domain/ordering/time-slots.ts';

// Weekdays 06:30-11:30, and Friday (5) a lunch break: 09:00-11:00 and 13:00-14:15.
const HOURS = [
  { day: 3, opening_time: '06:30:00', closing_time: '11:30:00' },
  { day: 4, opening_time: '06:30:00', closing_time: '11:30:00' },
  { day: 5, opening_time: '13:00:00', closing_time: '14:15:00' },
  { day: 5, opening_time: '09:00:00', closing_time: '11:00:00' },
];
// Wednesday 2026-11-25 at 10:00.
const WEDNESDAY_10 = { date: '2026-11-25', day: 3, minutes: 600 };

describe('timeSlots', () => {
  it('cuts each period into slots, today only those still ahead, tomorrow whole', () => {
    const days = timeSlots(HOURS, WEDNESDAY_10, { duration: 30, interval: 0 });
    expect(days.today.slots.map((s) => `${s.from}-${s.to}`)).toEqual(['10:00-10:30', '10:30-11:00', '11:00-11:30']);
    expect(days.tomorrow.date).toBe('2026-11-26');
    expect(days.tomorrow.slots).toHaveLength(10);
    expect(days.tomorrow.slots[0]).toEqual({ from: '06:30', to: '07:00', value: '2026-11-26 06:59' });
  });

  it('sends the last minute of a slot, so the last one is still inside the hours', () => {
    const days = timeSlots(HOURS, WEDNESDAY_10, { duration: 30, interval: 0 });
    expect(days.today.slots.at(-1)).toEqual({ from: '11:00', to: '11:30', value: '2026-11-25 11:29' });
  });

  it('clips the last slot at closing and keeps periods in order', () => {
    const thursday = { date: '2026-11-26', day: 4, minutes: 23 * 60 };
    const friday = timeSlots(HOURS, thursday, { duration: 60, interval: 0 }).tomorrow.slots;
    expect(friday.map((s) => `${s.from}-${s.to}`)).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '13:00-14:00',
      '14:00-14:15',
    ]);
    expect(friday.at(-1)!.value).toBe('2026-11-27 14:14');
  });

  it('reads a duration of 0 as 30 minutes, as the app does', () => {
    const days = timeSlots(HOURS, WEDNESDAY_10, { duration: 0, interval: 0 });
    expect(days.today.slots).toHaveLength(3);
  });

  it('the interval pushes today’s first slot later', () => {
    const days = timeSlots(HOURS, WEDNESDAY_10, { duration: 30, interval: 45 });
    // 10:45 is the earliest: the slot ending 10:30 goes; the one ending 11:00 stays.
    expect(days.today.slots.map((s) => s.from)).toEqual(['10:30', '11:00']);
  });

  it('has nothing today after closing, and nothing on a day without hours', () => {
    const evening = { ...WEDNESDAY_10, minutes: 12 * 60 };
    expect(timeSlots(HOURS, evening, { duration: 30, interval: 0 }).today.slots).toEqual([]);
    const saturday = { date: '2026-11-28', day: 6, minutes: 600 };
    const days = timeSlots(HOURS, saturday, { duration: 30, interval: 0 });
    expect(days.today.slots).toEqual([]);
    expect(days.tomorrow.slots).toEqual([]);
  });

  it('wraps Saturday to Sunday and the month end', () => {
    const sunday = [{ day: 0, opening_time: '10:00', closing_time: '11:00' }];
    const days = timeSlots(sunday, { date: '2026-11-28', day: 6, minutes: 0 }, { duration: 30, interval: 0 });
    expect(days.tomorrow.date).toBe('2026-11-29');
    expect(days.tomorrow.slots.map((s) => s.value)).toEqual(['2026-11-29 10:29', '2026-11-29 10:59']);
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });

  it('ignores malformed or empty periods', () => {
    const odd = [
      { day: 3, opening_time: 'noon', closing_time: '13:00' },
      { day: 3, opening_time: '14:00', closing_time: '13:00' },
    ];
    expect(timeSlots(odd, WEDNESDAY_10, { duration: 30, interval: 0 }).today.slots).toEqual([]);
  });
});

describe('offeredSlot', () => {
  it('accepts only a value it offered', () => {
    const days = timeSlots(HOURS, WEDNESDAY_10, { duration: 30, interval: 0 });
    expect(offeredSlot(days, '2026-11-25 10:59')).toMatchObject({ from: '10:30' });
    for (const value of ['2026-11-25 10:58', '2026-11-25 09:59', '2026-11-27 10:59', '2026-11-25 12:29', ''])
      expect(offeredSlot(days, value)).toBeNull();
  });
});

describe('wallNow', () => {
  it('reads the business clock in its time zone', () => {
    expect(wallNow(new Date('2026-11-25T08:00:00Z'), 'Africa/Cairo')).toEqual({
      date: '2026-11-25',
      day: 3,
      minutes: 600,
    });
    expect(wallNow(new Date('2026-11-25T23:30:00Z'), 'Africa/Cairo')).toMatchObject({ date: '2026-11-26', day: 4 });
  });
});

describe('scheduledInstant', () => {
  it('keeps an ISO time and reads a server clock time in the marketplace zone', () => {
    expect(scheduledInstant('2026-11-26T05:30:00.000000Z', 'Africa/Cairo')?.toISOString()).toBe(
      '2026-11-26T05:30:00.000Z',
    );
    expect(scheduledInstant('2026-11-26 07:30:00', 'Africa/Cairo')?.toISOString()).toBe('2026-11-26T05:30:00.000Z');
    // Cairo keeps summer time (UTC+3) in July.
    expect(scheduledInstant('2026-07-01 12:00', 'Africa/Cairo')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(scheduledInstant('soon', 'Africa/Cairo')).toBeNull();
    expect(scheduledInstant(null, 'Africa/Cairo')).toBeNull();
  });
});
