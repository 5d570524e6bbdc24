// Security headers. The Astro middleware `securityHeaders` sets them on every SSR response; for an
// HTML page it buffers the rendered document and allows exactly its inline scripts (Astro's island
// bootstrap, the theme script) by their SHA-256 hashes, so script-src never needs 'unsafe-inline'.
// The production server (server/storefront.ts) imports the plain headers from here for the static
// files it serves itself, so this module must stay free of Astro runtime imports.
import { createHash } from 'node:crypto';
import { imageBaseOrigins } from '../../api/schemas/common.ts';
import { requestInfo } from './forwarded.ts';
import { islandStylesInHead } from './island-styles.ts';
import type { MiddlewareHandler } from 'astro';

/**
 * HTTPS directly, or behind a trusted proxy (TRUSTED_PROXIES) that says so; an X-Forwarded-Proto
 * from anyone else is not believed.
 */
export function isHttps(context: { request: Request; url: URL; clientAddress?: string }): boolean {
  return requestInfo(context).https;
}

/** The headers every response gets, HTML or not, SSR or static. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation is used by the storefront itself (pick the delivery address); nothing else.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Browsers ignore HSTS over plain HTTP; sending it only over HTTPS keeps local HTTP use sane.
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** For static files served as they are: they are never documents that run scripts (an SVG opened directly included). */
export const STATIC_FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

function origin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { protocol, origin } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser may load images from: the storefront, data: URLs, the marketplace API
 * (API_BASE_URL, and API_PUBLIC_URL when the reference API is published under another origin)
 * any extra hosts in IMAGE_HOSTS (comma or space separated, e.g. a CDN or S3 bucket), and the
 * hosts of the base_urls the API's /config names.
 */
export function imageSources(env: Record<string, string | undefined> = process.env): string[] {
  const sources = new Set(["'self'", 'data:']);
  const hosts = [
    env.API_BASE_URL || 'http://127.0.0.1:8787',
    env.API_PUBLIC_URL,
    ...(env.IMAGE_HOSTS ?? '').split(/[\s,]+/),
    ...imageBaseOrigins(),
  ];
  for (const value of hosts) {
    const o = origin(value);
    if (o) sources.add(o);
  }
  return [...sources];
}

/** The page policy, with `scriptHashes` ('sha256-...') allowed next to the storefront's own script files. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, images: string[] = imageSources()): string {
  const scripts = ["'self'", ...[...scriptHashes].map((h) => `'${h}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Inline styles (style attributes, island styles) are allowed; only scripts are strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

// Types a browser runs as script; anything else (application/json, application/ld+json, ...) is a data block.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

// A script element's raw text ends at the first `</script` followed by whitespace, `/` or `>`.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (!found.has(name)) found.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

/**
 * The CSP hashes ('sha256-<base64>') of the inline scripts a browser would run in `html`: every
 * <script> without src whose type is JavaScript, a module, an import map or speculation rules.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = attributes(m[1]);
    if (attrs.has('src')) continue;
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the script text is hashed.
    const text = m[2].includes('\r') ? m[2].replace(/\r\n?/g, '\n') : m[2];
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** Headers of a Response may be immutable (fetch results, Response.redirect): copy it then. */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

export const securityHeaders: MiddlewareHandler = async (context, next) => {
  let response = withMutableHeaders(await next());
  const https = isHttps(context);
  for (const [name, value] of Object.entries(baseSecurityHeaders(https))) response.headers.set(name, value);

  if (!/^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response;

  // An HTML page: read it whole to allow exactly the inline scripts it contains.
  let hashes: string[] = [];
  if (response.body) {
    const html = islandStylesInHead(await response.text());
    hashes = inlineScriptHashes(html);
    const headers = new Headers(response.headers);
    headers.set('Content-Length', String(Buffer.byteLength(html)));
    response = new Response(html, { status: response.status, statusText: response.statusText, headers });
  }
  // In `astro dev`, Vite adds its own scripts and styles at will: report there, enforce in production.
  const cspHeader = import.meta.env?.DEV ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
  response.headers.set(cspHeader, contentSecurityPolicy(hashes));
  return response;
};
