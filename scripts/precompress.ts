// Writes file.br and file.gz next to each compressible static file of the build (dist/client), at
// the highest levels, once per build, so the server sends them without compressing per request.
// Run by `npm run build` after `astro build`, and by `npm start` before it starts the server (files
// whose variants are already newer than them are skipped, so that costs nothing after a build).
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html', '.xml', '.webmanifest']);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  ms: number;
}

async function mtime(file: string): Promise<number> {
  return stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );
}

/** Both variants exist and are at least as new as the file. */
async function isFresh(file: string): Promise<boolean> {
  const [source, br, gz] = await Promise.all([mtime(file), mtime(`${file}.br`), mtime(`${file}.gz`)]);
  return br >= source && gz >= source;
}

/** Written beside and renamed into place, so a running server never reads half a file. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Pre-compresses every compressible file under `dir`; a variant that would not be smaller is not written. */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const started = performance.now();
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, ms: 0 };
  await Promise.all(
    files.map(async (file) => {
      if (await isFresh(file)) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      result.files += 1;
      result.bytes += source.length;
      result.brotliBytes += Math.min(br.length, source.length);
      result.gzipBytes += Math.min(gz.length, source.length);
      await Promise.all([
        br.length < source.length ? writeAtomic(`${file}.br`, br) : undefined,
        gz.length < source.length ? writeAtomic(`${file}.gz`, gz) : undefined,
      ]);
    }),
  );
  result.ms = Math.round(performance.now() - started);
  return result;
}

export function describe(r: PrecompressResult): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return `precompressed ${r.files} files in ${r.ms} ms: ${kb(r.bytes)} -> brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`;
}

if (import.meta.main) {
  const dir = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist/client');
  try {
    console.log(describe(await precompress(dir)));
  } catch (error) {
    console.error(`error: could not precompress ${dir}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
