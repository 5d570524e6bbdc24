// URLs of the storefront's image endpoint (GET /img?src=&w=[&q=] or /img?p=&w=[&q=]), shared by
// the server-rendered <Img> component and React islands: no Node imports here.
//
//   imageUrl('https://api.example.com/storage/app/public/product/a.jpg', 300)
//     -> '/img?src=https://api.example.com/storage/app/public/product/a.jpg&w=320'
//   imageUrl('https://api.example.com/storage/app/public/product/a.jpg', 300,
//            { storageRoot: 'https://api.example.com/storage/app/public/' })
//     -> '/img?p=product/a.jpg&w=320'
//
// The short form (p=, a path under the marketplace API's public storage) is for the server, which
// knows that root (imageStorageRoot() in server/image-request.ts) and passes it; a browser does
// not, and its islands write the src= form. The endpoint resolves either to the same source URL,
// checks it the same way and caches it under the same key.
//
// Widths snap to IMAGE_WIDTHS (the server snaps the same way), so a page only ever asks for
// variants the server may already have cached.

/** The widths the server resizes to; anything else is snapped to the next one up (or the largest). */
export const IMAGE_WIDTHS = [64, 96, 128, 160, 256, 320, 384, 480, 640, 800, 1080, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The qualities the server encodes at (1-100, JPEG-like scale); others snap to the nearest. */
export const IMAGE_QUALITIES = [50, 60, 75, 90] as const;
export const DEFAULT_IMAGE_QUALITY = 75;

export const IMAGE_ENDPOINT = '/img';

/** The allowlisted width for `width`: the smallest one at least as wide, else the largest. Not a positive number: null. */
export function snapWidth(width: number): ImageWidth | null {
  if (!Number.isFinite(width) || width <= 0) return null;
  for (const w of IMAGE_WIDTHS) if (w >= width) return w;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** The allowlisted quality nearest to `quality` (ties go up). Not a number: the default. */
export function snapQuality(quality: number): number {
  if (!Number.isFinite(quality)) return DEFAULT_IMAGE_QUALITY;
  let best: number = IMAGE_QUALITIES[0];
  for (const q of IMAGE_QUALITIES) if (Math.abs(q - quality) <= Math.abs(best - quality)) best = q;
  return best;
}

/** Where 6amMart's public disk is served on the API's origin: its `*_full_url` files live under it. */
export const STORAGE_PUBLIC_PATH = '/storage/app/public/';

// What p= may hold: folders and a file name of letters, digits and - . _ ~ % (a file name may be
// percent-encoded), no leading slash, query, fragment, scheme, backslash or empty segment. The
// endpoint refuses any other p; a source whose path is not like this goes as src=.
const STORAGE_PATH = /^[\w.~%-]+(?:\/[\w.~%-]+)*$/;

/** Whether `path` may be named by p= (relative to the storage root; the endpoint still checks it as a URL). */
export function isStoragePath(path: string): boolean {
  return STORAGE_PATH.test(path);
}

/**
 * `value` escaped for a query string, as encodeURIComponent does but leaving `:` and `/`, which a
 * query may hold as they are (RFC 3986, 3.4): the server reads the same value either way. `&`,
 * `#`, `+`, `%`, `=`, `?`, spaces and non-ASCII stay escaped. (Every `%` in encodeURIComponent's
 * output starts an escape, so `%3A` and `%2F` are never part of another one.)
 */
function queryValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%3A', ':').replaceAll('%2F', '/');
}

/** Only http(s) URLs go through the endpoint; data:, blob: and relative URLs are used as they are. */
function resizable(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

export interface ImageUrlOptions {
  /** 1-100 (JPEG-like scale), snapped to IMAGE_QUALITIES; DEFAULT_IMAGE_QUALITY when left out. */
  quality?: number;
  /**
   * The marketplace API's public storage, e.g. 'https://api.example.com/storage/app/public/'
   * (the server's imageStorageRoot()): a source under it is named by its path, p=.
   */
  storageRoot?: string;
}

/** The query naming the source: p=<path> for a file under the storage root, else src=<URL>. */
function sourceQuery(source: string, storageRoot: string | undefined): string {
  if (storageRoot && source.startsWith(storageRoot)) {
    const path = source.slice(storageRoot.length);
    if (isStoragePath(path)) return `p=${queryValue(path)}`;
  }
  return `src=${queryValue(source)}`;
}

/**
 * The URL of `src` resized to `width` (snapped to IMAGE_WIDTHS), or null when there is no source.
 * A source the endpoint cannot resize (data:, blob:, a relative path) is returned unchanged.
 */
export function imageUrl(
  src: string | null | undefined,
  width: number,
  { quality, storageRoot }: ImageUrlOptions = {},
): string | null {
  const source = src?.trim();
  if (!source) return null;
  if (!resizable(source)) return source;
  const w = snapWidth(width) ?? IMAGE_WIDTHS[0];
  const q = quality === undefined ? DEFAULT_IMAGE_QUALITY : snapQuality(quality);
  return `${IMAGE_ENDPOINT}?${sourceQuery(source, storageRoot)}&w=${w}${q === DEFAULT_IMAGE_QUALITY ? '' : `&q=${q}`}`;
}

/** A srcset of `src` at each of `widths` (snapped, without repeats), e.g. '/img?...&w=320 320w, /img?...&w=640 640w'; '' without a resizable source. */
export function srcSet(
  src: string | null | undefined,
  widths: readonly number[],
  options: ImageUrlOptions = {},
): string {
  const source = src?.trim();
  if (!source || !resizable(source)) return '';
  const snapped = [...new Set(widths.map(snapWidth).filter((w): w is ImageWidth => w !== null))].sort((a, b) => a - b);
  return snapped.map((w) => `${imageUrl(source, w, options)} ${w}w`).join(', ');
}

/** The widths worth offering for an image displayed `width` CSS pixels wide: half (narrow screens), 1x, 1.5x and 2x, snapped. */
export function defaultWidths(width: number): ImageWidth[] {
  const out = new Set<ImageWidth>();
  for (const factor of [0.5, 1, 1.5, 2]) {
    const w = snapWidth(width * factor);
    if (w !== null) out.add(w);
  }
  return [...out].sort((a, b) => a - b);
}
