// A preview cookie the storefront did not issue, or one past its hour, is no preview: the page
// has no bar, reads the caches like everyone's, and stays shareable (the cookie is ignored, not
// answered with a Set-Cookie that would make the page private).
import { expect, test } from '@playwright/test';
import { sealPreview } from '../../src/lib/content/preview.server.ts';
import { PREVIEW_SECRET } from '../e2e/preview-helpers.ts';

const HOUR_AND_A_BIT = 61 * 60 * 1000;

async function pageWith(baseURL: string, cookie: string) {
  const response = await fetch(`${baseURL}/en/privacy-policy`, { headers: { Cookie: `preview=${cookie}` } });
  return { response, html: await response.text() };
}

/**
 * The page with `cookie` is a customer's: no bar, no cookie set, and shareable once its data is
 * current (a render that showed data past its freshness says no-store while it refreshes).
 */
async function expectCustomerPage(baseURL: string, cookie: string) {
  let last = await pageWith(baseURL, cookie);
  await expect
    .poll(async () => {
      last = await pageWith(baseURL, cookie);
      return last.response.headers.get('cache-control');
    }, cookie)
    .toMatch(/^public, /);
  expect(last.response.status, cookie).toBe(200);
  expect(last.html, cookie).not.toContain('data-preview-bar');
  expect(last.response.headers.get('x-robots-tag'), cookie).toBeNull();
  expect(last.response.headers.getSetCookie(), cookie).toEqual([]);
}

test('a forged preview cookie is ignored: no bar, a shareable page', async ({ baseURL }) => {
  for (const forged of ['1', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC', 'a.b.c.d.e']) {
    await expectCustomerPage(baseURL!, forged);
  }
});

test('an expired preview cookie (sealed by the storefront an hour and more ago) is ignored', async ({ baseURL }) => {
  const expired = await sealPreview(PREVIEW_SECRET, Date.now() - HOUR_AND_A_BIT);
  await expectCustomerPage(baseURL!, expired);
  // The same seal made now opens: the test's key is the storefront's, so the expiry is what refused it.
  const fresh = await pageWith(baseURL!, await sealPreview(PREVIEW_SECRET));
  expect(fresh.html).toContain('data-preview-bar');
  expect(fresh.response.headers.get('cache-control')).toBe('private, no-store');
});

test('a cookie sealed under another preview secret is ignored', async ({ baseURL }) => {
  await expectCustomerPage(baseURL!, await sealPreview('an-old-preview-secret'));
});
