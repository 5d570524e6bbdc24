// A short-lived cache of whole rendered pages for visitors who are not signed in: the same URL
// with the same cookies and languages within PAGE_CACHE_TTL_MS is answered from memory instead
// of being rendered again. Catalogue data is already cached for 30 s (catalog.ts); this removes
// the rendering itself, which is what a busy store front spends its CPU on.
//
// A page is shared only when nothing in it can differ between such visitors and nothing went
// wrong while it rendered:
//   - GET, no session cookie, not an endpoint (/api/, /img) but an HTML page answered 200;
//   - no cookie set by the answer, no `private` or `no-store` in its Cache-Control;
//   - no upstream call failed while it rendered (markDegraded, below): a page showing an error
//     state or a fallback is never kept, so it recovers on the next load.
// Concurrent requests for a page being rendered wait for that one render instead of starting
// their own. PAGE_CACHE_TTL_MS sets how long a page is kept (10 s; 0 turns the cache off).
//
// Every page (a GET that is no endpoint) also gets a time budget: its upstream waits end
// PAGE_BUDGET_MS after the request came in (renderTimeLeft), so a slow API costs a page at most
// that, and the page shows what did not come in time as an error with a retry.
import { AsyncLocalStorage } from 'node:async_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'astro';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { isApiError } from '../api/index.ts';
import { hasSessionCookieHeader } from './session.ts';

/** In `astro dev` every load renders afresh; PAGE_CACHE_TTL_MS overrides both. */
const DEFAULT_TTL_MS = import.meta.env?.DEV ? 0 : 10_000;
/** Rendered pages are 30–250 KB; this keeps a few hundred of them at most. */
const MAX_BYTES = 48 * 1024 * 1024;
const BYPASS_PATHS = /^\/(?:api|img|healthz)(?:\/|$)/;
/**
 * How long a page waits for upstream data in all, from the request's arrival. A healthy API
 * answers in ~50 ms, so only a slow or failing one meets it; the rest of 3 s is for rendering
 * on a busy machine.
 */
export const PAGE_BUDGET_MS = 2000;

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
  /** The body compressed, per content coding, made on first demand. */
  encoded: Map<Encoding, Promise<Uint8Array>>;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** The same settings the server's on-the-fly compression uses (server/storefront.ts). */
const compressors: Record<Encoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};
const COMPRESS_FROM_BYTES = 1024;

interface RenderState {
  degraded: boolean;
  /** Loads that failed during this render: a second reader (the layout after the page) is told at once. */
  failed: Map<string, unknown>;
  /** When the page stops waiting for upstream data (ms since the epoch); none for endpoints. */
  deadline: number;
}

const renderState = new AsyncLocalStorage<RenderState>();
const newRenderState = (deadline = Infinity): RenderState => ({ degraded: false, failed: new Map(), deadline });

/** How long the page being rendered may still wait for upstream data, in ms; Infinity outside a page. */
export function renderTimeLeft(): number {
  const deadline = renderState.getStore()?.deadline ?? Infinity;
  return deadline === Infinity ? Infinity : Math.max(0, deadline - Date.now());
}

/**
 * Runs `work` as no page's: a load shared by several renders, which may outlive the one that
 * started it, neither uses that page's budget nor reports to it.
 */
export function outsideRender<T>(work: () => T): T {
  return renderState.exit(work);
}

/** The error a load of `key` already failed with while this page rendered, if it did. */
export function failedInThisRender(key: string): { error: unknown } | undefined {
  const failed = renderState.getStore()?.failed;
  return failed?.has(key) ? { error: failed.get(key) } : undefined;
}

export function rememberFailure(key: string, error: unknown): void {
  renderState.getStore()?.failed.set(key, error);
}

/**
 * An upstream load failed while a page rendered (timedCache reports every failed load, so every
 * block that falls back to an error state or a default is covered): that page is not shared.
 * A 404 is an answer, not a failure.
 */
export function markDegraded(error?: unknown): void {
  if (isApiError(error) && error.status === 404) return;
  const state = renderState.getStore();
  if (state) state.degraded = true;
}

function cookieHeader(request: Request): string {
  return request.headers.get('cookie') ?? '';
}

function hasSessionCookie(cookies: string): boolean {
  return hasSessionCookieHeader(cookies);
}

/** Everything a page's content may depend on for a visitor who is not signed in. */
function cacheKey(request: Request, url: URL, cookies: string): string {
  const h = request.headers;
  // The forwarded headers may change the page's absolute links (behind a trusted proxy).
  const forwarded = [h.get('x-forwarded-proto'), h.get('x-forwarded-host'), h.get('forwarded')]
    .map((v) => v ?? '')
    .join('\t');
  return [url.host, forwarded, url.pathname + url.search, cookies, h.get('accept-language') ?? ''].join('\n');
}

function setsCookies(response: Response, cookies: { headers?: () => Iterable<string> }): boolean {
  if (response.headers.has('set-cookie')) return true;
  // Cookies set through Astro.cookies travel beside the Response until the adapter writes them.
  return typeof cookies.headers === 'function' && [...cookies.headers()].length > 0;
}

/** Whether the answer may be kept, judged before its body is read. */
function shareable(response: Response, cookies: { headers?: () => Iterable<string> }): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!/^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '')) return false;
  if (/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return !setsCookies(response, cookies);
}

/** The kept page, compressed once per coding the client accepts. */
async function answer(page: CachedPage, request: Request, cache: 'hit' | 'miss'): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.set('X-Page-Cache', cache);
  // Brotli whenever the client takes it (q > 0), else gzip, else the plain body.
  const acceptable = new Negotiator({
    headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? '' },
  }).encodings(ENCODINGS);
  const encoding = ENCODINGS.find((e) => acceptable.includes(e));
  if (!encoding || page.body.byteLength < COMPRESS_FROM_BYTES)
    return new Response(page.body.slice(), { status: page.status, headers });
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded = compressors[encoding](page.body);
    page.encoded.set(encoding, encoded);
  }
  const body = await encoded;
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body.slice(), { status: page.status, headers });
}

/** The middleware, with its own store; `pageCache` below is the one the site uses. */
export function createPageCache(ttlMs: number): MiddlewareHandler {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.body.byteLength),
    ttl: Math.max(1, ttlMs),
  });
  const rendering = new Map<string, Promise<CachedPage | null>>();

  return async (context, next) => {
    // Astro.rewrite() runs the middleware again inside the page's render: the outer call
    // decides for the whole answer (an inner one must not answer compressed or from memory).
    if (renderState.getStore()) return next();
    const { request, url } = context;
    const cookies = cookieHeader(request);
    // Files (sitemap.xml, qr.png...) are no pages: they keep their own timeouts.
    const isPage = request.method === 'GET' && !BYPASS_PATHS.test(url.pathname) && !/\.\w+$/.test(url.pathname);
    const deadline = isPage ? Date.now() + PAGE_BUDGET_MS : Infinity;
    if (ttlMs <= 0 || !isPage || hasSessionCookie(cookies)) {
      // Not kept, but failed loads are still remembered for the rest of this render.
      return renderState.run(newRenderState(deadline), () => next());
    }

    const key = cacheKey(request, url, cookies);
    const cached = pages.get(key);
    if (cached) return answer(cached, request, 'hit');
    const inFlight = rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      // That render could not be shared (an error state, say): this request renders its own.
      if (page) return answer(page, request, 'hit');
      return renderState.run(newRenderState(deadline), () => next());
    }

    let settle!: (page: CachedPage | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const state = newRenderState(deadline);
      const response = await renderState.run(state, () => next());
      if (!shareable(response, context.cookies as never)) {
        settle(null);
        return response;
      }
      // Reading the body finishes the render, so every block has reported by then.
      const body = new Uint8Array(await renderState.run(state, () => response.arrayBuffer()));
      const page: CachedPage = { status: response.status, headers: [...response.headers], body, encoded: new Map() };
      if (state.degraded) {
        settle(null);
        return new Response(body, { status: page.status, headers: page.headers });
      }
      pages.set(key, page);
      settle(page);
      return answer(page, request, 'miss');
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };
}

export const pageCache = createPageCache(Number(process.env.PAGE_CACHE_TTL_MS ?? DEFAULT_TTL_MS));
