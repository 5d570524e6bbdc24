// The bench report as a readable table.
import { CLUSTER_GOALS, type ClusterReport, FROM_CACHE } from './cluster-load.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { LoadRow } from './load.ts';
import type { ImageTiming } from './routes.ts';
import type { WeightRow } from './weight.ts';

/** One route's line of the report. */
export interface RouteResult {
  name: string;
  path: string;
  budgetKiB: number;
  lighthouse: LighthouseRow | null;
  weight: WeightRow | null;
  error?: string;
}

const TARGETS = { performance: 95, accessibility: 100, bestPractices: 96, seo: 100, lcpMs: 2000, cls: 0.02 };

const pad = (v: unknown, n: number) => String(v).padStart(n);
const mark = (ok: boolean) => (ok ? ' ' : '!');

export function printReport(report: {
  routes: RouteResult[];
  load: Array<LoadRow & { target: string }>;
  images: ImageTiming;
}) {
  console.log('\nLighthouse (mobile, median of runs) and page weight (KiB gzip; budget = all JS incl. lazy)');
  console.log('route               perf  a11y  bp   seo   LCP ms  TBT ms  CLS     html  css   js     lazy   budget');
  for (const r of report.routes) {
    const l = r.lighthouse;
    const w = r.weight;
    const js = w ? Math.round((w.jsKiB + w.lazyJsKiB) * 10) / 10 : null;
    const cells = l
      ? [
          pad(l.performance, 4) + mark(l.performance >= TARGETS.performance),
          pad(l.accessibility, 4) + mark(l.accessibility >= TARGETS.accessibility),
          pad(l.bestPractices, 3) + mark(l.bestPractices >= TARGETS.bestPractices),
          pad(l.seo, 4) + mark(l.seo >= TARGETS.seo),
          pad(l.lcpMs, 6) + mark(l.lcpMs < TARGETS.lcpMs),
          `${pad(l.tbtMs, 6)} `,
          pad(l.cls, 6) + mark(l.cls < TARGETS.cls),
        ].join(' ')
      : `error: ${r.error ?? 'no result'}`;
    const weight = w
      ? `${pad(w.htmlKiB, 5)} ${pad(w.cssKiB, 5)} ${pad(w.jsKiB, 6)} ${pad(w.lazyJsKiB, 6)}  ${pad(r.budgetKiB, 4)}${mark(js !== null && js <= r.budgetKiB)}`
      : 'page weight: no result';
    console.log(`${r.name.padEnd(18)} ${cells}  ${weight}`);
    if (l?.failing.length) console.log(`${''.padEnd(18)}   below 0.9: ${l.failing.join(', ')}`);
    if (l?.retries) console.log(`${''.padEnd(18)}   ${l.retries} run(s) without a first paint were run again`);
  }
  console.log('\nThroughput (autocannon, 20 s; p99 under 300 ms at 20 connections, no errors)');
  console.log('target              conns  req/s   p50 ms  p99 ms  errors');
  for (const row of report.load) {
    const errors = row.errors + row.non2xx;
    const p99 = pad(row.p99Ms, 7) + mark(row.connections > 20 || row.p99Ms < 300);
    console.log(
      `${row.target.padEnd(19)} ${pad(row.connections, 5)} ${pad(row.requestsPerSecond, 6)} ${pad(row.p50Ms, 7)} ${p99} ${pad(errors, 6)}${mark(errors === 0)}`,
    );
  }
  const i = report.images;
  console.log(
    `\nImage variant (800 px, ${i.format}, ${Math.round(i.bytes / 1024)} KiB): first ${i.firstMs} ms, cached ${i.cachedMs} ms`,
  );
  console.log('("!" marks a missed target)');
}

const percent = (n: number, total: number) => `${total ? Math.round((n / total) * 1000) / 10 : 0}%`;
const goal = (met: boolean, text: string) => `(goal ${text}: ${met ? 'met' : 'NOT met'})`;

/** The cluster part: the three variants, the ratios and cache share against their goals, the kill test. */
export function printCluster(c: ClusterReport) {
  const seconds = c.variants[0]?.seconds ?? 0;
  console.log(
    `\nCluster through nginx (autocannon, ${c.connections} connections, ${c.walk.length} catalogue pages in turn, ${c.rounds} rounds, ${seconds} s each variant)`,
  );
  console.log('variant                         req/s   p50 ms  p99 ms  non-2xx  errors  from cache');
  for (const row of c.variants) {
    const total = Object.values(row.cache).reduce((a, b) => a + b, 0);
    const cached = FROM_CACHE.reduce((sum, s) => sum + (row.cache[s] ?? 0), 0);
    console.log(
      `${row.name.padEnd(30)} ${pad(row.requestsPerSecond, 6)} ${pad(row.p50Ms, 8)} ${pad(row.p99Ms, 7)} ${pad(row.non2xx, 8)} ${pad(row.errors, 7)}  ${pad(percent(cached, total), 10)}`,
    );
  }
  for (const row of [...c.variants, c.kill]) {
    const kinds = Object.entries(row.errorKinds ?? {});
    if (kinds.length) console.log(`  ${row.name}: errors ${kinds.map(([kind, n]) => `${kind} ×${n}`).join(', ')}`);
  }
  const { slowdown, cache, kill } = c;
  console.log(
    `signed out / signed in req/s: ${slowdown.signedIn}× ${goal(slowdown.signedIn <= CLUSTER_GOALS.slowdown, '≤ 1.5')}`,
  );
  console.log(
    `signed out / with analytics cookies: ${slowdown.analytics}× ${goal(slowdown.analytics <= CLUSTER_GOALS.slowdown, '≤ 1.5')}`,
  );
  const total = Object.values(cache.counts).reduce((a, b) => a + b, 0);
  const byStatus = Object.entries(cache.counts)
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${status} ${percent(n, total)}`)
    .join(', ');
  console.log(
    `served from nginx's cache on the walk: ${Math.round(cache.fromCache * 1000) / 10}% ${goal(cache.fromCache > CLUSTER_GOALS.fromCache, '> 95%')}; X-Cache-Status: ${byStatus}`,
  );
  console.log(`instances answering /healthz through nginx: ${c.instancesSeen.join(', ')}`);
  const back = kill.backAfterSeconds === null ? 'not back within 60 s' : `back after ${kill.backAfterSeconds} s`;
  console.log(
    `kill -9 of instance ${kill.instance} after ${kill.killedAfterSeconds} s of ${kill.seconds} s signed-in load: ${kill.answers} answers (${kill.requestsPerSecond}/s), ${kill.status5xx} 5xx ${goal(kill.status5xx === CLUSTER_GOALS.kill5xx, '0')}, ${kill.non2xx} non-2xx, ${kill.errors} errors (${kill.timeouts} timeouts); ${back}`,
  );
  const upstream = Object.entries(kill.cache)
    .filter(([status]) => !FROM_CACHE.includes(status))
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(`  of which answered by an instance (not from nginx's cache): ${upstream}`);
  if (kill.unexpectedExits > 0)
    console.log(`instances that exited on their own during the run: ${kill.unexpectedExits} (!)`);
}
