// The bench report as a readable table.
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
