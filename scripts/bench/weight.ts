// Page weight with the shared yardstick (../shared/tools/page-weight.mjs): gzip bytes of HTML,
// CSS and all the JS a page can load, lazy imports apart.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../processes.ts';

const run = promisify(execFile);
export const PAGE_WEIGHT_TOOL = path.resolve(root, '..', 'shared', 'tools', 'page-weight.mjs');

export interface WeightRow {
  status: number;
  htmlKiB: number;
  cssKiB: number;
  jsKiB: number;
  lazyJsKiB: number;
  inlineKiB: number;
  largest: Array<{ file: string; gzip: number; lazy: boolean }>;
}

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

export async function pageWeight(url: string, cookie?: string): Promise<WeightRow | null> {
  if (!existsSync(PAGE_WEIGHT_TOOL)) return null;
  const args = [PAGE_WEIGHT_TOOL, url, '--json', ...(cookie ? ['--cookie', cookie] : [])];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 });
  const [r] = JSON.parse(stdout) as Array<{
    status: number;
    html: { gzip: number };
    css: { gzip: number };
    js: { gzip: number };
    lazyJs: { gzip: number };
    inlineScript: { gzip: number };
    largest: WeightRow['largest'];
  }>;
  return {
    status: r!.status,
    htmlKiB: kib(r!.html.gzip),
    cssKiB: kib(r!.css.gzip),
    // Inline scripts are JS the page loads too.
    jsKiB: kib(r!.js.gzip + r!.inlineScript.gzip),
    lazyJsKiB: kib(r!.lazyJs.gzip),
    inlineKiB: kib(r!.inlineScript.gzip),
    largest: r!.largest,
  };
}
