// The disk budget of the resized-image cache: the bytes of the variants under a cache folder are
// kept under IMAGE_CACHE_MAX_BYTES (default 512 MiB). Every variant written or served is counted
// in an LRU index (lru-cache's maxSize); when a new one goes past the budget, the least recently
// used files are deleted first. On first use the folder is read once, oldest file first, so a
// restart keeps counting what earlier runs left (and trims it to the budget).
//
// Several storefront processes sharing a folder each keep their own count: a variant one of
// them wrote is counted by another when it serves it. Deleting a file being streamed is safe
// (the open file stays readable).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export const DEFAULT_IMAGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;

/** IMAGE_CACHE_MAX_BYTES (bytes, at least 1 MiB), else the default. */
export function imageCacheMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.IMAGE_CACHE_MAX_BYTES);
  return Number.isFinite(value) && value >= 1024 * 1024 ? Math.floor(value) : DEFAULT_IMAGE_CACHE_MAX_BYTES;
}

export class DiskBudget {
  readonly dir: string;
  readonly maxBytes: number;
  private readonly files: LRUCache<string, number>;
  private readonly ready: Promise<void>;

  constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = Math.max(1, Math.floor(maxBytes));
    this.files = new LRUCache<string, number>({
      maxSize: this.maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      // Pushed out by newer variants: the file goes. (A variant written again under its name
      // replaces the entry with reason 'set': the new file stays.)
      dispose: (_size, file, reason) => {
        if (reason === 'evict') void rm(file, { force: true }).catch(() => {});
      },
    });
    this.ready = this.scan();
  }

  /** Bytes counted now. */
  get totalBytes(): number {
    return this.files.calculatedSize;
  }

  /** A variant just written: counted as the newest; older ones go if the budget is exceeded. */
  async added(file: string, size: number): Promise<void> {
    await this.ready;
    this.count(file, size);
  }

  /** A variant served from disk: the newest now (one another process wrote is counted). */
  used(file: string, size: number): void {
    void this.ready.then(() => {
      if (this.files.get(file) === undefined) this.count(file, size);
    });
  }

  /** Resolves once the folder has been read (for tests). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  private count(file: string, size: number): void {
    // Larger than the whole budget: it is not kept at all.
    if (size > this.maxBytes) {
      this.files.delete(file);
      void rm(file, { force: true }).catch(() => {});
      return;
    }
    this.files.set(file, size);
  }

  private async scan(): Promise<void> {
    const found: Array<{ file: string; size: number; mtime: number }> = [];
    let entries: string[];
    try {
      entries = await readdir(this.dir, { recursive: true });
    } catch {
      return; // no folder yet
    }
    for (const entry of entries) {
      // Half-written files of a run that stopped are left to nobody: remove them.
      const file = path.join(this.dir, entry);
      try {
        const info = await stat(file);
        if (!info.isFile()) continue;
        if (entry.endsWith('.tmp')) {
          if (Date.now() - info.mtimeMs > 60_000) await rm(file, { force: true });
          continue;
        }
        found.push({ file, size: info.size, mtime: info.mtimeMs });
      } catch {
        // gone meanwhile
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) this.count(f.file, f.size);
  }
}

const budgets = new Map<string, DiskBudget>();

/** The budget of a cache folder (one per folder per process). */
export function diskBudget(dir: string, maxBytes: number = imageCacheMaxBytes()): DiskBudget {
  const key = `${path.resolve(dir)}\0${maxBytes}`;
  let budget = budgets.get(key);
  if (!budget) {
    budget = new DiskBudget(path.resolve(dir), maxBytes);
    budgets.set(key, budget);
  }
  return budget;
}
