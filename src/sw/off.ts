/// <reference lib="webworker" />
// The worker served at /sw.js when SERVICE_WORKER=off (README, "Installable and offline"):
// browsers that check for an update get this one, which takes over at once, deletes every cache
// the storefront's worker made and unregisters itself. Open pages keep working; the next load goes
// to the network, and that page removes whatever a request in flight wrote meanwhile
// (src/lib/browser/offline/sw-register.ts).
export {};
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Taken over first, so the worker it replaces answers no more requests (and writes no more).
      await self.clients.claim();
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
