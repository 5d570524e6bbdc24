/// <reference lib="webworker" />
// The storefront's service worker (built by scripts/build-sw.ts into /sw.js). It keeps what a
// customer saw so that it opens without a connection, and nothing personal (rules.ts):
//
//   page (navigation)   network first; a catalogue page (`public`) is kept, newest 40. With no
//                       connection (or none within 8 s) the kept copy is shown, its <html> marked
//                       with when it was saved (the frame's bar says so); with no copy, the offline
//                       page in the address's language.
//   /_astro/ files      the build's hashed files: kept once fetched (they never change).
//   /img pictures       kept once fetched, newest 150.
//   a form post         sent as always; with no connection, the offline page.
//   everything else     (the API, sign-in, /i18n words...) straight to the network, never kept.
//
// Installing fetches the offline page of each language and the frame's files it uses, in a cache
// of this deploy (BUILD_ID). A new deploy's worker waits until the page agrees to reload (the
// frame's "new version" bar sends SKIP_WAITING) or every tab has closed, so an open page never runs
// on files of another deploy. Turning it off: SERVICE_WORKER=off (README, "Installable and offline").
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { LANGS } from '../lib/i18n/langs.ts';
import {
  CACHE,
  LIMITS,
  NETWORK_TIMEOUT_SECONDS,
  frameFilesIn,
  importsOf,
  isShareablePage,
  isWholeFile,
  markSavedCopy,
  offlineLanguage,
  offlinePagePath,
} from './rules.ts';

declare const self: ServiceWorkerGlobalScope;
declare const BUILD_ID: string;

const OFFLINE_CACHE = `${CACHE.offlinePrefix}${BUILD_ID}`;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Keeps an answer only when `keep` says so and its body is within `maxBytes`. */
function keepIf(keep: (response: Response) => boolean, maxBytes: number): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (!keep(response)) return null;
      const size = (await response.clone().arrayBuffer()).byteLength;
      return size <= maxBytes ? response : null;
    },
  };
}

// Pages: a navigation, or the page's own address sent by the window to be kept (CACHE_URLS).
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html')),
  new NetworkFirst({
    cacheName: CACHE.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      keepIf(isShareablePage, LIMITS.pages.maxBytes),
      new ExpirationPlugin({ maxEntries: LIMITS.pages.maxEntries, purgeOnQuotaError: true }),
      {
        // Read from the cache only when the network failed or hung: mark the copy as saved.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const savedAt = cachedResponse.headers.get('date') ?? '';
          const html = markSavedCopy(await cachedResponse.text(), savedAt);
          // The body is the decoded text now: no encoding or length of the original to follow.
          const headers = new Headers(cachedResponse.headers);
          headers.delete('content-encoding');
          headers.delete('content-length');
          return new Response(html, { status: 200, headers });
        },
      },
    ],
  }),
);

const assets = new CacheFirst({
  cacheName: CACHE.assets,
  plugins: [
    keepIf(isWholeFile, LIMITS.assets.maxBytes),
    new ExpirationPlugin({ maxEntries: LIMITS.assets.maxEntries, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_astro/'),
  async (options) => {
    // The frame's files of this deploy were fetched at install.
    const installed = await caches.match(options.request, { cacheName: OFFLINE_CACHE });
    return installed ?? assets.handle(options);
  },
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/img',
  new CacheFirst({
    cacheName: CACHE.images,
    // Pictures vary on Accept (AVIF or WebP): the same browser asks the same way.
    matchOptions: { ignoreVary: true },
    plugins: [
      keepIf(isWholeFile, LIMITS.images.maxBytes),
      new ExpirationPlugin({ maxEntries: LIMITS.images.maxEntries, purgeOnQuotaError: true }),
    ],
  }),
);

// A form posted with no connection: the offline page rather than the browser's error.
registerRoute(({ request, url }) => sameOrigin(url) && request.mode === 'navigate', new NetworkOnly(), 'POST');

async function storedLanguage(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  return store
    ? store.get('lang').then(
        (c) => c?.value ?? null,
        () => null,
      )
    : null;
}

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error();
  const lang = offlineLanguage(url.pathname, await storedLanguage(), self.navigator.languages ?? []);
  const page = await caches.match(offlinePagePath(lang), { cacheName: OFFLINE_CACHE });
  return page ?? Response.error();
});

/** The offline pages, and the build's files (with the modules they import) and pictures they use. */
async function installOfflinePages(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  const files: string[] = [];
  for (const lang of LANGS) {
    const path = offlinePagePath(lang);
    const response = await fetch(path, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    for (const file of frameFilesIn(await response.clone().text())) if (!files.includes(file)) files.push(file);
    await cache.put(path, response);
  }
  // Breadth first through the modules' imports; `files` grows as it is walked.
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const response = await fetch(file);
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    if (file.endsWith('.js')) {
      for (const dep of importsOf(file, await response.clone().text())) if (!files.includes(dep)) files.push(dep);
    }
    await cache.put(file, response);
  }
}

self.addEventListener('install', (event) => event.waitUntil(installOfflinePages()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(CACHE.offlinePrefix) && n !== OFFLINE_CACHE).map((n) => caches.delete(n)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker takes the open page at once (it has nothing to replace); a later one waits.
clientsClaim();
// A page's request leaves while the worker starts (a cold worker takes 50 ms and more on a cheap
// phone), and the network-first route uses that answer.
enableNavigationPreload();
