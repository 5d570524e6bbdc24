// Page weight by the method of ../shared/tools/page-weight.mjs: the gzip bytes (level 6) of the
// HTML, of every stylesheet and inline style, and of all the JS the page can load: its scripts,
// module preloads, island components and renderers and, recursively, their static imports; the
// targets of dynamic import() are counted apart as lazy JS, and so are the islands that hydrate on
// first use (client:interaction, client:cards). Each file counts once per page.
// Unlike the shared tool, a dynamic import written with backticks (import(`./x.js`), as the
// bundler emits for the sign-in dialog and the QR code) is followed too, so the lazy column is
// complete.
import { gzipSync } from 'node:zlib';

export interface WeightRow {
  status: number;
  htmlKiB: number;
  cssKiB: number;
  /** Scripts loaded at once, inline scripts included. */
  jsKiB: number;
  lazyJsKiB: number;
  inlineKiB: number;
  largest: Array<{ file: string; gzip: number; lazy: boolean }>;
}

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (text: string | Buffer) => gzipSync(text, { level: 6 }).length;

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(["'`])([^"'`$]+)\1\s*\)/g;

function attr(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&') : null;
}

export async function pageWeight(pageUrl: string, cookie?: string): Promise<WeightRow> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) };
  const get = async (url: string) => {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, text: await res.text(), url: res.url };
  };
  const page = await get(pageUrl);
  const html = page.text;
  const totals = { css: 0, js: 0, lazy: 0, inline: 0 };
  const largest: WeightRow['largest'] = [];
  const atOnce: string[] = [];
  const lazy: string[] = [];

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(`<x ${m[1]}>`, 'src');
    const type = attr(`<x ${m[1]}>`, 'type');
    if (src) atOnce.push(new URL(src, page.url).href);
    else if (!type || /module|javascript/i.test(type)) totals.inline += gz(m[2] ?? '');
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') ?? '').toLowerCase();
    const href = attr(m[0], 'href');
    if (!href) continue;
    if (rel === 'modulepreload') atOnce.push(new URL(href, page.url).href);
    if (rel === 'stylesheet') totals.css += gz((await get(new URL(href, page.url).href)).text);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) totals.css += gz(m[1] ?? '');
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    // An island that hydrates on first use (client:interaction, client:cards) loads nothing with
    // the page.
    const onFirstUse = ['interaction', 'cards'].includes(attr(m[0], 'client') ?? '');
    for (const name of ['component-url', 'renderer-url']) {
      const u = attr(m[0], name);
      if (u) (onFirstUse ? lazy : atOnce).push(new URL(u, page.url).href);
    }
  }

  const seen = new Set<string>();
  async function drain(queue: string[], isLazy: boolean) {
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const file = await get(url);
      if (file.status >= 400) continue;
      const size = gz(file.text);
      if (isLazy) totals.lazy += size;
      else totals.js += size;
      largest.push({ file: new URL(url).pathname, gzip: size, lazy: isLazy });
      const relative = (s: string | undefined) => (s && /^(\.|\/)/.test(s) ? new URL(s, url).href : null);
      for (const m of file.text.matchAll(STATIC_IMPORT)) {
        const next = relative(m[1]);
        if (next) queue.push(next);
      }
      for (const m of file.text.matchAll(DYNAMIC_IMPORT)) {
        const next = relative(m[2]);
        if (next) lazy.push(next);
      }
    }
  }
  // Everything loaded at once first, so a chunk shared with a lazy one counts as loaded at once.
  await drain(atOnce, false);
  await drain(lazy, true);

  largest.sort((a, b) => b.gzip - a.gzip);
  return {
    status: page.status,
    htmlKiB: kib(gz(html)),
    cssKiB: kib(totals.css),
    jsKiB: kib(totals.js + totals.inline),
    lazyJsKiB: kib(totals.lazy),
    inlineKiB: kib(totals.inline),
    largest: largest.slice(0, 8),
  };
}
