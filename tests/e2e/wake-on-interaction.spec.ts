// The islands nobody needs at page load (the card controls, the sign-in dialog's host, the toasts)
// load React and sonner with the customer's first touch, and that first touch still does what it
// asked, once: on a 4× slower phone, right after load, by touch and by keyboard.
import { expect as baseExpect, type Page, type Response } from '@playwright/test';
import { cartLines } from './cart-steps.ts';
import { followRequests, holdIslandsOnSlowPhone, signUpFresh, slowPhone } from './helpers.ts';
import { test } from './phone.ts';

// A 4× slower CPU, on a shared 2-core machine, takes about 5 s to load React and an island after
// the first tap (measured the same before and after the menus and guests): these tests assert
// what the tap does and that it happens once, so they wait on it longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
// Once held code is let go, all of it arrives at once through the test's route on a 4× slower
// CPU: on a busy CI machine the dialog's chain of chunks took over 15 s.
const AFTER_RELEASE = { timeout: 45_000 };

/** The page's scripts, recorded as they arrive. */
function recordScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (/\/_astro\/.*\.js(\?|$)/.test(r.url())) scripts.push(r);
  });
  return scripts;
}

/** Which of the scripts so far are React's or sonner's (by strings each of them carries). */
async function libraries(scripts: Response[]) {
  const found = { react: 0, sonner: 0, scripts: scripts.length };
  for (const script of [...scripts]) {
    const code = await script.text().catch(() => '');
    if (code.includes('react.dev/errors')) found.react++;
    if (code.includes('data-sonner-toaster')) found.sonner++;
  }
  return found;
}

// Cards in a grid, none in a carousel: a carousel advances by itself, and a tap timed to the
// millisecond may then land on the next card, as a finger would.
const CARDS = '/en/categories/6';

// A dish that needs a choice leads to its page instead (data-card-choice): not an add.
// The first such button as the page first shows it, pinned by its item.
async function cartButton(page: Page) {
  const first = page.locator('button[data-card-cart]:visible:not([disabled]):not([data-card-choice])').first();
  const id = Number(await first.getAttribute('data-card-cart'));
  return { id, button: page.locator(`button[data-card-cart="${id}"]:visible`).first() };
}
const cartCount = (page: Page) => page.locator('[data-cart-count]').first();

const saved = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('wishlistItems') ?? '[]') as Array<{ id: number }>).map((p) => p.id),
  );

test('home and a category page load neither React nor sonner until the first touch', async ({ page }) => {
  for (const path of ['/en', '/en/categories/6']) {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await page.locator('button[data-card-heart]').count(), path).toBeGreaterThan(0);
    const before = await libraries(scripts);
    expect(before, path).toEqual({ react: 0, sonner: 0, scripts: before.scripts });
    // The toasts' live region is there already, for the first toast to be announced.
    await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);

    await page.locator('button[data-card-heart]:visible').first().click();
    await expect(page.getByText('Added to favourites')).toBeVisible();
    const after = await libraries(scripts);
    expect(after.react, path).toBeGreaterThan(0);
    expect(after.sonner, path).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.clear());
  }
});

test('on a 4× slower phone, the first tap on a card’s cart button right after load adds once', async ({
  phone: page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  await slowPhone(page);
  const requests = followRequests(page);
  await page.goto(CARDS);
  const { id, button } = await cartButton(page);
  await button.tap();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  // Nothing more arrives later (no second add from a replayed tap).
  await requests.settled();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 1 })]);
});

test('on a 4× slower phone, the first tap on a heart right after load saves once', async ({ phone: page }) => {
  await slowPhone(page);
  const requests = followRequests(page);
  await page.goto(CARDS);
  const heart = page.locator('button[data-card-heart]:visible').first();
  const id = Number(await heart.getAttribute('data-card-heart'));
  await heart.tap();
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await requests.settled();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await saved(page)).toEqual([id]);
});

test('taps made while the islands’ code is still on its way are answered at once and done once it arrives', async ({
  phone: page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  const release = await holdIslandsOnSlowPhone(page);
  const requests = followRequests(page);
  await page.goto(CARDS, { waitUntil: 'commit' });
  await page.locator('astro-island[component-url*="CardActions"]').waitFor({ state: 'attached' });
  const { id, button } = await cartButton(page);
  const heartId = Number(await page.locator('button[data-card-heart]:visible').first().getAttribute('data-card-heart'));
  const heart = page.locator(`button[data-card-heart="${heartId}"]:visible`).first();
  await button.tap();
  await button.tap();
  await heart.tap();
  // Answered before any island code has arrived: the add shows it is working, the heart is saved.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await saved(page)).toEqual([heartId]);
  await expect(page.locator('astro-island[component-url*="CardActions"]')).toHaveAttribute('ssr', '');
  // Each toast is seen while it shows (one may be gone before the other comes).
  const toasts = Promise.all([
    expect(page.getByText('Added to cart')).toBeVisible(AFTER_RELEASE),
    expect(page.getByText('Added to favourites')).toBeVisible(AFTER_RELEASE),
  ]);
  release();
  await toasts;
  await expect(cartCount(page)).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await requests.settled();
  // The double tap on one add is one add (the action's own guard); the heart stayed saved.
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 1 })]);
  expect(await saved(page)).toEqual([heartId]);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
});

test('a heart tapped before the islands’ code arrives, the page left at once, is saved', async ({ phone: page }) => {
  await holdIslandsOnSlowPhone(page);
  await page.goto(CARDS, { waitUntil: 'commit' });
  const heart = page.locator('button[data-card-heart]:visible').first();
  const id = Number(await heart.getAttribute('data-card-heart'));
  await heart.tap();
  await page.goto('/en/whishlists', { waitUntil: 'commit' });
  expect(await saved(page)).toEqual([id]);
});

test('three quick taps on + before the product page’s code arrives make three, each shown at once', async ({
  phone: page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  const release = await holdIslandsOnSlowPhone(page);
  const requests = followRequests(page);
  await page.goto('/en/single-product/1?module=1', { waitUntil: 'commit' });
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');
  for (const shown of ['2', '3', '4']) {
    await plus.tap();
    await expect(quantity).toHaveValue(shown);
  }
  await expect(page.locator('astro-island[component-url*="ProductPurchase"]')).toHaveAttribute('ssr', '');
  release();
  await expect(page.locator('astro-island[component-url*="ProductPurchase"]')).not.toHaveAttribute(
    'ssr',
    '',
    AFTER_RELEASE,
  );
  // Awake, the island counts from what the field shows.
  await plus.tap();
  await expect(quantity).toHaveValue('5');
  await page.locator('form[data-product-purchase]').getByRole('button', { name: 'Add to cart' }).tap();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await requests.settled();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 1, quantity: 5 })]);
});

test('sign in tapped before its code arrives says it is working, then opens the dialog in place', async ({
  phone: page,
}) => {
  const release = await holdIslandsOnSlowPhone(page);
  await page.goto('/en', { waitUntil: 'commit' });
  const signIn = page.locator('[data-sign-in]:visible').first();
  await signIn.tap();
  await expect(signIn).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/en$/);
  release();
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible(AFTER_RELEASE);
  await expect(signIn).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/en$/);
});

test('on a 4× slower phone, the first tap on sign in opens the dialog in place', async ({ phone: page }) => {
  await slowPhone(page);
  await page.goto('/en');
  await page.locator('[data-sign-in]:visible').first().tap();
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});

test('the first key press does as a tap would: sign in with Enter, a heart with Space, a cart button with Enter', async ({
  page,
  baseURL,
}) => {
  await slowPhone(page);
  await page.goto('/en');
  await page.getByRole('banner').locator('[data-sign-in]').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the link that opened the dialog.
  await expect(page.getByRole('banner').locator('[data-sign-in]')).toBeFocused();

  await signUpFresh(page, baseURL!);
  const requests = followRequests(page);
  await page.reload();
  const heart = page.locator('button[data-card-heart]:visible').first();
  await heart.focus();
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const { id, button } = await cartButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(cartCount(page)).toHaveText('1');
  await requests.settled();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 1 })]);
  expect(await saved(page)).toHaveLength(1);
});

test('the product page loads no React until its purchase control is touched; the first tap counts', async ({
  phone: page,
}) => {
  const scripts = recordScripts(page);
  await slowPhone(page);
  await page.goto('/en/single-product/1?module=1', { waitUntil: 'networkidle' });
  expect((await libraries(scripts)).react).toBe(0);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(quantity).toHaveValue('2');
  // The tap is shown at once, before the island's code has come: React follows it.
  await expect.poll(async () => (await libraries(scripts)).react).toBeGreaterThan(0);
});
