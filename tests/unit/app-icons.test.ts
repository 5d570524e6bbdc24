// The app icons drawn from the logo (src/lib/pwa/app-icons.server.ts): square at the listed sizes,
// the logo contained on the background, and the favicon's drawing when the logo cannot be had.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_NAMES, ICONS } from '../../src/lib/pwa/manifest.server.ts';
import { appIcon, drawIcon } from '../../src/lib/pwa/app-icons.server.ts';

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('app icons', () => {
  let server: http.Server;
  let origin: string;
  let wideLogo: Buffer;
  const savedHosts = process.env.IMAGE_HOSTS;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    // A red logo twice as wide as high: contained, it leaves white above and below.
    wideLogo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
      if (req.url === '/storage/logo.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.end(wideLogo);
      } else if (req.url === '/storage/other-logo.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.end(wideLogo);
      } else if (req.url === '/storage/page.html') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<p>not an image</p>');
      } else if (req.url === '/storage/broken.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.end('not a png');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.IMAGE_HOSTS = origin;
  });

  afterAll(() => {
    server.close();
    process.env.IMAGE_HOSTS = savedHosts;
  });

  it('draws every icon square at its size, the logo contained and not stretched', async () => {
    for (const name of ICON_NAMES) {
      const png = await drawIcon(name, wideLogo);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', ICONS[name].size, ICONS[name].size]);
      const size = ICONS[name].size;
      const mid = Math.floor(size / 2);
      expect(await pixel(png, mid, mid)).toEqual([255, 0, 0]);
      // A 2:1 logo in the box: white just above its top edge at a quarter of the height.
      expect(await pixel(png, mid, Math.floor(size * 0.25))).toEqual([255, 255, 255]);
      expect(await pixel(png, 0, 0)).toEqual([255, 255, 255]);
    }
  });

  it('keeps the maskable logo inside the safe circle (80 % of the side)', async () => {
    const png = await drawIcon('maskable-512', wideLogo);
    // The logo's corner (the farthest point from the centre) is inside radius 0.4 × 512.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let farthest = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        if (data[at + 1]! < 128) farthest = Math.max(farthest, Math.hypot(x + 0.5 - 256, y + 0.5 - 256));
      }
    expect(farthest).toBeGreaterThan(100);
    expect(farthest).toBeLessThanOrEqual(0.4 * 512);
  });

  it('draws from the logo when it can be fetched', async () => {
    const icon = await appIcon('any-192', `${origin}/storage/logo.png`);
    expect(icon.fallback).toBe(false);
    expect(await pixel(icon.png, 96, 96)).toEqual([255, 0, 0]);
  });

  it('falls back to the favicon when the logo is missing, not an image, broken or not allowed', async () => {
    for (const url of [
      `${origin}/storage/missing.png`,
      `${origin}/storage/page.html`,
      `${origin}/storage/broken.png`,
      'https://elsewhere.example/logo.png',
      null,
    ]) {
      const icon = await appIcon('any-512', url);
      expect(icon.fallback, String(url)).toBe(true);
      const meta = await sharp(icon.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
      // The favicon's green badge in the middle.
      const [r, g, b] = await pixel(icon.png, 180, 200);
      expect(g).toBeGreaterThan(r! + 60);
      expect(g).toBeGreaterThan(b! + 30);
    }
  });

  it('fetches a logo once for concurrent requests and keeps the drawing; a failed one is not asked again at once', async () => {
    const url = `${origin}/storage/other-logo.png`;
    const icons = await Promise.all([1, 2, 3].map(() => appIcon('apple-180', url)));
    expect(icons.map((i) => i.fallback)).toEqual([false, false, false]);
    await appIcon('apple-180', url);
    expect(hits.get('/storage/other-logo.png')).toBe(1);

    const gone = `${origin}/storage/gone.png`;
    await Promise.all([appIcon('any-192', gone), appIcon('any-192', gone)]);
    expect((await appIcon('any-512', gone)).fallback).toBe(true);
    expect(hits.get('/storage/gone.png')).toBe(1);
  });
});
