// Phones typed the local way sign in (E.164 before the call), and sign-in comes back to the page
// it was asked from, in its language, never to a doubled prefix or another site.
import { describe, expect, it } from 'vitest';
import { e164, loginPayload, SignInSchema, SignUpSchema } from '../../src/lib/domain/account/auth-rules.ts';
import { asciiDigits, phoneCountry, toE164 } from '../../src/lib/domain/account/phone.ts';
import { returnPath, safeNext, signInHref } from '../../src/lib/paths.ts';

const DEMO = '+201012345678';
const FORMS = [
  '01012345678',
  '٠١٠١٢٣٤٥٦٧٨',
  '+20 10 1234 5678',
  '0020 101 234 5678',
  '+201012345678',
  '201012345678',
  '010-1234-5678',
  '۰۱۰۱۲۳۴۵۶۷۸',
];

describe('phone numbers as customers type them', () => {
  it.each(FORMS)('%s signs in as the demo phone', (typed) => {
    const parsed = SignInSchema.safeParse({ email_or_phone: typed, password: 'demo12345', terms: true });
    expect(parsed.success).toBe(true);
    expect(loginPayload(parsed.data!)).toEqual({ email_or_phone: DEMO, password: 'demo12345', field_type: 'phone' });
  });

  it('reads a local number in the settings country, Egypt when it names none or an unknown one', () => {
    expect(toE164('05321234567', 'TR')).toBe('+905321234567');
    expect(toE164('05321234567', 'tr')).toBe('+905321234567');
    expect(toE164('01012345678', null)).toBe(DEMO);
    expect(toE164('01012345678', 'XX')).toBe(DEMO);
    expect(phoneCountry(undefined)).toBe('EG');
    expect(loginPayload({ email_or_phone: '0532 123 45 67', password: 'x' }, 'TR').email_or_phone).toBe(
      '+905321234567',
    );
    // An international number stays in its own country whatever the settings say.
    expect(toE164('+905321234567', 'EG')).toBe('+905321234567');
  });

  it('makes Arabic-Indic digits ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('keeps the spec messages for what is really invalid', () => {
    const message = (email_or_phone: string) =>
      SignInSchema.safeParse({ email_or_phone, password: 'demo12345', terms: true }).error?.issues[0]?.message;
    expect(message('')).toBe('auth.emailOrPhoneRequired');
    expect(message('010123')).toBe('auth.invalidEmailOrPhone');
    expect(message('0101234567890123456')).toBe('auth.invalidEmailOrPhone');
    expect(message('01012345678x')).toBe('auth.invalidEmailOrPhone');
    expect(message('not an email')).toBe('auth.invalidEmailOrPhone');
  });

  it('sign-up sends the phone in E.164 too, and still refuses too short or too long', () => {
    expect(e164('+20 010 1234 5678')).toBe(DEMO);
    expect(e164('+2001012345678')).toBe(DEMO);
    expect(e164('٠١٠١٢٣٤٥٦٧٨')).toBe(DEMO);
    const base = {
      name: 'Test Buyer',
      email: 'a@b.co',
      password: 'longenough',
      confirm_password: 'longenough',
      terms: true,
    };
    expect(SignUpSchema.safeParse({ ...base, phone: '+20 10 1234 5678' }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...base, phone: '+20' }).error?.issues[0]?.message).toBe('auth.phoneRequired');
    expect(SignUpSchema.safeParse({ ...base, phone: '+2010123456789012345' }).error?.issues[0]?.message).toBe(
      'auth.phoneTooLong',
    );
  });
});

describe('where sign-in returns', () => {
  it('never doubles a language prefix', () => {
    for (const lang of ['en', 'ar', 'tr'] as const) {
      expect(returnPath(`/${lang}/orders-lists`, { lang, prefixed: true })).toBe(`/${lang}/orders-lists`);
      expect(returnPath('/orders-lists', { lang, prefixed: true })).toBe(`/${lang}/orders-lists`);
      expect(returnPath('/orders-lists', { lang, prefixed: false })).toBe('/orders-lists');
      expect(returnPath(`/${lang}/orders-lists`, { lang, prefixed: false })).toBe(`/${lang}/orders-lists`);
    }
    expect(returnPath('/ar/single-product/6?module=1', { lang: 'ar', prefixed: true })).toBe(
      '/ar/single-product/6?module=1',
    );
    expect(returnPath('/', { lang: 'ar', prefixed: true })).toBe('/ar');
    expect(returnPath('/ar', { lang: 'ar', prefixed: true })).toBe('/ar');
    expect(returnPath(null, { lang: 'tr', prefixed: true })).toBe('/tr');
    // A path that only starts like a language is not one.
    expect(returnPath('/arabica', { lang: 'en', prefixed: true })).toBe('/en/arabica');
  });

  it('stays on this site', () => {
    for (const evil of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(evil)).toBe('/');
      expect(returnPath(evil, { lang: 'ar', prefixed: true })).toBe('/ar');
    }
  });

  it('stays on this site in every form the path decodes to', () => {
    const evil = [
      '/%09/evil.example',
      '/%0B',
      '/\u000b',
      '/\u0085/evil',
      '/\u2028/evil',
      '/%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%252F%252Fevil.example',
      '/%25252F%25252Fevil.example',
      '/%5Cevil.example',
      '/%255Cevil.example',
      '/%E0%A4%A',
      'HTTPS://evil.example',
      'http:evil.example',
      ' //evil.example',
      'evil.example',
      `/${'a'.repeat(3000)}`,
    ];
    for (const next of evil) {
      expect(safeNext(next), next).toBe('/');
      expect(returnPath(next, { lang: 'tr', prefixed: true }), next).toBe('/tr');
      // What a browser would follow from the Location header stays on the site, at its home.
      expect(new URL(safeNext(next), 'https://shop.example').href).toBe('https://shop.example/');
    }
  });

  it('keeps a same-site path, encoded as a browser sends it', () => {
    expect(safeNext('/search?q=100%25')).toBe('/search?q=100%25');
    expect(safeNext('/search?q=%5C')).toBe('/search?q=%5C');
    expect(safeNext('/ü?q=ç')).toBe('/%C3%BC?q=%C3%A7');
    expect(safeNext('/a/../orders-lists')).toBe('/orders-lists');
  });

  it('sign-in links carry the page they are on, but not the sign-in page itself', () => {
    expect(signInHref('/ar/login', '/ar/orders-lists')).toBe('/ar/login?next=%2Far%2Forders-lists');
    expect(signInHref('/login', '/single-product/6?module=1')).toBe('/login?next=%2Fsingle-product%2F6%3Fmodule%3D1');
    expect(signInHref('/login', '/')).toBe('/login');
    expect(signInHref('/en/login', '/en/login?next=%2Fcart')).toBe('/en/login');
    expect(signInHref('/login', '/login')).toBe('/login');
  });
});
