// GET /img on the running storefront: a seeded product photo of the reference API, resized and
// re-encoded by the Accept header, cached on disk and answered with immutable caching headers;
// named by its URL (src=) or, as pages do, by its path in the API's public storage (p=).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { variantKey } from '../../src/lib/images/request.server.ts';
import { imagePathTricks } from '../fixtures/image-path-tricks.ts';

const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_API_PORT || 8791)}`;
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let productImage: string;
let original: Buffer;

test.beforeAll(async ({ request }) => {
  const details = await request.get(`${apiOrigin}/api/v1/items/details/1`, {
    headers: { moduleId: '1', zoneId: '[5]', Accept: 'application/json' },
  });
  expect(details.ok()).toBe(true);
  productImage = ((await details.json()) as { image_full_url: string }).image_full_url;
  expect(productImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/app\/public\/product\//);
  const file = await request.get(productImage);
  expect(file.ok()).toBe(true);
  original = await file.body();
});

/**
 * The product photo with its WebP variant at `width` taken out of the storefront's disk cache
 * (IMAGE_CACHE_DIR, `.cache/img` of the project), so the next request for it is a miss. (A query
 * on the source no longer names another variant: /img refuses it.)
 */
async function freshSource(width: number): Promise<string> {
  const key = variantKey(productImage, width, 'webp', 75);
  const dir = path.resolve(process.env.IMAGE_CACHE_DIR || '.cache/img', key.slice(0, 2));
  await rm(path.join(dir, `${key}.webp`), { force: true });
  return productImage;
}

function img(
  request: APIRequestContext,
  src: string,
  w: number | string,
  accept = CHROME_ACCEPT,
  headers: Record<string, string> = {},
) {
  return request.get(`/img?src=${encodeURIComponent(src)}&w=${w}`, { headers: { Accept: accept, ...headers } });
}

test.describe('image endpoint', () => {
  test('answers WebP to a browser that accepts AVIF too, resized, smaller than the original, cached for a year', async ({
    request,
  }) => {
    const response = await img(request, productImage, 320);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('image/webp');
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers.vary).toMatch(/\bAccept\b/);
    expect(headers.etag).toMatch(/^"[0-9a-f]{32}-[0-9a-z]+"$/);
    const body = await response.body();
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(body.length).toBeLessThan(original.length);
  });

  test('answers WebP when the browser accepts WebP but not AVIF, and JPEG to anything else', async ({ request }) => {
    const webp = await img(request, productImage, 800, 'image/webp,image/*,*/*;q=0.8');
    expect(webp.status()).toBe(200);
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect(webp.headers()['cache-control']).toBe(IMMUTABLE);
    const body = await webp.body();
    expect((await sharp(body).metadata()).format).toBe('webp');
    expect(body.length).toBeLessThan(original.length);

    const jpeg = await img(request, productImage, 320, '*/*');
    expect(jpeg.status()).toBe(200);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
  });

  test('serves the second request for a variant from the cache, with the same ETag, and 304 on revalidation', async ({
    request,
  }) => {
    const src = await freshSource(480);
    const first = await img(request, src, 480, 'image/webp');
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache']).toBe('miss');
    expect(first.headers()['server-timing']).toMatch(/encode;dur=/);
    const body = await first.body();

    // The variant is on disk before the first answer leaves.
    const second = await img(request, src, 480, 'image/webp');
    expect(second.status()).toBe(200);
    expect(second.headers()['x-cache']).toBe('hit');
    expect(second.headers()['content-type']).toBe('image/webp');
    expect(second.headers()['cache-control']).toBe(IMMUTABLE);
    expect(second.headers().etag).toBe(first.headers().etag);
    expect((await second.body()).equals(body)).toBe(true);

    const revalidated = await img(request, src, 480, 'image/webp', { 'If-None-Match': first.headers().etag });
    expect(revalidated.status()).toBe(304);
  });

  test('encodes a variant once for concurrent requests', async ({ request }) => {
    const src = await freshSource(640);
    const responses = await Promise.all(Array.from({ length: 4 }, () => img(request, src, 640, 'image/webp')));
    const states = responses.map((r) => r.headers()['x-cache']);
    expect(responses.every((r) => r.status() === 200)).toBe(true);
    expect(states.filter((s) => s === 'miss')).toHaveLength(1);
    expect(states.every((s) => ['miss', 'shared', 'hit'].includes(s))).toBe(true);
  });

  test('snaps a width outside the allowlist up to the next allowed one, and never upscales', async ({ request }) => {
    const snapped = await img(request, productImage, 500, 'image/webp');
    expect(snapped.status()).toBe(200);
    expect((await sharp(await snapped.body()).metadata()).width).toBe(640);

    const originalWidth = (await sharp(original).metadata()).width ?? 0;
    const huge = await img(request, productImage, 99999, 'image/webp');
    expect(huge.status()).toBe(200);
    expect((await sharp(await huge.body()).metadata()).width).toBe(Math.min(originalWidth, 1600));
  });

  test('serves a photo named by its storage path as the same variant as by its URL', async ({ request }) => {
    const storagePath = productImage.replace(/^.*?\/storage\/app\/public\//, '');
    const bySource = await img(request, productImage, 256);
    const byPath = await request.get(`/img?p=${storagePath}&w=256`, { headers: { Accept: CHROME_ACCEPT } });
    expect(byPath.status()).toBe(200);
    expect(byPath.headers()['content-type']).toBe('image/webp');
    expect(byPath.headers()['cache-control']).toBe(IMMUTABLE);
    expect(byPath.headers().etag).toBe(bySource.headers().etag);
    expect(byPath.headers()['x-cache']).toBe('hit');
  });

  test('a category page names its product photos by their storage path, and they show', async ({ page }) => {
    await page.goto('/en/categories/6');
    const image = page.locator('article.card img').first();
    await expect(image).toHaveAttribute('srcset', /^\/img\?p=product\/[^ ]+&w=160 160w, /);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/img\?p=product\//);
  });

  test('refuses other hosts, path tricks and bad parameters with 400 and a message', async ({ request }) => {
    const cases: Array<[string, RegExp]> = [
      ...imagePathTricks(apiOrigin),
      ['/img?w=320', /src is required/],
      [`/img?src=${encodeURIComponent(productImage)}`, /w is required/],
      [`/img?src=${encodeURIComponent(productImage)}&w=abc`, /positive whole number/],
    ];
    for (const [url, message] of cases) {
      const response = await request.get(url, { headers: { Accept: CHROME_ACCEPT } });
      expect(response.status(), url).toBe(400);
      expect(response.headers()['content-type']).toMatch(/application\/json/);
      expect(((await response.json()) as { error: string }).error, url).toMatch(message);
    }
  });

  test('answers 404 for a source the API does not have', async ({ request }) => {
    const response = await img(
      request,
      `${apiOrigin}/storage/app/public/product/no-such-image-${randomUUID()}.jpg`,
      320,
    );
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/not found/);
  });
});
