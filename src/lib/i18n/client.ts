/**
 * The browser-safe part of i18n, for React islands: no dictionaries and no i18next.
 * An island gets its strings as props (pick() on the server) and resolves them with
 * pickedTranslator(); money, numbers and dates format exactly as on the server.
 */
export { LANGS, DEFAULT_LANG, isLang, dirOf, intlLocale, langOfTag, type Lang } from './langs.ts';
export {
  interpolate,
  pickedTranslator,
  pluralCategory,
  type MessageVars,
  type Translate,
} from './interpolate.ts';
export { formatNumber, formatOrderNumber, formatDate, formatDateTime, parseServerDate } from './format.ts';
export { currencyFormatter, type CurrencySettings } from './currency.ts';
