// Absolute URLs (canonical, og:url, hreflang, JSON-LD, sitemap.xml, robots.txt, the store's QR
// code) come from the public origin: SITE_URL, a trusted proxy's forwarded host, or the server's
// own HOST:PORT; never from a Host or X-Forwarded-Host header anyone can write.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { flakyApi } from '../e2e/flaky-api.ts';

const EVIL = 'evil.example';

/** A GET with the headers as given (a Host of our choosing included), body as bytes. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const PAGES = [
  '/',
  '/en',
  '/ar/about',
  '/en/store/1',
  '/en/categories/1',
  '/en/single-product/1',
  '/en/stores',
  '/sitemap.xml',
  '/robots.txt',
];

async function expectNoForgedHost(base: string, headers: Record<string, string>) {
  for (const path of PAGES) {
    const res = await rawGet(base, path, headers);
    const text = res.body.toString('utf8');
    const what = `${path} with ${JSON.stringify(headers)}: ${res.status}`;
    expect(res.status, what).toBeLessThan(500);
    expect(text, what).not.toContain(EVIL);
    expect(String(res.headers.location ?? ''), what).not.toContain(EVIL);
    if (path === '/robots.txt') expect(text, what).toContain(`Sitemap: ${base}/sitemap.xml`);
    if (path === '/ar/about') expect(text, what).toContain(`<link rel="canonical" href="${base}/ar/about"`);
  }
  const qr = await rawGet(base, '/en/store/1/qr.png', headers);
  expect(qr.status).toBe(200);
  const png = PNG.sync.read(qr.body);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toBe(`${base}/en/store/1`);
}

test('a forged Host header is not reflected into any absolute URL', async ({ baseURL }) => {
  await expectNoForgedHost(baseURL!, { Host: EVIL });
  await expectNoForgedHost(baseURL!, { Host: `${EVIL}:${new URL(baseURL!).port}` });
});

test.describe('from a client that is not a trusted proxy', () => {
  const site = flakyApi({
    slowBody: '{}',
    wrongTypesBody: {},
    env: { TRUSTED_PROXIES: '192.0.2.1' },
  });
  test.beforeAll(() => site.start());
  test.afterAll(() => site.stop());

  test('X-Forwarded-Host and Forwarded host= are not reflected either', async () => {
    await expectNoForgedHost(site.base, { 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'https' });
    await expectNoForgedHost(site.base, { Forwarded: `host=${EVIL};proto=https`, Host: EVIL });
  });
});
