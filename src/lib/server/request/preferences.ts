// Reads the request's language, module, zone and location before a page renders.
// Language: a /en, /ar or /tr prefix (crawlers and shared links), else the stored choice
// (cookie), else Accept-Language, else tr. A prefixed URL is rewritten to the page it names.
// Zone and module: the stored choice when the server still has it, else the server's own
// defaults (server/marketplace/zone-and-module.ts); a stored module the server no longer has is corrected in its cookie.
import type { AstroCookies, MiddlewareHandler } from 'astro';
import { detectLang, dirOf, isLang, langOfTag, type Lang } from '../../i18n/index.ts';
import type { Preferences } from './preferences-type.ts';
import {
  chooseModule,
  defaultZoneIds,
  fallbackZoneIds,
  PREFERRED_MODULE_ID,
  serverConfig,
} from '../marketplace/zone-and-module.ts';
import { markDegraded } from './render-state.ts';
import { zoneModules } from '../marketplace/modules.ts';
import { requestInfo } from './forwarded.ts';
import { sessionToken } from '../../identity/session.server.ts';
import { onModuleCorrected } from '../marketplace/upstream.ts';

export const COOKIES = {
  lang: 'lang',
  module: 'module_id',
  zone: 'zoneid',
  latitude: 'latitude',
  longitude: 'longitude',
  location: 'fullLocation',
  locationAsked: 'location_asked',
} as const;

function readZoneIds(raw: string | undefined): number[] | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const ids = (Array.isArray(parsed) ? parsed : [parsed]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return ids.length ? ids.slice(0, 10) : null;
  } catch {
    return null;
  }
}

function readModuleId(cookies: AstroCookies): number | null {
  const moduleId = Number(cookies.get(COOKIES.module)?.value);
  return Number.isInteger(moduleId) && moduleId > 0 ? moduleId : null;
}

function readNumber(cookies: AstroCookies, name: string, min: number, max: number): number | null {
  const value = Number(cookies.get(name)?.value);
  return cookies.has(name) && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/**
 * The preferences as the cookies state them. Before resolveMarketplace, zone and module are only
 * provisional (no zone stored: an empty list; no module stored: module 2).
 */
export function readPreferences(cookies: AstroCookies, pathname: string, acceptLanguage: string | null): Preferences {
  const [, first, ...rest] = pathname.split('/');
  const prefixed = isLang(first);
  const stored = cookies.get(COOKIES.lang)?.value ?? null;
  const lang = prefixed ? (first as Lang) : detectLang({ cookie: stored, acceptLanguage });
  const langFrom = prefixed ? 'url' : langOfTag(stored) ? 'cookie' : 'accept-language';
  const zoneIds = readZoneIds(cookies.get(COOKIES.zone)?.value);
  const label = cookies.get(COOKIES.location)?.value?.trim().slice(0, 200) || null;
  return {
    lang,
    dir: dirOf(lang),
    prefixed,
    langFrom,
    path: prefixed ? `/${rest.join('/')}` : pathname,
    moduleId: readModuleId(cookies) ?? PREFERRED_MODULE_ID,
    zoneIds: zoneIds ?? [],
    zoneChosen: zoneIds !== null,
    location: {
      label,
      latitude: readNumber(cookies, COOKIES.latitude, -90, 90),
      longitude: readNumber(cookies, COOKIES.longitude, -180, 180),
      asked: cookies.has(COOKIES.locationAsked) || label !== null,
    },
    signedIn: sessionToken(cookies) !== null,
  };
}

const YEAR = 60 * 60 * 24 * 365;

/** Stores the module the visitor browses (the module switcher's cookie). */
export function storeModule(cookies: AstroCookies, moduleId: number, secure: boolean): void {
  cookies.set(COOKIES.module, String(moduleId), { path: '/', maxAge: YEAR, sameSite: 'lax', secure });
}

/**
 * The most a page waits for the zone and module lists (both cached, so this is a cold start or a
 * slow server): past it the page renders with what it has, the lookups go on for the next
 * request, and the page is not offered to shared caches. After a miss, pages wait only briefly for
 * a while, so a slow server does not cost every page the whole budget; an answer in time ends that.
 */
const RESOLVE_BUDGET_MS = 2000;
const SLOW_SERVER_WAIT_MS = 400;
const SLOW_SERVER_MS = 30_000;
let slowUntil = 0;

async function beforeDeadline<T>(work: Promise<T>, deadline: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = Date.now() < slowUntil;
  const wait = Math.max(0, Math.min(deadline - Date.now(), slow ? SLOW_SERVER_WAIT_MS : Infinity));
  let missed = false;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      missed = true;
      slowUntil = Date.now() + SLOW_SERVER_MS;
      markDegraded();
      resolve(fallback);
    }, wait);
  });
  const inTime = work.then((value) => {
    if (slow && !missed) slowUntil = 0;
    return value;
  });
  try {
    return await Promise.race([inTime, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Settles zone and module against the server (and reads its /config once in a while, for image
 * URLs built from file names): the default zone when none is stored, and a module
 * the zone offers. A stored module the server no longer lists is replaced, and its cookie with it;
 * with no stored module nothing is stored (the default follows the server). When the module list
 * cannot be read, the stored (or preferred) module is kept and the server has the last word.
 */
export async function resolveMarketplace(prefs: Preferences, cookies: AstroCookies, secure: boolean): Promise<void> {
  const deadline = Date.now() + RESOLVE_BUDGET_MS;
  const config = beforeDeadline(serverConfig(), deadline, null);
  if (!prefs.zoneChosen) prefs.zoneIds = await beforeDeadline(defaultZoneIds(), deadline, fallbackZoneIds());
  const stored = readModuleId(cookies);
  const chosen = chooseModule(await beforeDeadline(zoneModules(prefs), deadline, []), stored);
  if (chosen !== null) prefs.moduleId = chosen;
  if (stored !== null && chosen !== null && chosen !== stored) storeModule(cookies, chosen, secure);
  await config;
  onModuleCorrected(prefs, (moduleId) => storeModule(cookies, moduleId, secure));
}

/** Files and health checks need no marketplace context. */
const NO_MARKETPLACE = /^\/(?:img|healthz|_astro|_image|favicon|manifest|app-icon)(?:[/.]|$)/;

export const preferences: MiddlewareHandler = async (context, next) => {
  const prefs = readPreferences(context.cookies, context.url.pathname, context.request.headers.get('accept-language'));
  context.locals.prefs = prefs;
  if (!NO_MARKETPLACE.test(prefs.path)) await resolveMarketplace(prefs, context.cookies, requestInfo(context).https);
  if (!prefs.prefixed) return next();
  return next(`${rewritable(prefs.path)}${context.url.search}`);
};

/**
 * A path Astro can rewrite to. Astro decodes a rewrite's path until it stops changing and fails
 * on a broken percent-encoding (/ar/%E0%A4%A, /tr/%, /ar/%25E0): such a path names no page, so
 * the visitor gets the not-found page in that language.
 */
export function rewritable(path: string): string {
  let form = path;
  for (let round = 0; round < 8; round++) {
    let decoded: string;
    try {
      decoded = decodeURI(form);
    } catch {
      return '/404';
    }
    if (decoded === form) return path;
    form = decoded;
  }
  return '/404';
}
