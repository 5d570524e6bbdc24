// The method guard's table says, for every route, the methods its file answers: an endpoint's
// exported handlers, a page's GET (and POST when its form posts to itself).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedMethods } from '../../src/lib/server/request/methods.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : /\.(ts|astro)$/.test(entry.name) ? [full] : [];
  });
}

/** The Astro route pattern of a file: /api/session/index.ts → /api/session. */
function pattern(file: string): string {
  const route = `/${path.relative(pagesDir, file).replace(/\.(ts|astro)$/, '')}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/**
 * Whether a page takes a form post: its frontmatter, or the action it hands the request to (a
 * `*.server.ts` module it imports), branches on POST.
 */
function readsPost(file: string, source: string): boolean {
  const actions = [...source.matchAll(/from '(\.{1,2}\/[^']+\.server\.ts)'/g)].map((m) =>
    readFileSync(path.resolve(path.dirname(file), m[1]!), 'utf8'),
  );
  return [source, ...actions].some((text) => /\.request\.method [!=]== 'POST'/.test(text));
}

function methodsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.astro')) return readsPost(file, source) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  const exported = [
    ...source.matchAll(/^export (?:const|async function|function) (GET|HEAD|POST|PUT|PATCH|DELETE|ALL)\b/gm),
  ].map((m) => m[1]!);
  // Astro answers HEAD with the GET handler; ALL answers everything the Node server lets through.
  if (exported.includes('ALL')) return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return exported.includes('GET') && !exported.includes('HEAD') ? [...exported, 'HEAD'] : exported;
}

describe('method guard', () => {
  const files = routeFiles(pagesDir).filter((file) => !/\/(404|500)\.astro$/.test(file));

  it.each(files.map((file) => [pattern(file), file]))('%s answers exactly the methods its file has', (route, file) => {
    expect([...allowedMethods(route)].sort()).toEqual([...methodsOf(file)].sort());
  });
});
