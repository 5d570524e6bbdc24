// Reads the request's language, module, zone and location before a page renders.
// Language: a /en, /ar or /tr prefix (crawlers and shared links), else the stored choice
// (cookie), else Accept-Language, else tr. A prefixed URL is rewritten to the page it names.
import type { AstroCookies, MiddlewareHandler } from 'astro';
import { detectLang, dirOf, isLang, type Lang } from '../i18n/index.ts';
import { SESSION_COOKIE } from './session.ts';

export const COOKIES = {
  lang: 'lang',
  module: 'module_id',
  zone: 'zoneid',
  latitude: 'latitude',
  longitude: 'longitude',
  location: 'fullLocation',
  locationAsked: 'location_asked',
} as const;

export const DEFAULT_MODULE_ID = 2;
export const DEFAULT_ZONE_IDS = [5];

export interface Preferences {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The language came from the URL (/ar/...), so links keep that prefix. */
  prefixed: boolean;
  /** The path without its language prefix, e.g. '/about'. */
  path: string;
  moduleId: number;
  zoneIds: number[];
  location: { label: string | null; latitude: number | null; longitude: number | null; asked: boolean };
  /** A session cookie is present (whether it is still valid is for the API to say). */
  signedIn: boolean;
}

function readZoneIds(raw: string | undefined): number[] {
  if (!raw) return DEFAULT_ZONE_IDS;
  try {
    const parsed: unknown = JSON.parse(raw);
    const ids = (Array.isArray(parsed) ? parsed : [parsed]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return ids.length ? ids.slice(0, 10) : DEFAULT_ZONE_IDS;
  } catch {
    return DEFAULT_ZONE_IDS;
  }
}

function readNumber(cookies: AstroCookies, name: string, min: number, max: number): number | null {
  const value = Number(cookies.get(name)?.value);
  return cookies.has(name) && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

export function readPreferences(cookies: AstroCookies, pathname: string, acceptLanguage: string | null): Preferences {
  const [, first, ...rest] = pathname.split('/');
  const prefixed = isLang(first);
  const lang = prefixed ? (first as Lang) : detectLang({ cookie: cookies.get(COOKIES.lang)?.value ?? null, acceptLanguage });
  const moduleId = Number(cookies.get(COOKIES.module)?.value);
  const label = cookies.get(COOKIES.location)?.value?.trim().slice(0, 200) || null;
  return {
    lang,
    dir: dirOf(lang),
    prefixed,
    path: prefixed ? `/${rest.join('/')}` : pathname,
    moduleId: Number.isInteger(moduleId) && moduleId > 0 ? moduleId : DEFAULT_MODULE_ID,
    zoneIds: readZoneIds(cookies.get(COOKIES.zone)?.value),
    location: {
      label,
      latitude: readNumber(cookies, COOKIES.latitude, -90, 90),
      longitude: readNumber(cookies, COOKIES.longitude, -180, 180),
      asked: cookies.has(COOKIES.locationAsked) || label !== null,
    },
    signedIn: Boolean(cookies.get(SESSION_COOKIE)?.value),
  };
}

export const preferences: MiddlewareHandler = async (context, next) => {
  const prefs = readPreferences(context.cookies, context.url.pathname, context.request.headers.get('accept-language'));
  context.locals.prefs = prefs;
  if (!prefs.prefixed) return next();
  return next(`${prefs.path}${context.url.search}`);
};

/** A link to `path` in the request's language: prefixed when the request was. */
export function localized(prefs: Pick<Preferences, 'lang' | 'prefixed'>, path: string): string {
  return prefs.prefixed ? `/${prefs.lang}${path === '/' ? '' : path}` : path;
}

/** The same page in another language, always prefixed (hreflang alternates, the language menu). */
export function inLanguage(lang: Lang, path: string, search = ''): string {
  return `/${lang}${path === '/' ? '' : path}${search}`;
}

/** The address the visitor is on, with its language prefix if it had one (pages see the rewritten URL). */
export function currentPath(prefs: Pick<Preferences, 'lang' | 'prefixed' | 'path'>, url: URL): string {
  return `${localized(prefs, prefs.path)}${url.search}`;
}
