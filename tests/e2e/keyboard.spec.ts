// Keyboard use: the skip link, and every control reachable by Tab showing where the focus is.
// (Target sizes of at least 24 by 24 px are axe's target-size rule, in every axe scan.)
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/** What the focused element shows: an outline or ring on it or on its ::after (the card links). */
async function focusShows(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const rect = el.getBoundingClientRect();
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < innerHeight &&
      rect.right > 0 &&
      rect.left < innerWidth;
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { ok: visible && (drawn(getComputedStyle(el)) || drawn(getComputedStyle(el, '::after'))), what };
  });
}

test('the skip link is the first stop, shows when focused, and moves the focus to the content', async ({ page }) => {
  await page.goto('/en/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())!.width).toBeGreaterThan(24);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

for (const [label, path, signedIn] of [
  ['home', '/en', false],
  ['a store', '/en/store/1', false],
  ['a product', '/en/single-product/1?module=1', false],
  ['the cart, signed in', '/en/cart', true],
  ['home in Arabic', '/ar', false],
] as const) {
  test(`every control on ${label} can be reached by Tab and shows its focus`, async ({ page, baseURL }) => {
    if (signedIn) await signIn(page, baseURL!);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const stops = new Set<string>();
    const missing: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      let shown = await focusShows(page);
      // A carousel slides a focused slide into view (home's banners): the indicator shows after it.
      if (!shown.ok && shown.what !== 'nothing focused')
        await expect
          .poll(
            async () => {
              shown = await focusShows(page);
              return shown.ok;
            },
            { timeout: 3000 },
          )
          .toBe(true)
          .catch(() => undefined);
      if (shown.what === 'nothing focused') break;
      stops.add(shown.what);
      if (!shown.ok) missing.push(shown.what);
    }
    expect(stops.size, 'controls reached').toBeGreaterThan(10);
    expect(missing, 'focused without a visible indicator').toEqual([]);
  });
}
