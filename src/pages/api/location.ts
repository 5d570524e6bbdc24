// POST /api/location {latitude, longitude}: finds the delivery zone and a readable place name
// for the device's position and stores them in cookies the server renders with.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getZoneId, reverseGeocode } from '../../lib/api/index.ts';
import { isLang } from '../../lib/i18n/index.ts';
import { FORM_BODY_LIMIT, readJsonBody } from '../../lib/server/request/json-body.ts';
import { COOKIES } from '../../lib/server/request/preferences.ts';
import { apiBaseUrl } from '../../lib/server/marketplace/api-base-url.ts';
import { apiContext } from '../../lib/server/marketplace/upstream.ts';
import { isHttps } from '../../lib/server/request/security.ts';

const Body = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  lang: z.string().optional(),
});

const YEAR = 60 * 60 * 24 * 365;

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals } = context;
  const body = await readJsonBody(request, FORM_BODY_LIMIT);
  if (!body.ok && body.response.status === 413) return body.response;
  const parsed = Body.safeParse(body.ok ? body.value : null);
  if (!parsed.success) {
    return Response.json({ error: 'Send a JSON body with numeric latitude and longitude.' }, { status: 400 });
  }
  const { latitude, longitude } = parsed.data;
  const lang = isLang(parsed.data.lang) ? parsed.data.lang : locals.prefs.lang;
  const [zone, place] = await Promise.allSettled([
    getZoneId(apiContext(locals.prefs, { lang, timeoutMs: 5000 }), latitude, longitude),
    reverseGeocode(
      { reverseGeocodeBase: process.env.REVERSE_GEOCODE_URL || apiBaseUrl(), lang, timeoutMs: 5000 },
      latitude,
      longitude,
    ),
  ]);
  const options = { path: '/', maxAge: YEAR, sameSite: 'lax' as const, secure: isHttps(context) };
  const zoneIds = zone.status === 'fulfilled' ? zone.value.zoneIds : null;
  const found = place.status === 'fulfilled' ? place.value : null;
  const locality = found ? found.city || found.town || found.village || found.county : null;
  const label = found ? [locality, found.state, found.country].filter(Boolean).join(', ') || null : null;
  cookies.set(COOKIES.locationAsked, '1', options);
  cookies.set(COOKIES.latitude, latitude.toFixed(6), options);
  cookies.set(COOKIES.longitude, longitude.toFixed(6), options);
  if (zoneIds) cookies.set(COOKIES.zone, JSON.stringify(zoneIds), options);
  if (label) cookies.set(COOKIES.location, label, options);
  return Response.json({
    zoneIds: zoneIds ?? locals.prefs.zoneIds,
    serviceAvailable: zoneIds !== null,
    label,
    regionName: found?.state ?? null,
    countryName: found?.country ?? null,
    latitude,
    longitude,
  });
};
