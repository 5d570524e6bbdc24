// The zone's modules without parcel, per language and zone, for a minute.
import { getModules, type Module } from '../api/index.ts';
import { timedCache } from './cache.ts';
import type { Preferences } from './preferences.ts';
import { apiContext } from './upstream.ts';

const cache = timedCache<Module[]>(60_000, 50);

/** Never throws: a failed call gives an empty list and the switcher is left out. */
export async function zoneModules(prefs: Preferences): Promise<Module[]> {
  return cache
    .get(`${prefs.lang}:${prefs.zoneIds.join(',')}`, () => getModules(apiContext(prefs, { timeoutMs: 4000 })))
    .catch(() => []);
}
