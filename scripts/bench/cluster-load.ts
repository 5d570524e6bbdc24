// The cluster part of the bench: the storefront as it runs on several machines (nginx in front of
// two instances), loaded through nginx with autocannon on a catalogue walk in two languages.
// Signed out, signed in and signed out with analytics cookies are measured in turns within one
// run, so that a noisy machine slows all three alike; every answer's X-Cache-Status is counted;
// then one instance is killed (SIGKILL) under signed-in load and the answers are counted.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { localizePath, paths } from '../../src/lib/paths.ts';
import { type ClusterInstance, type RunningCluster, startCluster, tail } from './cluster-run.ts';
import { findRoutes, signInCookie } from './routes.ts';

export const CLUSTER_GOALS = { slowdown: 1.5, fromCache: 0.95, kill5xx: 0 };
/** nginx's $upstream_cache_status values that mean the answer came from its cache. */
export const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];
const CONNECTIONS = 20;
const ACCEPT_ENCODING = 'gzip, br';
const KILL_SECONDS = 15;
const KILL_AFTER_SECONDS = 5;

export interface VariantRow {
  name: string;
  seconds: number;
  answers: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  status5xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Request errors by code (ECONNRESET, timeouts as ETIMEDOUT, ...). */
  errorKinds: Record<string, number>;
  /** Answers by X-Cache-Status ('none' when nginx sent none). */
  cache: Record<string, number>;
}

export interface KillRow extends VariantRow {
  instance: string;
  killedAfterSeconds: number;
  /** Seconds from the kill until the instance answered /healthz again, or null if it did not. */
  backAfterSeconds: number | null;
  /** Instance exits the bench did not cause (crashes) before the kill and during the test. */
  unexpectedExits: number;
}

export interface ClusterReport {
  url: string;
  walk: string[];
  connections: number;
  rounds: number;
  variants: VariantRow[];
  /** Signed-out requests/s over signed-in, and over signed out with analytics cookies. */
  slowdown: { signedIn: number; analytics: number };
  /** Answers of all three variants by X-Cache-Status, and the share served from the cache. */
  cache: { counts: Record<string, number>; fromCache: number };
  instancesSeen: string[];
  kill: KillRow;
}

/** Home, categories, a category, stores, a store, a product, all products and a policy, in en and ar. */
export async function catalogueWalk(api: string): Promise<string[]> {
  const routes = await findRoutes(api);
  const found = (name: string) => {
    const route = routes.find((r) => r.name === name);
    if (!route) throw new Error(`the bench routes have no ${name}`);
    return route.path.replace(/^\/en(?=[/?]|$)/, '');
  };
  const pages = [
    paths.home,
    paths.categories,
    found('category'),
    paths.stores,
    found('store'),
    found('product'),
    paths.allProducts('new-arrival'),
    paths.privacy,
  ];
  return ['en', 'ar'].flatMap((lang) => pages.map((page) => localizePath(`/${lang}`, page)));
}

/** Analytics cookies as a tag manager sets them, different for every request. */
function analyticsCookies(): string {
  const now = Date.now();
  return `_ga=GA1.2.${randomInt(1e9, 2e9)}.${Math.floor(now / 1000)}; _fbp=fb.1.${now}.${randomInt(1e9, 2e9)}`;
}

class Tally {
  seconds = 0;
  answers = 0;
  non2xx = 0;
  status5xx = 0;
  errors = 0;
  timeouts = 0;
  latencies: number[] = [];
  errorKinds: Record<string, number> = {};
  cache: Record<string, number> = {};

  add(result: autocannon.Result) {
    this.seconds += result.duration;
    this.non2xx += result.non2xx;
    this.status5xx += result['5xx'];
    this.errors += result.errors;
    this.timeouts += result.timeouts;
  }

  row(name: string): VariantRow {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!) : 0;
    return {
      name,
      seconds: round(this.seconds),
      answers: this.answers,
      requestsPerSecond: this.seconds ? Math.round(this.answers / this.seconds) : 0,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      non2xx: this.non2xx,
      status5xx: this.status5xx,
      errors: this.errors,
      timeouts: this.timeouts,
      errorKinds: this.errorKinds,
      cache: this.cache,
    };
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

function header(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found ? String(found[1]) : undefined;
}

/** One autocannon run cycling through the walk, with `cookie()` as each request's Cookie header. */
function load(base: string, walk: string[], cookie: () => string | undefined, seconds: number, tally: Tally) {
  const requests = walk.map((path) => ({
    method: 'GET' as const,
    path,
    // Every variant builds each request anew (the analytics cookies must differ), so the load
    // generator does the same work in all three.
    setupRequest: (request: autocannon.Request) => {
      const value = cookie();
      return value ? { ...request, headers: { ...request.headers, cookie: value } } : request;
    },
    onResponse: (_status: number, _body: string, _context: object, headers?: Record<string, unknown>) => {
      const status = header(headers, 'x-cache-status') || 'none';
      tally.cache[status] = (tally.cache[status] ?? 0) + 1;
    },
  }));
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        requests,
      },
      (error, result) => {
        if (error) return reject(error);
        tally.add(result);
        resolve();
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      tally.answers++;
      tally.latencies.push(ms);
    });
    instance.on('reqError', (error: { code?: string; message?: string }) => {
      const kind = error?.code || error?.message || 'unknown';
      tally.errorKinds[kind] = (tally.errorKinds[kind] ?? 0) + 1;
    });
  });
}

/** One pass over the walk, so the measured runs find what a cache can keep; every page must answer 200. */
async function warm(base: string, walk: string[]) {
  for (const path of walk) {
    const res = await fetch(`${base}${path}`, {
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the walk's ${path} answered ${res.status} through nginx`);
  }
}

async function instancesSeen(base: string): Promise<string[]> {
  const seen = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    seen.add(res.headers.get('x-instance') ?? '?');
  }
  return [...seen].sort();
}

/** The pid of the process listening on `url`'s port (ss, from iproute2), or 0. */
function listeningPid(url: string): number {
  try {
    const port = new URL(url).port;
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 5000 });
    return Number(out.match(/pid=(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Seconds until `instance`, once the cluster has seen it die, answers /healthz again (polled
 * directly, not through nginx), or null after 60 s.
 */
async function backAfter(
  cluster: RunningCluster,
  instance: ClusterInstance,
  exitsBefore: number,
  since: number,
): Promise<number | null> {
  while (Date.now() - since < 60_000) {
    try {
      if (cluster.exits(instance.name) <= exitsBefore) throw new Error('not seen dead yet');
      const res = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return round((Date.now() - since) / 1000);
    } catch {
      // Not dead yet, or not listening yet.
    }
    await sleep(200);
  }
  return null;
}

/**
 * Pages nginx never keeps (the health check, the customer's cart), so that part of the kill
 * test's traffic always reaches an instance, the dead one included, until nginx moves it over.
 */
const ALWAYS_UPSTREAM = ['/healthz', localizePath('/en', paths.cart), localizePath('/ar', paths.notifications)];

/**
 * Signed-in walk, with pages that always reach the instances, for KILL_SECONDS; the first
 * instance gets SIGKILL after KILL_AFTER_SECONDS.
 */
async function killTest(cluster: RunningCluster, walk: string[], cookie: string): Promise<KillRow> {
  const victim = cluster.instances[0]!;
  const allExits = () => cluster.instances.reduce((sum, i) => sum + cluster.exits(i.name), 0);
  const tally = new Tally();
  const running = load(cluster.url, [...walk, ...ALWAYS_UPSTREAM], () => cookie, KILL_SECONDS, tally);
  await sleep(KILL_AFTER_SECONDS * 1000);
  const exitsBefore = cluster.exits(victim.name);
  // The pid listening now: an instance that crashed earlier was started again under another.
  const pid = (exitsBefore > 0 && listeningPid(victim.url)) || victim.pid;
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const [, back] = await Promise.all([running, backAfter(cluster, victim, exitsBefore, killedAt)]);
  return {
    ...tally.row('signed in, one instance killed'),
    instance: victim.name,
    killedAfterSeconds: KILL_AFTER_SECONDS,
    backAfterSeconds: back,
    unexpectedExits: allExits() - (cluster.exits(victim.name) > exitsBefore ? 1 : 0),
  };
}

/** The whole part: starts the cluster, measures, and stops it whatever happens. */
export async function clusterLoad(options: {
  dataDir: string;
  seconds: number;
  rounds: number;
}): Promise<ClusterReport> {
  const cluster = await startCluster(options.dataDir);
  try {
    console.log(`Cluster up at ${cluster.url} (${cluster.instances.map((i) => `${i.name} pid ${i.pid}`).join(', ')})`);
    const walk = await catalogueWalk(cluster.api);
    await warm(cluster.url, walk);
    // Signed in through nginx, as a customer would: the session must be valid on both instances.
    const cookie = await signInCookie(cluster.url);
    const variants = [
      { name: 'signed out', cookie: () => undefined, tally: new Tally() },
      { name: 'signed in', cookie: () => cookie, tally: new Tally() },
      { name: 'signed out, analytics cookies', cookie: analyticsCookies, tally: new Tally() },
    ];
    const segment = Math.max(2, Math.round(options.seconds / options.rounds));
    for (let round = 1; round <= options.rounds; round++) {
      for (const variant of variants) {
        console.log(`Cluster load, round ${round}/${options.rounds}: ${variant.name}, ${segment} s…`);
        await load(cluster.url, walk, variant.cookie, segment, variant.tally);
      }
    }
    const rows = variants.map((v) => v.tally.row(v.name));
    const counts: Record<string, number> = {};
    for (const row of rows)
      for (const [status, n] of Object.entries(row.cache)) counts[status] = (counts[status] ?? 0) + n;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const cached = FROM_CACHE.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
    const [signedOut, signedIn, analytics] = rows as [VariantRow, VariantRow, VariantRow];
    const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 100) / 100 : Number.POSITIVE_INFINITY);

    const seen = await instancesSeen(cluster.url);
    console.log(
      `Cluster kill test: signed-in load for ${KILL_SECONDS} s, instance killed after ${KILL_AFTER_SECONDS} s…`,
    );
    const kill = await killTest(cluster, walk, cookie);
    return {
      url: cluster.url,
      walk,
      connections: CONNECTIONS,
      rounds: options.rounds,
      variants: rows,
      slowdown: {
        signedIn: ratio(signedOut.requestsPerSecond, signedIn.requestsPerSecond),
        analytics: ratio(signedOut.requestsPerSecond, analytics.requestsPerSecond),
      },
      cache: { counts, fromCache: total ? Math.round((cached / total) * 1000) / 1000 : 0 },
      instancesSeen: seen,
      kill,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nThe cluster's last lines:\n${tail(cluster.output())}`);
  } finally {
    await cluster.stop();
  }
}
