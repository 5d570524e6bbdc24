// Timestamps as the schema stores them: ISO-8601 UTC with microseconds, like Laravel serialises.

export function iso(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** A fixed moment, e.g. fixed('2025-03-14 09:30') → '2025-03-14T09:30:00.000000Z' (UTC). */
export function fixed(text: string): string {
  const date = new Date(`${text.replace(' ', 'T')}${text.length <= 10 ? 'T00:00' : ''}:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`fixed(): bad date "${text}"`);
  return iso(date);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + Math.round(minutes * 60_000));
}

export function minutesAgo(now: Date, minutes: number): Date {
  return addMinutes(now, -minutes);
}

export const HOUR = 60;
export const DAY = 24 * HOUR;

/** 'YYYY-MM-DD' of a date shifted by whole years (UTC calendar). */
export function dateShiftedYears(date: Date, years: number): string {
  const shifted = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
  return shifted.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of a date shifted by days. */
export function dateShiftedDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
