// Timestamps as 6amMart serialises them (reference §1.6).

/** Laravel's default model serialisation: ISO-8601 with microseconds. */
export function isoMicros(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** Order and notification `created_at` accessors: "Y-m-d H:i:s". */
export function ymdHis(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The business day and time used for store schedules (the seed stores Cairo times). */
export function businessClock(now: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, time: `${get('hour')}:${get('minute')}:${get('second')}` };
}

/** The business calendar day, 'YYYY-MM-DD' (Laravel's date('Y-m-d') in the app's time zone). */
export function businessDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
