// The image endpoint: GET /img?src=<absolute image URL>&w=<width>[&q=<quality>] answers the image
// resized to w (snapped to IMAGE_WIDTHS, never upscaled) in the best format the browser accepts:
// AVIF, else WebP, else JPEG (PNG when the source has transparency). Pages name a file in the
// marketplace API's public storage by its path instead, /img?p=product/a.jpg&w=320: it resolves
// to the same URL as src would, with the same checks and the same cache key.
//
//   request ─▶ parse and check (src or p on an allowed origin, no path tricks, no query of its
//              own; w and q snapped); any other spelling of the variant: 301 to its one URL
//           ─▶ disk cache (IMAGE_CACHE_DIR/<ab>/<sha256>.<ext>) ── hit: streamed from disk
//              (at most IMAGE_CACHE_MAX_BYTES on disk, least recently used out first:
//              disk-cache.server.ts)
//           ─▶ miss: one job per variant however many requests ask at once (in-flight map):
//              fetch the source (source.server.ts: 5 s timeout, 10 MB cap, redirects only to
//              allowed origins), resize and encode with sharp (a few at a time), answer, write
//              to disk.
//
// Every variant is named by its URL (6amMart gives a changed image a new file name), so answers
// are `Cache-Control: public, max-age=31536000, immutable` with `Vary: Accept` and an ETag.
// Errors are JSON `{ error }` with a 4xx/5xx status that says what went wrong, never a bare 500.
//
// Every response says how it was served: `X-Cache: hit | miss | shared` and, on a miss,
// `Server-Timing: fetch;dur=..., encode;dur=...`.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import { decodes } from './decode-queue.server.ts';
import { diskBudget, type DiskBudget } from './disk-cache.server.ts';
import {
  allowedImageOrigins,
  avifEnabled,
  ImageError,
  imageCacheDir,
  imageStorageRoot,
  isCanonical,
  negotiateFormat,
  parseImageQuery,
  variantKey,
  type ImageQuery,
  type Negotiated,
} from './request.server.ts';
import { fetchSource, Limiter } from './source.server.ts';

export * from './request.server.ts';
export { DEFAULT_IMAGE_CACHE_MAX_BYTES, imageCacheMaxBytes } from './disk-cache.server.ts';
export { fetchSource, FETCH_TIMEOUT_MS, MAX_SOURCE_BYTES } from './source.server.ts';

type Encoding = 'avif' | 'webp' | 'jpeg' | 'png';

// Decompression bombs: a 10 MB file can still declare a huge canvas.
const MAX_INPUT_PIXELS = 40_000_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Measured on the 2-core machine (800 px product photo, sharp 0.35): WebP ~27 ms, AVIF at effort 2
// with 4:2:0 chroma ~40-60 ms for ~30% fewer bytes; sharp's default AVIF effort 4 took ~530 ms.
// Each variant is encoded once and then served from disk, so effort 2 is worth it.
const AVIF_EFFORT = 2;
const WEBP_EFFORT = 4;

// sharp's own thread pool per image: 1, and as many images at once as there are cores (the decode
// queue shared with the profile photo, decode-queue.server.ts). Small images gain little from libvips
// threads; parallel pipelines keep both cores busy on a cold page of product cards without one
// big image holding up the rest. The disk and memory caches of libvips are off: every variant is
// stored on disk by this module.
sharp.concurrency(1);
sharp.cache(false);

const CONTENT_TYPES: Record<Encoding, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const EXTENSIONS: Record<Encoding, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const STORED_AS: Record<Negotiated, Encoding[]> = { avif: ['avif'], webp: ['webp'], legacy: ['jpeg', 'png'] };
// What sharp may decode: the raster formats image hosts serve. No SVG (scriptable, fetches), PDF, ...
const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

// At most this many source fetches at once, with a bounded queue (beyond it: 503); encodes wait
// in the decode queue.
const fetches = new Limiter(16, 256);

// ---------------------------------------------------------------------------------------------
// Resize and encode

export interface Encoded {
  data: Buffer;
  encoding: Encoding;
}

/** `input` resized to `width` (never wider than it is) and encoded as `format` at `quality` (1-100, JPEG-like scale). */
export async function encodeVariant(
  input: Buffer,
  width: number,
  format: Negotiated,
  quality: number,
): Promise<Encoded> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, autoOrient: true };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw new ImageError(415, 'the source is not an image that can be read');
  }
  if (!INPUT_FORMATS.has(meta.format ?? ''))
    throw new ImageError(415, `the source format (${meta.format ?? 'unknown'}) is not supported`);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new ImageError(415, 'the source image has too many pixels');

  const encoding: Encoding = format === 'legacy' ? (meta.hasAlpha ? 'png' : 'jpeg') : format;
  let pipeline = sharp(input, options).resize({ width, withoutEnlargement: true });
  switch (encoding) {
    case 'avif':
      // AVIF's scale runs lower than JPEG's for the same look: 75 -> 49 (sharp's default is 50).
      pipeline = pipeline.avif({
        quality: Math.round(quality * 0.65),
        effort: AVIF_EFFORT,
        chromaSubsampling: '4:2:0',
      });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality, effort: WEBP_EFFORT });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9, palette: quality < 90, quality });
      break;
  }
  try {
    return { data: await pipeline.toBuffer(), encoding };
  } catch (error) {
    throw new ImageError(
      415,
      `the source image could not be converted (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Disk cache and in-flight jobs

function cachePath(dir: string, key: string, encoding: Encoding): string {
  return path.join(dir, key.slice(0, 2), `${key}.${EXTENSIONS[encoding]}`);
}

function etagOf(key: string, size: number): string {
  return `"${key.slice(0, 32)}-${size.toString(36)}"`;
}

interface Stored {
  file: Awaited<ReturnType<typeof open>>;
  size: number;
  encoding: Encoding;
}

/** The stored variant, opened (so a concurrent clean-up cannot pull it away between stat and read). */
async function openStored(dir: string, key: string, format: Negotiated): Promise<Stored | undefined> {
  for (const encoding of STORED_AS[format]) {
    try {
      const file = await open(cachePath(dir, key, encoding), 'r');
      const { size } = await file.stat();
      if (size > 0) return { file, size, encoding };
      await file.close();
    } catch {
      // not there: try the next, or miss
    }
  }
  return undefined;
}

let warnedWrite = false;

/** Written to a temporary name and renamed, so a reader never sees half a file. */
async function store(dir: string, key: string, encoded: Encoded, budget: DiskBudget): Promise<void> {
  const target = cachePath(dir, key, encoded.encoding);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(temp, encoded.data);
    await rename(temp, target);
    await budget.added(target, encoded.data.length);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    if (!warnedWrite) {
      warnedWrite = true;
      console.error(
        `warning: could not write resized images to ${dir}; they are encoded per request until it is writable`,
        error,
      );
    }
  }
}

interface Job {
  encoded: Encoded;
  fetchMs: number;
  encodeMs: number;
}

const inflight = new Map<string, Promise<Job>>();

/**
 * The one job producing a variant; concurrent identical requests share it. It ends once the file
 * is on disk (a millisecond for a few kB), so a request after the answer is always a cache hit.
 */
function produce(
  dir: string,
  key: string,
  query: ImageQuery,
  format: Negotiated,
  origins: ReadonlySet<string>,
  budget: DiskBudget,
): { job: Promise<Job>; shared: boolean } {
  const running = inflight.get(key);
  if (running) return { job: running, shared: true };
  const job = (async (): Promise<Job> => {
    try {
      const t0 = performance.now();
      const input = await fetches.run(() => fetchSource(query.src, origins));
      const t1 = performance.now();
      const encoded = await decodes.run(() => encodeVariant(input, query.width, format, query.quality));
      const t2 = performance.now();
      await store(dir, key, encoded, budget);
      return { encoded, fetchMs: t1 - t0, encodeMs: t2 - t1 };
    } finally {
      inflight.delete(key);
    }
  })();
  inflight.set(key, job);
  return { job, shared: false };
}

// ---------------------------------------------------------------------------------------------
// The endpoint

export interface ImageOptions {
  origins?: ReadonlySet<string>;
  /** What p= is resolved against (default imageStorageRoot()). */
  storageRoot?: string;
  cacheDir?: string;
  /** The disk budget of the cache folder (default IMAGE_CACHE_MAX_BYTES or 512 MiB). */
  cacheMaxBytes?: number;
  avif?: boolean;
}

function errorResponse(error: unknown, url: string): Response {
  const known = error instanceof ImageError ? error : undefined;
  if (!known) console.error(`error: could not serve ${url}`, error);
  const status = known?.status ?? 502;
  const message = known?.message ?? 'the image could not be produced';
  const headers: Record<string, string> = {
    // A missing source may appear under this name later only if it is re-uploaded: a minute.
    'Cache-Control': status === 404 ? 'public, max-age=60' : 'no-store',
  };
  if (status === 503) headers['Retry-After'] = '1';
  return Response.json({ error: message }, { status, headers });
}

function successHeaders(encoding: Encoding, size: number, etag: string, cache: string): Headers {
  return new Headers({
    'Content-Type': CONTENT_TYPES[encoding],
    'Content-Length': String(size),
    'Cache-Control': IMMUTABLE,
    Vary: 'Accept',
    ETag: etag,
    'X-Cache': cache,
  });
}

function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Answers GET/HEAD /img?src=&w=[&q=] and /img?p=&w=[&q=]. */
export async function handleImageRequest(request: Request, options: ImageOptions = {}): Promise<Response> {
  const url = new URL(request.url);
  try {
    const origins = options.origins ?? allowedImageOrigins();
    const query = parseImageQuery(url.searchParams, origins, options.storageRoot ?? imageStorageRoot());
    // Another spelling of a variant (a width or quality between the allowed ones, a parameter
    // /img does not read, a source spelt otherwise) goes to its one URL: nothing is fetched or
    // resized for it, and every cache keeps a source's variants once.
    if (!isCanonical(url.searchParams, query))
      return new Response(null, {
        status: 301,
        headers: { Location: query.canonical, 'Cache-Control': 'public, max-age=86400' },
      });
    const format = negotiateFormat(request.headers.get('accept'), options.avif ?? avifEnabled());
    const dir = options.cacheDir ?? imageCacheDir();
    const budget = diskBudget(dir, options.cacheMaxBytes);
    const key = variantKey(query.src.href, query.width, format, query.quality);
    const head = request.method === 'HEAD';

    const stored = inflight.has(key) ? undefined : await openStored(dir, key, format);
    if (stored) {
      budget.used(cachePath(dir, key, stored.encoding), stored.size);
      const etag = etagOf(key, stored.size);
      const headers = successHeaders(stored.encoding, stored.size, etag, 'hit');
      if (head || notModified(request, etag)) {
        await stored.file.close();
        if (!head) headers.delete('Content-Length');
        return new Response(null, { status: head ? 200 : 304, headers });
      }
      const stream = stored.file.createReadStream(); // closes the file when done or destroyed
      return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
    }

    const { job, shared } = produce(dir, key, query, format, origins, budget);
    const { encoded, fetchMs, encodeMs } = await job;
    const etag = etagOf(key, encoded.data.length);
    const headers = successHeaders(encoded.encoding, encoded.data.length, etag, shared ? 'shared' : 'miss');
    if (!shared) headers.set('Server-Timing', `fetch;dur=${fetchMs.toFixed(1)}, encode;dur=${encodeMs.toFixed(1)}`);
    if (notModified(request, etag)) {
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
    return new Response(head ? null : new Uint8Array(encoded.data), { status: 200, headers });
  } catch (error) {
    return errorResponse(error, url.pathname + url.search);
  }
}
