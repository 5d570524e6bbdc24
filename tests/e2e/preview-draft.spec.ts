// The editors' draft page: a pasted text shown as customers would see it, through the same
// sanitiser, with what it removed listed; re-posted to the other languages without losing it.
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { startPreview } from './preview-helpers.ts';

const DRAFT = [
  '<h2 onclick="alert(1)">Returns</h2>',
  '<p style="color:red">Items may be returned within <strong>14 days</strong>.</p>',
  '<script>document.title = "hacked"</script>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p><a href="javascript:alert(2)">Ask us</a></p>',
].join('\n');

async function showDraft(page: Page, html: string, kind = 'refund-policy') {
  await page.locator('#draft-kind').selectOption(kind);
  await page.locator('#draft-html').fill(html);
  await page.locator('[data-draft-show]').click();
  await expect(page.locator('[data-draft-rendered]')).toBeVisible();
}

test('without a preview, the draft page says to start one (401)', async ({ page }) => {
  const response = await page.goto('/en/preview/draft');
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start a preview first');
  await expect(page.locator('#draft-html')).toHaveCount(0);
});

test('a draft renders without its script, handler, style, frame and javascript: link, and lists each', async ({
  page,
}) => {
  await startPreview(page, '/en/preview/draft');
  await showDraft(page, DRAFT);
  const rendered = page.locator('[data-draft-rendered] .rich-text');
  await expect(rendered).toContainText('Items may be returned within 14 days.');
  await expect(page.locator('[data-draft-rendered] h1')).toHaveText('Refund policy');
  expect(await rendered.locator('script, iframe, [onclick], [style]').count()).toBe(0);
  await expect(rendered.getByText('Ask us')).not.toHaveAttribute('href', /.+/);
  await expect(page).not.toHaveTitle('hacked');

  const list = page.locator('[data-draft-removals] li');
  await expect(list).toHaveCount(5);
  await expect(page.locator('[data-draft-removals] li[data-reason=handler]')).toContainText('onclick');
  await expect(page.locator('[data-draft-removals] li[data-reason=styleAttr]')).toContainText('<p>');
  await expect(page.locator('[data-draft-removals] li[data-reason=script]')).toContainText('<script>');
  await expect(page.locator('[data-draft-removals] li[data-reason=frame]')).toContainText('<iframe>');
  await expect(page.locator('[data-draft-removals] li[data-reason=scheme]')).toContainText('javascript');
  // What was typed stays in the form.
  await expect(page.locator('#draft-html')).toHaveValue(DRAFT);
  await expect(page.locator('#draft-kind')).toHaveValue('refund-policy');
});

test('the same draft re-posted to Arabic keeps the text and renders right to left', async ({ page }) => {
  await startPreview(page, '/en/preview/draft');
  const text = '<p>سياسة الاسترجاع: خلال ١٤ يومًا</p><p onmouseover="x()">Second</p>';
  await showDraft(page, text, 'about-us');
  await page.locator('[data-draft-lang=ar]').click();
  await expect(page).toHaveURL(/\/ar\/preview\/draft$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#draft-html')).toHaveValue(text);
  await expect(page.locator('#draft-kind')).toHaveValue('about-us');
  await expect(page.locator('[data-draft-rendered] .rich-text')).toContainText('سياسة الاسترجاع');
  await expect(page.locator('[data-draft-rendered] h1')).toHaveText('من نحن');
  await expect(page.locator('[data-draft-removals] li[data-reason=handler]')).toContainText('onmouseover');
  await expect(page.locator('[data-preview-bar]')).toBeVisible();
});

test('the draft answer is nobody else’s: private, no-store, noindex', async ({ page }) => {
  await startPreview(page, '/tr/preview/draft');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/tr/preview/draft'));
  await showDraft(page, '<p>Taslak</p>', 'privacy-policy');
  const headers = (await answer).headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  await expect(page.locator('[data-draft-removals]')).toContainText('Hiçbir şey');
});

for (const lang of ['en', 'ar']) {
  test(`the draft page with a result has no accessibility violations (${lang})`, async ({ page }) => {
    await startPreview(page, `/${lang}/preview/draft`);
    await page.locator('#draft-html').fill(DRAFT);
    await page.locator('[data-draft-show]').click();
    await expect(page.locator('[data-draft-rendered]')).toBeVisible();
    await expectNoViolations(page, `draft ${lang}`);
  });
}
