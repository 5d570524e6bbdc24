// Settings, zones and policy pages (reference §3.1, §3.2, §3.18, §3.19).
import { Hono } from 'hono';
import { imageUrl, locale, type AppEnv, type Deps } from '../env.ts';
import { error } from '../lib/errors.ts';
import { pointInPolygon, polygonArea, type LatLng } from '../lib/geo.ts';
import { all, get, parseJson, type Row } from '../lib/sql.ts';
import { formatCtx } from '../format/context.ts';
import { formatModule } from '../format/module.ts';
import { translated } from '../format/translate.ts';
import { MODULE_CONFIG } from '../lib/module-config.ts';

export const configRoutes = new Hono<AppEnv>();

export function settings(deps: Deps): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const row of all<{ key: string; value: string | null }>(deps.db, 'SELECT key, value FROM business_settings')) {
    out[row.key] = row.value;
  }
  return out;
}

const flag = (v: string | null | undefined) => v === '1' || v === 'true';
const int = (v: string | null | undefined, fallback = 0) => (v == null || v === '' ? fallback : Number(v));

/** The six keys of the Drivemond integration endpoint, plus the keys the spec's client reads. */
configRoutes.get('/configurations', (c) => {
  const deps = c.get('deps');
  const s = settings(deps);
  const about = get<{ value: string }>(
    deps.db,
    "SELECT value FROM policy_pages WHERE key = 'about_us' AND locale = ?",
    locale(c),
  );
  return c.json({
    business_name: s.business_name ?? '6amMart',
    logo: imageUrl(deps, 'business', s.logo) ?? `${deps.publicUrl}/assets/admin/img/160x160/img2.jpg`,
    app_minimum_version_android: s.app_minimum_version_android ?? null,
    app_url_android: s.app_url_android ?? null,
    app_minimum_version_ios: s.app_minimum_version_ios ?? null,
    app_url_ios: s.app_url_ios ?? null,
    description_about_us: { value: about?.value ?? '' },
    app_admin_phone: s.phone ?? null,
    email: s.email_address ?? null,
    app_admin_adress: s.address ?? null,
  });
});

configRoutes.get('/config', (c) => {
  const deps = c.get('deps');
  const s = settings(deps);
  const languages = [
    { key: 'en', value: 'English', direction: 'ltr', default: true },
    { key: 'ar', value: 'العربية', direction: 'rtl', default: false },
    { key: 'tr', value: 'Türkçe', direction: 'ltr', default: false },
  ];
  return c.json({
    business_name: s.business_name ?? '6amMart',
    logo: s.logo ?? null,
    logo_full_url: imageUrl(deps, 'business', s.logo),
    fav_icon: s.fav_icon ?? null,
    fav_icon_full_url: imageUrl(deps, 'business', s.fav_icon),
    address: s.address ?? null,
    phone: s.phone ?? null,
    email: s.email_address ?? null,
    country: s.country ?? null,
    default_location: parseJson(s.default_location, { lat: '0', lng: '0' }),
    currency_symbol: s.currency_symbol ?? s.currency_code ?? null,
    currency_symbol_direction: s.currency_symbol_position ?? 'left',
    digit_after_decimal_point: s.digit_after_decimal_point ?? '2',
    app_minimum_version_android: s.app_minimum_version_android ?? null,
    app_url_android: s.app_url_android ?? null,
    app_minimum_version_ios: s.app_minimum_version_ios ?? null,
    app_url_ios: s.app_url_ios ?? null,
    footer_text: s.footer_text ?? null,
    // The global delivery rates, used where neither the zone's module nor the store sets one.
    per_km_shipping_charge: Number(s.per_km_shipping_charge ?? 0),
    minimum_shipping_charge: Number(s.minimum_shipping_charge ?? 0),
    cash_on_delivery: flag(s.cash_on_delivery),
    digital_payment: flag(s.digital_payment),
    guest_checkout_status: int(s.guest_checkout_status),
    home_delivery_status: int(s.home_delivery_status, 1),
    takeaway_status: int(s.takeaway_status, 1),
    // The order switches (ConfigController.php:207-209, :230, :243): booleans but dm_tips_status,
    // an int; a slot duration of 0 is read as 30 minutes by the app (config_model.dart:219).
    schedule_order: flag(s.schedule_order),
    schedule_order_slot_duration: int(s.schedule_order_slot_duration),
    prescription_order_status: flag(s.prescription_order_status),
    order_delivery_verification: flag(s.order_delivery_verification),
    dm_tips_status: int(s.dm_tips_status),
    maintenance_mode: flag(s.maintenance_mode),
    toggle_store_registration: flag(s.toggle_store_registration),
    toggle_dm_registration: flag(s.toggle_dm_registration),
    refund_policy: int(s.refund_policy_status, 1),
    cancelation_policy: int(s.cancellation_policy_status, 1),
    shipping_policy: int(s.shipping_policy_status, 1),
    timeformat: '24',
    language: languages.map(({ key, value }) => ({ key, value })),
    sys_language: languages,
    social_media: [],
    landing_page_links: {
      app_url_android_status: s.app_url_android ? '1' : '0',
      app_url_android: s.app_url_android ?? null,
      app_url_ios_status: s.app_url_ios ? '1' : '0',
      app_url_ios: s.app_url_ios ?? null,
    },
    centralize_login: {
      manual_login_status: 1,
      otp_login_status: 0,
      social_login_status: 0,
      google_login_status: 0,
      facebook_login_status: 0,
      apple_login_status: 0,
      email_verification_status: int(s.email_verification_status),
      phone_verification_status: int(s.phone_verification_status),
    },
    module_config: MODULE_CONFIG,
  });
});

configRoutes.get('/config/get-zone-id', (c) => {
  const deps = c.get('deps');
  const lat = c.req.query('lat');
  const lng = c.req.query('lng');
  const missing = [!lat && 'lat', !lng && 'lng'].filter(Boolean) as string[];
  if (missing.length) {
    return c.json({ errors: missing.map((code) => ({ code, message: `The ${code} field is required.` })) }, 403);
  }
  const point: LatLng = [Number(lat), Number(lng)];
  const zones = all(deps.db, 'SELECT * FROM zones')
    .map((zone) => ({ zone, ring: parseJson<LatLng[]>(zone.coordinates, []) }))
    .filter(({ ring }) => Number.isFinite(point[0]) && Number.isFinite(point[1]) && pointInPolygon(point, ring))
    .sort((a, b) => polygonArea(a.ring) - polygonArea(b.ring));
  if (!zones.length) return error(c, 404, 'coordinates', 'Service not available in this area');
  const active = zones.filter(({ zone }) => Number(zone.status) === 1);
  if (!active.length) return error(c, 403, 'coordinates', 'We are temporarily unavailable in this area');
  const f = formatCtx(c);
  return c.json({
    zone_id: JSON.stringify(active.map(({ zone }) => zone.id)),
    zone_data: active.map(({ zone }) => zoneData(f, zone)),
  });
});

/**
 * GET /zone/list (B31 ZoneController@get_zones): the active zones, each with its polygon as the
 * spatial cast writes it (GeoJSON, [lng, lat] pairs) and `formated_coordinates` as {lat, lng}
 * (Helpers::format_coordiantes), names in the request's language. A client offers them as the
 * areas a place can be picked in.
 */
configRoutes.get('/zone/list', (c) => {
  const deps = c.get('deps');
  const lang = locale(c);
  const zones = all(deps.db, 'SELECT * FROM zones WHERE status = 1 ORDER BY id').map((zone) => {
    const ring = parseJson<LatLng[]>(zone.coordinates, []);
    const named = translated(deps.db, 'zone', zone, lang, ['name', 'display_name']);
    return {
      id: zone.id,
      name: named.name,
      display_name: named.display_name ?? named.name,
      coordinates: { type: 'Polygon', coordinates: [ring.map(([lat, lng]) => [lng, lat])] },
      status: zone.status,
      created_at: zone.created_at,
      updated_at: zone.updated_at,
      ...zonePayments(zone),
      formated_coordinates: ring.map(([lat, lng]) => ({ lat, lng })),
      translations: [],
    };
  });
  return c.json(zones);
});

/** A zone's payment switches and its increased fee, as both zone answers carry them. */
function zonePayments(zone: Row): Row {
  return {
    cash_on_delivery: Number(zone.cash_on_delivery) === 1,
    digital_payment: Number(zone.digital_payment) === 1,
    offline_payment: Number(zone.offline_payment) === 1,
    increased_delivery_fee: Number(zone.increased_delivery_fee),
    increased_delivery_fee_status: zone.increased_delivery_fee_status,
    increase_delivery_charge_message: zone.increase_delivery_charge_message ?? null,
  };
}

function zoneData(f: ReturnType<typeof formatCtx>, zone: Row): Row {
  const modules = all(
    f.deps.db,
    `SELECT modules.*, module_zone.per_km_shipping_charge, module_zone.minimum_shipping_charge,
            module_zone.maximum_shipping_charge, module_zone.maximum_cod_order_amount, module_zone.delivery_charge_type
       FROM module_zone JOIN modules ON modules.id = module_zone.module_id
      WHERE module_zone.zone_id = ? AND modules.status = 1 ORDER BY modules.id`,
    Number(zone.id),
  ).map((m) =>
    formatModule(f, m, {
      pivot: {
        zone_id: zone.id,
        module_id: m.id,
        per_km_shipping_charge: m.per_km_shipping_charge,
        minimum_shipping_charge: m.minimum_shipping_charge,
        maximum_shipping_charge: m.maximum_shipping_charge,
        maximum_cod_order_amount: m.maximum_cod_order_amount,
        delivery_charge_type: m.delivery_charge_type,
      },
    }),
  );
  return {
    id: zone.id,
    name: zone.name,
    display_name: zone.display_name ?? zone.name,
    status: zone.status,
    ...zonePayments(zone),
    modules,
  };
}

/** Policy pages answer a bare JSON string: the text in the requested language, else English. */
const POLICY_ROUTES: Record<string, string> = {
  '/about-us': 'about_us',
  '/terms-and-conditions': 'terms_and_conditions',
  '/privacy-policy': 'privacy_policy',
  '/refund-policy': 'refund_policy',
  '/shipping-policy': 'shipping_policy',
  '/cancelation': 'cancellation_policy',
};

for (const [path, key] of Object.entries(POLICY_ROUTES)) {
  configRoutes.get(path, (c) => {
    const db = c.get('deps').db;
    const row =
      get<{ value: string }>(db, 'SELECT value FROM policy_pages WHERE key = ? AND locale = ?', key, locale(c)) ??
      get<{ value: string }>(db, "SELECT value FROM policy_pages WHERE key = ? AND locale = 'en'", key);
    return c.json(row?.value ?? '');
  });
}
