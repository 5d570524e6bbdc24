// npm run api:page -- <key> <locale> [file]: saves a policy or about text in one language, as the
// admin panel's "Pages & social media" screens do (6amMart keeps them in business settings with
// translations; here the policy_pages table). The text is HTML, read from the file, or from stdin
// when the file is "-" or absent. It writes to the reference API's database in API_DATA_DIR
// (default `data`, as npm run api), which the running API reads on every request: it serves the
// new text at once. The storefront shows it once its caches let it, or at once after POST
// /api/revalidate (README, "Publishing").
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { LOCALES, type Locale } from '../env.ts';
import { POLICY_KEYS, type PolicyKey } from '../seed/policies/keys.ts';

const USAGE = `usage: npm run api:page -- <key> <locale> [file | -]
  key:    ${POLICY_KEYS.join(' | ')}
  locale: ${LOCALES.join(' | ')}
  file:   the HTML text; stdin when "-" or absent
  The database is API_DATA_DIR/marketplace.sqlite (API_DATA_DIR defaults to "data").`;

/** Saves `html` as the text of `key` in `locale`; one row per key and language. */
export function savePage(db: DatabaseSync, key: PolicyKey, locale: Locale, html: string): void {
  db.prepare(
    'INSERT INTO policy_pages (key, locale, value) VALUES (?, ?, ?) ON CONFLICT (key, locale) DO UPDATE SET value = excluded.value',
  ).run(key, locale, html);
}

function fail(message: string): never {
  console.error(`error: ${message}\n${USAGE}`);
  process.exit(2);
}

if (import.meta.main) {
  const [key, locale, file] = process.argv.slice(2);
  if (!(POLICY_KEYS as readonly string[]).includes(key ?? '')) fail(`unknown key "${key ?? ''}"`);
  if (!(LOCALES as readonly string[]).includes(locale ?? '')) fail(`unknown locale "${locale ?? ''}"`);
  const html = file && file !== '-' ? readFileSync(file, 'utf8') : readFileSync(0, 'utf8');
  const database = join(resolve(process.env.API_DATA_DIR || 'data'), 'marketplace.sqlite');
  // A database is made and seeded by the API's first start; an empty one here would be a wrong folder.
  if (!existsSync(database)) fail(`no database at ${database}: start the reference API once (npm run api)`);
  const db = new DatabaseSync(database);
  // The running API may be writing (orders): wait for it rather than fail.
  db.exec('PRAGMA busy_timeout = 5000;');
  savePage(db, key as PolicyKey, locale as Locale, html);
  db.close();
  console.log(`Saved ${key} (${locale}): ${html.length} characters in ${database}`);
}
