// What the image endpoint accepts: which origins may be resized, the query (src or p, w, q) with
// its path-trick checks, the format the browser takes, and the cache key of a variant. Pure
// checks, no I/O: the fetching, encoding and caching are in endpoint.server.ts.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { imageBaseOrigins } from '../api/schemas/common.ts';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_ENDPOINT,
  isStoragePath,
  STORAGE_PUBLIC_PATH,
  snapQuality,
  snapWidth,
} from './urls.ts';
import { apiBaseUrl } from '../server/marketplace/api-base-url.ts';

export type Negotiated = 'avif' | 'webp' | 'legacy';

const MAX_SRC_LENGTH = 2048;
// Bumped when the encoder settings change, so old variants are not served for new URLs' sake.
const CACHE_VERSION = 'v1';
/** An answer with a status and a message for the client. */
export class ImageError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ImageError';
    this.status = status;
  }
}

// ---------------------------------------------------------------------------------------------
// Configuration

type Env = Record<string, string | undefined>;

function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins images may be resized from: the marketplace API (`apiBase`, i.e. API_BASE_URL),
 * API_PUBLIC_URL when set, each origin in IMAGE_HOSTS (comma or space separated), and the hosts
 * of the base_urls the API's /config names (its files may live on S3 or a CDN).
 */
export function allowedImageOrigins(env: Env = process.env, apiBase: string = apiBaseUrl()): Set<string> {
  const origins = new Set<string>();
  for (const value of [
    apiBase,
    env.API_PUBLIC_URL,
    ...(env.IMAGE_HOSTS ?? '').split(/[\s,]+/),
    ...imageBaseOrigins(),
  ]) {
    const o = originOf(value);
    if (o) origins.add(o);
  }
  return origins;
}

/**
 * Where the marketplace API's public files are: its public origin (API_PUBLIC_URL when set, else
 * the origin of `apiBase`) and 6amMart's public disk, e.g. 'https://api.example.com/storage/app/public/'.
 * Pages name an image under it by its path (/img?p=product/a.jpg); the endpoint resolves p against
 * it. Undefined when neither is a web address.
 */
export function imageStorageRoot(env: Env = process.env, apiBase: string = apiBaseUrl()): string | undefined {
  const origin = originOf(env.API_PUBLIC_URL) ?? originOf(apiBase);
  return origin ? `${origin}${STORAGE_PUBLIC_PATH}` : undefined;
}

/** IMAGE_CACHE_DIR, default `.cache/img` under the working folder (the project root for `npm start`). */
export function imageCacheDir(env: Env = process.env): string {
  return path.resolve(env.IMAGE_CACHE_DIR?.trim() || '.cache/img');
}

/**
 * AVIF only with IMAGE_AVIF=1. WebP is the default: on a product page a phone decodes the same
 * seven photos as AVIF in about twice the CPU time (one of them on the main thread), and the
 * server encodes them in about twice the time, for about a third fewer bytes.
 */
export function avifEnabled(env: Env = process.env): boolean {
  return env.IMAGE_AVIF === '1';
}

// ---------------------------------------------------------------------------------------------
// Request checks

// Dot segments, encoded slashes or backslashes, encoded NUL and double encoding in the path.
const PATH_TRICK = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|%2f|%5c|%00|%25/i;

/**
 * `raw` as a URL when it is an absolute http(s) URL on one of `origins`, without credentials and
 * path tricks; else the reason it is refused, naming the parameter it came from (`name`). The
 * fragment is dropped.
 */
export function checkImageSource(raw: string, origins: ReadonlySet<string>, name: 'src' | 'p' = 'src'): URL | string {
  if (raw.length > MAX_SRC_LENGTH) return `${name} is longer than ${MAX_SRC_LENGTH} characters`;
  // Whitespace, control characters and backslashes: URL parsers disagree on them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\s\\\u0000-\u001f\u007f]/.test(raw)) return `${name} contains characters that are not allowed in a URL`;
  if (!/^https?:\/\/[^/?#]/i.test(raw)) return `${name} must be an absolute http(s) URL`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${name} is not a valid URL`;
  }
  if (url.username || url.password) return `${name} must not contain credentials`;
  const rawPath = raw.replace(/^https?:\/\/[^/?#]*/i, '').split(/[?#]/)[0];
  if (PATH_TRICK.test(rawPath)) return `${name} has a path that is not allowed (dot segments or encoded separators)`;
  if (!origins.has(url.origin)) return `images from ${url.origin} are not allowed`;
  url.hash = '';
  url.pathname = normalEscapes(url.pathname);
  return url;
}

/**
 * A path with its percent-escapes in one spelling (RFC 3986, 6.2.2): escaped letters, digits and
 * - . _ ~ decoded, other escapes in upper case. `a%2Ejpg` and `%61.jpg` name `a.jpg`, and one
 * file is one cache entry however its name is spelt. (A segment of dots alone is refused before.)
 */
function normalEscapes(pathname: string): string {
  return pathname.replace(/%([0-9a-f]{2})/gi, (found, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9._~-]$/.test(char) ? char : found.toUpperCase();
  });
}

/**
 * The file `path` (a p= value) names under the storage root, checked as `src` would be, or the
 * reason it is refused. The path must look like one (isStoragePath: no leading slash, scheme,
 * query or backslash), and the URL it resolves to must still be under the root.
 */
export function checkStoragePath(path: string, origins: ReadonlySet<string>, root: string | undefined): URL | string {
  if (!root) return 'p cannot be used: the storage of the marketplace API is not configured';
  if (!isStoragePath(path))
    return 'p must be a path under the storage folder: names of letters, digits, - . _ ~ or %, separated by single slashes';
  const url = checkImageSource(`${root}${path}`, origins, 'p');
  if (typeof url === 'string') return url;
  return url.href.startsWith(root) ? url : 'p must name a file under the storage folder';
}

/** The preferred format among those the Accept header lists with a non-zero q (only explicit types count). */
export function negotiateFormat(accept: string | null | undefined, avif = avifEnabled()): Negotiated {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (type) accepted.add(type);
  }
  if (avif && accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'legacy';
}

export interface ImageQuery {
  src: URL;
  width: number;
  quality: number;
  /**
   * The one URL of this variant (/img?src=|p=, w=, then q= unless the default): a request by any
   * other is redirected there, so a source makes a bounded number of entries in any cache.
   */
  canonical: string;
  /** The canonical URL's parameters, decoded. */
  entries: Array<[string, string]>;
}

/** The source an /img request names, by its URL (src) or its path under the storage root (p). */
function imageSource(params: URLSearchParams, origins: ReadonlySet<string>, storageRoot: string | undefined): URL {
  const srcs = params.getAll('src');
  const paths = params.getAll('p');
  if (srcs.length > 0 && paths.length > 0) throw new ImageError(400, 'give either src or p, not both');
  if (srcs.length > 1) throw new ImageError(400, 'give src once');
  if (paths.length > 1) throw new ImageError(400, 'give p once');
  const src = srcs[0] ?? '';
  const path = paths[0] ?? '';
  if (!src && !path)
    throw new ImageError(400, 'src is required: the absolute URL of the image (or p: its path in the storage)');
  const url = path ? checkStoragePath(path, origins, storageRoot) : checkImageSource(src, origins);
  if (typeof url === 'string') throw new ImageError(400, url);
  // The marketplace's files are named by their path alone: a query would only make new entries.
  if (url.search) throw new ImageError(400, `${path ? 'p' : 'src'} must not have a query string`);
  return url;
}

/** As the page links write a query value (lib/images/urls.ts): escaped, but ':' and '/' as they are. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%3A', ':').replaceAll('%2F', '/');
}

/**
 * The checked, snapped query of an /img request, or an ImageError (400) saying what is wrong.
 * `storageRoot` (imageStorageRoot()) is what p= is resolved against.
 */
export function parseImageQuery(
  params: URLSearchParams,
  origins: ReadonlySet<string>,
  storageRoot?: string,
): ImageQuery {
  const src = imageSource(params, origins, storageRoot);

  const w = params.get('w');
  if (!w) throw new ImageError(400, 'w is required: the width in pixels');
  const width = /^\d{1,6}$/.test(w) ? snapWidth(Number(w)) : null;
  if (width === null) throw new ImageError(400, 'w must be a positive whole number of pixels');

  const q = params.get('q');
  if (q !== null && !/^\d{1,3}$/.test(q)) throw new ImageError(400, 'q must be a whole number from 1 to 100');
  const quality = q === null ? DEFAULT_IMAGE_QUALITY : snapQuality(Number(q));
  // Named as it was asked for (by path or by URL), in the one spelling of each.
  const byPath = params.has('p') && storageRoot !== undefined;
  const entries: Array<[string, string]> = [
    byPath ? ['p', src.href.slice(storageRoot.length)] : ['src', src.href],
    ['w', String(width)],
  ];
  if (quality !== DEFAULT_IMAGE_QUALITY) entries.push(['q', String(quality)]);
  const canonical = `${IMAGE_ENDPOINT}?${entries.map(([key, value]) => `${key}=${queryValue(value)}`).join('&')}`;
  return { src, width, quality, canonical, entries };
}

/**
 * Whether `params` are the canonical ones of their variant: the same names, in the same order,
 * with the same values once decoded (how a browser escapes them does not matter, so the redirect
 * can never loop).
 */
export function isCanonical(params: URLSearchParams, query: ImageQuery): boolean {
  const sent = [...params];
  return (
    sent.length === query.entries.length &&
    sent.every(([key, value], i) => key === query.entries[i]![0] && value === query.entries[i]![1])
  );
}

/** The cache key of a variant: sha256 of the normalised source URL, width, format and quality. */
export function variantKey(src: string, width: number, format: Negotiated, quality: number): string {
  return createHash('sha256').update([CACHE_VERSION, src, width, format, quality].join('\n')).digest('hex');
}
