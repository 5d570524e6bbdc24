/**
 * The storefront's languages and what the platform knows about them.
 * Client-safe: no dictionaries, no i18next.
 */

export type Lang = 'en' | 'ar' | 'tr';

export const LANGS: readonly Lang[] = ['en', 'ar', 'tr'];

/** The spec's fallback when neither a stored choice nor the browser names a known language. */
export const DEFAULT_LANG: Lang = 'tr';

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/**
 * BCP 47 tags for Intl. Arabic is Egyptian Arabic because the marketplace's
 * fallback currency is EGP; CLDR gives ar-EG Arabic-Indic digits (١٢٣).
 */
const INTL_LOCALES: Readonly<Record<Lang, string>> = { en: 'en-US', ar: 'ar-EG', tr: 'tr-TR' };

export function intlLocale(lang: Lang): string {
  return INTL_LOCALES[lang];
}

/** The language of a tag such as 'ar-EG', 'TR' or ' en_GB ', or null when it is not one of ours. */
export function langOfTag(tag: string | null | undefined): Lang | null {
  // Cookie values may arrive quoted ("ar"); the primary subtag decides.
  const primary = tag?.trim().replace(/^"|"$/g, '').toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : null;
}

// Text info is `getTextInfo()` in the current proposal and a `textInfo` getter in older engines;
// neither is in TypeScript's lib yet.
interface LocaleWithTextInfo {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
  maximize(): Intl.Locale;
}

// Engines without text info (older Firefox) still know a locale's script; these scripts are
// written right to left. Only reached as a fallback.
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

const dirCache = new Map<Lang, 'ltr' | 'rtl'>();

/** Writing direction of a language, from the Intl locale data rather than a hand-kept list. */
export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  const cached = dirCache.get(lang);
  if (cached) return cached;
  const locale = new Intl.Locale(intlLocale(lang)) as unknown as LocaleWithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  const direction = info?.direction
    ? info.direction === 'rtl'
      ? 'rtl'
      : 'ltr'
    : RTL_SCRIPTS.has(locale.maximize().script ?? '')
      ? 'rtl'
      : 'ltr';
  dirCache.set(lang, direction);
  return direction;
}
