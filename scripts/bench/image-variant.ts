// Times one image variant through the storefront's own image endpoint, without a server:
// resized once into a fresh cache folder (uncached), then read back from it (cached).
//
//   node -e "import('./scripts/bench/image-variant.ts').then(async (m) => console.log(await m.timeImageVariant({
//     src: 'http://127.0.0.1:8787/storage/app/public/product/item-1-1.jpg', width: 800 })))"
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_ENDPOINT } from '../../src/lib/images/urls.ts';
import { allowedImageOrigins, fetchSource, handleImageRequest } from '../../src/lib/images/endpoint.server.ts';

export interface VariantTiming {
  src: string;
  width: number;
  accept: string;
  contentType: string;
  originalBytes: number;
  variantBytes: number;
  /** Fetch, resize, encode and answer: the first request for the variant. */
  uncachedMs: number;
  /** The same variant again, read from the disk cache (body fully read). */
  cachedMs: number;
  serverTiming: string;
}

/**
 * Times one variant: uncached (fresh cache folder) then cached, through the same code as the
 * endpoint. `src` must be on an allowed origin (or pass `origins`).
 */
export async function timeImageVariant({
  src,
  width,
  accept = 'image/avif,image/webp,image/*,*/*;q=0.8',
  origins,
}: {
  src: string;
  width: number;
  accept?: string;
  origins?: ReadonlySet<string>;
}): Promise<VariantTiming> {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'img-bench-'));
  const allowed = origins ?? allowedImageOrigins();
  const request = () =>
    new Request(`http://storefront${IMAGE_ENDPOINT}?src=${encodeURIComponent(src)}&w=${width}`, {
      headers: { Accept: accept },
    });
  try {
    const original = await fetchSource(new URL(src), allowed);
    let t = performance.now();
    const first = await handleImageRequest(request(), { cacheDir, origins: allowed });
    const body = await first.arrayBuffer();
    const uncachedMs = performance.now() - t;
    if (!first.ok) throw new Error(`${first.status}: ${new TextDecoder().decode(body)}`);
    t = performance.now();
    const second = await handleImageRequest(request(), { cacheDir, origins: allowed });
    await second.arrayBuffer();
    const cachedMs = performance.now() - t;
    if (second.headers.get('x-cache') !== 'hit')
      throw new Error('the second request was not served from the disk cache');
    return {
      src,
      width,
      accept,
      contentType: first.headers.get('content-type') ?? '',
      originalBytes: original.length,
      variantBytes: body.byteLength,
      uncachedMs: Math.round(uncachedMs * 10) / 10,
      cachedMs: Math.round(cachedMs * 10) / 10,
      serverTiming: first.headers.get('server-timing') ?? '',
    };
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}
