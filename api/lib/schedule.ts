// schedule_at of a place-order (OrderController.php:193, :270, :297-321): read as a wall-clock time
// in the business time zone, as Carbon::parse reads it in the app's zone.
import type { Db } from '../db/open.ts';
import { get } from './sql.ts';

export interface WallTime {
  /** 'YYYY-MM-DD HH:MM:SS' in the business time zone. */
  wall: string;
  /** Day of the week, 0 = Sunday, as store_schedule.day and PHP's format('w'). */
  day: number;
  /** 'HH:MM:SS'. */
  time: string;
}

const SCHEDULE_AT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'YYYY-MM-DD HH:MM[:SS]'; anything else is null (Carbon throws, and the real route answers 500). */
export function parseScheduleAt(text: string): WallTime | null {
  const match = SCHEDULE_AT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  // 2026-02-30 or 25:00 roll over in Date.UTC; Carbon would too, but a client never means them.
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d) || Number(h) > 23 || Number(s) > 59)
    return null;
  return { wall: `${y}-${mo}-${d} ${h}:${mi}:${s}`, day: date.getUTCDay(), time: `${h}:${mi}:${s}` };
}

/** The business zone's wall clock at `now`. */
export function wallClock(now: Date, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return parseScheduleAt(
    `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`,
  )!;
}

/** The instant a business wall-clock time stands for. */
export function wallToInstant(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.parse(`${wall.wall.replace(' ', 'T')}Z`);
  let instant = asUtc;
  // Twice: the zone's offset at the first guess may differ across a daylight-saving change.
  for (let i = 0; i < 2; i++) {
    const seen = Date.parse(`${wallClock(new Date(instant), timeZone).wall.replace(' ', 'T')}Z`);
    instant += asUtc - seen;
  }
  return new Date(instant);
}

/** The `open` of OrderController.php:270: a slot of that day strictly holds that time. */
export function isStoreOpenAt(db: Db, storeId: number, at: WallTime): boolean {
  return (
    get(
      db,
      'SELECT 1 AS hit FROM store_schedule WHERE store_id = ? AND day = ? AND opening_time < ? AND closing_time > ? LIMIT 1',
      storeId,
      at.day,
      at.time,
      at.time,
    ) !== undefined
  );
}
