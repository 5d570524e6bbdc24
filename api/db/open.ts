// Opens (and on first use creates and seeds) the reference database.
import { DatabaseSync } from 'node:sqlite';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '../seed/index.ts';

const SCHEMA = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'schema.sql'), 'utf8');

export type Db = DatabaseSync;

function createSeeded(file: string, now: Date): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  seedDatabase(db, { now });
  return db;
}

/**
 * Opens `file`, or ':memory:'. A new file is built under a temporary name and renamed when the
 * seed has finished, so an interrupted first run never leaves a half-seeded database behind.
 */
export function openDatabase(file: string, now = new Date()): Db {
  if (file === ':memory:') return createSeeded(file, now);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const building = `${file}.building`;
    rmSync(building, { force: true });
    createSeeded(building, now).close();
    renameSync(building, file);
  }
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  return db;
}

/** Runs `fn` in a transaction; rolls back when it throws. */
export function transaction<T>(db: Db, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
