/** Business settings, policy pages, zones and reverse geocoding. */
import { type ApiContext, type ApiLang, withQuery } from './context.ts';
import { assertOk, fetchRaw, parseWith, request } from './http.ts';
import { ApiError, codeForStatus } from './errors.ts';
import {
  ConfigSchema,
  PolicyHtmlSchema,
  ReverseGeocodeSchema,
  SettingsSchema,
  ZoneAnswerSchema,
  type Config,
  type ReverseGeocode,
  type Settings,
  type ZoneAnswer,
} from './schemas/index.ts';

/** GET /configurations — six keys on a stock server; see SettingsSchema. */
export async function getConfigurations(ctx: ApiContext): Promise<Settings> {
  return request(ctx, 'configurations', SettingsSchema);
}

/** GET /config — the real business settings (phone, email, address, currency). */
export async function getConfig(ctx: ApiContext): Promise<Config> {
  return request(ctx, 'config', ConfigSchema);
}

export type PolicyKind =
  | 'about-us'
  | 'terms-and-conditions'
  | 'privacy-policy'
  | 'refund-policy'
  | 'shipping-policy'
  | 'cancelation';

/** GET /{kind} — raw, UNSANITISED HTML in ctx.lang ('' when unset). Sanitise before rendering. */
export async function getPolicyPage(ctx: ApiContext, kind: PolicyKind): Promise<string> {
  return request(ctx, kind, PolicyHtmlSchema);
}

/** GET /config/get-zone-id. 404 code 'coordinates' when the point is outside every zone. */
export async function getZoneId(ctx: ApiContext, lat: number, lng: number): Promise<ZoneAnswer> {
  return request(ctx, 'config/get-zone-id', ZoneAnswerSchema, { query: { lat, lng } });
}

export interface GeocodeContext {
  /** e.g. 'https://nominatim.openstreetmap.org' */
  reverseGeocodeBase: string;
  lang?: ApiLang;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Nominatim's {error: "..."} or {error: {code, message}}, on a 200 or a 4xx. */
function nominatimError(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: unknown };
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Location not found';
}

/**
 * GET {base}/reverse?lat=&lon=&format=json (Nominatim). A separate context on
 * purpose: none of the marketplace headers (token included) go to a third party.
 * "Unable to geocode" (a 200 with {error}) → ApiError code 'not_found'; bad lat/lon (400) → 'bad_request'.
 */
export async function reverseGeocode(ctx: GeocodeContext, lat: number, lng: number): Promise<ReverseGeocode> {
  const url = withQuery(`${ctx.reverseGeocodeBase.replace(/\/+$/, '')}/reverse`, {
    lat,
    lon: lng,
    format: 'json',
    'accept-language': ctx.lang,
  });
  const transport: { fetch?: typeof fetch; timeoutMs?: number } = {};
  if (ctx.fetch) transport.fetch = ctx.fetch;
  if (ctx.timeoutMs !== undefined) transport.timeoutMs = ctx.timeoutMs;
  const raw = await fetchRaw(url, { headers: { Accept: 'application/json' } }, transport);
  const geoError = nominatimError(raw.body);
  if (geoError !== undefined) {
    throw new ApiError(raw.status, raw.status < 300 ? 'not_found' : codeForStatus(raw.status), geoError);
  }
  const body = assertOk(raw);
  return parseWith(ReverseGeocodeSchema, body, raw.status);
}
