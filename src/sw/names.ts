// The names of the caches the service worker (worker.ts) writes, for the pages that read or remove
// them; nothing else, so the frame's script carries no more than these.
export const CACHE = {
  pages: 'pages',
  images: 'images',
  assets: 'assets',
  /** The offline pages and the frame's files they use, one cache per deploy. */
  offlinePrefix: 'offline-',
} as const;

/** The worker's address, checked by browsers for a new version on every visit. */
export const SW_URL = '/sw.js';
