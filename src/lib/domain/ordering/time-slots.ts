/**
 * Delivery time slots of a store, as the 6amMart app cuts them (checkout_service.dart:38-102 and
 * checkout_controller.dart:317-324, 640-660 of the Flutter app), for today and tomorrow:
 *   - each opening period of the day is cut into slots of the marketplace's slot duration
 *     (0 reads as 30), the last one clipped at closing;
 *   - today keeps the slots that end after now, plus the store's interval where the module asks
 *     for one (grocery's `order_place_to_schedule_interval`).
 * The marketplace checks none of this (api/docs/schedule.md): the storefront offers these slots
 * and accepts no other time. The time it sends is the slot's last minute, which is always
 * strictly inside the opening hours (the app sends the end plus one minute, which the server
 * refuses for the last slot of a period).
 */

export interface OpeningPeriod {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  opening_time: string;
  closing_time: string;
}

/** The business clock now: its date, weekday and minutes since midnight. */
export interface WallNow {
  date: string;
  day: number;
  minutes: number;
}

export interface TimeSlot {
  /** "HH:MM". */
  from: string;
  to: string;
  /** What goes to the marketplace as schedule_at: "YYYY-MM-DD HH:MM". */
  value: string;
}

export interface SlotDays {
  today: { date: string; slots: TimeSlot[] };
  tomorrow: { date: string; slots: TimeSlot[] };
}

export interface SlotRules {
  /** schedule_order_slot_duration, minutes. */
  duration: number;
  /** The store's order_place_to_schedule_interval, minutes, when its module applies it. */
  interval: number;
}

const toMinutes = (clock: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(clock.trim());
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The date after `date` ("YYYY-MM-DD"). */
export function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function slotsOfDay(periods: readonly OpeningPeriod[], day: number, date: string, duration: number): TimeSlot[] {
  const step = duration > 0 ? duration : 30;
  const slots: TimeSlot[] = [];
  const ofDay = periods
    .filter((p) => p.day === day)
    .map((p) => ({ open: toMinutes(p.opening_time), close: toMinutes(p.closing_time) }))
    .filter((p): p is { open: number; close: number } => p.open !== null && p.close !== null && p.close > p.open)
    .sort((a, b) => a.open - b.open);
  for (const { open, close } of ofDay) {
    // A period of a minute or two has no inner minute to order for.
    for (let start = open; start < close; start += step) {
      const end = Math.min(start + step, close);
      const last = end - 1;
      if (last <= open) continue;
      slots.push({ from: clock(start), to: clock(end), value: `${date} ${clock(last)}` });
    }
  }
  return slots;
}

export function timeSlots(periods: readonly OpeningPeriod[], now: WallNow, rules: SlotRules): SlotDays {
  const earliest = now.minutes + Math.max(0, rules.interval);
  const today = slotsOfDay(periods, now.day, now.date, rules.duration).filter((s) => toMinutes(s.to)! > earliest);
  const tomorrowDate = nextDate(now.date);
  return {
    today: { date: now.date, slots: today },
    tomorrow: { date: tomorrowDate, slots: slotsOfDay(periods, (now.day + 1) % 7, tomorrowDate, rules.duration) },
  };
}

/** The offered slot a posted schedule_at names, or null: the only times the storefront sends. */
export function offeredSlot(days: SlotDays, value: string): TimeSlot | null {
  return [...days.today.slots, ...days.tomorrow.slots].find((s) => s.value === value) ?? null;
}

/** The business clock at `at` in `timeZone`. */
export function wallNow(at: Date, timeZone: string): WallNow {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * A stored schedule_at as an instant to show: an ISO time with its zone as it is; a server's
 * "Y-m-d H:i:s" (its own clock) read in `timeZone`. Null when unreadable.
 */
export function scheduledInstant(value: string | null | undefined, timeZone: string): Date | null {
  const text = (value ?? '').trim();
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The zone's offset at that moment: the wall clock the guess shows there, against the guess.
  const seen = wallNow(new Date(asUtc), timeZone);
  const hhmm = `${String(Math.floor(seen.minutes / 60)).padStart(2, '0')}:${String(seen.minutes % 60).padStart(2, '0')}`;
  const offset = Date.parse(`${seen.date}T${hhmm}:00Z`) - Math.floor(asUtc / 60_000) * 60_000;
  return new Date(asUtc - offset);
}
