// npm run bench: builds, starts the storefront with the reference API, and measures Lighthouse
// (median of 3, mobile), page weight against the budgets, throughput under load and image
// resizing. Prints a table and writes reports/bench.json.
// Both measure the first tap of each control on a throttled phone (scripts/bench/first-tap.ts).
// npm run bench -- --compare URL: instead, home, a category and a product side by side with
// another build of the shop at URL (the same paths without the /en prefix), reading this bench's
// reference API, and the first taps beside that build's; prints the comparison and writes
// reports/bench-compare.json. npm run bench -- --taps [--compare URL]: the first taps alone.
// The full run ends with the cluster part (scripts/bench/cluster-load.ts: nginx in front of two
// instances, loaded through nginx); npm run bench -- --cluster runs that part alone and writes
// reports/bench-cluster.json.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, waitForHttp } from '../processes.ts';
import { clusterLoad } from './cluster-load.ts';
import { comparePages, printComparison } from './compare.ts';
import { measureFirstTaps, printFirstTaps, tapControls } from './first-tap.ts';
import { runLighthouse } from './lighthouse.ts';
import { loadTest, type LoadRow } from './load.ts';
import { printCluster, printReport, type RouteResult } from './table.ts';
import { pageWeight } from './weight.ts';
import { findRoutes, imageTiming, signInCookie } from './routes.ts';

const PORT = Number(process.env.BENCH_PORT || 4700);
const API_PORT = Number(process.env.BENCH_API_PORT || 8700);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS || 5);
const tapsOnly = process.argv.includes('--taps');
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 20);
const CLUSTER_ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS || 2);
const base = `http://127.0.0.1:${PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;
const dataDir = path.join(root, 'data-bench');
const compareAt = process.argv.indexOf('--compare');
const compareWith = (compareAt >= 0 ? process.argv[compareAt + 1] : process.env.BENCH_COMPARE_URL)?.replace(/\/$/, '');
if (compareAt >= 0 && !compareWith?.startsWith('http')) {
  console.error('usage: npm run bench -- --compare http://host:port');
  process.exit(2);
}

function writeReport(file: string, report: object) {
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', file), `${JSON.stringify(report, null, 2)}\n`);
}

/** The cluster part; a failure is reported and makes the bench exit 1. */
async function clusterPart() {
  try {
    return await clusterLoad({ dataDir, seconds: LOAD_SECONDS, rounds: CLUSTER_ROUNDS });
  } catch (error) {
    console.error(`error: cluster part: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (process.argv.includes('--cluster')) {
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  const cluster = await clusterPart();
  writeReport('bench-cluster.json', { date: new Date().toISOString(), node: process.version, cluster });
  printCluster(cluster);
  process.exit(0);
}

function sh(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

console.log('Building…');
await sh(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build']);
await sh(process.execPath, [path.join(root, 'scripts/precompress.ts')]);

rmSync(path.join(dataDir, 'img-cache'), { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    API_DATA_DIR: dataDir,
    IMAGE_CACHE_DIR: path.join(dataDir, 'img-cache'),
    API_BASE_URL: '',
    STOREFRONT_LOG: '0',
    SIGNIN_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

let report: Record<string, unknown> = {};
try {
  const ready = await waitForHttp(`${base}/healthz`, { child: server, timeoutMs: 180_000, requireOk: true });
  if (!ready) throw new Error('the storefront did not start');
  const routes = await findRoutes(api);
  const pathOf = (name: string) => routes.find((r) => r.name === name)!.path;
  const firstTaps = () =>
    measureFirstTaps(
      tapControls(pathOf('product'), pathOf('category'), pathOf('store')),
      base,
      compareWith ?? null,
      TAP_RUNS,
    );
  if (tapsOnly) {
    const taps = await firstTaps();
    writeReport('bench-taps.json', { date: new Date().toISOString(), runs: TAP_RUNS, compareWith, ...taps });
    printFirstTaps(taps, TAP_RUNS);
    stop();
    process.exit(0);
  }
  if (compareWith) {
    const pages = ['home', 'category', 'product'].map((name) => {
      const route = routes.find((r) => r.name === name)!;
      return { name, ours: `${base}${route.path}`, theirs: `${compareWith}${route.path.replace(/^\/en/, '') || '/'}` };
    });
    const compared = await comparePages(pages, RUNS);
    const taps = await firstTaps();
    writeReport('bench-compare.json', { date: new Date().toISOString(), runs: RUNS, pages: compared, taps });
    printComparison(compared, RUNS);
    printFirstTaps(taps, TAP_RUNS);
    stop();
    process.exit(0);
  }
  const cookie = await signInCookie(base);
  const results: RouteResult[] = [];
  for (const route of routes) {
    console.log(`Measuring ${route.name} (${route.path})…`);
    const url = `${base}${route.path}`;
    const withCookie = route.signedIn ? cookie : undefined;
    const result: RouteResult = {
      name: route.name,
      path: route.path,
      budgetKiB: route.budgetKiB,
      lighthouse: null,
      weight: null,
    };
    try {
      result.weight = await pageWeight(url, withCookie);
      result.lighthouse = await runLighthouse(url, RUNS, withCookie);
    } catch (error) {
      result.error = String(error instanceof Error ? error.message : error);
    }
    results.push(result);
  }

  // Visitors who are not signed in get pages from the page cache after the first render; a
  // signed-in customer's pages are rendered for every request, so they are measured too.
  const product = routes.find((r) => r.name === 'product')!;
  const load: Array<LoadRow & { target: string }> = [];
  const targets = [
    { name: 'home', path: '/en', connections: [20, 100] },
    { name: 'product', path: product.path, connections: [20, 100] },
    { name: 'home, signed in', path: '/en', connections: [20], cookie },
    { name: 'product, signed in', path: product.path, connections: [20], cookie },
  ];
  for (const target of targets) {
    for (const connections of target.connections) {
      console.log(`Load: ${target.name} at ${connections} connections for ${LOAD_SECONDS} s…`);
      load.push({
        target: target.name,
        ...(await loadTest(`${base}${target.path}`, connections, LOAD_SECONDS, target.cookie)),
      });
    }
  }
  const images = await imageTiming(base, api);
  const taps = await firstTaps();

  const single = {
    date: new Date().toISOString(),
    node: process.version,
    runs: RUNS,
    routes: results,
    load,
    images,
    taps,
  };
  report = single;
  writeReport('bench.json', report);
  printReport(single);
  printFirstTaps(taps, TAP_RUNS);
} finally {
  stop();
}
// The cluster's reference API reads the same data folder: the single storefront goes first.
if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
const cluster = await clusterPart();
writeReport('bench.json', { ...report, cluster });
printCluster(cluster);
process.exit(0);
