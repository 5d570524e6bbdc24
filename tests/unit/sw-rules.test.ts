// What the service worker keeps and how it shows it (src/sw/rules.ts).
import { describe, expect, it } from 'vitest';
import {
  frameFilesIn,
  importsOf,
  isShareablePage,
  isWholeFile,
  markSavedCopy,
  offlineLanguage,
  unprefixedPath,
} from '../../src/sw/rules.ts';
import { SHARED_CACHE_CONTROL } from '../../src/lib/server/request/cache-policy.ts';

const page = (status: number, headers: Record<string, string>) =>
  new Response(status === 204 ? null : 'x', { status, headers }) as Response;

describe('isShareablePage', () => {
  const shared = { 'content-type': 'text/html', 'storefront-shared': '1' };
  it('keeps a catalogue page the storefront marks shared, fresh or rendered from older data', () => {
    expect(isShareablePage(page(200, { ...shared, 'cache-control': SHARED_CACHE_CONTROL }))).toBe(true);
    expect(isShareablePage(page(200, { ...shared, 'cache-control': 'no-store' }))).toBe(true);
  });
  it('never keeps a personal page, an unmarked one, an error, or something that is not HTML', () => {
    expect(isShareablePage(page(200, { 'content-type': 'text/html', 'cache-control': SHARED_CACHE_CONTROL }))).toBe(
      false,
    );
    expect(isShareablePage(page(200, { ...shared, 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isShareablePage(page(200, { ...shared, 'storefront-shared': '0' }))).toBe(false);
    expect(isShareablePage(page(503, shared))).toBe(false);
    expect(isShareablePage(page(404, shared))).toBe(false);
    expect(isShareablePage(page(200, { ...shared, 'content-type': 'application/json' }))).toBe(false);
  });
});

describe('isWholeFile', () => {
  it('keeps whole, shareable files only', () => {
    expect(isWholeFile(page(200, { 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isWholeFile(page(206, {}))).toBe(false);
    expect(isWholeFile(page(200, { 'cache-control': 'private' }))).toBe(false);
    expect(isWholeFile(page(404, {}))).toBe(false);
  });
});

describe('markSavedCopy', () => {
  it('marks <html> with when the copy was saved, as an attribute that cannot break out', () => {
    const html = '<!doctype html><html lang="en"><body></body></html>';
    expect(markSavedCopy(html, 'Sun, 06 Dec 2026 00:38:32 GMT')).toBe(
      '<!doctype html><html data-offline-from="Sun, 06 Dec 2026 00:38:32 GMT" lang="en"><body></body></html>',
    );
    expect(markSavedCopy(html, '"><script>')).toContain('data-offline-from="&quot;>&lt;script>"');
  });
});

describe('offlineLanguage', () => {
  it('reads the prefix, then the stored choice, then the browser, then the default', () => {
    expect(offlineLanguage('/ar/store/5', 'en', ['tr'])).toBe('ar');
    expect(offlineLanguage('/store/5', 'tr', ['ar'])).toBe('tr');
    expect(offlineLanguage('/store/5', null, ['fr-FR', 'ar-EG'])).toBe('ar');
    expect(offlineLanguage('/', 'xx', ['fr'])).toBe('tr');
  });
  it('strips the prefix of an address', () => {
    expect(unprefixedPath('/ar/cart')).toBe('/cart');
    expect(unprefixedPath('/cart')).toBe('/cart');
    expect(unprefixedPath('/en')).toBe('/');
  });
});

describe('the frame files of an offline page', () => {
  it('finds the build files and pictures a page loads, entities decoded, once each', () => {
    const html = `<link rel="stylesheet" href="/_astro/BaseLayout.D6.css"><script type="module" src="/_astro/frame.x1.js"></script>
      <img src="/img?src=logo.png&amp;w=64" srcset="/img?src=logo.png&amp;w=64 1x, /img?src=logo.png&amp;w=128 2x">
      <a href="/en/stores">Stores</a><img src="https://cdn.example/x.png"><script src="/_astro/frame.x1.js"></script>`;
    expect(frameFilesIn(html)).toEqual([
      '/_astro/BaseLayout.D6.css',
      '/_astro/frame.x1.js',
      '/img?src=logo.png&w=64',
      '/img?src=logo.png&w=128',
    ]);
  });
  it('follows a module to the modules it imports, beside it', () => {
    const code =
      'import{a as b}from"./chunk.AB.js";const l=()=>import("./sw-register.C1.js");const s="./not-a-module.css";';
    expect(importsOf('/_astro/frame.x1.js', code)).toEqual(['/_astro/chunk.AB.js', '/_astro/sw-register.C1.js']);
  });
});
