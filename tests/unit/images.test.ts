// The image endpoint's pieces: URL building and width snapping (shared with islands; the short
// p= form is in image-paths.test.ts), the source allowlist (no SSRF, no path tricks), format
// negotiation, and the handler against a local image host: resizing, the disk cache, one encode
// for concurrent requests, upstream errors and limits.
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_WIDTHS,
  defaultWidths,
  imageUrl,
  snapQuality,
  snapWidth,
  srcSet,
} from '../../src/lib/images.ts';
import {
  ImageError,
  allowedImageOrigins,
  checkImageSource,
  fetchSource,
  handleImageRequest,
  imageCacheMaxBytes,
  negotiateFormat,
  parseImageQuery,
  variantKey,
} from '../../src/lib/server/images.ts';
import { diskBudget } from '../../src/lib/server/image-cache.ts';

const API = 'http://127.0.0.1:8787';
const PRODUCT = `${API}/storage/app/public/product/item-1-1.jpg`;

describe('width allowlist', () => {
  it('snaps up to the next allowed width, and caps at the largest', () => {
    expect(snapWidth(64)).toBe(64);
    expect(snapWidth(1)).toBe(64);
    expect(snapWidth(300)).toBe(320);
    expect(snapWidth(320)).toBe(320);
    expect(snapWidth(321)).toBe(384);
    expect(snapWidth(500)).toBe(640);
    expect(snapWidth(1600)).toBe(1600);
    expect(snapWidth(5000)).toBe(1600);
  });

  it('has no width for nonsense', () => {
    expect(snapWidth(0)).toBeNull();
    expect(snapWidth(-20)).toBeNull();
    expect(snapWidth(Number.NaN)).toBeNull();
    expect(snapWidth(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('is sorted and small enough to bound the cache', () => {
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
    expect(IMAGE_WIDTHS.length).toBeLessThanOrEqual(16);
  });

  it('snaps quality to the nearest allowed value', () => {
    expect(snapQuality(75)).toBe(75);
    expect(snapQuality(80)).toBe(75);
    expect(snapQuality(1)).toBe(50);
    expect(snapQuality(100)).toBe(90);
    expect(snapQuality(Number.NaN)).toBe(DEFAULT_IMAGE_QUALITY);
  });
});

describe('imageUrl and srcSet', () => {
  it('builds the endpoint URL with the source in the query and the width snapped', () => {
    // `:` and `/` may stand as they are in a query; `?`, `=`, `&` of the source stay escaped.
    expect(imageUrl(PRODUCT, 300)).toBe(`/img?src=${PRODUCT}&w=320`);
    expect(imageUrl(`${PRODUCT}?v=1&x=2`, 800)).toBe(`/img?src=${PRODUCT}%3Fv%3D1%26x%3D2&w=800`);
  });

  it('names a quality only when it is not the default', () => {
    expect(imageUrl(PRODUCT, 320, { quality: 75 })).toBe(`/img?src=${PRODUCT}&w=320`);
    expect(imageUrl(PRODUCT, 320, { quality: 92 })).toBe(`/img?src=${PRODUCT}&w=320&q=90`);
  });

  it('has no URL without a source', () => {
    expect(imageUrl(null, 320)).toBeNull();
    expect(imageUrl(undefined, 320)).toBeNull();
    expect(imageUrl('', 320)).toBeNull();
    expect(imageUrl('   ', 320)).toBeNull();
  });

  it('leaves sources it cannot resize as they are', () => {
    expect(imageUrl('/favicon.svg', 320)).toBe('/favicon.svg');
    expect(imageUrl('data:image/png;base64,AAAA', 320)).toBe('data:image/png;base64,AAAA');
    expect(srcSet('/favicon.svg', [320, 640])).toBe('');
  });

  it('lists each snapped width once, narrowest first', () => {
    const set = srcSet(PRODUCT, [640, 300, 320, 5000]);
    expect(set).toBe(
      `/img?src=${PRODUCT}&w=320 320w, /img?src=${PRODUCT}&w=640 640w, /img?src=${PRODUCT}&w=1600 1600w`,
    );
    expect(srcSet(null, [320])).toBe('');
    expect(srcSet(PRODUCT, [])).toBe('');
  });

  it('offers half, 1x, 1.5x and 2x of the display width by default', () => {
    expect(defaultWidths(320)).toEqual([160, 320, 480, 640]);
    expect(defaultWidths(56)).toEqual([64, 96, 128]);
    expect(defaultWidths(1200)).toEqual([640, 1200, 1600]);
  });
});

describe('source allowlist', () => {
  const origins = allowedImageOrigins(
    {
      API_PUBLIC_URL: 'https://images.example.com/some/path',
      IMAGE_HOSTS: 'https://cdn.example.net, https://bucket.s3.amazonaws.com  nonsense',
    },
    API,
  );

  it('allows the API origin, API_PUBLIC_URL and each IMAGE_HOSTS origin', () => {
    expect([...origins].sort()).toEqual([
      'http://127.0.0.1:8787',
      'https://bucket.s3.amazonaws.com',
      'https://cdn.example.net',
      'https://images.example.com',
    ]);
    expect(allowedImageOrigins({}, 'http://api.local:9000/')).toEqual(new Set(['http://api.local:9000']));
  });

  it('accepts a source on an allowed origin, dropping the fragment', () => {
    const ok = checkImageSource(`${PRODUCT}#top`, origins);
    expect(ok).toBeInstanceOf(URL);
    expect((ok as URL).href).toBe(PRODUCT);
    expect(checkImageSource('https://cdn.example.net/a/b.png?v=2', origins)).toBeInstanceOf(URL);
    // The default port is the same origin.
    expect(checkImageSource('https://cdn.example.net:443/a.png', origins)).toBeInstanceOf(URL);
  });

  it.each([
    ['another host', 'https://evil.example.com/a.jpg'],
    ['another port', 'http://127.0.0.1:8788/storage/a.jpg'],
    ['another scheme', 'https://127.0.0.1:8787/storage/a.jpg'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the allowed host as user name', 'http://127.0.0.1:8787@evil.example.com/a.jpg'],
    ['a look-alike host', 'https://cdn.example.net.evil.com/a.jpg'],
  ])('refuses %s', (_name, src) => {
    expect(checkImageSource(src, origins)).toMatch(/not allowed|credentials/);
  });

  it.each([
    ['a relative path', '/storage/a.jpg'],
    ['a protocol-relative URL', '//127.0.0.1:8787/storage/a.jpg'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['javascript:', 'javascript:alert(1)'],
    ['ftp:', 'ftp://127.0.0.1:8787/a.jpg'],
    ['no host', 'http:///a.jpg'],
  ])('refuses %s', (_name, src) => {
    expect(typeof checkImageSource(src, origins)).toBe('string');
  });

  it.each([
    ['dot-dot segments', `${API}/storage/../api/v1/customer/info`],
    ['encoded dot-dot', `${API}/storage/%2e%2e/api/v1/config`],
    ['mixed encoded dot-dot', `${API}/storage/.%2E/api/v1/config`],
    ['a single dot segment', `${API}/storage/./a.jpg`],
    ['an encoded slash', `${API}/storage/..%2fapi/a.jpg`],
    ['an encoded backslash', `${API}/storage/a%5c..%5ca.jpg`],
    ['a backslash', `${API}\\storage\\a.jpg`],
    ['double encoding', `${API}/storage/%252e%252e/a.jpg`],
    ['an encoded NUL', `${API}/storage/a.jpg%00.png`],
    ['whitespace', `${API}/storage/a b.jpg`],
    ['a newline', `${API}/storage/a.jpg\nHost: evil`],
    ['credentials', 'http://user:pass@127.0.0.1:8787/a.jpg'],
  ])('refuses %s', (_name, src) => {
    expect(typeof checkImageSource(src, origins)).toBe('string');
  });

  it('refuses an over-long source', () => {
    expect(checkImageSource(`${API}/${'a'.repeat(3000)}.jpg`, origins)).toMatch(/longer/);
  });
});

describe('format negotiation', () => {
  it('prefers AVIF, then WebP, then JPEG/PNG', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(negotiateFormat(chrome, true)).toBe('avif');
    expect(negotiateFormat(chrome, false)).toBe('webp');
    expect(negotiateFormat('image/webp,*/*', true)).toBe('webp');
    expect(negotiateFormat('image/*,*/*;q=0.8', true)).toBe('legacy');
    expect(negotiateFormat('', true)).toBe('legacy');
    expect(negotiateFormat(null, true)).toBe('legacy');
  });

  it('ignores types refused with q=0', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp', true)).toBe('webp');
    expect(negotiateFormat('IMAGE/AVIF ; q=0.5', true)).toBe('avif');
  });
});

describe('query', () => {
  const origins = new Set([API]);
  const parse = (qs: string) => parseImageQuery(new URLSearchParams(qs), origins);
  const src = `src=${encodeURIComponent(PRODUCT)}`;

  it('snaps the width and the quality', () => {
    expect(parse(`${src}&w=500`)).toMatchObject({ width: 640, quality: DEFAULT_IMAGE_QUALITY });
    expect(parse(`${src}&w=99999&q=55`)).toMatchObject({ width: 1600, quality: 60 });
  });

  it.each([
    ['no src', 'w=320', /src is required/],
    ['an empty src', 'src=&w=320', /src is required/],
    ['two sources', `${src}&${src}&w=320`, /once/],
    ['a foreign src', `src=${encodeURIComponent('https://evil.example.com/a.jpg')}&w=320`, /not allowed/],
    ['no width', src, /w is required/],
    ['a zero width', `${src}&w=0`, /positive whole number/],
    ['a fractional width', `${src}&w=32.5`, /positive whole number/],
    ['a text width', `${src}&w=wide`, /positive whole number/],
    ['a text quality', `${src}&w=320&q=best`, /q must be/],
  ])('answers 400 for %s', (_name, qs, message) => {
    let error: unknown;
    try {
      parse(qs);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImageError);
    expect((error as ImageError).status).toBe(400);
    expect((error as ImageError).message).toMatch(message);
  });

  it('keys a variant by source, width, format and quality', () => {
    const key = variantKey(PRODUCT, 320, 'webp', 75);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(variantKey(PRODUCT, 320, 'webp', 75)).toBe(key);
    for (const other of [
      variantKey(`${PRODUCT}?v=2`, 320, 'webp', 75),
      variantKey(PRODUCT, 640, 'webp', 75),
      variantKey(PRODUCT, 320, 'avif', 75),
      variantKey(PRODUCT, 320, 'webp', 90),
    ]) {
      expect(other).not.toBe(key);
    }
  });
});

describe('handler against a local image host', () => {
  let server: http.Server;
  let origin: string;
  let cacheDir: string;
  let photo: Buffer;
  let logo: Buffer;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .composite([
        { input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#f80"/></svg>') },
      ])
      .jpeg({ quality: 92 })
      .toBuffer();
    logo = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
      const send = (status: number, type: string, body: Buffer | string, delay = 0) =>
        setTimeout(() => {
          res.writeHead(status, { 'Content-Type': type });
          res.end(body);
        }, delay);
      if (url.pathname.startsWith('/photo'))
        return send(200, 'image/jpeg', photo, url.pathname.includes('slow') ? 60 : 0);
      if (url.pathname === '/logo.png') return send(200, 'image/png', logo);
      if (url.pathname === '/page.html') return send(200, 'text/html', '<h1>hi</h1>');
      if (url.pathname === '/not-an-image.jpg') return send(200, 'image/jpeg', 'not really a jpeg');
      if (url.pathname === '/broken') return send(500, 'text/plain', 'oops');
      if (url.pathname === '/hang.jpg') return; // never answers
      if (url.pathname === '/to-photo') {
        res.writeHead(302, { Location: '/photo-1.jpg' });
        return res.end();
      }
      if (url.pathname === '/to-evil') {
        res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      }
      send(404, 'text/plain', 'not found');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'img-test-'));
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const get = (
    file: string,
    w: number | string,
    accept = 'image/avif,image/webp,*/*',
    extra: Record<string, string> = {},
  ) =>
    handleImageRequest(
      new Request(`http://storefront/img?src=${encodeURIComponent(`${origin}${file}`)}&w=${w}`, {
        headers: { Accept: accept, ...extra },
      }),
      {
        origins: new Set([origin]),
        cacheDir,
        avif: true,
      },
    );

  it('resizes, picks the format by Accept and sets the caching headers', async () => {
    const response = await get('/photo-1.jpg', 300);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}-[0-9a-z]+"$/);
    expect(response.headers.get('x-cache')).toBe('miss');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 320, 213]);
    expect(body.length).toBeLessThan(photo.length);

    const webp = await get('/photo-1.jpg', 300, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const jpeg = await get('/photo-1.jpg', 300, '*/*');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('never upscales', async () => {
    const response = await get('/photo-1.jpg', 1600, 'image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(900);
  });

  it('keeps transparency for browsers without WebP (PNG, not JPEG)', async () => {
    const response = await get('/logo.png', 128, 'image/png,image/*');
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.hasAlpha]).toEqual([128, true]);
  });

  it('serves a variant from the disk cache the second time, with the same ETag and 304 on revalidation', async () => {
    const first = await get('/photo-2.jpg', 320, 'image/webp');
    const firstBody = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(hits.get('/photo-2.jpg')).toBe(1);

    const second = await get('/photo-2.jpg', 320, 'image/webp');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('image/webp');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(hits.get('/photo-2.jpg')).toBe(1);

    const revalidated = await get('/photo-2.jpg', 320, 'image/webp', {
      'If-None-Match': first.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();

    const files = (await readdir(cacheDir, { recursive: true })).filter((f) => f.endsWith('.webp'));
    expect(files.some((f) => f.includes(variantKey(`${origin}/photo-2.jpg`, 320, 'webp', 75)))).toBe(true);
  });

  it('serves a file named by its storage path (p=) from the same cached variant as by its URL', async () => {
    const request = (query: string) =>
      handleImageRequest(new Request(`http://storefront/img?${query}&w=320`, { headers: { Accept: 'image/webp' } }), {
        origins: new Set([origin]),
        storageRoot: `${origin}/`,
        cacheDir,
      });
    const bySource = await request(`src=${encodeURIComponent(`${origin}/photo-4.jpg`)}`);
    expect(bySource.headers.get('x-cache')).toBe('miss');
    const byPath = await request('p=photo-4.jpg');
    expect(byPath.status).toBe(200);
    expect(byPath.headers.get('x-cache')).toBe('hit');
    expect(byPath.headers.get('etag')).toBe(bySource.headers.get('etag'));
    expect(hits.get('/photo-4.jpg')).toBe(1);
    const trick = await request('p=../photo-4.jpg');
    expect(trick.status).toBe(400);
    expect(((await trick.json()) as { error: string }).error).toMatch(/p has a path that is not allowed/);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await handleImageRequest(
      new Request(`http://storefront/img?src=${encodeURIComponent(`${origin}/photo-2.jpg`)}&w=320`, {
        method: 'HEAD',
        headers: { Accept: 'image/webp' },
      }),
      { origins: new Set([origin]), cacheDir },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(response.body).toBeNull();
  });

  it('still answers when the cache folder cannot be written', async () => {
    const blocked = path.join(cacheDir, 'a-file');
    await writeFile(blocked, 'not a folder');
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (let i = 0; i < 2; i++) {
        const response = await handleImageRequest(
          new Request(`http://storefront/img?src=${encodeURIComponent(`${origin}/photo-3.jpg`)}&w=320`, {
            headers: { Accept: 'image/webp' },
          }),
          { origins: new Set([origin]), cacheDir: blocked },
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('x-cache')).toBe('miss');
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('encodes once for concurrent identical requests', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => get('/photo-slow.jpg', 480, 'image/webp')));
    const states = responses.map((r) => r.headers.get('x-cache'));
    expect(states.filter((s) => s === 'miss')).toHaveLength(1);
    expect(states.filter((s) => s === 'shared')).toHaveLength(5);
    const sizes = await Promise.all(responses.map(async (r) => (await r.arrayBuffer()).byteLength));
    expect(new Set(sizes).size).toBe(1);
    expect(hits.get('/photo-slow.jpg')).toBe(1);
  });

  it('follows a redirect on an allowed origin, but not to another', async () => {
    const ok = await get('/to-photo', 320, 'image/webp');
    expect(ok.status).toBe(200);
    const refused = await get('/to-evil', 320, 'image/webp');
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toMatch(/redirected to a source that is not allowed/);
  });

  it('answers upstream failures with a status and a clear message', async () => {
    const missing = await get('/nope.jpg', 320);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'the source image was not found' });

    const html = await get('/page.html', 320);
    expect(html.status).toBe(415);
    expect((await html.json()).error).toMatch(/not a raster image/);

    const garbage = await get('/not-an-image.jpg', 320);
    expect(garbage.status).toBe(415);

    const broken = await get('/broken', 320);
    expect(broken.status).toBe(502);
    expect((await broken.json()).error).toMatch(/answered 500/);
    expect(broken.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 for a source on another origin without fetching it', async () => {
    const response = await handleImageRequest(
      new Request(`http://storefront/img?src=${encodeURIComponent(`${origin}/photo-1.jpg`)}&w=320`),
      {
        origins: new Set(['http://127.0.0.1:1']),
        cacheDir,
      },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/not allowed/);
  });

  it('gives up on a slow host and caps the size', async () => {
    const origins = new Set([origin]);
    await expect(fetchSource(new URL(`${origin}/hang.jpg`), origins, { timeoutMs: 200 })).rejects.toMatchObject({
      status: 504,
    });
    await expect(fetchSource(new URL(`${origin}/photo-1.jpg`), origins, { maxBytes: 1000 })).rejects.toMatchObject({
      status: 502,
      message: /larger than/,
    });
    const unreachable = await fetchSource(new URL('http://127.0.0.1:1/a.jpg'), new Set(['http://127.0.0.1:1'])).catch(
      (e: unknown) => e,
    );
    expect(unreachable).toMatchObject({ status: 502, message: /could not be reached/ });
  });

  it('keeps the disk cache within its byte budget, least recently used out first, also after a restart', async () => {
    const one = Number((await get('/photo-measure.jpg', 640, 'image/webp')).headers.get('content-length'));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'img-budget-'));
    const variant = (n: number, maxBytes: number) =>
      handleImageRequest(
        new Request(`http://storefront/img?src=${encodeURIComponent(`${origin}/photo-budget-${n}.jpg`)}&w=640`, {
          headers: { Accept: 'image/webp' },
        }),
        {
          origins: new Set([origin]),
          cacheDir: dir,
          cacheMaxBytes: maxBytes,
          avif: false,
        },
      );
    const onDisk = async () => {
      const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      return {
        count: files.length,
        bytes: (await Promise.all(files.map((f) => stat(path.join(f.parentPath, f.name))))).reduce(
          (a, s) => a + s.size,
          0,
        ),
      };
    };
    const budget = Math.floor(one * 3.5);
    for (let n = 0; n < 8; n++) await (await variant(n, budget)).arrayBuffer();
    await expect.poll(onDisk).toEqual({ count: 3, bytes: one * 3 });
    expect(budget).toBeLessThan(one * 4);
    // The three newest stayed, the oldest went first.
    expect((await variant(7, budget)).headers.get('x-cache')).toBe('hit');
    expect((await variant(4, budget)).headers.get('x-cache')).toBe('miss');
    await expect.poll(onDisk).toEqual({ count: 3, bytes: one * 3 });
    expect((await variant(6, budget)).headers.get('x-cache')).toBe('hit');

    // A process started with a smaller budget reads the folder and keeps only the newest file.
    await diskBudget(dir, Math.floor(one * 1.5)).whenReady();
    await expect.poll(onDisk).toEqual({ count: 1, bytes: one });
    expect((await variant(4, Math.floor(one * 1.5))).headers.get('x-cache')).toBe('hit');
    await rm(dir, { recursive: true, force: true });
  });

  it('reads its budget from IMAGE_CACHE_MAX_BYTES, 512 MiB by default', () => {
    expect(imageCacheMaxBytes({})).toBe(512 * 1024 * 1024);
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_BYTES: '104857600' })).toBe(104_857_600);
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_BYTES: 'lots' })).toBe(512 * 1024 * 1024);
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_BYTES: '10' })).toBe(512 * 1024 * 1024);
  });
});
