// A Nominatim-compatible reverse geocoder over the seeded zones, so the storefront's location
// lookup has a local target (GET /reverse?lat=&lon=&format=json).
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { pointInPolygon, type LatLng } from '../lib/geo.ts';
import { all, parseJson } from '../lib/sql.ts';

export const reverseRoutes = new Hono<AppEnv>();

type Names = Record<'en' | 'ar' | 'tr', { city: string; state: string; country: string; suburb: string }>;

const PLACES: Record<string, Names> = {
  Cairo: {
    en: { city: 'Cairo', state: 'Cairo Governorate', country: 'Egypt', suburb: 'Downtown' },
    ar: { city: 'القاهرة', state: 'محافظة القاهرة', country: 'مصر', suburb: 'وسط البلد' },
    tr: { city: 'Kahire', state: 'Kahire Valiliği', country: 'Mısır', suburb: 'Şehir Merkezi' },
  },
  Alexandria: {
    en: { city: 'Alexandria', state: 'Alexandria Governorate', country: 'Egypt', suburb: 'Raml Station' },
    ar: { city: 'الإسكندرية', state: 'محافظة الإسكندرية', country: 'مصر', suburb: 'محطة الرمل' },
    tr: { city: 'İskenderiye', state: 'İskenderiye Valiliği', country: 'Mısır', suburb: 'Raml İstasyonu' },
  },
  Hurghada: {
    en: { city: 'Hurghada', state: 'Red Sea Governorate', country: 'Egypt', suburb: 'El Dahar' },
    ar: { city: 'الغردقة', state: 'محافظة البحر الأحمر', country: 'مصر', suburb: 'الدهار' },
    tr: { city: 'Hurgada', state: 'Kızıldeniz Valiliği', country: 'Mısır', suburb: 'El Dahar' },
  },
};

reverseRoutes.get('/reverse', (c) => {
  const lat = Number(c.req.query('lat'));
  const lon = Number(c.req.query('lon'));
  if (!c.req.query('lat') || !c.req.query('lon') || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    return c.json({ error: { code: 400, message: 'Parameter lat/lon missing or invalid' } }, 400);
  }
  const language = (c.req.query('accept-language') ?? c.req.header('Accept-Language') ?? 'en').slice(0, 2);
  const lang = language === 'ar' || language === 'tr' ? language : 'en';
  const zone = all(c.get('deps').db, 'SELECT name, coordinates FROM zones').find((z) =>
    pointInPolygon([lat, lon], parseJson<LatLng[]>(z.coordinates, [])),
  );
  const place = zone ? PLACES[String(zone.name)]?.[lang] : undefined;
  if (!place) return c.json({ error: 'Unable to geocode' });
  return c.json({
    place_id: Math.round(Math.abs(lat * 1e4 + lon * 1e2)),
    licence: 'Reference data',
    osm_type: 'way',
    lat: String(lat),
    lon: String(lon),
    display_name: [place.suburb, place.city, place.state, place.country].join(', '),
    address: {
      suburb: place.suburb,
      city: place.city,
      state: place.state,
      country: place.country,
      country_code: 'eg',
    },
  });
});
