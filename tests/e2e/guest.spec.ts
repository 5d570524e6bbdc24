// Guest checkout (the reference API's demo settings allow it, guest_checkout_status): a visitor
// adds, orders with contact details and follows the order by its id and phone; Back after the
// order; signing in or up carries the guest cart; a double confirm makes one order. The setting off is
// tests/unit/guest.test.ts.
import { expect, test } from '@playwright/test';
import { addAsGuest, fillContact, openOrderDialog, toArabicDigits, trackWith, uniquePhone } from './guest-helpers.ts';
import { NEW_ACCOUNT_PASSWORD, newAccount } from './helpers.ts';

test('a visitor orders as a guest, follows the order by id and phone, and Back never shows the cart again', async ({
  page,
  context,
  baseURL,
}) => {
  const phone = uniquePhone();
  await addAsGuest(page, context, baseURL!);
  const dialog = await openOrderDialog(page, 'en');

  // Bad input is answered on its field and nothing typed is lost.
  await fillContact(page, '12');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(dialog.locator('input[name="contact_person_name"]')).toHaveValue('Guest Buyer');
  await dialog.locator('input[name="contact_person_number"]').fill(phone.local);
  await dialog.getByRole('button', { name: 'Confirm order' }).click();

  await page.waitForURL(/\/en\/track-order\?order_id=\d+&placed=1$/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  // The order placed in this browser opens at once (tests/e2e/track.spec.ts).
  await expect(page.locator('[data-placed]')).toContainText(`#${orderId}`);
  await expect(page.locator('[data-tracked-order]')).toContainText('Pending');
  await expect(page.locator('[data-cart-count]').first()).toBeHidden();

  // Back after the order goes before the cart (the order replaced it): nothing to order again.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/whishlists$/);
  await expect(page.locator('[data-cart-count]').first()).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(/placed=1$/);

  // Followed by id and phone, as from another browser. A wrong phone: one message, which does not
  // say which field was wrong.
  await page.goto('/en/track-order');
  await page.locator('input[name="order_id"]').fill(orderId);
  await trackWith(page, '01099999999');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find an order with this number and phone number. Check both and try again.',
  );
  await expect(page.locator('input[name="phone"]')).toHaveValue('01099999999');

  // The phone in another form than it was typed finds it; reload shows it again, no form resent.
  await trackWith(page, phone.international);
  await page.waitForURL(new RegExp(`/en/track-order\\?order_id=${orderId}$`));
  await expect(page.locator('[data-tracked-order]')).toContainText(orderId);
  await expect(page.locator('[data-tracked-order]')).toContainText('Pending');
  await page.reload();
  await expect(page.locator('[data-tracked-order]')).toContainText(orderId);
  const personal = await page.request.get(`/en/track-order?order_id=${orderId}`);
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  // Another browser with the id alone sees the form, not the order.
  const stranger = await fetch(`${baseURL}/en/track-order?order_id=${orderId}`);
  expect(await stranger.text()).not.toContain('data-tracked-order');
});

test('in Arabic, with Arabic-Indic digits, and followed without JavaScript', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const phone = uniquePhone();
  await addAsGuest(page, context, baseURL!, 'ar');
  const dialog = await openOrderDialog(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fillContact(page, toArabicDigits(phone.local));
  await dialog.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await page.waitForURL(/\/ar\/track-order\?order_id=\d+&placed=1$/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noJs = await plain.newPage();
  await noJs.goto('/ar/track-order');
  await noJs.locator('input[name="order_id"]').fill(orderId);
  await trackWith(noJs, toArabicDigits(phone.local));
  // Arabic pages write the order number in Arabic-Indic digits.
  await expect(noJs.locator('[data-tracked-order]')).toContainText(toArabicDigits(orderId));
  await plain.close();
});

test('signing in carries the guest cart over and the guest is over', async ({ page, context, baseURL, request }) => {
  const email = await newAccount(request, baseURL!);
  const item = await addAsGuest(page, context, baseURL!);
  await page.goto('/en/login?next=%2Fen%2Fcart');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/en\/cart$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(item.name).first()).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('guest');
  const cart = await page.evaluate(async () => (await fetch('/api/cart')).json());
  expect(cart.guest).toBeUndefined();
  expect(cart.lines).toEqual([expect.objectContaining({ item_id: 1, quantity: 1 })]);
});

test('signing up keeps the guest cart: the new customer finds it in the cart', async ({ page, context, baseURL }) => {
  const item = await addAsGuest(page, context, baseURL!);
  await page.goto('/en/login?next=%2Fen%2Fcart');
  await page.locator('astro-island[component-url*="AuthPanel"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  const n = String(Date.now()).slice(-8);
  await page.getByLabel('Username').fill('Guest Who Stays');
  await page.getByLabel('Email').fill(`stays${n}@demo.test`);
  const phone = page.getByLabel('Phone');
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.pressSequentially(`+2012${n}`);
  await page.getByLabel('Password', { exact: true }).fill('longenough1');
  await page.getByLabel('Confirm password').fill('longenough1');
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL(/\/en\/cart$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(item.name).first()).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('guest');
  const cart = await page.evaluate(async () => (await fetch('/api/cart')).json());
  expect(cart.guest).toBeUndefined();
  expect(cart.lines).toEqual([expect.objectContaining({ item_id: 1, quantity: 1 })]);
});

test('a double confirm as a guest places one order', async ({ page, context, baseURL }) => {
  const phone = uniquePhone();
  await addAsGuest(page, context, baseURL!);
  await openOrderDialog(page, 'en');
  await fillContact(page, phone.international);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order') posts.push(r.url());
  });
  await page
    .getByRole('dialog')
    .locator('form')
    .evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
  await page.waitForURL(/\/en\/track-order\?order_id=\d+&placed=1$/);
  expect(posts).toHaveLength(1);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  // The order before it is not this guest's: its phone does not find it.
  await page.goto('/en/track-order');
  await page.locator('input[name="order_id"]').fill(String(orderId - 1));
  await trackWith(page, phone.international);
  await expect(page.getByRole('alert')).toBeVisible();
});
