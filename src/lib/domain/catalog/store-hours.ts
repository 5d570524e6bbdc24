// Whether a store takes orders now and when it opens, from what the marketplace API says about it.
// The server does not publish its time zone, so the storefront never computes "open now" from the
// schedule itself: it reads the server's `open` and `active`, and `current_opening_time`, which
// names today's opening time while today still has one (helpers.php:4716-4730). The weekly
// `schedules` are shown as they are, in the business's own clock.

export type StoreState = 'open' | 'closed' | 'temporarilyClosed';

interface HoursInput {
  open: boolean;
  active: boolean;
  current_opening_time: string | null;
  schedules: readonly { day: number; opening_time: string; closing_time: string }[];
}

export interface WeekDayHours {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** "HH:MM" pairs, earliest first. */
  slots: { from: string; to: string }[];
}

export interface StoreHours {
  state: StoreState;
  /** "HH:MM" when the store is closed now and opens again later today. */
  opensToday: string | null;
  /** The days it opens at all, Sunday first; empty when it has no schedule. */
  week: WeekDayHours[];
}

/** "HH:MM" of a server clock ("6:30", "06:30:00"), or null. */
export function clockTime(raw: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(raw?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

export function storeHours(store: HoursInput): StoreHours {
  const state: StoreState = !store.active ? 'temporarilyClosed' : store.open ? 'open' : 'closed';
  const week: WeekDayHours[] = [];
  for (let day = 0; day < 7; day++) {
    const slots = store.schedules
      .filter((s) => s.day === day)
      .map((s) => ({ from: clockTime(s.opening_time), to: clockTime(s.closing_time) }))
      .filter((s): s is { from: string; to: string } => s.from !== null && s.to !== null)
      .sort((a, b) => a.from.localeCompare(b.from));
    if (slots.length) week.push({ day, slots });
  }
  return { state, opensToday: state === 'closed' ? clockTime(store.current_opening_time) : null, week };
}
