// Signing in comes back to the page it was asked from, in its language (en, ar, tr; with and
// without a language prefix; with and without JavaScript), and phones typed the local way sign in.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const LANGS = ['en', 'ar', 'tr'] as const;
const DEMO = { email: 'customer@demo.test', password: 'demo12345' };

/** Fills the sign-in form on /login (the panel with JavaScript, the plain form without) and sends it. */
async function submitSignIn(page: Page, login: string, password = DEMO.password) {
  const form = page.locator('form:has(input[name="email_or_phone"])');
  await form.locator('input[name="email_or_phone"]').fill(login);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

async function panelReady(page: Page) {
  await page.locator('astro-island[component-url*="AuthPanel"]:not([ssr])').waitFor({ state: 'attached' });
}

async function setLanguageCookie(context: BrowserContext, baseURL: string, lang: string) {
  await context.addCookies([{ name: 'lang', value: lang, domain: new URL(baseURL).hostname, path: '/' }]);
}

/** The orders page, not a 404, in `lang`. */
async function onOrders(page: Page, path: string, lang: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect((await page.request.get(page.url())).status()).toBe(200);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const lang of LANGS) {
      test(`${lang}: /${lang}/login with a prefixed or a plain next comes back to /${lang}/orders-lists`, async ({
        page,
        context,
      }) => {
        for (const next of [`/${lang}/orders-lists`, '/orders-lists']) {
          await context.clearCookies();
          await page.goto(`/${lang}/login?next=${encodeURIComponent(next)}`);
          if (javaScriptEnabled) await panelReady(page);
          await submitSignIn(page, DEMO.email);
          await onOrders(page, `/${lang}/orders-lists`, lang);
        }
      });

      test(`${lang}: /login without a prefix comes back to the page in the chosen language`, async ({
        page,
        context,
        baseURL,
      }) => {
        await setLanguageCookie(context, baseURL!, lang);
        await page.goto('/login?next=%2Forders-lists');
        if (javaScriptEnabled) await panelReady(page);
        await submitSignIn(page, DEMO.email);
        await onOrders(page, '/orders-lists', lang);
      });
    }

    test('the sign-in button of an account page comes back to it', async ({ page }) => {
      await page.goto('/ar/orders-lists');
      const signIn = page.locator('main a[data-sign-in]');
      await expect(signIn).toHaveAttribute('href', '/ar/login?next=%2Forders-lists');
      if (javaScriptEnabled) {
        // The page's sign-in controls open the dialog in place; the dialog reloads this page.
        await signIn.click();
        const dialog = page.locator('dialog[open]');
        await dialog.locator('input[name="email_or_phone"]').fill(DEMO.email);
        await dialog.locator('input[name="password"]').fill(DEMO.password);
        await dialog.locator('button[type="submit"]').click();
      } else {
        await signIn.click();
        await submitSignIn(page, DEMO.email);
      }
      await onOrders(page, '/ar/orders-lists', 'ar');
      await expect(page.locator('main a[data-sign-in]')).toHaveCount(0);
    });

    test('the header sign-in link carries the page it is on', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/tr/single-product/6?module=1');
      await expect(page.getByRole('banner').locator('a[data-sign-in]')).toHaveAttribute(
        'href',
        '/tr/login?next=%2Ftr%2Fsingle-product%2F6%3Fmodule%3D1',
      );
      await page.goto('/tr/login');
      await expect(page.getByRole('banner').locator('a[data-sign-in]')).toHaveAttribute('href', '/tr/login');
    });

    for (const typed of ['01012345678', '٠١٠١٢٣٤٥٦٧٨', '+20 10 1234 5678', '0020 101 234 5678']) {
      test(`the demo phone typed as ${typed} signs in`, async ({ page }) => {
        await page.goto('/en/login?next=%2Fprofile');
        if (javaScriptEnabled) await panelReady(page);
        await submitSignIn(page, typed);
        await expect(page).toHaveURL(/\/en\/profile$/);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
      });
    }
  });
}

test('a phone that is really invalid keeps its message and what was typed', async ({ page }) => {
  await page.goto('/en/login');
  await panelReady(page);
  await submitSignIn(page, '010 123');
  await expect(page.getByText('Enter a valid email or a phone number of 10 to 15 digits')).toBeVisible();
  await expect(page.locator('input[name="email_or_phone"]')).toHaveValue('010 123');
});

// Signing up on the page (the panel with JavaScript, its form post without) comes back the same way.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign up ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of LANGS) {
      test(`${lang}: a new account made on /${lang}/login?view=signup comes back to /${lang}/orders-lists`, async ({
        page,
      }) => {
        const n = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
        await page.goto(`/${lang}/login?view=signup&next=%2Forders-lists`);
        if (javaScriptEnabled) await panelReady(page);
        const form = page.locator('form:has(input[name="confirm_password"])');
        await form.locator('input[name="name"]').fill(`Return Signup ${n}`);
        await form.locator('input[name="email"]').fill(`return.signup${n}@demo.test`);
        const phone = form.locator('input[name="phone"]');
        if (javaScriptEnabled) {
          // The phone widget formats as it goes: type like a person rather than set the value.
          await phone.click();
          await phone.press('ControlOrMeta+a');
          await phone.pressSequentially(`+2011${n}`);
        } else await phone.fill(`+2011${n}`);
        await form.locator('input[name="password"]').fill('longenough1');
        await form.locator('input[name="confirm_password"]').fill('longenough1');
        await form.locator('input[name="terms"]').check();
        await form.locator('button[type="submit"]').click();
        await onOrders(page, `/${lang}/orders-lists`, lang);
        await expect(page.locator('main a[data-sign-in]')).toHaveCount(0);
        expect(await (await page.request.get('/api/v1/customer/info')).json()).toMatchObject({
          email: `return.signup${n}@demo.test`,
          phone: `+2011${n}`,
        });
      });
    }
  });
}
