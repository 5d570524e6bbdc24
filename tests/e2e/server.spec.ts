// The production server (server/storefront.ts) and the security middleware: headers, CSP hashes,
// compression, caching, /healthz.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { inlineScriptHashes } from '../../src/lib/server/request/security.ts';

const apiPort = Number(process.env.E2E_API_PORT || 8791);
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');

const JS_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** Hashes of the inline scripts the browser's own HTML parser finds in `html` (independent of the server's code). */
async function browserInlineScriptHashes(page: Page, html: string): Promise<string[]> {
  const scripts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    // Including scripts in <template> contents, which run if the template is ever instantiated.
    const collect = (root: ParentNode): HTMLScriptElement[] => [
      ...root.querySelectorAll('script'),
      ...[...root.querySelectorAll('template')].flatMap((t) => collect(t.content)),
    ];
    return collect(doc)
      .filter((s) => !s.hasAttribute('src'))
      .map((s) => ({ type: (s.getAttribute('type') ?? '').trim().toLowerCase(), text: s.textContent ?? '' }));
  }, html);
  const hashes = scripts
    .filter((s) => JS_TYPES.has(s.type))
    .map((s) => `sha256-${createHash('sha256').update(s.text, 'utf8').digest('base64')}`);
  return [...new Set(hashes)].sort();
}

function someAsset(html: string, ext: 'js' | 'css'): string {
  const linked = html.match(new RegExp(`/_astro/[\\w.-]+\\.${ext}(?=["'\\s)])`));
  if (linked) return linked[0];
  const file = readdirSync(path.join(clientDir, '_astro')).find((f) => f.endsWith(`.${ext}`));
  if (!file) throw new Error(`no .${ext} file in dist/client/_astro`);
  return `/_astro/${file}`;
}

test.describe('production server', () => {
  test('the home page has a strict CSP that allows exactly its inline scripts by hash', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const policy = directives(csp);

    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const allowed = scriptSrc
      .filter((v) => v.startsWith("'sha256-"))
      .map((v) => v.slice(1, -1))
      .sort();
    expect(allowed).toEqual(await browserInlineScriptHashes(page, (await response?.text()) ?? ''));

    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', `http://127.0.0.1:${apiPort}`]));
    // Only in the header: a <meta> policy cannot carry frame-ancestors.
    await expect(page.locator('meta[http-equiv="content-security-policy" i]')).toHaveCount(0);
  });

  test('the browser reports no CSP violation on the home page and its islands hydrate', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /content security policy|refused to (execute|load|apply|connect)/i.test(msg.text()))
        violations.push(msg.text());
    });
    await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Islands that hydrate on sight or when idle must have run (Astro drops `ssr` once hydrated).
    // Element handles, not nth() locators: each hydration shrinks the [ssr] list and would shift them.
    // A card on a carousel slide out of view stays asleep until the slide is shown: that is
    // client:visible doing its job, so carousels are left out here; so are the islands that wake
    // on first use (client:interaction, and client:cards for the card controls).
    const waiting =
      'astro-island[ssr]:not([client="media"]):not([client="interaction"]):not([client="cards"]):not([data-carousel] astro-island)';
    for (const island of await page.locator(waiting).elementHandles()) await island.scrollIntoViewIfNeeded();
    await expect(page.locator(waiting)).toHaveCount(0);
    for (const carousel of await page.locator('[data-carousel]').elementHandles())
      await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-carousel] .swiper-slide-active astro-island[ssr]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });

  test('the server finds the same inline scripts as the browser does', async ({ page }) => {
    const html = [
      '<!doctype html><html><head>',
      '<script>var a = 1;</script>',
      '<SCRIPT TYPE="module">import("/x.js")</SCRIPT>',
      "<script type='text/javascript' data-x=\"a>b\">var b = '</scripty>';</script >",
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script src="/_astro/a.js"></script>',
      '<script data-src="/not-a-src">var c = "ünïcode ✓";</script>',
      '<script>\r\nvar d = 1;\r\n</script/>',
      '</head><body><template><script>var e = 1;</script></template></body></html>',
    ].join('\n');
    expect(inlineScriptHashes(html).sort()).toEqual(await browserInlineScriptHashes(page, html));
  });

  test('security headers are on HTML, JSON, static files and 404s; HSTS only over HTTPS', async ({ request }) => {
    for (const url of ['/', '/healthz', '/favicon.svg', someAsset('', 'css'), '/no-such-page']) {
      const res = await request.get(url);
      const h = res.headers();
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], url).toContain('geolocation=(self)');
      expect(h['permissions-policy'], url).toContain('camera=()');
      expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(h['strict-transport-security'], url).toBeUndefined();
      const https = await request.get(url, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers()['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
    }
  });

  test('HTML is compressed per Accept-Encoding, revalidated, and varies by what it depends on', async ({ request }) => {
    const identity = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers()['content-encoding']).toBeUndefined();
    const text = await identity.text();
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get('/', { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers()['content-encoding'], encoding).toBe(encoding);
      // Decoded by Playwright: the same page.
      expect((await res.text()).slice(0, 200)).toBe(text.slice(0, 200));
    }
    const varyOf = (headers: Record<string, string>) =>
      (headers.vary ?? '')
        .toLowerCase()
        .split(/\s*,\s*/)
        .sort();
    // A catalogue page, the same for everyone: browsers revalidate, shared caches keep it; it varies
    // on the language header here (no /en in the URL, no stored language), never on cookies. (A render
    // from data past its freshness says no-store and refreshes it: the next one is whole.)
    let shared: Record<string, string> = {};
    await expect
      .poll(async () => {
        shared = (await request.get('/', { headers: { 'Accept-Encoding': 'identity' } })).headers();
        return shared['cache-control'];
      })
      .toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(varyOf(shared)).toEqual(['accept-encoding', 'accept-language']);
    // Any other page: revalidated by everyone, varying on cookies and languages.
    const login = (await request.get('/en/login')).headers();
    expect(login['cache-control']).toBe('no-cache');
    expect(varyOf(login)).toEqual(['accept-encoding', 'accept-language', 'cookie']);
  });

  test('hashed assets are pre-compressed and immutable; other public files are cached briefly', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const asset of [someAsset(html, 'js'), someAsset(html, 'css')]) {
      const onDisk = readFileSync(path.join(clientDir, asset));
      for (const encoding of ['br', 'gzip']) {
        const res = await request.get(asset, { headers: { 'Accept-Encoding': encoding } });
        expect(res.status(), asset).toBe(200);
        expect(res.headers()['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
        expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        expect((await res.body()).equals(onDisk), `${asset} ${encoding} decodes to the file`).toBe(true);
      }
    }
    const favicon = await request.get('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
  });

  test('/healthz answers 200 JSON with the upstream API status', async ({ request }) => {
    const res = await request.get('/healthz');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(res.headers()['cache-control']).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', upstream: { status: 'ok', httpStatus: 200 } });
    expect(typeof body.uptime).toBe('number');
  });
});
