// The URL helpers pages read on Astro.locals, and the one function under them.
import { describe, expect, it } from 'vitest';
import { langPrefix, localizePath, paths } from '../../src/lib/paths.ts';
import { pageLocals } from '../../src/lib/server/request/locals.ts';

const ORIGIN = 'https://shop.example';

describe('localizePath', () => {
  it('puts a path under a language prefix, home without a trailing slash', () => {
    expect(localizePath('/ar', paths.store(3))).toBe('/ar/store/3');
    expect(localizePath('/tr', paths.home)).toBe('/tr');
    expect(localizePath('/en', '/?stores=all')).toBe('/en?stores=all');
    expect(localizePath(langPrefix('ar'), paths.allProducts('popular'))).toBe('/ar/all-products?list=popular');
  });

  it('leaves a path as it is without a prefix', () => {
    expect(localizePath('', paths.home)).toBe('/');
    expect(localizePath(langPrefix('ar', false), paths.cart)).toBe('/cart');
  });
});

describe('pageLocals', () => {
  it('keeps the prefix the request had, in relative and absolute links', () => {
    const locals = pageLocals({ lang: 'ar', dir: 'rtl', prefixed: true, path: '/search' }, ORIGIN, '?q=milk');
    expect(locals.currentUrl).toBe('/ar/search?q=milk');
    expect(locals.langPrefix).toBe('/ar');
    expect(locals.localizedUrl(paths.cart)).toBe('/ar/cart');
    expect(locals.absoluteUrl(paths.store(2))).toBe(`${ORIGIN}/ar/store/2`);
    expect(locals.t('nav.home')).not.toBe('nav.home');
  });

  it('adds no prefix to a request that had none, except for a named language', () => {
    const locals = pageLocals({ lang: 'tr', dir: 'ltr', prefixed: false, path: '/' }, ORIGIN);
    expect(locals.currentUrl).toBe('/');
    expect(locals.langPrefix).toBe('');
    expect(locals.localizedUrl(paths.home)).toBe('/');
    expect(locals.absoluteUrl(paths.store(2))).toBe(`${ORIGIN}/store/2`);
    expect(locals.absoluteUrl(paths.home, 'tr')).toBe(`${ORIGIN}/tr`);
  });
});
