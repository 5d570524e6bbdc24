/**
 * Internationalisation for the storefront: languages and direction, request language
 * detection, the server's translator over the en/ar/tr dictionaries, the picked strings
 * pages hand to islands, and number, date and money formats.
 *
 *   const lang = detectLang({ cookie: Astro.cookies.get('lang')?.value, acceptLanguage });
 *   const t = translator(lang);
 *   t('nav.cartCount', { count: 3 });             // "Cart, 3 items" / "السلة، ٣ منتجات"
 *   <AuthDialog client:idle strings={pick(lang, ['auth', 'common'])} lang={lang} />
 *
 * Islands import from './client.ts' instead: it leaves the dictionaries and i18next out
 * of the browser bundle.
 */
export * from './client.ts';
export { detectLang, parseAcceptLanguage } from './detect.ts';
export { translator } from './translate.ts';
export { pick, messages, flatten, baseKey, PLURAL_SUFFIX, DICTIONARIES, type Dictionary } from './messages.ts';
export { formatMessageNumber } from './format.ts';
export { ARABIC_EGP_SYMBOL, FALLBACK_CURRENCY } from './currency.ts';
