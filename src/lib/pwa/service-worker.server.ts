// Whether the storefront offers its service worker (src/sw/worker.ts). SERVICE_WORKER=off is the
// one step that removes it from customers' browsers after a bad deploy (README, "Installable and offline"): pages
// stop registering it, and /sw.js answers the worker that deletes its caches and unregisters.
import { z } from 'zod';
import { SW_URL } from '../../sw/names.ts';

export const serviceWorkerOn = z.enum(['on', 'off']).catch('on').parse(process.env.SERVICE_WORKER) === 'on';

/** The worker's address, checked by browsers for a new version on every visit. */
export const SERVICE_WORKER_PATH = SW_URL;
/** The built worker that removes the storefront's worker (scripts/build-sw.ts). */
export const SERVICE_WORKER_OFF_PATH = '/sw-off.js';
