// After signing up or deleting the account the next page says so, once, and says it to a screen
// reader too: with JavaScript off (the /login page's sign-up post, the update-profile page's
// delete post) and on (the dialog's and the /login panel's sign-up, the delete dialog), whose
// islands change page after success, so the endpoints leave the same message for the next page.
import { expect, type Locator, type Page, test } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { signUpFresh } from './helpers.ts';

const WORDS = { en, ar } as const;

/** Phones and emails are unique on the server: each run uses its own. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);

async function fillSignUp(form: Locator) {
  const n = unique();
  const email = `said.signup${n}@demo.test`;
  await form.locator('input[name="name"]').fill(`Said Signup ${n}`);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill(`010${n}`);
  await form.locator('input[name="password"]').fill('longenough1');
  await form.locator('input[name="confirm_password"]').fill('longenough1');
  await form.locator('input[name="terms"]').check();
  return email;
}

/** The message at the top of the page, visible and said in the live region (once scripts run). */
async function expectSaid(page: Page, text: string, options: { live: boolean }) {
  const flash = page.locator('main [data-flash]');
  await expect(flash).toHaveText(text);
  await expect(flash).toHaveAttribute('data-flash', 'success');
  const live = page.locator('main [data-flash-live][role="status"]');
  await expect(live).toHaveCount(1);
  if (options.live) await expect(live).toHaveText(text);
}

async function expectSaidOnce(page: Page) {
  await page.reload();
  await expect(page.locator('main [data-flash]')).toHaveCount(0);
}

const signUpForm = (page: Page) => page.locator('form:has(input[name="confirm_password"])');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'ar'] as const) {
    const w = WORDS[lang];

    test(`${lang}: signing up on /login lands on next, which welcomes the new customer`, async ({ page }) => {
      await page.goto(`/${lang}/login?view=signup&next=%2Forders-lists`);
      await fillSignUp(signUpForm(page));
      await signUpForm(page).locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === `/${lang}/orders-lists`);
      await expectSaid(page, w.flash.signedUp, { live: false });
      await expect(page.locator('main a[data-sign-in]')).toHaveCount(0);
      await expectSaidOnce(page);
    });

    test(`${lang}: deleting the account on its confirmation page lands on sign-in, which says it`, async ({
      page,
      baseURL,
      context,
    }) => {
      await signUpFresh(page, baseURL!);
      await page.goto(`/${lang}/update-profile`);
      await page.getByRole('button', { name: w.Editprofile.deleteAccount }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.Editprofile.deleteTitle })).toBeVisible();
      await page.getByRole('button', { name: w.Editprofile.deleteAccount }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/login`);
      expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
      await expectSaid(page, w.flash.accountDeleted, { live: false });
      await expectSaidOnce(page);
    });
  }
});

test.describe('with JavaScript', () => {
  test('en: signing up in the dialog reloads the page, which welcomes the new customer (and says it)', async ({
    page,
  }) => {
    await page.goto('/en/whishlists');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await fillSignUp(dialog);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/session/sign-up') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    expect((await sent).isNavigationRequest()).toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await expectSaid(page, en.flash.signedUp, { live: true });
    expect(new URL(page.url()).pathname).toBe('/en/whishlists');
    await expectSaidOnce(page);
  });

  test('ar: signing up with the /login panel goes on to next, which welcomes the new customer', async ({ page }) => {
    await page.goto('/ar/login?view=signup&next=%2Forders-lists');
    await page.locator('astro-island[component-url*="AuthPanel"]:not([ssr])').waitFor({ state: 'attached' });
    await fillSignUp(signUpForm(page));
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/session/sign-up') && r.method() === 'POST');
    await signUpForm(page).getByRole('button', { name: ar.auth.signUp, exact: true }).click();
    expect((await sent).isNavigationRequest()).toBe(false);
    await page.waitForURL((url) => url.pathname === '/ar/orders-lists');
    await expectSaid(page, ar.flash.signedUp, { live: true });
    await expectSaidOnce(page);
  });

  for (const lang of ['en', 'ar'] as const) {
    const w = WORDS[lang];
    test(`${lang}: deleting the account in its dialog goes to sign-in, which says it`, async ({
      page,
      baseURL,
      context,
    }) => {
      await signUpFresh(page, baseURL!);
      await page.goto(`/${lang}/update-profile`);
      await page.locator('astro-island[component-url*="EditProfile"]:not([ssr])').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: w.Editprofile.deleteAccount }).click();
      const dialog = page.getByRole('dialog', { name: w.Editprofile.deleteTitle });
      await expect(dialog).toBeVisible();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/profile') && r.method() === 'DELETE');
      await dialog.getByRole('button', { name: w.Editprofile.deleteAccount }).click();
      await sent;
      await page.waitForURL((url) => url.pathname === `/${lang}/login`);
      expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
      await expectSaid(page, w.flash.accountDeleted, { live: true });
      await expectSaidOnce(page);
    });
  }
});
