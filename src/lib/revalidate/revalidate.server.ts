// On-demand revalidation: an editor's change reaches customers at once instead of when caches
// expire. One request (POST /api/revalidate) to any storefront process
//   1. drops the planned entries from this process's data caches (cache.ts tags and keys),
//   2. removes nginx's stored copies of the pages, in every language and variant
//      (NGINX_CACHE_DIR, nginx-cache.server.ts),
//   3. publishes the plan on Redis (REDIS_URL): every other process does 1 and 2 too, and the
//      answer waits until they say they are done (broadcast.server.ts).
// Each process removes nginx's copies after dropping its own entries: a page rendered by a
// process that had not yet heard of the change, and stored by nginx meanwhile, is removed by that
// process's own purge, which comes after its drop.
import { clearTag, deleteTagged } from '../server/marketplace/cache.ts';
import { redisUrlFrom } from '../identity/rate-limit.server.ts';
import { type Broadcast, redisBroadcast } from './broadcast.server.ts';
import { type NginxPurge, purgeNginxCache } from './nginx-cache.server.ts';
import type { Plan } from './plan.server.ts';

export interface Dropped {
  /** Caches emptied whole (by tag). */
  caches: number;
  /** Entries dropped by key. */
  entries: number;
}

/** Drops what `plan` names from this process's caches. */
export function dropLocally(plan: Plan): Dropped {
  let caches = 0;
  let entries = 0;
  for (const tag of plan.tags) caches += clearTag(tag);
  for (const { tag, key } of plan.keys) entries += deleteTagged(tag, key);
  return { caches, entries };
}

/** NGINX_CACHE_DIR: the proxy_cache_path of an nginx on this machine, when there is one. */
export function nginxCacheDir(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.NGINX_CACHE_DIR?.trim() || undefined;
}

async function purge(plan: Plan): Promise<NginxPurge | null> {
  const dir = nginxCacheDir();
  if (!dir || plan.paths.length === 0) return null;
  return purgeNginxCache(dir, plan.paths);
}

/** A plan another process published: the same drops here, then nginx's copies again. */
async function onPlan(plan: Plan): Promise<void> {
  dropLocally(plan);
  await purge(plan);
}

let broadcast: Broadcast | null | undefined;

/**
 * Joins the revalidation channel when REDIS_URL is set (once per process; the first request
 * calls it, so that a process hears of changes before anyone asks it to revalidate).
 */
export function listenForRevalidation(): Broadcast | null {
  if (broadcast === undefined) {
    const url = redisUrlFrom();
    broadcast = url ? redisBroadcast(url, onPlan) : null;
  }
  return broadcast;
}

export interface Revalidated extends Dropped {
  paths: string[];
  tags: string[];
  keys: string[];
  /** nginx's copies removed; null when this process has no NGINX_CACHE_DIR or no path was named. */
  nginx: { scanned: number; removed: number; keys: string[] } | null;
  /** Other storefront processes that received the plan; null without Redis (or when it failed). */
  instancesNotified: number | null;
  /** Of those, the ones done before this answer (the others are still dropping, or did not say). */
  instancesDone: number | null;
}

/** Carries out `plan` in this process, every other process and nginx's cache. */
export async function revalidate(plan: Plan): Promise<Revalidated> {
  const dropped = dropLocally(plan);
  const purged = await purge(plan);
  const delivery = (await listenForRevalidation()?.publish(plan)) ?? null;
  return {
    paths: plan.paths,
    tags: plan.tags,
    keys: plan.keys.map((k) => k.key),
    ...dropped,
    nginx: purged && { scanned: purged.scanned, removed: purged.removed.length, keys: purged.removed.slice(0, 100) },
    instancesNotified: delivery?.notified ?? null,
    instancesDone: delivery?.done ?? null,
  };
}
