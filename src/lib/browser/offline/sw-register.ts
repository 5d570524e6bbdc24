// The service worker's registration (started by frame.ts once the page is idle). <html data-sw="on">
// registers it, "off" (SERVICE_WORKER=off) removes a worker registered before with what it kept,
// and a page without it (an editor's preview, the dev server) leaves it be.
//
// The first time, once the worker has taken the page, the page asks it to keep what it loaded (its
// address, the build's files and pictures), since they came before the worker did. A new deploy's
// worker waits: the "new version" bar (components/frame/OfflineBar.astro) offers to reload; the
// new worker takes over when asked and the page reloads then, so no page runs two deploys' files.
import { CACHE, SW_URL } from '../../../sw/names.ts';

/** Same-origin files this page loaded that the worker keeps: the build's and the pictures. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && (url.pathname.startsWith('/_astro/') || url.pathname === '/img'))
    .map((url) => url.pathname + url.search);
}

function keepThisPage(): void {
  const page = [location.pathname + location.search, { headers: { Accept: 'text/html' } }];
  navigator.serviceWorker.controller?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [page, ...loadedFiles()] },
  });
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const bar = document.querySelector<HTMLElement>('[data-sw-update]');
  const reload = bar?.querySelector<HTMLButtonElement>('[data-sw-reload]');
  if (!bar || !reload || !bar.hidden) return;
  bar.hidden = false;
  reload.addEventListener(
    'click',
    () => {
      reload.disabled = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    },
    { once: true },
  );
}

async function register(): Promise<void> {
  const firstTime = !navigator.serviceWorker.controller;
  if (firstTime) navigator.serviceWorker.addEventListener('controllerchange', keepThisPage, { once: true });
  const registration = await navigator.serviceWorker.register(SW_URL);
  // A worker installed while another controls the page is a new deploy's, waiting.
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(registration);
    });
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

/** Removes the worker and what it kept (the worker served when it is off does the same). */
async function unregister(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  const ours = (name: string) => Object.values(CACHE).includes(name as never) || name.startsWith(CACHE.offlinePrefix);
  for (const name of await caches.keys()) if (ours(name)) await caches.delete(name);
}

/** Registers or removes the worker as the page says. */
export function startWorker(): void {
  const wanted = document.documentElement.dataset.sw;
  if (wanted === 'on') register().catch(() => undefined);
  else if (wanted === 'off') unregister().catch(() => undefined);
}
