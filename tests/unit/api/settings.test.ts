import { describe, it, expect } from 'vitest';
import {
  ApiError,
  getConfig,
  getConfigurations,
  getPolicyPage,
  getZoneId,
  reverseGeocode,
} from '../../../src/lib/api/index.ts';
import { answering, fixture, jsonResponse, recordingFetch, rejectionOf } from './helpers.ts';

describe('settings', () => {
  it('parses the six /configurations keys; the spec extras are null', async () => {
    const { ctx } = answering(fixture('configurations.json'));
    expect(await getConfigurations(ctx)).toEqual({
      business_name: 'Souq Now',
      logo: 'http://127.0.0.1:8787/storage/app/public/business/logo.png',
      app_minimum_version_android: '1.0',
      app_url_android: 'https://play.google.com/store/apps/details?id=x',
      app_minimum_version_ios: null,
      app_url_ios: null,
      description_about_us: null,
      app_admin_phone: null,
      email: null,
      app_admin_adress: null,
    });
  });

  it('reads the spec extras when a customised server sends them', async () => {
    const { ctx } = answering(fixture('configurations-custom.json'));
    expect(await getConfigurations(ctx)).toMatchObject({
      description_about_us: { value: '<p>About</p>' },
      app_admin_phone: '+20100',
      email: 'hi@example.com',
      app_admin_adress: 'Cairo',
    });
  });

  it('parses the /config subset', async () => {
    const { ctx } = answering(fixture('config.json'));
    expect(await getConfig(ctx)).toEqual({
      business_name: 'Souq Now',
      logo_full_url: 'http://127.0.0.1:8787/storage/app/public/business/logo.png',
      fav_icon_full_url: null,
      phone: '+20225555555',
      email: 'support@example.com',
      address: '1 Market St, Cairo',
      app_url_android: 'https://play.google.com/x',
      app_url_ios: null,
      currency_symbol: 'ج.م',
      currency_symbol_direction: 'right',
      digit_after_decimal_point: 2,
      country: 'EG',
      default_location: { lat: 30.0444, lng: 31.2357 },
      cash_on_delivery: true,
      guest_checkout_status: true,
      footer_text: '© Souq Now',
      // The order switches this fixture does not send: off, but home delivery; 30-minute slots.
      schedule_order: false,
      schedule_order_slot_duration: 30,
      dm_tips_status: false,
      prescription_order_status: false,
      order_delivery_verification: false,
      home_delivery_status: true,
      takeaway_status: false,
      module_config: {},
    });
  });

  it('reads a policy page as an HTML string in the context language', async () => {
    const { ctx, calls } = answering('<p>سياسة الخصوصية</p>', 200, { lang: 'ar' });
    expect(await getPolicyPage(ctx, 'privacy-policy')).toBe('<p>سياسة الخصوصية</p>');
    expect(calls[0]!.url.pathname).toBe('/api/v1/privacy-policy');
    expect(calls[0]!.headers.get('x-localization')).toBe('ar');
    const empty = answering('');
    expect(await getPolicyPage(empty.ctx, 'cancelation')).toBe('');
  });
});

describe('location', () => {
  it('resolves the zone and parses its id list', async () => {
    const { ctx, calls } = answering(fixture('zone.json'));
    const zone = await getZoneId(ctx, 30.0444, 31.2357);
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/config/get-zone-id?lat=30.0444&lng=31.2357');
    expect(zone).toEqual({
      zone_id: '[5,7]',
      zoneIds: [5, 7],
      zone_data: [
        { id: 5, status: true, cash_on_delivery: true },
        { id: 7, status: true, cash_on_delivery: false },
      ],
    });
  });

  it('rejects a zone answer without usable ids', async () => {
    const { ctx } = answering({ zone_id: '[]', zone_data: [] });
    expect(await rejectionOf(getZoneId(ctx, 0, 0))).toMatchObject({ code: 'invalid_response' });
  });

  it('reverse-geocodes without any marketplace header', async () => {
    const rec = recordingFetch(() => jsonResponse(fixture('reverse-geocode.json')));
    const place = await reverseGeocode(
      { reverseGeocodeBase: 'https://geo.test/', lang: 'ar', fetch: rec.fetch },
      30.0444,
      31.2357,
    );
    const call = rec.calls[0]!;
    expect(call.url.origin + call.url.pathname).toBe('https://geo.test/reverse');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      lat: '30.0444',
      lon: '31.2357',
      format: 'json',
      'accept-language': 'ar',
    });
    expect(call.headers.get('accept')).toBe('application/json');
    expect(call.headers.has('authorization')).toBe(false);
    expect(call.headers.has('zoneid')).toBe(false);
    expect(place).toEqual({
      city: null,
      town: 'Qasr El Nil',
      village: null,
      county: null,
      state: 'Cairo',
      country: 'مصر',
      country_code: 'eg',
      display_name: 'Tahrir Square, Cairo, Egypt',
      locality: 'Qasr El Nil',
    });
  });

  it('maps the geocoder 200 {error} answer to not_found', async () => {
    const rec = recordingFetch(() => jsonResponse({ error: 'Unable to geocode' }));
    const err = await rejectionOf(reverseGeocode({ reverseGeocodeBase: 'https://geo.test', fetch: rec.fetch }, 0, 0));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 200, code: 'not_found', message: 'Unable to geocode' });
  });
});

describe('geocoder errors', () => {
  it('maps the 400 {error:{code,message}} answer to bad_request', async () => {
    const rec = recordingFetch(() =>
      jsonResponse({ error: { code: 400, message: 'Parameter lat/lon missing or invalid' } }, 400),
    );
    const err = await rejectionOf(
      reverseGeocode({ reverseGeocodeBase: 'https://geo.test', fetch: rec.fetch }, Number.NaN, 0),
    );
    expect(err).toMatchObject({ status: 400, code: 'bad_request', message: 'Parameter lat/lon missing or invalid' });
  });
});
