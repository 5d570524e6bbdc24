// business_settings: key/value strings, as 6amMart stores them. JSON-valued keys hold JSON text.
import { json, type Row } from './rows.ts';

export const BUSINESS_LOGO = 'souq-express-logo.png';
export const BUSINESS_FAVICON = 'souq-express-favicon.png';

const SETTINGS: Record<string, string> = {
  business_name: 'Souq Express',
  logo: BUSINESS_LOGO,
  fav_icon: BUSINESS_FAVICON,
  phone: '+20225550100',
  email_address: 'support@souq.example',
  address: '12 Tahrir Square, Downtown, Cairo 11511, Egypt',
  footer_text: '© Souq Express. Groceries, food, pharmacy and shopping delivered across Cairo and Alexandria.',
  country: 'EG',
  timezone: 'Africa/Cairo',
  default_location: json({ lat: '30.0444', lng: '31.2357' }),

  currency_code: 'EGP',
  currency_symbol: 'EGP',
  currency_symbol_position: 'right',
  digit_after_decimal_point: '2',

  app_url_android: 'https://play.google.com/store/apps/details?id=example.souqexpress.customer',
  app_url_ios: 'https://apps.apple.com/eg/app/souq-express/id6400000000',
  app_minimum_version_android: '1.0',
  app_minimum_version_ios: '1.0',
  landing_page_links: json({
    app_url_android_status: '1',
    app_url_android: 'https://play.google.com/store/apps/details?id=example.souqexpress.customer',
    app_url_ios_status: '1',
    app_url_ios: 'https://apps.apple.com/eg/app/souq-express/id6400000000',
    web_app_url_status: '0',
    web_app_url: '',
  }),
  // Store-owner and delivery-man apps, linked from the footer.
  store_app_url_android: 'https://play.google.com/store/apps/details?id=example.souqexpress.store',
  store_app_url_ios: 'https://apps.apple.com/eg/app/souq-express-store/id6400000001',
  dm_app_url_android: 'https://play.google.com/store/apps/details?id=example.souqexpress.delivery',
  dm_app_url_ios: 'https://apps.apple.com/eg/app/souq-express-delivery/id6400000002',
  social_media: json([
    { id: 1, name: 'facebook', link: 'https://www.facebook.com/souqexpress.example', status: 1 },
    { id: 2, name: 'instagram', link: 'https://www.instagram.com/souqexpress.example', status: 1 },
    { id: 3, name: 'twitter', link: 'https://x.com/souqexpress_example', status: 1 },
  ]),

  // Languages: [{key, value}] for `language`, and the system languages with direction.
  language: json(['en', 'ar', 'tr']),
  system_language: json([
    { id: 1, code: 'en', direction: 'ltr', status: 1, default: true },
    { id: 2, code: 'ar', direction: 'rtl', status: 1, default: false },
    { id: 3, code: 'tr', direction: 'ltr', status: 1, default: false },
  ]),

  cash_on_delivery: '1',
  digital_payment: '0',
  offline_payment_status: '0',
  partial_payment_status: '0',
  wallet_status: '1',
  loyalty_point_status: '1',
  loyalty_point_exchange_rate: '10',
  ref_earning_status: '1',
  ref_earning_exchange_rate: '20',
  guest_checkout_status: '1',
  home_delivery_status: '1',
  takeaway_status: '1',
  schedule_order: '1',
  schedule_order_slot_duration: '30',
  // On, so the checkout offers the tip (seeded orders carry none; most-tips answers null until one does).
  dm_tips_status: '1',
  order_delivery_verification: '0',
  // On, so pharmacies that take prescriptions offer the prescription order (store_screen.dart:821-823).
  prescription_order_status: '1',
  toggle_veg_non_veg: '1',
  tax_included: '0',
  admin_commission: '10',
  // Global delivery charges; module_zone rows override them per module and zone.
  minimum_shipping_charge: '15',
  per_km_shipping_charge: '6',
  maximum_shipping_charge: '80',
  free_delivery_over: '',
  free_delivery_over_status: '0',

  phone_verification_status: '0',
  email_verification_status: '0',
  centralize_login: json({
    manual_login_status: 1,
    otp_login_status: 0,
    social_login_status: 0,
    google_login_status: 0,
    facebook_login_status: 0,
    apple_login_status: 0,
    email_verification_status: 0,
    phone_verification_status: 0,
  }),

  refund_policy_status: '1',
  cancellation_policy_status: '1',
  shipping_policy_status: '1',
  toggle_store_registration: '1',
  toggle_dm_registration: '1',
  maintenance_mode: '0',
  cookies_text: 'We use cookies to keep you signed in and remember your language and cart.',
  business_model: json({ commission: 1, subscription: 0 }),
  order_confirmation_model: 'deliveryman',
};

export function settingRows(): Row[] {
  return Object.entries(SETTINGS).map(([key, value]) => ({ key, value }));
}
