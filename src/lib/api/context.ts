/**
 * Per-request settings for the 6amMart API and the header builder shared with
 * server code (the storefront's proxy endpoints build upstream headers with it).
 */

export type ApiLang = 'en' | 'ar' | 'tr';

export interface ApiContext {
  /** Upstream origin, e.g. 'http://127.0.0.1:8787', without /api/v1. */
  baseUrl: string;
  lang: ApiLang;
  /** The module the server knows (see src/lib/server/marketplace/zone-and-module.ts); left out when unset. */
  moduleId?: number;
  /** Left out when unset: the server then answers 403 "Zone id required" where it needs one. */
  zoneIds?: readonly number[];
  token?: string;
  /** A guest of the marketplace (reference §1.3), sent as `guest_id` when there is no token. */
  guestId?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The customer's point, sent as the `latitude`/`longitude` headers: store lists then measure
   * `distance` from it and sort nearest first (reference §3.7). Left out when unknown.
   */
  position?: { latitude: number; longitude: number };
}

export const DEFAULT_TIMEOUT_MS = 8000;

/** `offset` is a 1-based PAGE number (Laravel paginate), not a row offset. */
export interface PageOptions {
  limit?: number;
  offset?: number;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** A token worth sending: the reference clients leak 'Bearer null', which 6amMart treats specially. */
export function usableToken(token: string | null | undefined): string | undefined {
  const t = token?.trim();
  return t && t !== 'null' && t !== 'undefined' ? t : undefined;
}

/**
 * Headers every 6amMart call carries. Accept is always JSON because without it
 * Laravel answers auth failures with a redirect to a non-CORS HTML route.
 * zoneId is a JSON array in a string: the server json_decodes it.
 * moduleId and zoneId go only when known: there is no module or zone every server has (a real
 * server numbers its own), and a present but unknown moduleId is refused even where it is optional.
 * X-localization is a language code: the spec's literal '1' makes the server
 * fall back to its default language.
 */
export function buildApiHeaders(
  ctx: Pick<ApiContext, 'lang' | 'moduleId' | 'zoneIds' | 'token' | 'position'>,
  opts: { json?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-localization': ctx.lang,
  };
  if (ctx.moduleId !== undefined) headers.moduleId = String(ctx.moduleId);
  if (ctx.zoneIds !== undefined && ctx.zoneIds.length > 0) headers.zoneId = JSON.stringify(ctx.zoneIds);
  if (ctx.position) {
    headers.latitude = String(ctx.position.latitude);
    headers.longitude = String(ctx.position.longitude);
  }
  if (opts.json) headers['Content-Type'] = 'application/json';
  const token = usableToken(ctx.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Tolerates a trailing slash or an /api/v1 suffix on baseUrl so a misconfigured env var still works. */
/** The `guest_id` query of a guest's call (cart and order routes), when the call has no token. */
export function guestQuery(ctx: Pick<ApiContext, 'guestId' | 'token'>): Query | undefined {
  return ctx.guestId !== undefined && !usableToken(ctx.token) ? { guest_id: ctx.guestId } : undefined;
}

export function apiUrl(baseUrl: string, path: string, query?: Query): string {
  const origin = baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return withQuery(`${origin}/api/v1/${path.replace(/^\/+/, '')}`, query);
}

export function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** Parses the zone_id string from /config/get-zone-id ('[1,2]') or a stored cookie value. */
export function parseZoneIds(value: string | null | undefined): number[] | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const ids = list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return ids.length > 0 ? ids : undefined;
  } catch {
    return undefined;
  }
}
