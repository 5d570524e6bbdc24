// Phone numbers as customers type them, turned into the international form (E.164) the
// marketplace stores and signs in with: local numbers (01012345678, read in the marketplace's
// country), Arabic-Indic digits (٠١٠١٢٣٤٥٦٧٨), spaces and dashes, and a 00 international prefix.
// libphonenumber-js with its small ("min") metadata knows each country's trunk prefix and lengths.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The marketplace's country when its settings name none (the seed's and the spec's Egypt). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'EG';

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII digits. */
export function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * What the customer typed with the separators taken out and the digits made ASCII: '+' and
 * digits, a leading 00 read as '+'. Other characters are kept, so a letter still shows as invalid.
 */
export function compactPhone(value: string): string {
  const compact = asciiDigits(value.trim()).replace(/[\s\-().\u00a0\u200e\u200f\u202a-\u202e]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** The settings' country code (ISO 3166 alpha-2) when libphonenumber knows it, else Egypt. */
export function phoneCountry(country: string | null | undefined): CountryCode {
  const code = (country ?? '').trim().toUpperCase();
  return isSupportedCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
}

/**
 * The number in E.164 (+ and digits). A number without a country code is read in `country`. What
 * libphonenumber cannot place is sent as + and its digits, for the server to accept or refuse.
 */
export function toE164(value: string, country: string | null | undefined = DEFAULT_PHONE_COUNTRY): string {
  const compact = compactPhone(value);
  const parsed = parsePhoneNumberFromString(compact, phoneCountry(country));
  if (parsed?.isValid()) return parsed.number;
  return `+${compact.replace(/\D/g, '')}`;
}
