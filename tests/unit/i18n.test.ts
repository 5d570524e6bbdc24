// Internationalisation: the dictionaries stay complete in en, ar and tr, and a reader gets
// their language, direction, digits, dates and money right.
import { describe, it, expect } from 'vitest';
import {
  LANGS,
  DEFAULT_LANG,
  baseKey,
  currencyFormatter,
  detectLang,
  dirOf,
  formatDate,
  formatDateTime,
  formatNumber,
  intlLocale,
  interpolate,
  isLang,
  messages,
  pick,
  pickedTranslator,
  translator,
  PLURAL_SUFFIX,
  type Lang,
} from '../../src/lib/i18n/index.ts';

const NBSP = '\u00a0';
const ARABIC_DIGIT = /[٠-٩]/;
const LATIN_DIGIT = /[0-9]/;

/** Keys page authors already use: namespace → names (plural keys by their base name). */
const REQUIRED: Record<string, string> = {
  nav: 'home categories favourites stores search notifications cart cartCount signIn signOut menu openMenu closeMenu profile orders about skipToContent mainNavigation mobileNavigation policies brandHome',
  topbar:
    'unknownLocation language chooseLanguage theme switchToDark switchToLight useMyLocation locating locationDenied locationFailed locationPrompt notNow changeLocation',
  footer:
    'quickLinks help becomeStoreOwner becomeDeliveryMan sendMail contact phone email address getTheApp googlePlay appStore copyright',
  chat: 'support',
  modules: 'title switcher grocery food pharmacy ecommerce parcel',
  policy: 'about privacy terms refund shipping cancellation loadError retry empty lastUpdated',
  notFound: 'title subtitle backHome code',
  unauthorized: 'title message login',
  login: 'title subtitle',
  meta: 'defaultDescription defaultTitle',
  common: 'loading retry error close cancel confirm save back seeAll viewAll empty tryAgain required',
  languages: 'en ar tr',
  theme: 'light dark',
  auth: 'emailOrPhoneRequired invalidEmailOrPhone passwordMin acceptTerms usernameRequired invalidEmail phoneRequired passwordTooShort passwordsMismatch signIn signUp forgotPassword requestOtp backToLogin emailOrPhone password confirmPassword username email phone rememberMe terms google apple otp notAvailable noAccount haveAccount recoveryUnavailable',
  cart: 'added updated removed cleared update_failed remove_failed clear_failed login_required different_store_title different_store_text confirm_clear_cart cancel empty total placeOrder addMore clear add remove increase decrease quantity',
  placeOrder: 'title errorMessage successMessage distance name phone email address notes confirm cancel',
  validation: 'name phone email address',
  product:
    'noProductFound outOfStock maxStock minQuantity addToCart contactStore share copyLink linkCopied shareNotSupported deliveryTime suggested description store rating discountPercent discountAmount failedToLoad',
  store: 'noStoreData minimumOrder deliveryTime reviews qr downloadQr searchPlaceholder empty',
  stores: 'popular all filterAll filterNew filterDiscounted filterTopRated',
  recommendedStores: 'title error',
  categories: 'title viewAll error all empty',
  home: 'banners newArrivals discounted popularStores bannersError',
  search: 'placeholder hint searching noResults label',
  wishlist: 'title empty backToShop added removed add remove',
  allProducts: 'empty',
  profile:
    'errorLoading edit firstName lastName notSpecified status active inactive createdAt wallet loyaltyPoints referralCode copy orderCount logout',
  Editprofile:
    'error success photo save cancel deleteAccount deleteConfirm imageOnly nameRequired emailRequired phoneRequired verificationNeeded',
  notifications: 'title error empty readMore readLess',
  orders:
    'title running all empty details loadMore amount deliveryFee address contact note date status.pending status.processing status.delivered status.canceled status.confirmed status.accepted status.handover status.picked_up status.refunded status.failed',
  orderDetails: 'notFound subtotal deliveryFee couponDiscount total quantity variations addOns',
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^{}\s,]+)\s*\}\}/g)].map((m) => m[1]).sort();
const baseKeys = (lang: Lang) => [...new Set(Object.keys(messages(lang)).map(baseKey))].sort();
const pluralForms = (lang: Lang, base: string) =>
  Object.keys(messages(lang)).filter((key) => key !== base && baseKey(key) === base);
const categoriesOf = (lang: Lang) => new Intl.PluralRules(intlLocale(lang)).resolvedOptions().pluralCategories;

describe('dictionaries', () => {
  it('hold every key page authors use, in every language', () => {
    const required = Object.entries(REQUIRED).flatMap(([ns, names]) => names.split(' ').map((n) => `${ns}.${n}`));
    for (const lang of LANGS)
      expect(
        required.filter((key) => !baseKeys(lang).includes(key)),
        lang,
      ).toEqual([]);
    expect(required.length).toBeGreaterThan(250);
  });

  it('have the same keys in en, ar and tr (plural forms aside) and no empty message', () => {
    for (const lang of LANGS) {
      expect(baseKeys(lang), lang).toEqual(baseKeys('en'));
      expect(
        Object.entries(messages(lang)).filter(([, text]) => !text.trim()),
        lang,
      ).toEqual([]);
    }
  });

  it('use the same {{placeholders}} in every translation of a key', () => {
    for (const base of baseKeys('en')) {
      const forms = (lang: Lang) => (pluralForms(lang, base).length ? pluralForms(lang, base) : [base]);
      const varsOf = (lang: Lang) =>
        [...new Set(forms(lang).flatMap((key) => placeholders(messages(lang)[key]!)))].sort();
      for (const lang of LANGS) expect(varsOf(lang), `${lang} ${base}`).toEqual(varsOf('en'));
    }
  });

  it("complete each plural family with the language's CLDR categories", () => {
    expect([...categoriesOf('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    for (const lang of LANGS) {
      for (const base of baseKeys('en').filter((key) => pluralForms('en', key).length)) {
        const suffixes = pluralForms(lang, base).map((key) => PLURAL_SUFFIX.exec(key)![1]);
        expect(suffixes, `${lang} ${base}`).toEqual(expect.arrayContaining(categoriesOf(lang)));
        // _zero is the only extra i18next accepts (it is tried for a count of 0 in any language).
        expect(
          suffixes.filter((s) => s !== 'zero' && !categoriesOf(lang).includes(s as never)),
          base,
        ).toEqual([]);
        expect(placeholders(messages(lang)[`${base}_other`]!), `${lang} ${base}_other`).toContain('count');
      }
    }
  });

  it('name each language in itself, identically in all three files', () => {
    for (const lang of LANGS)
      expect(pick(lang, ['languages'])).toEqual({
        'languages.en': 'English',
        'languages.ar': 'العربية',
        'languages.tr': 'Türkçe',
      });
  });

  it('write Arabic numbers in Arabic-Indic digits (the 404 code aside)', () => {
    const latin = Object.entries(messages('ar')).filter(
      ([key, text]) => key !== 'notFound.code' && LATIN_DIGIT.test(text),
    );
    expect(latin).toEqual([]);
  });
});

describe('languages and direction', () => {
  it('are en, ar and tr, with Turkish as the fallback', () => {
    expect(LANGS).toEqual(['en', 'ar', 'tr']);
    expect(DEFAULT_LANG).toBe('tr');
    expect([isLang('ar'), isLang('fr'), isLang('AR'), isLang(undefined)]).toEqual([true, false, false, false]);
  });

  it('runs Arabic right to left and the others left to right', () => {
    expect(LANGS.map(dirOf)).toEqual(['ltr', 'rtl', 'ltr']);
  });
});

describe('detectLang', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLang({ cookie: 'ar', acceptLanguage: 'en-US,en;q=0.9' })).toBe('ar');
    expect(detectLang({ cookie: ' EN ', acceptLanguage: 'ar' })).toBe('en');
  });

  it('ignores an unknown stored choice and follows Accept-Language by weight', () => {
    expect(detectLang({ cookie: 'xx', acceptLanguage: 'fr;q=0.9, ar-EG;q=0.8' })).toBe('ar');
    expect(detectLang({ acceptLanguage: 'ar;q=0.2, tr-TR;q=0.5, en;q=0.4' })).toBe('tr');
    expect(detectLang({ acceptLanguage: 'en-GB, ar;q=1' })).toBe('en');
    expect(detectLang({ acceptLanguage: 'ar;q=0, en;q=0.1' })).toBe('en');
  });

  it('falls back to Turkish', () => {
    expect(detectLang({})).toBe('tr');
    expect(detectLang({ cookie: null, acceptLanguage: 'fr-FR, de;q=0.8, *;q=0.1' })).toBe('tr');
    expect(detectLang({ acceptLanguage: ';;,q=' })).toBe('tr');
  });
});

describe('translator', () => {
  it('interpolates variables, writing numbers in the reader’s digits', () => {
    expect(translator('en')('placeOrder.distance', { km: 3.25 })).toBe('Distance to the store: 3.25 km');
    expect(translator('ar')('placeOrder.distance', { km: 3.25 })).toBe('المسافة إلى المتجر: ٣٫٢٥ كم');
    expect(translator('en')('footer.copyright', { year: 2026, name: 'Souq' })).toBe(
      '© 2026 Souq. All rights reserved.',
    );
    expect(translator('tr')('product.discountPercent', { value: 15 })).toBe('%15 indirim');
  });

  it('does not HTML-escape (Astro escapes on output)', () => {
    expect(translator('en')('nav.brandHome', { name: 'Tom & Jerry <Mart>' })).toBe('Tom & Jerry <Mart> home');
  });

  it('pluralises with each language’s forms, Arabic included', () => {
    const en = translator('en');
    expect([1, 3].map((count) => en('nav.cartCount', { count }))).toEqual(['Cart, 1 item', 'Cart, 3 items']);
    const ar = translator('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('nav.cartCount', { count }))).toEqual([
      'السلة، لا توجد منتجات',
      'السلة، منتج واحد',
      'السلة، منتجان',
      'السلة، ٣ منتجات',
      'السلة، ١١ منتجًا',
      'السلة، ١٠٠ منتج',
    ]);
    expect(translator('tr')('store.reviews', { count: 12345 })).toBe('12.345 değerlendirme');
  });

  it('returns the key for a missing message, and keeps variables apart from i18next options', () => {
    expect(translator('ar')('nope.missing')).toBe('nope.missing');
    expect(translator('en')('nav')).toBe('nav');
    expect(translator('en')('nav.brandHome', { name: 'X', lng: 'ar' })).toBe('X home');
  });
});

describe('pick and the island translator', () => {
  it('picks only the requested prefixes, with all plural forms of a key', () => {
    const picked = pick('ar', ['auth', 'common.close', 'nav.cartCount']);
    expect(
      Object.keys(picked).every((k) => k.startsWith('auth.') || k === 'common.close' || k.startsWith('nav.cartCount_')),
    ).toBe(true);
    expect(picked['auth.passwordMin']).toBe(messages('ar')['auth.passwordMin']);
    expect(Object.keys(picked).filter((k) => k.startsWith('nav.'))).toHaveLength(6);
    expect(pick('en', ['cart.'])).not.toHaveProperty('placeOrder.title');
    expect(pick('en', ['car'])).toEqual({});
  });

  it('resolves picked strings exactly as the server translator does', () => {
    const vars = {
      count: 2,
      km: 1.5,
      year: 2026,
      name: 'Souq',
      min: 20,
      max: 30,
      rating: 4.5,
      value: 10,
      price: 'P',
      quantity: 3,
      date: 'D',
      id: 7,
      network: 'X',
      index: 1,
      title: 'T',
    };
    for (const lang of LANGS) {
      const t = translator(lang);
      const island = pickedTranslator(lang, pick(lang, ['']));
      const all = pickedTranslator(lang, messages(lang));
      for (const key of new Set(Object.keys(messages(lang)).map(baseKey))) {
        for (const count of [0, 1, 2, 5, 11, 100])
          expect(all(key, { ...vars, count }), `${lang} ${key}`).toBe(t(key, { ...vars, count }));
      }
      expect(island('nav.home')).toBe('nav.home');
    }
  });

  it('interpolates without i18next', () => {
    expect(interpolate('{{min}}–{{max}} min', { min: 20, max: 30 })).toBe('20–30 min');
    expect(interpolate('{{ n }} / {{missing}}', { n: 5 }, 'ar')).toBe('٥ / {{missing}}');
    expect(interpolate('no vars')).toBe('no vars');
  });
});

describe('numbers and dates', () => {
  it('formats numbers in each language’s digits and separators', () => {
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('tr', 1234.5)).toBe('1.234,5');
    expect(formatNumber('ar', 1234.5)).toBe('١٬٢٣٤٫٥');
    expect(formatNumber('en', 0.256, { style: 'percent' })).toBe('26%');
    expect(formatNumber('en', Number.NaN)).toBe('');
  });

  it('reads 6amMart "Y-m-d H:i:s" as UTC and writes Arabic dates in Arabic digits', () => {
    const ar = formatDateTime('ar', '2026-11-20 14:05:00', 'UTC');
    expect(ar).toMatch(ARABIC_DIGIT);
    expect(ar).not.toMatch(LATIN_DIGIT);
    expect(ar).toContain('٢٠٢٦');
    expect(ar).toContain('٢:٠٥');
    expect(formatDateTime('en', '2026-11-20 14:05:00', 'UTC')).toBe('Nov 20, 2026, 2:05 PM');
    expect(formatDateTime('tr', '2026-11-20T16:05:00.000000+02:00', 'UTC')).toBe('20 Kas 2026 14:05');
    expect(formatDateTime('en', '2026-11-20T14:05:00', 'Africa/Cairo')).toBe('Nov 20, 2026, 4:05 PM');
  });

  it('formats dates, and turns an unreadable value into an empty string', () => {
    expect(formatDate('en', '2026-11-20', { timeZone: 'UTC' })).toBe('Nov 20, 2026');
    expect(formatDate('tr', new Date(Date.UTC(2026, 0, 5)), { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '5 Ocak 2026',
    );
    expect(formatDate('en', 'not a date')).toBe('');
    expect(formatDateTime('ar', '')).toBe('');
    expect(formatDate('en', new Date(Number.NaN))).toBe('');
  });
});

describe('money', () => {
  it('defaults to EGP with two decimals: symbol before the amount, ج.م after it in Arabic', () => {
    expect(currencyFormatter('en')(120)).toBe(`EGP${NBSP}120.00`);
    expect(currencyFormatter('tr')(1234.5)).toBe(`EGP${NBSP}1.234,50`);
    expect(currencyFormatter('ar')(120)).toBe(`١٢٠٫٠٠${NBSP}ج.م`);
  });

  it('follows the server’s symbol, position and decimals', () => {
    const right = { symbol: 'EGP', position: 'right', decimals: 2 } as const;
    expect(currencyFormatter('en', right)(120)).toBe(`120.00${NBSP}EGP`);
    expect(currencyFormatter('tr', right)(120)).toBe(`120,00${NBSP}EGP`);
    expect(currencyFormatter('ar', { ...right, position: 'left' })(120)).toBe(`١٢٠٫٠٠${NBSP}ج.م`);
    expect(currencyFormatter('en', { symbol: '$', position: 'left', decimals: 0 })(1234.56)).toBe(`$${NBSP}1,235`);
    expect(currencyFormatter('ar', { symbol: '$', position: 'left', decimals: 0 })(120)).toBe(`$${NBSP}١٢٠`);
    expect(currencyFormatter('ar', { symbol: '$', position: 'right', decimals: 2 })(5)).toBe(`٥٫٠٠${NBSP}$`);
    expect(currencyFormatter('tr', { symbol: '₺', position: 'right', decimals: 2 })(99.9)).toBe(`99,90${NBSP}₺`);
  });

  it('falls back sensibly on missing or odd settings', () => {
    expect(currencyFormatter('en', { symbol: '  ', position: null, decimals: null, code: 'USD' })(1)).toBe(
      `USD${NBSP}1.00`,
    );
    expect(currencyFormatter('ar', { symbol: null, code: 'EGP' })(1)).toBe(`١٫٠٠${NBSP}ج.م`);
    expect(currencyFormatter('en', { decimals: -3 })(1.6)).toBe(`EGP${NBSP}2`);
    expect(currencyFormatter('en')(Number.NaN)).toBe('');
  });

  it('puts the minus sign before the symbol, and never shows minus zero', () => {
    expect(currencyFormatter('en')(-5)).toBe(`-EGP${NBSP}5.00`);
    expect(currencyFormatter('en')(-0.001)).toBe(`EGP${NBSP}0.00`);
    expect(currencyFormatter('ar')(-5)).toBe(`\u061c-٥٫٠٠${NBSP}ج.م`);
  });
});
