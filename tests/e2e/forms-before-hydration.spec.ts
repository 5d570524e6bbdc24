// The sign-up, recovery and order forms before (and without) JavaScript: each is a POST a server
// handles, so a tap in the first seconds on a slow phone, before the islands are ready, never
// puts a name, email, phone or password in a URL, and still does what the customer asked.
import { expect, type Page } from '@playwright/test';
import { addToServerCart, type CartItem, customerInCairo, openCart } from './cart-steps.ts';
import { apiGet, expectNoneCarries, holdIslandsOnSlowPhone, recordRequests, signUpFresh } from './helpers.ts';
import { test } from './phone.ts';

/** Phones and emails are unique on the server: each run uses its own (8 digits). */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);

interface NewCustomer {
  name: string;
  email: string;
  /** As typed: a local Egyptian mobile number. */
  phone: string;
  /** As the server stores it. */
  e164: string;
  password: string;
}

function newCustomer(digits: (s: string) => string = (s) => s): NewCustomer {
  const n = unique();
  return {
    name: `Plain Signup ${n}`,
    email: `plain.signup${n}@demo.test`,
    phone: digits(`010${n}`),
    e164: `+2010${n}`,
    password: 'longenough1',
  };
}

const signUpForm = (page: Page) => page.locator('form:has(input[name="confirm_password"])');

async function fillSignUp(page: Page, who: NewCustomer, options: { confirm?: string; terms?: boolean } = {}) {
  const form = signUpForm(page);
  await form.locator('input[name="name"]').fill(who.name);
  await form.locator('input[name="email"]').fill(who.email);
  await form.locator('input[name="phone"]').fill(who.phone);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('input[name="confirm_password"]').fill(options.confirm ?? who.password);
  if (options.terms !== false) await form.locator('input[name="terms"]').check();
}

async function signedInAs(page: Page) {
  const res = await page.request.get('/api/v1/customer/info');
  expect(res.status()).toBe(200);
  return (await res.json()) as { f_name: string; l_name: string; email: string; phone: string };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, digits, heading } of [
    { lang: 'en', digits: (s: string) => s, heading: 'Create an account' },
    // Arabic-Indic digits, as an Arabic keyboard types them.
    {
      lang: 'ar',
      digits: (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))),
      heading: 'أنشئ حسابًا جديدًا',
    },
  ]) {
    test(`${lang}: signing up on the page creates the account and lands signed in on next, in ${lang}`, async ({
      page,
    }) => {
      const who = newCustomer(digits);
      await page.goto(`/${lang}/login?view=signup&next=%2Forders-lists`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // A plain phone field, typed as at sign-in (here the local form, in the language's digits).
      await expect(signUpForm(page).locator('input[name="phone"]')).toHaveValue('');
      const requests = recordRequests(page);
      await fillSignUp(page, who);
      const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST');
      await signUpForm(page).locator('button[type="submit"]').click();
      expect(new URL((await sent).url()).pathname).toBe(`/${lang}/login`);
      await page.waitForURL((url) => url.pathname === `/${lang}/orders-lists`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main a[data-sign-in]')).toHaveCount(0);
      const account = await signedInAs(page);
      expect(account).toMatchObject({ email: who.email, phone: who.e164 });
      expect(`${account.f_name} ${account.l_name}`).toBe(who.name);
      expectNoneCarries(requests, [who.name, who.email, who.phone, who.password, who.e164.slice(3)]);
    });
  }

  test('a refused sign-up shows why next to each field and keeps what was typed, never the passwords', async ({
    page,
  }) => {
    const who = newCustomer();
    await page.goto('/en/login?view=signup');
    const requests = recordRequests(page);
    await fillSignUp(page, { ...who, email: 'not-an-email' }, { confirm: 'different1', terms: false });
    await signUpForm(page).locator('button[type="submit"]').click();
    const form = signUpForm(page);
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(form.locator('input[name="name"]')).toHaveValue(who.name);
    await expect(form.locator('input[name="email"]')).toHaveValue('not-an-email');
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('input[name="phone"]')).toHaveValue(who.phone);
    await expect(form.locator('input[name="password"]')).toHaveValue('');
    await expect(form.locator('input[name="confirm_password"]')).toHaveValue('');
    expect(await page.content()).not.toContain(who.password);
    expectNoneCarries(requests, [who.name, who.phone, who.password, 'not-an-email']);

    // The server's refusal (a phone already taken) is said on the phone field.
    await form.locator('input[name="email"]').fill(who.email);
    await form.locator('input[name="phone"]').fill('01012345678');
    await form.locator('input[name="password"]').fill(who.password);
    await form.locator('input[name="confirm_password"]').fill(who.password);
    await form.locator('input[name="terms"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(
      signUpForm(page).getByText('An account with this phone number already exists.', { exact: false }),
    ).toBeVisible();
    await expect(signUpForm(page).locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(signUpForm(page).locator('input[name="email"]')).toHaveValue(who.email);
    await expect(signUpForm(page).locator('input[name="terms"]')).toBeChecked();
    expect((await page.request.get('/api/v1/customer/info')).status()).toBe(401);
  });

  test('forgot password posts and says plainly that recovery is not available', async ({ page }) => {
    await page.goto('/en/login?view=forgot');
    const requests = recordRequests(page);
    await page.locator('input[name="phone"]').fill('01098765432');
    const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST');
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await sent;
    await expect(
      page.getByRole('status').filter({ hasText: "Password recovery isn't available yet. Please contact support." }),
    ).toBeVisible();
    // Back on the sign-in form, as with JavaScript.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
    expectNoneCarries(requests, ['01098765432', '1098765432']);
  });
});

test('a tap on sign up before the island is ready, on a 4× slower phone, posts and never puts the typed values in a URL', async ({
  phone: page,
}) => {
  const release = await holdIslandsOnSlowPhone(page);
  const requests = recordRequests(page);
  await page.goto('/en/login?view=signup&next=%2Fprofile', { waitUntil: 'commit' });
  await expect(signUpForm(page)).toBeVisible();
  await expect(page.locator('astro-island[component-url*="AuthPanel"]')).toHaveAttribute('ssr', '');
  const who = newCustomer();
  await fillSignUp(page, who);
  const sent = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/en/login');
  await signUpForm(page).locator('button[type="submit"]').tap();
  const submitted = await sent;
  expect(submitted.method()).toBe('POST');
  await page.waitForURL((url) => url.pathname === '/en/profile', { waitUntil: 'commit' });
  release();
  await expect(page.getByRole('heading', { name: who.name })).toBeVisible();
  expect((await signedInAs(page)).phone).toBe(who.e164);
  expectNoneCarries(requests, [who.name, who.email, who.phone, who.password, who.e164.slice(3)]);
});

test('the order form, were it ever submitted natively, posts, orders nothing and says so on the cart', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<CartItem>(request, '/items/details/1'));
  await openCart(page, '/ar/cart');
  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  const dialog = page.getByRole('dialog');
  const form = dialog.locator('form');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/api/order');
  await form.locator('input[name="contact_person_name"]').fill('Native Submitter');
  await form.locator('input[name="address"]').fill('12 Tahrir Square, Cairo');
  const requests = recordRequests(page);
  const sent = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/api/order');
  // form.submit() skips the island's submit handler: the browser's own submission.
  await form.evaluate((f: HTMLFormElement) => f.submit());
  expect((await sent).method()).toBe('POST');
  await page.waitForURL((url) => url.pathname === '/ar/cart' && url.search === '?order=not-sent');
  await expect(page.getByRole('alert').filter({ hasText: 'لم يُرسَل طلبك' })).toBeVisible();
  const orders = await (await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1')).json();
  expect(orders.orders).toEqual([]);
  expectNoneCarries(requests, ['Native Submitter', 'Tahrir']);
});

/**
 * Opens `url` with the islands' code held back, types `text` in the field labelled `label`, then
 * lets the code arrive and waits for `island` to take over: the field.
 */
async function typedBeforeWaking(page: Page, url: string, label: string, text: string, island: string) {
  const release = await holdIslandsOnSlowPhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  const field = page.getByLabel(label);
  await field.fill(text);
  release();
  await page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).waitFor({ state: 'attached' });
  return field;
}

test.describe('typed before the islands woke up', () => {
  test('sign in: an address typed early is kept when the island takes over, and signs in', async ({ phone: page }) => {
    await typedBeforeWaking(page, '/en/login?next=%2Fprofile', 'Email or phone', 'customer@demo.test', 'AuthPanel');
    // The rest is typed once the island runs: its state must hold the early text too.
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/profile');
    expect((await signedInAs(page)).email).toBe('customer@demo.test');
  });

  test('edit profile: a name typed early is kept when the island takes over, and saved', async ({
    phone: page,
    baseURL,
  }) => {
    await signUpFresh(page, baseURL!);
    const name = await typedBeforeWaking(page, '/en/update-profile', 'Name', 'Early Typist', 'EditProfile');
    await expect(name).toHaveValue('Early Typist');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Early Typist' })).toBeVisible();
  });
});
