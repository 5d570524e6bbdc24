// What the service worker (worker.ts) keeps and how it serves it, as plain functions the unit
// tests and the offline page share. Nothing here touches a cache.
//
// The storefront's HTML says itself whether it may be kept: a catalogue page that is the same for
// every visitor answers `Storefront-Shared: 1` (src/lib/server/request/cache-policy.ts; also when it was
// rendered from data past its freshness, which shared caches must not keep for others but which is
// the page this customer saw), and every personal page (cart, checkout, profile, orders,
// addresses, notifications, favourites, sign-in) never does and says `private`. The worker keeps
// only the former, so no customer's page or answer is ever written to a cache on the device. API
// answers are never kept.
import { isLang, langOfTag, type Lang, DEFAULT_LANG } from '../lib/i18n/langs.ts';

/** Set by the storefront on a whole page that is the same for every visitor (cache-policy.ts). */
export const SHARED_PAGE_HEADER = 'Storefront-Shared';

export { CACHE } from './names.ts';

/**
 * Bounds of what is kept: a count (the oldest goes first) and a size per entry (a larger answer is
 * not kept), so at most about 40 × 512 KB of pages, 150 × 300 KB of images, 150 × 1 MB of code.
 * The sizes are of the decoded bodies the Cache API stores; a catalogue page is about 60–120 KB.
 */
export const LIMITS = {
  pages: { maxEntries: 40, maxBytes: 512 * 1024 },
  images: { maxEntries: 150, maxBytes: 300 * 1024 },
  assets: { maxEntries: 150, maxBytes: 1024 * 1024 },
} as const;

/** How long a page may take before the copy kept is shown instead (a connection that hangs). */
export const NETWORK_TIMEOUT_SECONDS = 8;

/** The attribute put on <html> of a kept page shown offline: when it was saved (its Date header). */
export const SAVED_AT_ATTRIBUTE = 'data-offline-from';

function directives(header: string | null): Set<string> {
  return new Set(
    (header ?? '')
      .toLowerCase()
      .split(',')
      .map((d) => d.trim().split('=')[0])
      .filter(Boolean),
  );
}

/** A page the storefront answered whole and for everyone: 200, HTML, marked shared, not private. */
export function isShareablePage(response: Pick<Response, 'status' | 'headers' | 'type'>): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect') return false;
  if (!/^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '')) return false;
  return (
    response.headers.get(SHARED_PAGE_HEADER) === '1' &&
    !directives(response.headers.get('cache-control')).has('private')
  );
}

/** A file or picture answered whole (no partial content, no error page). */
export function isWholeFile(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cc = directives(response.headers.get('cache-control'));
  return !cc.has('private') && !cc.has('no-store');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A kept page as shown offline: its <html> says when it was saved, for the frame's bar. */
export function markSavedCopy(html: string, savedAt: string): string {
  return html.replace(/<html\b/i, `<html ${SAVED_AT_ATTRIBUTE}="${escapeAttribute(savedAt)}"`);
}

/** The language an address is in: its /en, /ar or /tr prefix, else the stored choice, else the browser's. */
export function offlineLanguage(pathname: string, stored: string | null, browser: readonly string[]): Lang {
  const first = pathname.split('/')[1];
  if (isLang(first)) return first;
  const chosen = langOfTag(stored);
  if (chosen) return chosen;
  for (const tag of browser) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

export const offlinePagePath = (lang: Lang) => `/${lang}/offline`;

/** The path without its language prefix: '/ar/cart' → '/cart'. */
export function unprefixedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLang(first) ? `/${rest.join('/')}` : pathname;
}

/** Same-origin files an HTML page loads from the build (/_astro/) or the picture service (/img). */
export function frameFilesIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|srcset)="([^"]+)"/g)) {
    for (const candidate of match[1].split(',')) {
      const url = candidate.trim().split(/\s+/)[0].replace(/&amp;/g, '&');
      if (/^\/(?:_astro\/|img\?)/.test(url)) found.add(url);
    }
  }
  return [...found];
}

/** The build's modules a module imports (Vite writes them as "./name.hash.js" beside it). */
export function importsOf(moduleUrl: string, code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
    found.add(new URL(match[1], `http://x${moduleUrl}`).pathname);
  return [...found];
}
