// Lost connection (the metro): the cart page keeps what it shows on the device for the offline
// page; offline it stays readable but cannot change and cannot be ordered, and says so in the
// customer's language; back online it works again. Search says it needs a connection.
// No service worker: these are the page's own answers to the browser going offline.
import { expect, test, type Page, type Request } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import {
  addToServerCart,
  confirmOrder,
  twoItemsInStock,
  customerInCairo,
  openCart,
  openOrderDialog,
} from './cart-steps.ts';
import { expectNoViolations } from './axe.ts';
import { apiGet, showOnWishlist } from './helpers.ts';

test.use({ serviceWorkers: 'block' });

const WORDS = { en, ar } as const;
type Lang = keyof typeof WORDS;

interface Snapshot {
  savedAt: string;
  owner: string;
  lang: string;
  storeName: string;
  lines: Array<{ name: string; quantity: number; options: string | null; total: string; image: string | null }>;
  subtotal: string;
}

const snapshot = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cartSnapshot') ?? 'null') as Snapshot | null);

/** The cart's requests (changes and reloads), as the page sends them. */
function cartRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/(v1\/customer\/)?cart/.test(path) || (request.method() === 'POST' && path.endsWith('/cart'))) {
      seen.push(request);
    }
  });
  return seen;
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: the cart is kept for offline, read-only offline and working again online`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const w = WORDS[lang].cart;
    await customerInCairo(page, context, baseURL!);
    const [first, second] = await twoItemsInStock(request);
    await addToServerCart(page, baseURL!, first, 2);
    await addToServerCart(page, baseURL!, second, 1);
    await openCart(page, `/${lang}/cart`);

    const rows = page.locator('[data-cart-line]');
    await expect(rows).toHaveCount(2);
    // What the page shows is what is kept: its names, quantities, line totals and total.
    await expect.poll(async () => (await snapshot(page))?.lines.length).toBe(2);
    const kept = (await snapshot(page))!;
    expect(kept).toMatchObject({
      owner: 'account',
      lang,
      subtotal: await page.locator('[data-cart-total]').textContent(),
    });
    expect(Date.now() - Date.parse(kept.savedAt)).toBeLessThan(60_000);
    expect(kept.lines.map((l) => l.quantity)).toEqual([2, 1]);
    for (const [i, line] of kept.lines.entries()) {
      await expect(rows.nth(i)).toContainText(line.name);
      await expect(rows.nth(i)).toContainText(line.total);
      expect(line.image ?? '/img?').toMatch(/^\/img\?/);
    }
    expect(Object.keys(kept).sort()).toEqual(['lang', 'lines', 'owner', 'savedAt', 'storeName', 'subtotal']);

    const notice = page.locator('[data-cart-offline]');
    const plus = rows.first().locator('button[data-step="1"]');
    const remove = rows.first().getByRole('button', { name: new RegExp(`^${w.remove}`) });
    const clear = page.getByRole('button', { name: w.clear, exact: true });
    const order = page.getByRole('button', { name: w.placeOrder, exact: true });
    const controls = [plus, remove, clear, order];

    await context.setOffline(true);
    await expect(notice).toHaveText(w.offlineReadOnly);
    await expect(notice).toHaveAttribute('role', 'alert');
    for (const control of controls) {
      await expect(control).toHaveAttribute('aria-disabled', 'true');
      await expect(control).toHaveAttribute('aria-describedby', /(^| )cart-offline( |$)/);
    }
    // Pressed anyway (they keep the focus; Playwright calls aria-disabled "not enabled", hence
    // force), nothing is sent and nothing changes.
    const sent = cartRequests(page);
    for (const control of controls) await control.click({ force: true });
    await order.focus();
    await page.keyboard.press('Enter');
    await expect(order).toBeFocused();
    await expect(notice).toHaveText(w.offlineReadOnly);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await expect(rows.first().locator('output')).toHaveText(lang === 'ar' ? '٢' : '2');
    expect(sent).toEqual([]);
    await expectNoViolations(page, `offline cart ${lang}`);

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(plus).toHaveAttribute('aria-disabled', 'false');
    for (const control of [remove, clear, order]) await expect(control).not.toHaveAttribute('aria-disabled');
    await plus.click();
    await expect(rows.first().locator('output')).toHaveText(lang === 'ar' ? '٣' : '3');
    // The kept copy follows the cart's answer, and an emptied cart keeps none.
    await expect.poll(async () => (await snapshot(page))?.lines[0]?.quantity).toBe(3);
    await clear.click();
    await expect(rows).toHaveCount(0);
    await expect.poll(() => snapshot(page)).toBeNull();
  });
}

test('the cart is read-only when it wakes up offline', async ({ page, context, request, baseURL }) => {
  await customerInCairo(page, context, baseURL!);
  const [item] = await twoItemsInStock(request);
  await addToServerCart(page, baseURL!, item, 1);
  // The page arrived, and the browser says it is offline by the time the island wakes up (a page
  // cannot be loaded with the network truly off without the service worker): navigator.onLine
  // reads false until the test says otherwise.
  await page.addInitScript(() => {
    const state = window as unknown as { testOnline?: boolean };
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => state.testOnline === true });
  });
  await openCart(page);
  await expect(page.locator('[data-cart-offline]')).toHaveText(en.cart.offlineReadOnly);
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.evaluate(() => {
    (window as unknown as { testOnline?: boolean }).testOnline = true;
    window.dispatchEvent(new Event('online'));
  });
  await expect(page.locator('[data-cart-offline]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).not.toHaveAttribute('aria-disabled');
});

test('an order dialog open when the connection drops cannot confirm; an order clears the kept cart', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const [item] = await twoItemsInStock(request);
  await addToServerCart(page, baseURL!, item, 1);
  await openCart(page);
  const dialog = await openOrderDialog(page);
  const confirm = dialog.getByRole('button', { name: 'Confirm order' });
  const apply = dialog.getByRole('button', { name: 'Apply', exact: true });
  await expect(confirm).toBeEnabled();

  await context.setOffline(true);
  await expect(dialog.locator('#place-order-offline')).toHaveText(en.cart.offlineReadOnly);
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAttribute('aria-describedby', /place-order-offline/);
  await expect(apply).toBeDisabled();
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('12 Tahrir Square, Cairo');

  await context.setOffline(false);
  await expect(dialog.locator('#place-order-offline')).toHaveCount(0);
  await expect(confirm).toBeEnabled();
  await expect(apply).toBeEnabled();
  // Ordered, the cart's last lines are no longer the cart: none is kept.
  expect((await snapshot(page))?.lines).toHaveLength(1);
  await confirmOrder(page);
  expect(await snapshot(page)).toBeNull();
});

test("a guest's cart is kept as the guest's", async ({ page, request }) => {
  const item = await apiGet(request, '/items/details/1');
  await showOnWishlist(page, [item]);
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await openCart(page);
  await expect.poll(async () => (await snapshot(page))?.owner).toBe('guest');
  expect((await snapshot(page))!.lines.map((l) => l.name)).toEqual([item.name]);
});

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: search says it needs a connection offline, and searches once back online`, async ({
    page,
    context,
  }) => {
    await page.goto(`/${lang}/search`);
    await expect(page.locator('astro-island[component-url*="LiveSearch"]')).not.toHaveAttribute('ssr', '');
    const searches: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/api/search')) searches.push(r);
    });
    const offline = page.locator('[data-search-offline]');

    await context.setOffline(true);
    await expect(offline).toHaveText(WORDS[lang].search.offline);
    await expect(offline).toHaveAttribute('role', 'alert');
    await page.getByRole('searchbox').fill('pizza');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.locator('[data-search-status]')).toHaveAttribute('data-search-status', 'offline');
    await expect(offline).toHaveText(WORDS[lang].search.offline);
    await expect(page.getByText(WORDS[lang].search.failed)).toHaveCount(0);
    expect(searches).toEqual([]);
    await expectNoViolations(page, `offline search ${lang}`);

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    await expect(page.locator('[data-search-status]')).toHaveAttribute('data-search-status', 'results');
    await expect(page.locator('[data-search-results] article').first()).toBeVisible();
    expect(searches.map((r) => new URL(r.url()).searchParams.get('q'))).toEqual(['pizza']);
  });
}
