/**
 * Numbers and dates in the reader's language. Client-safe.
 * Intl formatters are costly to build, so each distinct (language, options) pair is built once.
 */
import { intlLocale, type Lang } from './langs.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Arabic uses Arabic-Indic digits (١٬٢٣٤٫٥); English and Turkish their own separators. */
export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return Number.isFinite(value) ? numberFormat(lang, options).format(value) : '';
}

const CODE: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 0 };

/**
 * An order number (or any number read as a name rather than an amount) in the language's digits,
 * never grouped: "100014" / "١٠٠٠١٤". URLs and form values keep ASCII digits; phone numbers, which
 * people type and copy, are shown as they were given.
 */
export function formatOrderNumber(lang: Lang, id: number): string {
  return Number.isSafeInteger(id) ? formatNumber(lang, id, CODE) : '';
}

// Grouping only from five digits on, so a year reads "2026" while a big count reads "12,345".
const MESSAGE_NUMBER: Intl.NumberFormatOptions = { useGrouping: 'min2', maximumFractionDigits: 2 };

/** How a number passed into a message ({{count}}, {{km}}, {{year}}) is written. */
export function formatMessageNumber(lang: Lang, value: number): string {
  return formatNumber(lang, value, MESSAGE_NUMBER);
}

// 6amMart sends "Y-m-d H:i:s" (Laravel's default) and ISO strings, some without an offset.
// Both are server clock times in UTC, so an offset-less value is read as UTC rather than as
// the local time of whichever machine parses it.
const NAIVE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/** A Date from a 6amMart or ISO timestamp, or null when it cannot be read. */
export function parseServerDate(value: Date | string | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value?.trim();
  if (!text) return null;
  const naive = NAIVE_DATE_TIME.exec(text);
  const date = new Date(naive ? `${naive[1]}T${naive[2] ?? '00:00:00'}Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_FIELDS = new Set([
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
]);
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

/**
 * A date such as "Nov 20, 2026" / "20 Kas 2026" / "٢٠ نوفمبر ٢٠٢٦"; '' when invalid.
 * Shown in the runtime's time zone (the server's TZ when rendered on the server) unless
 * `options.timeZone` says otherwise.
 */
export function formatDate(lang: Lang, value: Date | string, options?: Intl.DateTimeFormatOptions): string {
  const date = parseServerDate(value);
  if (!date) return '';
  // Options that only set a time zone or calendar keep the default day-month-year fields.
  const names = options ? Object.keys(options) : [];
  const complete = names.some((name) => DATE_FIELDS.has(name));
  return dateFormat(lang, complete ? options! : { ...DATE, ...options }).format(date);
}

/** Date and time such as "Nov 20, 2026, 2:05 PM" / "٢٠ نوفمبر ٢٠٢٦، ٢:٠٥ م"; '' when invalid. */
export function formatDateTime(lang: Lang, value: Date | string, timeZone?: string): string {
  return formatDate(lang, value, timeZone ? { ...DATE_TIME, timeZone } : DATE_TIME);
}
