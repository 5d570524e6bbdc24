// What a new customer met at the door: a phone signed up the local way that could not sign in,
// the marketplace's English refusals on Arabic and Turkish pages (one of them twice), typing that
// went nowhere because the dialog focused its close button, terms to tick at every sign-in, and
// /login showing its form to a customer already signed in.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, NEW_ACCOUNT_PASSWORD } from './helpers.ts';

type Lang = 'en' | 'ar' | 'tr';
const dictionary = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../src/lib/i18n/locales/${lang}.json`, import.meta.url), 'utf8')) as {
    auth: Record<string, string>;
  };

/** Opens the sign-in dialog from the header of a catalogue page in `lang`. */
async function openDialog(page: Page, lang: Lang) {
  await page.goto(`/${lang}/whishlists`);
  await page.getByRole('banner').locator('a[data-sign-in]:visible').first().click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog.locator('input[name="email_or_phone"]')).toBeVisible();
  return dialog;
}

/** A mobile number of the marketplace's country (Egypt) no one has, in its local form: 010 and 8 digits. */
function localNumber(): string {
  return `010${String(Date.now()).slice(-5)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
}

test('a phone signed up the local way signs in the local way (also in Arabic-Indic digits)', async ({
  page,
  context,
}) => {
  const local = localNumber();
  const dialog = await openDialog(page, 'en');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Username').fill('Local Number');
  await dialog.getByLabel('Email').fill(`local${local}@demo.test`);
  // As the customer types it: no country code, the trunk 0.
  await dialog.getByLabel('Phone').pressSequentially(local);
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(NEW_ACCOUNT_PASSWORD);
  await dialog.getByRole('checkbox', { name: /terms/ }).check();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  const stored = (await (await page.request.get('/api/v1/customer/info')).json()) as { phone: string };
  expect(stored.phone).toBe(`+20${local.slice(1)}`);

  for (const typed of [local, local.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)))]) {
    await context.clearCookies();
    const again = await openDialog(page, 'en');
    await again.getByLabel('Email or phone').fill(typed);
    await again.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  }
});

for (const lang of ['ar', 'tr'] as const) {
  test(`${lang}: the marketplace's refusals are said in the page's language, once`, async ({ page }) => {
    const words = dictionary(lang).auth;
    const dialog = await openDialog(page, lang);
    await dialog.locator('input[name="email_or_phone"]').fill('customer@demo.test');
    await dialog.locator('input[name="password"]').fill('not-the-password');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('alert')).toHaveText(words.credentialsMismatch!);
    await expect(dialog).not.toContainText('credential');

    // A taken email, and a taken phone: each on its field, in the page's language, once.
    await dialog.getByRole('button', { name: words.signUp, exact: true }).click();
    await dialog.locator('input[name="name"]').fill('Taken Twice');
    await dialog.locator('input[name="email"]').fill('customer@demo.test');
    await dialog.locator('input[name="phone"]').fill('01012345678');
    await dialog.locator('input[name="password"]').fill(NEW_ACCOUNT_PASSWORD);
    await dialog.locator('input[name="confirm_password"]').fill(NEW_ACCOUNT_PASSWORD);
    await dialog.locator('input[name="terms"]').check();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByText(words.emailTaken!)).toHaveCount(1);
    await expect(dialog.getByText(words.phoneTaken!)).toHaveCount(1);
    await expect(dialog).not.toContainText('already been taken');
    await expect(dialog.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  });
}

test('the dialog and /login start at the first field; sign-in asks for no terms', async ({ page }) => {
  const dialog = await openDialog(page, 'en');
  await expect(dialog.getByLabel('Email or phone')).toBeFocused();
  // Typing goes where it should: the login, then the password.
  await page.keyboard.type('customer@demo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo12345');
  await expect(dialog.getByLabel('Email or phone')).toHaveValue('customer@demo.test');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('demo12345');
  // The terms are linked, not asked for again (sign-up asks for them).
  await expect(dialog.getByRole('checkbox', { name: /terms/ })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'By signing in you accept the terms and conditions' })).toBeVisible();
  // Another view starts at its first field too.
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByLabel('Email or phone')).toBeFocused();
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/en/login');
  await page.locator('astro-island[component-url*="AuthPanel"]:not([ssr])').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Email or phone')).toBeFocused();
});

test('/login sends a signed-in customer on: to the profile, or to where they were going', async ({
  page,
  baseURL,
  request,
}) => {
  const email = await newAccount(request, baseURL!);
  const res = await page.request.post('/api/session', {
    headers: { Origin: baseURL! },
    data: { email_or_phone: email, password: NEW_ACCOUNT_PASSWORD },
  });
  expect(res.status()).toBe(200);
  await page.goto('/ar/login');
  await expect(page).toHaveURL(/\/ar\/profile$/);
  await page.goto('/en/login?next=%2Fen%2Forders-lists');
  await expect(page).toHaveURL(/\/en\/orders-lists$/);
  // Validated as before: another site is never where they go.
  await page.goto('/en/login?next=https%3A%2F%2Fevil.example%2F');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  await expect(page.locator('input[name="email_or_phone"]')).toHaveCount(0);
});
