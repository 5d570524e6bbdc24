// Editors' preview in the browser tests: the secret the test storefront is started with
// (playwright.config.ts), the link that starts a preview, and a policy text changed as an
// editor's save would change it.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { savePolicyText } from '../fixtures/revalidate.ts';

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
 * Sets a policy page's text in the reference API as an editor's save does (the admin command,
 * npm run api:page). Returns a function that puts the old text back the same way.
 */
export function setPolicyText(key: string, locale: string, html: string): () => void {
  const dataDir = process.env.E2E_API_DATA_DIR || 'data-test';
  const db = new DatabaseSync(join(dataDir, 'marketplace.sqlite'), { readOnly: true });
  let old: string;
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db.prepare('SELECT value FROM policy_pages WHERE key = ? AND locale = ?').get(key, locale) as
      | { value: string }
      | undefined;
    old = row?.value ?? '';
  } finally {
    db.close();
  }
  savePolicyText(key, locale, html, dataDir);
  return () => savePolicyText(key, locale, old, dataDir);
}
