// The zone's modules without parcel, per language and zone, for a minute.
import { getModules, type Module } from '../../api/index.ts';
import { LOAD_TIMEOUT_MS, timedCache } from './cache.ts';
import type { Preferences } from '../request/preferences-type.ts';
import { apiBaseUrl } from './api-base-url.ts';

const cache = timedCache<Module[]>(60_000, 50, { tag: 'modules' });

/**
 * GET /module with the zone (the server answers per zone); the module header is left out, the
 * call is outside the module check. Throws when the list cannot be had: for a caller that must
 * tell "no such module" from "the API did not say" (a 404 is not an answer to a slow API).
 */
export function loadZoneModules(prefs: Pick<Preferences, 'lang' | 'zoneIds'>): Promise<Module[]> {
  return cache.get(`${prefs.lang}:${prefs.zoneIds.join(',')}`, () =>
    getModules({ baseUrl: apiBaseUrl(), lang: prefs.lang, zoneIds: prefs.zoneIds, timeoutMs: LOAD_TIMEOUT_MS }),
  );
}

/** The zone's modules; never throws: a failed call gives an empty list and the switcher is left out. */
export async function zoneModules(prefs: Pick<Preferences, 'lang' | 'zoneIds'>): Promise<Module[]> {
  return loadZoneModules(prefs).catch(() => []);
}

/** The server refused a module it listed: its list changed, read it again on the next call. */
export function forgetModules(): void {
  cache.clear();
}
