// Which zone and module a request browses, decided once per request (preferences middleware)
// from what the marketplace server really has: real 6amMart servers number their zones and
// modules their own way, so the spec's module 2 and zone 5 are only preferences, never
// assumptions.
//   - Zone: the visitor's stored zone, else DEFAULT_ZONE_IDS, else the zone of the server's own
//     default location (/config default_location → /config/get-zone-id; 3.1 has no customer call
//     listing zones), looked up once and kept for ten minutes.
//   - Module: the stored module when the zone still offers it, else module 2 when it does, else
//     the first module it lists (parcel left out). The zone's module list is cached for a minute
//     (modules.ts), so this costs no upstream call on most requests.
import { getConfig, getZoneId, isBrowsableModule, parseZoneIds, type Config, type Module } from '../../api/index.ts';
import { LOAD_TIMEOUT_MS, timedCache } from './cache.ts';
import { apiBaseUrl } from './api-base-url.ts';

/** The spec's module, used whenever the server has it. */
export const PREFERRED_MODULE_ID = 2;
/** Only when the server cannot say (unreachable): its pages show their error states anyway. */
const FALLBACK_ZONE_IDS: readonly number[] = [1];
const ZONE_TTL_MS = 10 * 60_000;

/** DEFAULT_ZONE_IDS as a JSON list ('[5,6]') or comma-separated ('5,6'); null when unset or invalid. */
export function configuredZoneIds(raw: string | undefined = process.env.DEFAULT_ZONE_IDS): number[] | null {
  const value = raw?.trim();
  if (!value) return null;
  const ids = parseZoneIds(value.startsWith('[') ? value : `[${value}]`);
  return ids ? [...new Set(ids)].slice(0, 10) : null;
}

const configCache = timedCache<Config>(ZONE_TTL_MS, 4, { tag: 'zones' });
const zoneCache = timedCache<{ ids: number[] }>(ZONE_TTL_MS, 4, { tag: 'zones' });

/**
 * The server's /config, for ten minutes. Reading it also records its base_urls, which image
 * URLs of servers that send only file names are built from (schemas/common.ts): the
 * middleware awaits it before a page renders.
 */
export async function serverConfig(): Promise<Config | null> {
  const baseUrl = apiBaseUrl();
  return configCache
    .get(baseUrl, async () => {
      const config = await getConfig({ baseUrl, lang: 'en', timeoutMs: LOAD_TIMEOUT_MS });
      // The schema tolerates missing fields; an answer without even a business name is not the
      // server's settings (a proxy's error page, say) and must not be kept for ten minutes.
      if (!config.business_name) throw new Error('The server sent no business settings');
      return config;
    })
    .catch(() => null);
}

/** The zone of the server's default location (its own /config), for ten minutes. */
async function serverDefaultZone(): Promise<number[]> {
  const baseUrl = apiBaseUrl();
  const { ids } = await zoneCache.get(baseUrl, async () => {
    const ctx = { baseUrl, lang: 'en' as const, timeoutMs: LOAD_TIMEOUT_MS };
    const config = await serverConfig();
    if (!config?.default_location) throw new Error('The server has no default location');
    const zone = await getZoneId(ctx, config.default_location.lat, config.default_location.lng);
    return { ids: zone.zoneIds };
  });
  return ids;
}

/** What to browse when the server cannot say: DEFAULT_ZONE_IDS, else zone 1. */
export function fallbackZoneIds(): number[] {
  return configuredZoneIds() ?? [...FALLBACK_ZONE_IDS];
}

/** The zone a visitor with no chosen location browses. Never throws. */
export async function defaultZoneIds(): Promise<number[]> {
  const configured = configuredZoneIds();
  if (configured) return configured;
  try {
    return await serverDefaultZone();
  } catch {
    return fallbackZoneIds();
  }
}

/**
 * The module to browse among `modules` (the zone's list): `stored` when listed, else module 2,
 * else the first one; `refused` (a module the server just rejected) is never chosen.
 * null when the list is empty (unknown): the caller keeps what it has.
 */
export function chooseModule(
  modules: readonly Module[],
  stored: number | null,
  refused: number | null = null,
): number | null {
  const usable = modules.filter((m) => isBrowsableModule(m) && m.status && m.id !== refused);
  if (usable.length === 0) return null;
  if (stored !== null && usable.some((m) => m.id === stored)) return stored;
  if (usable.some((m) => m.id === PREFERRED_MODULE_ID)) return PREFERRED_MODULE_ID;
  return usable[0]!.id;
}

/** The body of 403 {"errors":[{"code":"moduleId","message":...}]}: the module is unknown to the server. */
export function isModuleRefusal(status: number, body: unknown): boolean {
  if (status !== 403 || typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.some((e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'moduleId')
  );
}

/** For tests: forget the looked-up default zone. */
export function clearDefaultZone(): void {
  configCache.clear();
  zoneCache.clear();
}
