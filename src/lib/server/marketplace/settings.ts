// The marketplace's settings for the page frame: /configurations (the six real keys, plus the
// spec's extra keys where a customised server has them), completed from /config (phone, email,
// address, currency). Cached for a minute; a failed call still gives a usable frame.
import { getConfig, getConfigurations } from '../../api/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { summaryText } from '../../seo/text.ts';
import { LOAD_TIMEOUT_MS, timedCache } from './cache.ts';
import { apiBaseUrl } from './api-base-url.ts';
import { requestHeaders } from '../request/request-id.ts';

export interface SiteSettings {
  businessName: string;
  logoUrl: string | null;
  /** Intrinsic size of the logo, so it is laid out before it loads (no layout shift). */
  logoSize: { width: number; height: number } | null;
  iconUrl: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  appUrlAndroid: string | null;
  appUrlIos: string | null;
  footerText: string | null;
  /** The about-us text in plain words, short enough for a meta description; null when the server has none. */
  aboutText: string | null;
  currency: { symbol: string | null; position: 'left' | 'right'; decimals: number };
  /** The marketplace's country (ISO code from /config), where local phone numbers are read. */
  country: string | null;
  /** The marketplace lets visitors order without an account (`guest_checkout_status`). */
  guestCheckout: boolean;
  /** True when the server could not be reached and these are defaults. */
  degraded: boolean;
}

export const DEFAULT_SETTINGS: SiteSettings = {
  businessName: 'Marketplace',
  logoUrl: null,
  logoSize: null,
  iconUrl: null,
  phone: null,
  email: null,
  address: null,
  appUrlAndroid: null,
  appUrlIos: null,
  footerText: null,
  aboutText: null,
  currency: { symbol: null, position: 'right', decimals: 2 },
  country: null,
  guestCheckout: false,
  degraded: true,
};

const SETTINGS_TTL_MS = 60_000;

/** Reads the logo's dimensions once per settings period; null when it cannot be read. */
async function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  try {
    const response = await fetch(url, { headers: requestHeaders(), signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
const cache = timedCache<SiteSettings>(SETTINGS_TTL_MS, 10, { tag: 'settings' });

async function load(lang: Lang): Promise<SiteSettings> {
  const ctx = { baseUrl: apiBaseUrl(), lang, timeoutMs: LOAD_TIMEOUT_MS };
  const [configurations, config] = await Promise.allSettled([getConfigurations(ctx), getConfig(ctx)]);
  const a = configurations.status === 'fulfilled' ? configurations.value : null;
  const b = config.status === 'fulfilled' ? config.value : null;
  if (!a && !b) return DEFAULT_SETTINGS;
  const logoUrl = a?.logo ?? b?.logo_full_url ?? null;
  return {
    businessName: a?.business_name || b?.business_name || DEFAULT_SETTINGS.businessName,
    logoUrl,
    logoSize: logoUrl ? await imageSize(logoUrl) : null,
    iconUrl: b?.fav_icon_full_url ?? a?.logo ?? null,
    phone: a?.app_admin_phone || b?.phone || null,
    email: a?.email || b?.email || null,
    address: a?.app_admin_adress || b?.address || null,
    appUrlAndroid: a?.app_url_android ?? b?.app_url_android ?? null,
    appUrlIos: a?.app_url_ios ?? b?.app_url_ios ?? null,
    footerText: b?.footer_text || null,
    aboutText: summaryText(a?.description_about_us?.value ?? '') || null,
    currency: {
      symbol: b?.currency_symbol ?? null,
      position: b?.currency_symbol_direction ?? 'right',
      decimals: b?.digit_after_decimal_point ?? 2,
    },
    country: b?.country ?? null,
    guestCheckout: b?.guest_checkout_status ?? false,
    degraded: false,
  };
}

/** Settings for the frame; never throws. Defaults are not cached, so recovery is immediate. */
export async function siteSettings(lang: Lang): Promise<SiteSettings> {
  try {
    const settings = await cache.get(lang, async () => {
      const loaded = await load(lang);
      if (loaded.degraded) throw new Error('settings unavailable');
      return loaded;
    });
    return settings;
  } catch {
    return DEFAULT_SETTINGS;
  }
}
