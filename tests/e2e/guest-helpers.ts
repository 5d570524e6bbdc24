// Shared steps of the guest tests: a visitor with a line in the cart, the order dialog's contact
// fields, and following an order by its id and phone on /track-order.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { openCart } from './cart-steps.ts';
import { apiGet, locateInCairo, showOnWishlist } from './helpers.ts';

/** A phone number no other test orders with, local (Egyptian) and international. */
export function uniquePhone(): { local: string; international: string } {
  const n = `${Date.now()}`.slice(-8);
  return { local: `010${n}`, international: `+2010${n}` };
}

export const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

export async function addAsGuest(page: Page, context: BrowserContext, baseURL: string, lang: 'en' | 'ar' = 'en') {
  await locateInCairo(context, baseURL);
  const item = await apiGet(page.request, '/items/details/1');
  await showOnWishlist(page, [item]);
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  // The guest is the storefront's own httpOnly cookie; the page never sees a guest id.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'guest')).toMatchObject({ httpOnly: true });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )guest=/);
  await openCart(page, `/${lang}/cart`);
  return item;
}

export async function openOrderDialog(page: Page, lang: 'en' | 'ar') {
  await page.getByRole('button', { name: lang === 'en' ? 'Place order' : 'إتمام الطلب' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-guest-contact]')).toBeVisible();
  return dialog;
}

export async function fillContact(page: Page, phone: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="contact_person_name"]').fill('Guest Buyer');
  await dialog.locator('input[name="contact_person_number"]').fill(phone);
  await dialog.locator('input[name="contact_person_email"]').fill('guest.buyer@demo.test');
  await dialog.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
}

export async function trackWith(page: Page, phone: string) {
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('form[method="post"] button[type="submit"]').click();
}

/** A guest orders item 1 through the cart and lands on /track-order: the order's id and phone. */
export async function guestOrder(page: Page, context: BrowserContext, baseURL: string, lang: 'en' | 'ar' = 'en') {
  const phone = uniquePhone();
  await addAsGuest(page, context, baseURL, lang);
  const dialog = await openOrderDialog(page, lang);
  await fillContact(page, phone.local);
  await dialog.getByRole('button', { name: lang === 'en' ? 'Confirm order' : 'تأكيد الطلب' }).click();
  await page.waitForURL(new RegExp(`/${lang}/track-order\\?order_id=\\d+&placed=1$`));
  return { orderId: new URL(page.url()).searchParams.get('order_id')!, phone };
}
