/**
 * Money, from the server's currency settings (6amMart /config: currency_symbol,
 * currency_symbol_direction, digit_after_decimal_point), with EGP as the fallback.
 * Client-safe: an island can build the same formatter from the same settings.
 */
import { formatNumber, numberFormat } from './format.ts';
import type { Lang } from './langs.ts';

export interface CurrencySettings {
  symbol?: string | null;
  position?: 'left' | 'right' | null;
  decimals?: number | null;
  code?: string | null;
}

export const FALLBACK_CURRENCY = 'EGP';
/** The Egyptian pound as Arabic readers write it ("جنيه مصري"). */
export const ARABIC_EGP_SYMBOL = 'ج.م';
const DEFAULT_DECIMALS = 2;

// A no-break space: "EGP" must never wrap away from its amount in a narrow product card.
const GAP = '\u00a0';

function decimalsOf(settings: CurrencySettings): number {
  const d = settings.decimals;
  return typeof d === 'number' && Number.isFinite(d) ? Math.min(Math.max(Math.trunc(d), 0), 6) : DEFAULT_DECIMALS;
}

/**
 * The money formatter for a language and the server's settings:
 * - symbol: the server's symbol, else its currency code, else EGP;
 * - in Arabic, EGP is written 'ج.م' and always follows the amount (Arabic usage), whatever
 *   the server's position; any other symbol keeps the server's position;
 * - position: 'left' puts the symbol before the amount in reading order (as 6amMart's own apps
 *   concatenate it), 'right' after; default 'left';
 * - decimals: the server's digits after the decimal point (0 to 6), default 2;
 * - digits and separators follow the language: 'EGP 1,234.50', '1.234,50 EGP', '١٬٢٣٤٫٥٠ ج.م'.
 * A non-finite amount formats as ''.
 */
const formatters = new Map<string, (amount: number) => string>();

export function currencyFormatter(lang: Lang, settings: CurrencySettings = {}): (amount: number) => string {
  // Every card of a page asks for the same one: built once per language and settings.
  const key = [lang, settings.symbol, settings.position, settings.decimals, settings.code].join('|');
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = buildFormatter(lang, settings);
    // Settings change rarely; the bound only guards against a server that keeps changing them.
    if (formatters.size < 100) formatters.set(key, formatter);
  }
  return formatter;
}

function buildFormatter(lang: Lang, settings: CurrencySettings): (amount: number) => string {
  const decimals = decimalsOf(settings);
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const serverSymbol = settings.symbol?.trim() || settings.code?.trim() || FALLBACK_CURRENCY;
  const arabicPound = lang === 'ar' && serverSymbol.toUpperCase() === FALLBACK_CURRENCY;
  const symbol = arabicPound ? ARABIC_EGP_SYMBOL : serverSymbol;
  const after = arabicPound || settings.position === 'right';
  // The locale's own minus sign (Arabic adds a bidi mark before it).
  const minus = numberFormat(lang)
    .formatToParts(-1)
    .filter((part) => part.type !== 'integer')
    .map((part) => part.value)
    .join('');

  return (amount: number): string => {
    if (!Number.isFinite(amount)) return '';
    const digits = formatNumber(lang, Math.abs(amount), options);
    // An amount that rounds to zero ("-0.001") reads as zero, not as a negative amount.
    const negative = amount < 0 && Math.round(-amount * 10 ** decimals) > 0;
    const sign = negative ? minus : '';
    return after ? `${sign}${digits}${GAP}${symbol}` : `${sign}${symbol}${GAP}${digits}`;
  };
}
