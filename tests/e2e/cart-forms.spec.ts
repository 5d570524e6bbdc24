// The cart's controls as real forms: +/−, remove and clear post to the cart page without
// JavaScript (and when the page's scripts fail), signed in and as a guest, in English and Arabic,
// and come back to the cart with the result said; with JavaScript the island sends each change
// itself, once, and the page stays.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expectNoViolations } from './axe.ts';
import { addToServerCart, cartAwake, customerInCairo } from './cart-steps.ts';
import { toArabicDigits } from './guest-helpers.ts';
import { apiGet, locateInCairo } from './helpers.ts';

const WORDS = { en, ar } as const;
type Lang = keyof typeof WORDS;

/** An item of an open grocery store with a stock of 2 or 3 (no cap), and another of the same store. */
async function pickItems(request: APIRequestContext) {
  const stores = (await apiGet(request, '/stores/get-stores/all?limit=100&offset=1')).stores as Array<{
    id: number;
    open: number;
    module_id: number;
  }>;
  for (const store of stores.filter((s) => s.open === 1 && s.module_id === 1)) {
    const items = (await apiGet(request, `/items/suggested?store_id=${store.id}`)).items as any[];
    const small = items.find((i) => i.stock >= 2 && i.stock <= 3 && i.maximum_cart_quantity === null);
    const other = items.find((i) => i.id !== small?.id && i.stock > 5 && i.maximum_cart_quantity === null);
    if (small && other) return { small, other };
  }
  throw new Error('no open grocery store with a scarce item');
}

/** The lines' ids: one of `small` (one short of its stock) and one of `other`. */
async function fillCart(page: Page, baseURL: string, request: APIRequestContext) {
  const { small, other } = await pickItems(request);
  await addToServerCart(page, baseURL, small, small.stock - 1);
  const lines = await addToServerCart(page, baseURL, other, 1);
  const idOf = (itemId: number) => lines.find((l) => l.item_id === itemId)!.id;
  return { small, other, smallLine: idOf(small.id), otherLine: idOf(other.id) };
}

const digits = (lang: Lang, n: number) => (lang === 'ar' ? toArabicDigits(String(n)) : String(n));
const fill = (text: string, params: Record<string, string> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');

/** Presses a cart form's button and waits for the cart page it comes back to. */
async function press(page: Page, lang: Lang, button: ReturnType<Page['locator']>) {
  const posted = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST');
  // The page the post leads to (a 303 commits nothing of its own).
  const arrived = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await button.click({ force: true });
  expect(new URL((await posted).url()).pathname).toBe(`/${lang}/cart`);
  await arrived;
  await page.waitForLoadState('domcontentloaded');
  expect(new URL(page.url()).pathname).toBe(`/${lang}/cart`);
}

async function expectFlash(page: Page, text: string, tone: 'success' | 'error') {
  const flash = page.locator('main [data-flash]');
  await expect(flash).toHaveText(text);
  await expect(flash).toHaveAttribute('data-flash', tone);
  await expect(page.locator('main [data-flash-live][role="status"]')).toHaveCount(1);
}

/** The whole round on a cart with a scarce line and another: +, −, + to the stock and past it, remove, clear. */
async function everyForm(page: Page, lang: Lang, cart: Awaited<ReturnType<typeof fillCart>>) {
  const w = WORDS[lang];
  const row = (id: number) => page.locator(`[data-cart-line="${id}"]`);
  const button = (id: number, label: string) => row(id).getByRole('button', { name: new RegExp(`^${label}: `) });
  await page.goto(`/${lang}/cart`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(row(cart.otherLine).locator('output')).toHaveText(digits(lang, 1));

  await press(page, lang, button(cart.otherLine, w.cart.increase));
  await expectFlash(page, w.cart.updated, 'success');
  await expect(row(cart.otherLine).locator('output')).toHaveText(digits(lang, 2));

  await press(page, lang, button(cart.otherLine, w.cart.decrease));
  await expectFlash(page, w.cart.updated, 'success');
  await expect(row(cart.otherLine).locator('output')).toHaveText(digits(lang, 1));
  // At 1 the minus is disabled: there is nothing below the minimum to ask for.
  await expect(button(cart.otherLine, w.cart.decrease)).toBeDisabled();

  const stock = cart.small.stock as number;
  await press(page, lang, button(cart.smallLine, w.cart.increase));
  await expectFlash(page, w.cart.updated, 'success');
  await expect(row(cart.smallLine).locator('output')).toHaveText(digits(lang, stock));
  // At the stock the plus still answers a press, with the reason.
  await expect(button(cart.smallLine, w.cart.increase)).toHaveAttribute('aria-disabled', 'true');
  const name = (await row(cart.smallLine).locator('p').first().textContent())!.trim();
  await press(page, lang, button(cart.smallLine, w.cart.increase));
  await expectFlash(page, fill(w.cartForm.maxStock, { name }), 'error');
  await expect(row(cart.smallLine).locator('output')).toHaveText(digits(lang, stock));

  await press(page, lang, row(cart.smallLine).getByRole('button', { name: `${w.cart.remove}: ${name}` }));
  await expectFlash(page, w.cart.removed, 'success');
  await expect(row(cart.smallLine)).toHaveCount(0);
  await expect(row(cart.otherLine)).toHaveCount(1);

  await press(page, lang, page.getByRole('button', { name: w.cart.clear, exact: true }));
  await expectFlash(page, w.cart.cleared, 'success');
  await expect(page.getByText(w.cart.empty)).toBeVisible();

  // Said once: the next load of the cart has no message.
  await page.reload();
  await expect(page.locator('main [data-flash]')).toHaveCount(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}, signed in: +, −, the stock limit, remove and clear each come back to the cart, said`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await customerInCairo(page, context, baseURL!);
      await everyForm(page, lang, await fillCart(page, baseURL!, request));
    });

    test(`${lang}, as a guest: the same forms change the guest's own cart`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await locateInCairo(context, baseURL!);
      // The first add makes the guest (the storefront's own httpOnly cookie).
      const cart = await fillCart(page, baseURL!, request);
      expect((await context.cookies()).find((c) => c.name === 'guest')).toMatchObject({ httpOnly: true });
      expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
      await everyForm(page, lang, cart);
    });
  }
});

test("when the page's scripts fail to load, the forms still post and the message is accessible", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  await customerInCairo(page, context, baseURL!);
  const cart = await fillCart(page, baseURL!, request);
  await page.goto('/en/cart');
  const row = page.locator(`[data-cart-line="${cart.otherLine}"]`);
  await press(page, 'en', row.getByRole('button', { name: /^Increase quantity: / }));
  await expectFlash(page, 'Cart updated', 'success');
  await expect(row.locator('output')).toHaveText('2');
  await expectNoViolations(page, 'cart after a form post');
  await press(
    page,
    'en',
    page.locator(`[data-cart-line="${cart.smallLine}"]`).getByRole('button', { name: /^Remove: / }),
  );
  await expectFlash(page, 'Item removed from cart', 'success');
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
});

test('with JavaScript the island sends each change itself, once, and the page stays', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const cart = await fillCart(page, baseURL!, request);
  await page.goto('/en/cart');
  await cartAwake(page);
  const changes: string[] = [];
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) pages.push(`${r.method()} ${r.url()}`);
    else if (r.url().includes('/api/v1/customer/cart/') && r.method() !== 'GET')
      changes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const other = page.locator(`[data-cart-line="${cart.otherLine}"]`);
  await other.getByRole('button', { name: /^Increase quantity: / }).click();
  await expect(other.locator('output')).toHaveText('2');
  await expect(page.getByText('Cart updated')).toBeVisible();
  await page
    .locator(`[data-cart-line="${cart.smallLine}"]`)
    .getByRole('button', { name: /^Remove: / })
    .click();
  await expect(page.locator(`[data-cart-line="${cart.smallLine}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear cart', exact: true }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(changes).toEqual([
    'POST /api/v1/customer/cart/update',
    'DELETE /api/v1/customer/cart/remove-item',
    'DELETE /api/v1/customer/cart/remove',
  ]);
  expect(pages).toEqual([]);
});
