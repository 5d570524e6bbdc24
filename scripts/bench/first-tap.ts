// First tap on a cheap phone, per control: slow 4G (150 ms round trip, 1.6 Mbit/s down) and a 4×
// slower CPU, the conditions of ../shared/bench/measure/first-tap.mjs. Each run opens the page in a
// fresh context, taps the control the moment it is painted (a customer does not wait for scripts)
// and times from the tap to the first visible answer: a change of the page's text or elements, of
// an aria-*, open or data-state attribute, or of a field's value, a field focused, the browser's
// "fill in this field", or a popover opened. A second measure taps the product
// page's + three times as quickly as a finger can and counts how many of the taps the quantity kept.
// With --compare, runs alternate ours and theirs (the other build's nearest control) so a noisy
// machine slows both alike; only ratios within one run mean anything.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROME_FLAGS } from '../chrome-flags.ts';

export interface TapControl {
  name: string;
  /** Path on our storefront and the control (a Playwright selector) tapped there. */
  path: string;
  selector: string;
  /** The other build's page and control answering the same tap, when it has one. */
  theirs?: { path: string; selector: string };
}

export interface TapRow {
  name: string;
  ours: TapMedians;
  theirs: TapMedians | null;
}

interface TapMedians {
  url: string;
  /** When the control was painted, from the start of navigation (median, ms). */
  visibleMs: number | null;
  /** Tap to first visible answer (median, ms); null when no run saw an answer. */
  answerMs: number | null;
  /** Runs whose tap got no answer within the wait. */
  unanswered: number;
}

export interface QuickTaps {
  url: string;
  taps: number;
  /** Per run: how many of the taps the quantity kept. */
  kept: number[];
}

const ADD = 'role=button[name="Add to cart"]';
const ANSWER_WAIT_MS = 10_000;

/** The controls measured: the ones customers tap first, on the pages they reach first. */
export function tapControls(product: string, category: string, store: string): TapControl[] {
  const spaProduct = product.replace(/^\/en/, '').replace(/\?.*$/, '');
  return [
    { name: 'product add', path: product, selector: ADD, theirs: { path: spaProduct, selector: ADD } },
    { name: 'product +', path: product, selector: 'role=button[name="Increase quantity"]' },
    {
      name: 'card add',
      path: category,
      selector: 'main article button[data-card-cart]:not([data-card-choice])',
      // The other build has no category page: its home's cards.
      theirs: { path: '/', selector: `.card >> ${ADD}` },
    },
    { name: 'heart', path: category, selector: 'main article button[data-card-heart]' },
    { name: 'sign in', path: '/en', selector: '[data-sign-in]:visible' },
    { name: 'menu', path: '/en', selector: '[data-menu-open]' },
    { name: 'search', path: '/en/search', selector: 'role=button[name="Search"]' },
    { name: 'language', path: '/en', selector: '[popovertarget="language-menu"]' },
    { name: 'theme', path: '/en', selector: '[data-theme-toggle]' },
    { name: 'copy link', path: product, selector: 'role=button[name="Copy link"]' },
    { name: 'store QR', path: store, selector: 'main [aria-haspopup="dialog"]' },
  ];
}

/** A fresh phone: 360 px, slow 4G, 4× slower CPU. */
async function phonePage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US', hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

/** One tap the moment the control is painted: when it showed, and how long its answer took. */
async function tapOnce(browser: Browser, url: string, selector: string) {
  const { page, close } = await phonePage(browser);
  try {
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const control = page.locator(selector).first();
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    const visibleMs = Date.now() - start;
    await page.evaluate(watchForAnswer);
    await control.tap({ noWaitAfter: true, timeout: 10_000 });
    const answer = await page
      .waitForFunction(() => (window as unknown as { __answer?: number }).__answer, null, {
        timeout: ANSWER_WAIT_MS,
        polling: 50,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    return { visibleMs, answerMs: answer };
  } finally {
    await close();
  }
}

/** Runs in the page: from the first pointerdown, the first visible change, painted. */
function watchForAnswer() {
  const w = window as unknown as { __tap?: number; __answer?: number };
  const values = () =>
    [...document.querySelectorAll('input, select, textarea')].map((f) => (f as HTMLInputElement).value);
  let before: string[] = [];
  const answered = () => {
    if (w.__answer !== undefined || w.__tap === undefined) return;
    requestAnimationFrame(() => {
      w.__answer ??= Math.round(performance.now() - (w.__tap ?? 0));
    });
  };
  // A field focused, the browser's own "fill in this field" (an invalid event), or a popover or
  // details opened (a toggle event: a popover's state is no attribute) is drawn too.
  addEventListener('invalid', answered, { capture: true });
  addEventListener('toggle', answered, { capture: true });
  addEventListener(
    'focusin',
    (event) => {
      if ((event.target as Element).matches('input, textarea, select')) answered();
    },
    { capture: true },
  );
  addEventListener(
    'pointerdown',
    () => {
      w.__tap = performance.now();
      before = values();
      // A field's value is a property, which no mutation reports: compared on every frame.
      const poll = () => {
        if (w.__answer !== undefined) return;
        if (values().join('\u0000') !== before.join('\u0000')) answered();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    { capture: true, once: true },
  );
  new MutationObserver((records) => {
    if (
      records.some(
        (m) =>
          m.type === 'characterData' ||
          m.type === 'childList' ||
          (m.type === 'attributes' && /^aria-|^open$|^data-state$|^value$/.test(m.attributeName ?? '')),
      )
    )
      answered();
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Taps + `taps` times as fast as possible once painted; how many the quantity field kept. */
async function quickTapsOnce(browser: Browser, url: string, taps: number): Promise<number> {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const plus = page.locator('role=button[name="Increase quantity"]').first();
    const quantity = page.locator('role=spinbutton[name="Quantity"]').first();
    await plus.waitFor({ state: 'visible', timeout: 60_000 });
    const start = Number(await quantity.inputValue());
    for (let i = 0; i < taps; i++) await plus.tap({ noWaitAfter: true, timeout: 10_000 });
    // Settled: the page's scripts have all arrived and run (a held tap is replayed by then).
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 })
      .catch(() => undefined);
    return Number(await quantity.inputValue()) - start;
  } finally {
    await close();
  }
}

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

function medians(url: string, runs: Array<{ visibleMs: number; answerMs: number | null }>): TapMedians {
  const answered = runs.map((r) => r.answerMs).filter((v): v is number => v !== null);
  return {
    url,
    visibleMs: median(runs.map((r) => r.visibleMs)),
    answerMs: median(answered),
    unanswered: runs.length - answered.length,
  };
}

/** Every control `runs` times (alternating with the other build's control when `theirs` is given). */
export async function measureFirstTaps(
  all: TapControl[],
  base: string,
  theirsBase: string | null,
  runs: number,
): Promise<{ controls: TapRow[]; quickTaps: QuickTaps }> {
  // BENCH_TAP_ONLY="card add,sign in" measures those controls alone.
  const only = process.env.BENCH_TAP_ONLY?.split(',').map((name) => name.trim());
  const controls = only ? all.filter((c) => only.includes(c.name)) : all;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  try {
    const rows: TapRow[] = [];
    for (const control of controls) {
      console.log(`First tap: ${control.name} (${control.path})…`);
      const ours: Array<{ visibleMs: number; answerMs: number | null }> = [];
      const theirs: typeof ours = [];
      const other = theirsBase && control.theirs ? control.theirs : null;
      for (let i = 0; i < runs; i++) {
        ours.push(
          await tapOnce(browser, `${base}${control.path}`, control.selector).catch(() => ({
            visibleMs: NaN,
            answerMs: null,
          })),
        );
        if (other)
          theirs.push(
            await tapOnce(browser, `${theirsBase}${other.path}`, other.selector).catch(() => ({
              visibleMs: NaN,
              answerMs: null,
            })),
          );
      }
      rows.push({
        name: control.name,
        ours: medians(
          `${base}${control.path}`,
          ours.filter((r) => Number.isFinite(r.visibleMs)),
        ),
        theirs: other
          ? medians(
              `${theirsBase}${other.path}`,
              theirs.filter((r) => Number.isFinite(r.visibleMs)),
            )
          : null,
      });
    }
    const product = all.find((c) => c.name === 'product +')!;
    const quick: QuickTaps = { url: `${base}${product.path}`, taps: 3, kept: [] };
    console.log('Quick taps: + three times on the product page…');
    for (let i = 0; i < runs; i++) quick.kept.push(await quickTapsOnce(browser, quick.url, quick.taps).catch(() => -1));
    return { controls: rows, quickTaps: quick };
  } finally {
    await browser.close();
  }
}

export function printFirstTaps(result: { controls: TapRow[]; quickTaps: QuickTaps }, runs: number) {
  const show = (v: number | null) => (v === null ? '–' : String(v)).padStart(6);
  const compared = result.controls.some((r) => r.theirs);
  console.log(`\nFirst tap (360 px, slow 4G, 4× CPU; medians of ${runs}): ms from the tap to the first visible answer`);
  console.log(`! marks an answer over 200 ms${compared ? ' or slower than theirs' : ''}.`);
  console.log(`control        painted  answer  missed${compared ? '   | theirs: painted  answer' : ''}`);
  for (const row of result.controls) {
    const { ours, theirs } = row;
    const slow =
      ours.answerMs === null ||
      ours.answerMs > 200 ||
      ours.unanswered > 0 ||
      (theirs?.answerMs != null && ours.answerMs > theirs.answerMs);
    console.log(
      [
        row.name.padEnd(13),
        show(ours.visibleMs).padStart(8),
        `${show(ours.answerMs)}${slow ? '!' : ' '}`,
        String(ours.unanswered).padStart(6),
        theirs ? `   |      ${show(theirs.visibleMs)}  ${show(theirs.answerMs)}` : '',
      ].join(' '),
    );
  }
  const { kept, taps } = result.quickTaps;
  const whole = kept.filter((k) => k === taps).length;
  console.log(`Quick taps on +: ${taps} taps kept ${kept.join(', ')} (${whole} of ${kept.length} runs kept all)`);
}
