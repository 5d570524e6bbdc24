// The storefront is installable as a web app: Chromium itself (through the DevTools protocol)
// finds the manifest each page links, parses it without errors and reports no installability
// error, in English and Arabic; the manifest opens the app in the page's language, and each icon
// it or the page names answers a PNG of the declared size. When the marketplace's logo cannot be
// fetched, the icons are drawn from the favicon instead and kept only briefly.
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type APIRequestContext, type Page, test as base } from '@playwright/test';
import sharp from 'sharp';
import { flakyApi } from './flaky-api.ts';

interface Manifest {
  id: string;
  name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/**
 * A page in a browser profile of its own: Chromium never offers to install from an incognito
 * context (`in-incognito`), which is what Playwright's usual contexts are.
 */
const test = base.extend<{ profile: BrowserContext; page: Page }>({
  profile: async ({ playwright, launchOptions, baseURL }, use) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'installable-'));
    const context = await playwright.chromium.launchPersistentContext(dir, { ...launchOptions, baseURL });
    await use(context);
    await context.close();
    await rm(dir, { recursive: true, force: true });
  },
  page: async ({ profile }, use) => {
    await use(profile.pages()[0] ?? (await profile.newPage()));
  },
});

/** The manifest as Chromium fetched and parsed it, once it has; and its installability errors. */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let fetched = { url: '', errors: [] as unknown[], data: '' };
  await expect
    .poll(
      async () => {
        fetched = (await cdp.send('Page.getAppManifest')) as typeof fetched;
        return fetched.data ?? '';
      },
      { message: 'Chromium fetches the linked manifest' },
    )
    .not.toBe('');
  // The check downloads the icons too: it settles a moment after the manifest is read.
  let errors: unknown[] = [];
  await expect
    .poll(
      async () => {
        errors = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
        return errors;
      },
      { message: 'Chromium reports no installability error' },
    )
    .toEqual([]);
  await cdp.detach();
  return { url: fetched.url, parseErrors: fetched.errors, manifest: JSON.parse(fetched.data) as Manifest };
}

/** Asserts `src` answers a PNG of `size`×`size` pixels; returns its response headers. */
async function expectPng(request: APIRequestContext, src: string, size: number) {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const meta = await sharp(await response.body()).metadata();
  expect([meta.format, meta.width, meta.height], src).toEqual(['png', size, size]);
  return response.headers();
}

for (const lang of ['en', 'ar'] as const) {
  test(`the home page in ${lang} is installable, its app opening in ${lang}`, async ({ page, request, baseURL }) => {
    await page.goto(`/${lang}/`);
    const { url, parseErrors, manifest } = await installability(page);
    expect(url).toBe(`${baseURL}/${lang}/manifest.webmanifest`);
    expect(parseErrors).toEqual([]);
    expect(manifest).toMatchObject({
      id: '/',
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      start_url: `/${lang}/`,
      scope: '/',
      display: 'standalone',
      theme_color: '#047857',
    });
    expect(manifest.name).toBe(await page.locator('meta[property="og:site_name"]').getAttribute('content'));

    const answer = await request.get(`/${lang}/manifest.webmanifest`);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('public, max-age=3600');

    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const headers = await expectPng(request, icon.src, Number(icon.sizes.split('x')[0]));
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['x-icon-source']).toBe('logo');
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expectPng(request, apple!, 180);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
      'content',
      '#030712',
    );
  });
}

test('only the listed icons are drawn, and a manifest without a language goes to its own', async ({ request }) => {
  for (const path of ['/app-icon/any-1024.png', '/app-icon/any-192.jpg', '/app-icon/favicon.png'])
    expect((await request.get(path)).status(), path).toBe(404);
  // An icon named without its version is the same drawing, kept for a day.
  const headers = await expectPng(request, '/app-icon/apple-180.png', 180);
  expect(headers['cache-control']).toBe('public, max-age=86400');
  const moved = await request.get('/manifest.webmanifest', {
    headers: { 'Accept-Language': 'ar' },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(302);
  expect(moved.headers().location).toBe('/ar/manifest.webmanifest');
});

test.describe('when the logo cannot be fetched', () => {
  const apiPort = Number(process.env.E2E_API_PORT || 8791);
  // The settings name a logo that is not there (on the API's own origin, so it may be fetched).
  const api = flakyApi<'logo-gone'>({
    slowBody: '{}',
    wrongTypesBody: {},
    custom: (mode, req, res) => {
      if (mode !== 'logo-gone' || !/^\/api\/v1\/config(?:urations)?(?:\?|$)/.test(req.url ?? '')) return false;
      void withoutLogo(req, res);
      return true;
    },
  });

  async function withoutLogo(req: http.IncomingMessage, res: http.ServerResponse) {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
      ),
    );
    const answer = await fetch(`http://127.0.0.1:${apiPort}${req.url}`, { headers });
    const body = (await answer.json()) as Record<string, unknown>;
    const gone = `http://${req.headers.host}/storage/app/public/business/gone.png`;
    body.logo = gone;
    if ('logo_full_url' in body) body.logo_full_url = gone;
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  test.beforeAll(async () => {
    await api.start();
    api.mode = 'logo-gone';
  });
  test.afterAll(() => api.stop());

  test('the app is still installable, its icons drawn from the favicon and kept a minute', async ({
    page,
    request,
  }) => {
    await page.goto(`${api.base}/en/`);
    const { manifest } = await installability(page);
    for (const icon of manifest.icons) {
      const headers = await expectPng(request, `${api.base}${icon.src}`, Number(icon.sizes.split('x')[0]));
      expect(headers['x-icon-source']).toBe('fallback');
      expect(headers['cache-control']).toBe('public, max-age=60');
    }
    // The favicon's green badge fills the middle of the icon.
    const icon = await request.get(`${api.base}${manifest.icons[0]!.src}`);
    const { data, info } = await sharp(await icon.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (96 * info.width + 30) * info.channels;
    expect(data[at + 1]!).toBeGreaterThan(data[at]! + 60);
  });
});
