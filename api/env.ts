// What every route can reach: the database, where images live, and the request's headers as the
// real server reads them (reference §1.2).
import type { Context } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/open.ts';
import type { Row } from './lib/sql.ts';

export interface Deps {
  db: Db;
  /** Absolute URL the API is reached at; image URLs start with it (Laravel's APP_URL). */
  publicUrl: string;
  /** Folder holding app/public/<folder>/<file>. */
  storageDir: string;
  timeZone: string;
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: Row | null;
    guestId: number | null;
  };
}

export type Ctx = Context<AppEnv>;

export const LOCALES = ['en', 'ar', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

/** X-localization; unknown codes fall back to the default language's texts, as Laravel does. */
export function locale(c: Ctx): Locale {
  const value = c.req.header('X-localization')?.trim().toLowerCase();
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';
}

/** zoneId header: a JSON array in a string, e.g. "[5]". Null when absent or not an id list. */
export function zoneIds(c: Ctx): number[] | null {
  const raw = c.req.header('zoneId');
  if (raw === undefined || raw.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const ids = list.map(Number).filter((n) => Number.isInteger(n));
    return ids.length ? ids : null;
  } catch {
    return null;
  }
}

export function moduleId(c: Ctx): number | null {
  const raw = c.req.header('moduleId');
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(n) ? n : null;
}

/** latitude/longitude headers (clients may wrap them in quotes); 0,0 when absent, as the server does. */
export function headerPosition(c: Ctx): [number, number] {
  const read = (name: string) => Number((c.req.header(name) ?? '0').replace(/"/g, '')) || 0;
  return [read('latitude'), read('longitude')];
}

const existing = new Map<string, boolean>();

/** `{APP_URL}/storage/app/public/<folder>/<file>`, or null when the file is not there (API rule, §1.6). */
export function imageUrl(deps: Deps, folder: string, file: unknown): string | null {
  if (typeof file !== 'string' || file === '') return null;
  const path = join(deps.storageDir, 'app', 'public', folder, file);
  let found = existing.get(path);
  if (found === undefined) {
    found = existsSync(path);
    existing.set(path, found);
  }
  return found ? `${deps.publicUrl}/storage/app/public/${folder}/${file}` : null;
}

export function rememberImage(deps: Deps, folder: string, file: string): void {
  existing.set(join(deps.storageDir, 'app', 'public', folder, file), true);
}
