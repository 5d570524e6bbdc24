// nginx's cached copies of pages, removed from its cache folder. nginx open source has no purge
// (proxy_cache_purge is in the commercial build or a third-party module Debian does not ship), but
// the storefront shares the machine with it (npm run cluster): each cache file starts with a
// binary header and then a line `KEY: <the proxy_cache_key>`. Deleting a file makes nginx's next
// request for it a MISS: it finds the key in its shared memory, fails to open the file (ENOENT),
// and fetches the page anew, storing the new copy (checked by tests/e2e/cluster.spec.ts).
//
// The key is deploy/nginx.conf's `$scheme$http_host$request_uri|$page_lang|$cookie_module_id|
// $cookie_zoneid`: every variant of a page (languages, modules, zones, hosts, queries, encodings)
// has the same path between the host and the first "?" or "|".
import { open, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ALL_PAGES, pagePath } from './plan.server.ts';

/** The first bytes of a cache file hold its header and key (keys longer than that are not ours). */
const HEAD_BYTES = 16 * 1024;
/** Finished cache files are named by the key's md5; temporary ones being written have a suffix. */
const CACHE_FILE = /^[0-9a-f]{32}$/;

/** The page of a cache key, without language prefix or query; null when the key is not a page's. */
export function keyPage(key: string): string | null {
  const uri = /^https?[^/|]*(\/[^?|]*)/.exec(key)?.[1];
  return uri === undefined ? null : pagePath(uri);
}

/** Scripts, styles, pictures, flags and the dialog's words: static files no editor changes. */
const STATIC_FILE = /^\/(?:_astro|img|flags|i18n)(?:\/|$)|\.(?:js|css|svg|png|jpe?g|webp|avif|ico|woff2?|json)$/;

/** Whether `page` is one of `wanted` (ALL_PAGES: any page, no static file). */
function isWanted(page: string, wanted: ReadonlySet<string>): boolean {
  return wanted.has(page) || (wanted.has(ALL_PAGES) && !STATIC_FILE.test(page));
}

/** The KEY line of a cache file's first bytes; null when there is none. */
export function cacheFileKey(head: Buffer): string | null {
  const marker = head.indexOf('\nKEY: ', 0, 'latin1');
  if (marker < 0) return null;
  const start = marker + '\nKEY: '.length;
  const end = head.indexOf('\n', start, 'latin1');
  return end < 0 ? null : head.toString('latin1', start, end);
}

async function readHead(file: string): Promise<Buffer | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface NginxPurge {
  /** Cache files read. */
  scanned: number;
  /** Keys of the files removed. */
  removed: string[];
}

/** Removes from `dir` the cache files of `pages` (as plan.server.ts pagePath gives them, or ALL_PAGES), in every variant. */
export async function purgeNginxCache(dir: string, pages: readonly string[]): Promise<NginxPurge> {
  const result: NginxPurge = { scanned: 0, removed: [] };
  if (pages.length === 0) return result;
  const wanted = new Set(pages);
  const names = await readdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names) {
    if (!CACHE_FILE.test(path.basename(name))) continue;
    const file = path.join(dir, name);
    const head = await readHead(file);
    if (!head) continue;
    result.scanned++;
    const key = cacheFileKey(head);
    const page = key === null ? null : keyPage(key);
    if (key === null || page === null || !isWanted(page, wanted)) continue;
    try {
      await unlink(file);
      result.removed.push(key);
    } catch (error) {
      // Removed meanwhile by nginx (its cache manager) or by another instance's purge.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return result;
}
