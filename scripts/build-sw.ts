// Builds the service worker (src/sw/worker.ts, with Workbox) into dist/client/sw.js, and the worker
// that removes it (src/sw/off.ts) into dist/client/sw-off.js. Run after `astro build` by
// `npm run build` and by `npm start` when it builds. BUILD_ID names this deploy (a hash of the
// build's file names): a new deploy is a new worker, with its offline pages in a cache of its own.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

async function buildId(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['client/_astro', 'server']) {
    const files = await readdir(path.join(dist, dir), { recursive: true });
    for (const file of files.sort()) hash.update(`${dir}/${file}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}

/** Writes dist/client/sw.js and sw-off.js for the build in dist/; returns the deploy's id. */
export async function buildServiceWorker(): Promise<string> {
  const id = await buildId();
  const common = {
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Workbox logs its steps unless built for production.
    define: { 'process.env.NODE_ENV': '"production"', BUILD_ID: JSON.stringify(id) },
  } as const;
  for (const [entry, out] of [
    ['worker.ts', 'sw.js'],
    ['off.ts', 'sw-off.js'],
  ]) {
    await build({
      ...common,
      entryPoints: [path.join(root, 'src/sw', entry)],
      outfile: path.join(dist, 'client', out),
    });
  }
  return id;
}

if (import.meta.main) console.log(`service worker built: dist/client/sw.js (deploy ${await buildServiceWorker()})`);
