// The storefront side by side with another build of the same shop (for instance a client-rendered
// app reading the same API), page for page: Lighthouse mobile runs alternate ours, theirs, ours,
// theirs…, so that a noisy machine slows both alike, and the medians are compared with the goals.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { launchChromium, lighthouseOnce, scriptBytes, type Lhr } from './lighthouse.ts';

export interface SideRow {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script loaded with the page (transferred bytes, so gzip), in KiB. */
  jsKiB: number;
}

export interface ComparedPage {
  name: string;
  ours: { url: string } & SideRow;
  theirs: { url: string } & SideRow;
}

/** What each page must reach against the other build. */
export const GOALS = {
  /** Performance score at least theirs and at least this. */
  performance: 95,
  /** Total blocking time at most theirs, or at most this many ms. */
  tbtMs: 50,
  /** LCP at most this share of theirs. */
  lcpRatio: 0.6,
  /** Script at page load at most this share of theirs. */
  jsRatio: 1 / 3,
} as const;

const MAX_EMPTY_RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function sideRow(runs: Lhr[]): SideRow {
  const lhr = computeMedianRun(runs);
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    // The median of each run's own count: the median run is chosen on paint times, not bytes.
    jsKiB: Math.round((median(runs.map(scriptBytes)) / 1024) * 10) / 10,
  };
}

/** Runs each pair `runs` times, alternating, in one Chromium. */
export async function comparePages(
  pages: Array<{ name: string; ours: string; theirs: string }>,
  runs: number,
): Promise<ComparedPage[]> {
  const chrome = await launchChromium();
  try {
    const compared: ComparedPage[] = [];
    for (const page of pages) {
      console.log(`Side by side: ${page.name} (${page.ours} | ${page.theirs})…`);
      const ours: Lhr[] = [];
      const theirs: Lhr[] = [];
      let empty = 0;
      while ((ours.length < runs || theirs.length < runs) && empty <= MAX_EMPTY_RUNS) {
        for (const [url, into] of [
          [page.ours, ours],
          [page.theirs, theirs],
        ] as const) {
          if (into.length >= runs) continue;
          const lhr = await lighthouseOnce(url, chrome.port);
          if (lhr) into.push(lhr);
          else empty += 1;
        }
      }
      if (ours.length < runs || theirs.length < runs) throw new Error(`${page.name}: runs without a first paint`);
      compared.push({
        name: page.name,
        ours: { url: page.ours, ...sideRow(ours) },
        theirs: { url: page.theirs, ...sideRow(theirs) },
      });
    }
    return compared;
  } finally {
    chrome.kill();
  }
}

/** Each goal of a page: met or not. */
export function goalsMet(page: ComparedPage) {
  const { ours, theirs } = page;
  return {
    performance: ours.performance >= theirs.performance && ours.performance >= GOALS.performance,
    tbt: ours.tbtMs <= theirs.tbtMs || ours.tbtMs <= GOALS.tbtMs,
    lcp: ours.lcpMs <= theirs.lcpMs * GOALS.lcpRatio,
    js: ours.jsKiB <= theirs.jsKiB * GOALS.jsRatio,
  };
}

export function printComparison(pages: ComparedPage[], runs: number) {
  const pad = (v: unknown, n: number) => String(v).padStart(n);
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
  console.log(`\nSide by side (Lighthouse mobile, medians of ${runs}, alternating runs): ours / theirs`);
  console.log(`! marks a goal missed: perf ≥ theirs and ≥ ${GOALS.performance}; TBT ≤ theirs or ≤ ${GOALS.tbtMs} ms;`);
  console.log(`LCP ≤ ${GOALS.lcpRatio}× theirs; JS at load ≤ ${GOALS.jsRatio.toFixed(2)}× theirs.`);
  console.log('page        perf        LCP ms (ratio)          TBT ms       CLS            JS KiB (ratio)');
  for (const page of pages) {
    const { ours: o, theirs: t } = page;
    const met = goalsMet(page);
    console.log(
      [
        page.name.padEnd(10),
        `${pad(o.performance, 3)}/${pad(t.performance, 3)}${mark(met.performance)}`,
        `${pad(o.lcpMs, 6)}/${pad(t.lcpMs, 6)} (${ratio(o.lcpMs, t.lcpMs)})${mark(met.lcp)}`,
        `${pad(o.tbtMs, 5)}/${pad(t.tbtMs, 5)}${mark(met.tbt)}`,
        `${pad(o.cls, 5)}/${pad(t.cls, 5)}`,
        `${pad(o.jsKiB, 6)}/${pad(t.jsKiB, 6)} (${ratio(o.jsKiB, t.jsKiB)})${mark(met.js)}`,
      ].join('  '),
    );
  }
}
