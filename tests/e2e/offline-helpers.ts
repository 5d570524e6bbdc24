// Steps of the offline tests (offline*.spec.ts): waiting for the storefront's service worker to run
// and keep a page, and reading every cache it wrote.
import { expect, type Page } from '@playwright/test';

/** Resolves once a service worker controls the page (it claims the first page it is installed from). */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}

/** The addresses (path and query) in a cache of the page's origin. */
export async function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => {
      const url = new URL(r.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

/** Resolves once `path` is kept in the pages cache. */
export async function pageKept(page: Page, path: string): Promise<void> {
  await expect.poll(() => cachedPaths(page, 'pages'), { timeout: 30_000 }).toContain(path);
}

/** Every entry of every cache of the origin: its cache, address and body as text. */
export async function everythingCached(page: Page): Promise<Array<{ cache: string; path: string; body: string }>> {
  return page.evaluate(async () => {
    const out: Array<{ cache: string; path: string; body: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const url = new URL(request.url);
        out.push({ cache: name, path: url.pathname + url.search, body: response ? await response.text() : '' });
      }
    }
    return out;
  });
}
