// Lighthouse 13 (mobile, default simulated throttling) in Debian's Chromium; the median of runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROME_FLAGS } from '../chrome-flags.ts';

export interface LighthouseRow {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass in the median run, to say why a score is short. */
  failing: string[];
  /** Runs that measured nothing (no first paint) and were run again. */
  retries: number;
}

const MAX_RETRIES = 3;

export type Lhr = Parameters<typeof computeMedianRun>[0][number];

function row(lhr: Lhr): LighthouseRow {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
  type Audit = { id: string; score: number | null; scoreDisplayMode: string };
  const failing = (Object.values(lhr.audits) as Audit[])
    .filter(
      (a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    failing,
    retries: 0,
  };
}

/** Bytes of script the page loaded (transferred, so gzip), from the run's resource summary. */
export function scriptBytes(lhr: Lhr): number {
  const summary = lhr.audits['resource-summary']?.details as
    | { items?: Array<{ resourceType: string; transferSize: number }> }
    | undefined;
  return summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** One Lighthouse run in an already launched Chromium; null when it measured nothing (no paint). */
export async function lighthouseOnce(url: string, port: number, cookie?: string): Promise<Lhr | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr as Lhr | undefined;
  return lhr && !lhr.runtimeError && lhr.audits['first-contentful-paint']?.numericValue !== undefined ? lhr : null;
}

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

export async function runLighthouse(url: string, runs: number, cookie?: string): Promise<LighthouseRow> {
  const chrome = await launchChromium();
  try {
    const results: Lhr[] = [];
    let retries = 0;
    // Headless Chromium now and then reports no paint at all (Lighthouse's NO_FCP): such a run
    // measured nothing, so it is run again (at most MAX_RETRIES times per route), and said so.
    while (results.length < runs && retries <= MAX_RETRIES) {
      const lhr = await lighthouseOnce(url, chrome.port, cookie);
      if (lhr) results.push(lhr);
      else retries += 1;
    }
    if (results.length < runs) throw new Error(`only ${results.length} of ${runs} Lighthouse runs measured ${url}`);
    return { ...row(computeMedianRun(results)), retries };
  } finally {
    chrome.kill();
  }
}
