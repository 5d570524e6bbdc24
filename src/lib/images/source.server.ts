// Fetching a source image for the image endpoint (endpoint.server.ts), and the small concurrency limit
// both its fetches and its encoders go through.
import { checkImageSource, ImageError } from './request.server.ts';
import { requestHeaders } from '../server/request/request-id.ts';

export const FETCH_TIMEOUT_MS = 5000;
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

// ---------------------------------------------------------------------------------------------
// A small concurrency limit with a bounded queue (beyond it: 503, try again).

export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly max: number;
  private readonly maxQueue: number;
  constructor(max: number, maxQueue: number) {
    this.max = max;
    this.maxQueue = maxQueue;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      if (this.waiting.length >= this.maxQueue)
        throw new ImageError(503, 'the image server is busy; try again shortly');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next job
      else this.active--;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Source fetch

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

async function readCapped(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw new ImageError(502, `the source image is larger than ${limit / 1024 / 1024} MB`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ImageError(502, `the source image is larger than ${limit / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** The source image's bytes; redirects are followed only to allowed origins. */
export async function fetchSource(
  src: URL,
  origins: ReadonlySet<string>,
  { timeoutMs = FETCH_TIMEOUT_MS, maxBytes = MAX_SOURCE_BYTES } = {},
): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = src;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8', ...requestHeaders() },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        if (hop >= MAX_REDIRECTS) throw new ImageError(502, 'the image host redirected too many times');
        const next = checkImageSource(new URL(location, url).href, origins);
        if (typeof next === 'string')
          throw new ImageError(502, `the image host redirected to a source that is not allowed (${next})`);
        url = next;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel().catch(() => {});
        throw new ImageError(404, 'the source image was not found');
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new ImageError(502, `the image host answered ${response.status}`);
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (
        type &&
        !(type.startsWith('image/') && !type.includes('svg')) &&
        type !== 'application/octet-stream' &&
        type !== 'binary/octet-stream'
      ) {
        await response.body?.cancel().catch(() => {});
        throw new ImageError(415, `the source is not a raster image (${type})`);
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof ImageError) throw error;
    if (isTimeout(error)) throw new ImageError(504, `the image host did not answer within ${timeoutMs / 1000} s`);
    throw new ImageError(
      502,
      `the image host could not be reached (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`,
    );
  }
}
