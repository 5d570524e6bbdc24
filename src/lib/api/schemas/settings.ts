/** Business settings: /configurations, /config, /config/get-zone-id. */
import { z } from 'zod';
import {
  boolOr,
  id,
  imageUrl,
  jsonText,
  numOr,
  numOrNull,
  rememberImageBases,
  strOr,
  strOrNull,
  withFileImages,
} from './common.ts';
import { parseZoneIds } from '../context.ts';

/**
 * /configurations: six keys on a stock server. The spec's extra keys
 * (description_about_us, app_admin_phone, email, app_admin_adress) exist only
 * on some customised backends, so they are optional; use getConfig() and
 * getPolicyPage('about-us') for phone/email/address/about on a stock server.
 */
export const SettingsSchema = z.object({
  business_name: strOr(''),
  /** Already a full URL here (unlike /config's `logo`). */
  logo: imageUrl,
  app_minimum_version_android: strOrNull,
  app_url_android: strOrNull,
  app_minimum_version_ios: strOrNull,
  app_url_ios: strOrNull,
  description_about_us: z
    .object({ value: strOr('') })
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
  app_admin_phone: strOrNull,
  email: strOrNull,
  /** Spelt so by the spec's backend. */
  app_admin_adress: strOrNull,
});
export type Settings = z.infer<typeof SettingsSchema>;

const LatLngSchema = jsonText(
  z
    .object({ lat: numOrNull, lng: numOrNull })
    .nullish()
    .transform((v) => (v && v.lat !== null && v.lng !== null ? { lat: v.lat, lng: v.lng } : null)),
).catch(null);

/** One module type's flags in /config's module_config (B31 config/module.php); absent = off. */
const ModuleFlagsSchema = z
  .object({
    /** A store's order_place_to_schedule_interval applies (grocery). */
    order_place_to_schedule_interval: boolOr(false).catch(false),
    /** Files (prescriptions) can be attached to an order (pharmacy). */
    order_attachment: boolOr(false).catch(false),
  })
  .catch({ order_place_to_schedule_interval: false, order_attachment: false });

/**
 * The order switches of /config (ConfigController.php:207-209, :230, :232, :243, :255-256). A
 * server that does not send one (older versions) turns its feature off, except home delivery.
 */
const OrderSwitchesShape = {
  schedule_order: boolOr(false).catch(false),
  /** Minutes per delivery slot; 0 or absent is 30, as the app reads it (config_model.dart:219). */
  schedule_order_slot_duration: numOr(0)
    .catch(0)
    .transform((v) => (v > 0 ? v : 30)),
  dm_tips_status: boolOr(false).catch(false),
  prescription_order_status: boolOr(false).catch(false),
  order_delivery_verification: boolOr(false).catch(false),
  home_delivery_status: boolOr(true).catch(true),
  takeaway_status: boolOr(false).catch(false),
  /** Per module type: {grocery: {...}, food: {...}, ...}; `module_type` (the list) is left out. */
  module_config: z
    .record(z.string(), z.unknown())
    .nullish()
    .catch(null)
    .transform((v) => {
      const out: Record<string, z.infer<typeof ModuleFlagsSchema>> = {};
      for (const [type, flags] of Object.entries(v ?? {}))
        if (type !== 'module_type' && flags && typeof flags === 'object') out[type] = ModuleFlagsSchema.parse(flags);
      return out;
    }),
};

/** The subset of /config (about 150 keys) the storefront reads. */
const ConfigFieldsSchema = z.object({
  business_name: strOr(''),
  logo_full_url: imageUrl,
  fav_icon_full_url: imageUrl,
  phone: strOr(''),
  email: strOr(''),
  address: strOr(''),
  app_url_android: strOrNull,
  app_url_ios: strOrNull,
  /** null when the server has none; the money formatter falls back to EGP. */
  currency_symbol: strOrNull,
  currency_symbol_direction: z
    .string()
    .nullish()
    .transform((v): 'left' | 'right' => (v === 'right' ? 'right' : 'left')),
  digit_after_decimal_point: numOr(2),
  country: strOrNull,
  default_location: LatLngSchema,
  cash_on_delivery: boolOr(true),
  /** Whether visitors may order without an account (3.x; absent on older servers: no). */
  guest_checkout_status: boolOr(false),
  footer_text: strOr(''),
  ...OrderSwitchesShape,
});

/**
 * /config. Its base_urls are recorded for the image URLs of servers that send only file names
 * (2.x; see withFileImages), which is also how its own logo is found there.
 */
export const ConfigSchema = z.preprocess(
  (value) => {
    if (typeof value === 'object' && value !== null) rememberImageBases((value as { base_urls?: unknown }).base_urls);
    return value;
  },
  withFileImages(
    { logo_full_url: ['logo', 'business'], fav_icon_full_url: ['fav_icon', 'business'] },
    ConfigFieldsSchema,
  ),
);
export type Config = z.infer<typeof ConfigSchema>;

/**
 * /config/get-zone-id. `zone_id` is the JSON array string to send back
 * verbatim as the zoneId header; `zoneIds` is the same list parsed.
 */
export const ZoneAnswerSchema = z
  .object({
    zone_id: z.union([z.string(), z.number()]).transform(String),
    zone_data: z
      .array(z.object({ id, status: boolOr(true), cash_on_delivery: boolOr(true) }))
      .nullish()
      .transform((v) => v ?? [])
      .catch([]),
  })
  .transform((v, ctx) => {
    const zoneIds = parseZoneIds(v.zone_id);
    if (!zoneIds) {
      ctx.addIssue({ code: 'custom', message: 'zone_id is not a list of zone ids', path: ['zone_id'] });
      return z.NEVER;
    }
    return { ...v, zoneIds };
  });
export type ZoneAnswer = z.infer<typeof ZoneAnswerSchema>;

/** Policy pages answer a JSON string of HTML ('' when unset). */
export const PolicyHtmlSchema = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** Nominatim-style reverse geocoding answer (only the address parts the top bar reads). */
export const ReverseGeocodeSchema = z
  .object({
    display_name: strOr(''),
    address: z
      .object({
        city: strOrNull,
        town: strOrNull,
        village: strOrNull,
        county: strOrNull,
        state: strOrNull,
        country: strOrNull,
        country_code: strOrNull,
      })
      .nullish()
      .transform(
        (v) =>
          v ?? { city: null, town: null, village: null, county: null, state: null, country: null, country_code: null },
      ),
  })
  .transform((v) => ({
    ...v.address,
    display_name: v.display_name,
    /** The most specific place name available: city, else town, village, county. */
    locality: v.address.city ?? v.address.town ?? v.address.village ?? v.address.county ?? null,
  }));
export type ReverseGeocode = z.infer<typeof ReverseGeocodeSchema>;
