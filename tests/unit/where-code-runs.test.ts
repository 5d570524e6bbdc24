// Where code runs is in its name: `src/lib/server/` and `*.server.ts` run only on the server
// (sessions, tokens, the marketplace's answers before they are checked), `src/lib/browser/` only
// in the browser. This walks what the browser loads (islands, page scripts, the service worker)
// the way the bundler does and fails if it reaches a server-only module or a Node built-in, so a
// wrong import is caught here rather than as a secret or a crash in a customer's bundle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(test)
    .map((name) => path.join(dir, name));
}

/** The modules `<script>` blocks of .astro files import (Astro bundles them for the browser). */
function pageScriptImports(): string[] {
  const found: string[] = [];
  for (const file of filesUnder(src, (name) => name.endsWith('.astro'))) {
    const text = readFileSync(file, 'utf8');
    for (const block of text.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)) {
      for (const spec of block[1].matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g))
        found.push(path.resolve(path.dirname(file), spec[1]));
    }
  }
  return found;
}

const browserEntries = [
  ...filesUnder(path.join(src, 'islands'), (name) => /\.tsx?$/.test(name)),
  ...filesUnder(path.join(src, 'lib/browser'), (name) => name.endsWith('.ts')),
  ...filesUnder(path.join(src, 'sw'), (name) => name.endsWith('.ts')),
  ...pageScriptImports(),
];

const serverOnly = (file: string) => /\.server\.ts$/.test(file) || file.startsWith('lib/server/');

describe('where code runs', () => {
  it('finds the browser entries', () => {
    // The frame's script and the order page's cancel are imported from .astro <script> blocks.
    const relative = browserEntries.map((file) => path.relative(src, file));
    expect(relative).toContain('lib/browser/frame.ts');
    expect(relative).toContain('islands/cart/PlaceOrderDialog.tsx');
    expect(relative).toContain('sw/worker.ts');
  });

  it('the browser loads no server-only module and no Node built-in', async () => {
    const graph = await madge(browserEntries, {
      baseDir: src,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, 'tsconfig.json'),
      // Type-only imports are erased: they load nothing in the browser.
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    });
    const reached = Object.keys(graph.obj());
    expect(reached.length).toBeGreaterThan(100);
    const offenders = reached.filter(serverOnly);
    expect(offenders).toEqual([]);
    const withNode = reached.filter((file) =>
      /from\s+'node:|import\(\s*'node:/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(withNode).toEqual([]);
  }, 120_000);
});
