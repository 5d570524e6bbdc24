// Cache-Control and Vary of every HTML page: standard HTTP caching is the storefront's page cache.
//
// Catalogue pages (home, categories, stores, a store, a product, all products, policies) are the
// same for every visitor of a language, module and zone: nothing personal is in their HTML (the
// account links, the location label and prompt, the cart badge and the hearts are filled in the
// browser from cookies and storage). Such a page calls sharePage(), and its answer says
//   Cache-Control: public, max-age=0, s-maxage=PAGE_MAX_AGE, stale-while-revalidate, stale-if-error
// so browsers revalidate while nginx or a CDN keep it and serve it to everyone. It varies on
// Accept-Encoding, and on Accept-Language only when that header chose the language (a URL without
// /en, /ar or /tr and no stored choice). The stored choices it depends on are the `lang`,
// `module_id` and `zoneid` cookies: a shared cache keys on those three (deploy/nginx.conf) and on
// nothing else in the Cookie header, so a session or an analytics cookie changes nothing.
//
// A shared page is offered to caches only when it is whole and current: answered 200 (or 404), no
// cookie set by the answer, no upstream load failed and no data past its freshness shown while it
// rendered (the latter says no-store: the refresh it started makes the next render current). A
// page degraded by a failing API says 503 (the same page, with its error states and retries): a
// cache then serves the last good copy instead (stale-if-error, nginx's proxy_cache_use_stale),
// and crawlers come back later.
// Every whole shared page (200, fresh or not, setting no cookie) also says `Storefront-Shared: 1`:
// the same for every visitor. The browser's service worker (src/sw/rules.ts) keeps those for
// offline, including a render from data past its freshness, which caches in between must not keep
// for others but which is the page as this customer saw it.
// An editor's preview (content/preview.server.ts) is nobody else's: `private, no-store`, `X-Robots-Tag: noindex`,
// varying on Cookie, whatever the page would say otherwise.
// Every other page says `no-cache` and varies on Cookie, or sets its own (`private, no-store` on
// personal pages).
import type { MiddlewareHandler } from 'astro';
import { z } from 'zod';
import { inPreview, isDegraded, isStale } from './render-state.ts';

const seconds = (fallback: number) => z.coerce.number().int().min(0).max(31_536_000).catch(fallback);
/** How long shared caches keep a catalogue page fresh (the catalogue data cache also holds 30 s). */
export const PAGE_MAX_AGE = seconds(30).parse(process.env.PAGE_MAX_AGE ?? 30);
/** After that, how long a cache may answer with the old page while it fetches a new one. */
const STALE_WHILE_REVALIDATE = 300;
/** How long a cache may answer with the old page while the storefront fails. */
const STALE_IF_ERROR = 86_400;
/** How soon a degraded page asks to be tried again. */
const RETRY_AFTER_SECONDS = 30;

export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}, stale-if-error=${STALE_IF_ERROR}`;
/** An editor's preview: kept by no cache, the browser's included (the next load is current too). */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';
/** Marks a whole page that is the same for every visitor (the service worker keeps those). */
export const SHARED_PAGE_HEADER = 'Storefront-Shared';
const PERSONAL_VARY = ['Accept-Encoding', 'Cookie', 'Accept-Language'];

/** Called by a catalogue page while it renders: its HTML is the same for every visitor. */
export function sharePage(locals: App.Locals): void {
  locals.sharedPage = true;
}

function appendVary(headers: Headers, names: string[]): void {
  const current = (headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (current.includes('*')) return;
  const lower = new Set(current.map((v) => v.toLowerCase()));
  for (const name of names) if (!lower.has(name.toLowerCase())) current.push(name);
  headers.set('Vary', current.join(', '));
}

type CookieJar = { headers?: () => Iterable<string> };

/** Cookies set through Astro.cookies travel beside the Response until the adapter writes them. */
function setsCookies(response: Response, cookies: CookieJar): boolean {
  if (response.headers.has('set-cookie')) return true;
  return typeof cookies.headers === 'function' && [...cookies.headers()].length > 0;
}

function isHtml(response: Response): boolean {
  return /^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/** The middleware; it runs outside the security headers, which read the page whole. */
export const cachePolicy: MiddlewareHandler = async (context, next) => {
  const response = await next();
  if (!isHtml(response)) return response;
  const { locals } = context;
  if (locals.preview || inPreview()) {
    response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
    response.headers.set('X-Robots-Tag', 'noindex');
    appendVary(response.headers, PERSONAL_VARY);
    return response;
  }
  if (!locals.sharedPage) {
    // Editors' changes show on the next load: browsers and caches revalidate unless the page says otherwise.
    if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-cache');
    appendVary(response.headers, PERSONAL_VARY);
    return response;
  }
  // Reading the body finishes the render, so every block has reported a failed load by then.
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  let status = response.status;
  const whole = (status === 200 || status === 404) && !isDegraded();
  if (status === 200 && !whole) {
    status = 503;
    headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  const ownCookies = setsCookies(response, context.cookies as CookieJar);
  if (!whole || isStale()) headers.set('Cache-Control', 'no-store');
  else if (ownCookies) headers.set('Cache-Control', 'private, no-cache');
  else headers.set('Cache-Control', SHARED_CACHE_CONTROL);
  if (whole && status === 200 && !ownCookies) headers.set(SHARED_PAGE_HEADER, '1');
  appendVary(
    headers,
    locals.prefs.langFrom === 'accept-language' ? ['Accept-Encoding', 'Accept-Language'] : ['Accept-Encoding'],
  );
  return new Response(body, {
    status,
    statusText: status === 503 ? 'Service Unavailable' : response.statusText,
    headers,
  });
};
