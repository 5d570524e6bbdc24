// Editors' preview in the browser tests: the secret the test storefront is started with
// (playwright.config.ts), the link that starts a preview, and a policy text changed as an
// editor's save would change it.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const PREVIEW_SECRET = process.env.E2E_PREVIEW_SECRET || 'e2e-preview-secret-for-editors';

/** The editor's secret link to `path`. */
export function previewLink(path: string, secret = PREVIEW_SECRET): string {
  return `/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`;
}

/** Follows the secret link: the page opens in the preview, its bar on top. */
export async function startPreview(page: Page, path: string): Promise<void> {
  await page.goto(previewLink(path));
  await expect(page.locator('[data-preview-bar]')).toBeVisible();
}

/**
 * Sets a policy page's text in the reference API's database, as the admin panel's save does
 * (the API has no such call yet: when it has, this is the one place to switch to it). Returns
 * a function that puts the old text back.
 */
export function setPolicyText(key: string, locale: string, html: string): () => void {
  const db = new DatabaseSync(join(process.env.E2E_API_DATA_DIR || 'data-test', 'marketplace.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const old = db.prepare('SELECT value FROM policy_pages WHERE key = ? AND locale = ?').get(key, locale) as
      | { value: string }
      | undefined;
    db.prepare('INSERT OR REPLACE INTO policy_pages (key, locale, value) VALUES (?, ?, ?)').run(key, locale, html);
    return () => {
      const restore = new DatabaseSync(join(process.env.E2E_API_DATA_DIR || 'data-test', 'marketplace.sqlite'));
      try {
        restore.exec('PRAGMA busy_timeout = 5000');
        if (old)
          restore.prepare('UPDATE policy_pages SET value = ? WHERE key = ? AND locale = ?').run(old.value, key, locale);
        else restore.prepare('DELETE FROM policy_pages WHERE key = ? AND locale = ?').run(key, locale);
      } finally {
        restore.close();
      }
    };
  } finally {
    db.close();
  }
}
