// The image endpoint's handler against a local image host: resizing, the disk cache, one encode
// for concurrent requests, upstream errors and limits (its pieces are in images.test.ts).
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fetchSource,
  handleImageRequest,
  imageCacheMaxBytes,
  variantKey,
} from '../../src/lib/images/endpoint.server.ts';
import { diskBudget } from '../../src/lib/images/disk-cache.server.ts';

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
    const response = await get('/photo-1.jpg', 320);
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

    const webp = await get('/photo-1.jpg', 320, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const jpeg = await get('/photo-1.jpg', 320, '*/*');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('sends any other spelling of a variant to its one URL, fetching and resizing nothing for it', async () => {
    const src = `${origin}/photo-spelt.jpg`;
    const ask = (query: string) =>
      handleImageRequest(new Request(`http://storefront/img?${query}`, { headers: { Accept: 'image/webp' } }), {
        origins: new Set([origin]),
        cacheDir,
      });
    const canonical = `/img?src=${src}&w=320`;
    for (const query of [
      `src=${src}&w=300`,
      `src=${src}&w=320&q=75`,
      `src=${src}&w=320&q=74`.replace('q=74', 'q=76'),
      `w=320&src=${src}`,
      `src=${src}&w=320&cachebust=1`,
      `src=${src}&w=320&w=320`,
      `src=${origin}/photo%252Dspelt.jpg&w=320`,
      `src=${origin.toUpperCase().replace('HTTP', 'http')}/photo-spelt.jpg#x&w=320`.replace('#', '%23'),
    ]) {
      const response = await ask(query);
      expect(response.status, query).toBe(301);
      expect(response.headers.get('location'), query).toBe(canonical);
    }
    expect(hits.get('/photo-spelt.jpg')).toBeUndefined();
    const other = await ask(`src=${src}&w=1000&q=59`);
    expect(other.headers.get('location')).toBe(`/img?src=${src}&w=1080&q=60`);
    const served = await ask(`src=${encodeURIComponent(src)}&w=320`);
    expect(served.status).toBe(200);
    expect(hits.get('/photo-spelt.jpg')).toBe(1);
  });

  it('refuses a source with a query string of its own, without fetching it', async () => {
    for (let run = 0; run < 3; run++) {
      const response = await get(`/photo-query.jpg?run=${run}`, 320, 'image/webp');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/query string/);
    }
    expect(hits.get('/photo-query.jpg')).toBeUndefined();
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
