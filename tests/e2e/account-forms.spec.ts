// The account forms before (and without) JavaScript: edit profile, delete account and sign out
// are real POST forms the server handles, so a tap before the islands are ready never puts
// personal data in a URL; and the profile photo is judged by its content, on the server too.
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoneCarries, holdIslandsOnSlowPhone, recordRequests, signIn, signUpFresh } from './helpers.ts';
import { test } from './phone.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG's signature and header length, then anything but a picture. */
const BROKEN_PNG = Buffer.concat([PNG.subarray(0, 16), Buffer.from('this is not image data '.repeat(20))]);
const TEXT_AS_PNG = {
  name: 'holiday.png',
  mimeType: 'image/png',
  buffer: Buffer.from('just some notes, not a picture'),
};

/** A real 1000×1000 PNG of noise, stored uncompressed: about 3 MB, over the 2 MB limit. */
async function threeMegabytePng() {
  const buffer = await sharp({
    create: {
      width: 1000,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(2.5 * 1024 * 1024);
  return { name: 'big.png', mimeType: 'image/png', buffer };
}

/** Phones and emails are unique on the server: each run uses its own. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-9);

/** Every request the page makes, to check that none carries what was typed. */
async function savedName(page: Page): Promise<string> {
  const info = await (await page.request.get('/api/v1/customer/info')).json();
  return `${info.f_name} ${info.l_name}`.trim();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('edit profile posts (with the photo as multipart) and returns to the profile with a success message', async ({
    page,
    baseURL,
  }) => {
    await signUpFresh(page, baseURL!);
    await page.goto('/en/update-profile');
    const requests = recordRequests(page);
    const phone = `+2012${unique()}`;
    await page.getByLabel('Name').fill('Plain Form Buyer');
    await page.getByLabel('Phone').fill(phone);
    await page.locator('#profile-photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const post = await sent;
    expect(post.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(new URL(post.url()).pathname).toBe('/en/update-profile');
    await page.waitForURL((url) => url.pathname === '/en/profile');
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plain Form Buyer' })).toBeVisible();
    await expect(page.locator('main img[src^="/img?"]').first()).toBeVisible();
    expectNoneCarries(requests, ['Plain Form Buyer', phone.slice(1)]);
  });

  test('a refusal re-renders the form with what was typed and every reason', async ({ page, baseURL }) => {
    const email = await signUpFresh(page, baseURL!);
    const before = await savedName(page);
    await page.goto('/en/update-profile');
    await page.getByLabel('Name').fill('');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('+201055500012');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone')).toHaveValue('+201055500012');

    // The marketplace's own refusal (a taken email) comes back the same way.
    await page.getByLabel('Name').fill('Kept Name');
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('An account with this email already exists.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Kept Name');
    await expect(page.getByLabel('Email')).toHaveValue('customer@demo.test');
    expect(new URL(page.url()).pathname).toBe('/en/update-profile');
    expect(await savedName(page)).toBe(before);
    void email;
  });

  test('the server checks the photo by its content and size, keeping what was typed', async ({ page, baseURL }) => {
    await signUpFresh(page, baseURL!);
    const before = await savedName(page);
    const cases = [
      { file: TEXT_AS_PNG, message: 'Please choose a JPEG, PNG, WebP or GIF picture.' },
      { file: await threeMegabytePng(), message: 'The photo must be 2 MB or smaller.' },
      {
        file: { name: 'broken.png', mimeType: 'image/png', buffer: BROKEN_PNG },
        message: 'This photo could not be read. Please choose another one.',
      },
    ];
    for (const { file, message } of cases) {
      await page.goto('/en/update-profile');
      await page.getByLabel('Name').fill('Typed Name');
      await page.getByLabel('Phone').fill('+201055500013');
      await page.locator('#profile-photo').setInputFiles(file);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.locator('#profile-photo-error'), file.name).toHaveText(message);
      await expect(page.getByLabel('Name')).toHaveValue('Typed Name');
      await expect(page.getByLabel('Phone')).toHaveValue('+201055500013');
      expect(new URL(page.url()).pathname).toBe('/en/update-profile');
    }
    expect(await savedName(page)).toBe(before);
  });

  test('delete account asks for confirmation on the server, then deletes and signs out', async ({
    page,
    baseURL,
    context,
  }) => {
    const email = await signUpFresh(page, baseURL!);
    await page.goto('/en/update-profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delete your account?' })).toBeVisible();
    await expect(
      page.getByText('Are you sure you want to delete your account? This action cannot be undone.'),
    ).toBeVisible();
    // Cancel keeps the account.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
    const again = await page.request.post('/api/session', {
      headers: { Origin: baseURL! },
      data: { email_or_phone: email, password: 'longenough1', terms: true },
    });
    expect(again.status()).toBe(401);
  });

  test("a refused deletion says the server's reason on the confirmation page", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/en/update-profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You still have orders under way. You can delete your account once they are delivered or cancelled.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Delete your account?' })).toBeVisible();
    await page.goto('/en/profile');
    await expect(page.getByRole('heading', { name: 'Demo Customer' })).toBeVisible();
  });

  test('sign out is a form post that ends the session', async ({ page, baseURL, context }) => {
    await signUpFresh(page, baseURL!);
    await page.goto('/en/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en', { waitUntil: 'commit' });
    expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
  });
});

test('a tap before the island is ready, on a 4× slower phone, posts and never puts the typed values in a URL', async ({
  phone: page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  const release = await holdIslandsOnSlowPhone(page);
  const requests = recordRequests(page);
  await page.goto('/en/update-profile', { waitUntil: 'commit' });
  await expect(page.getByLabel('Name')).toBeVisible();
  await expect(page.locator('astro-island[component-url*="EditProfile"]')).toHaveAttribute('ssr', '');
  const email = `early.tapper${unique()}@demo.test`;
  await page.getByLabel('Name').fill('Early Tapper');
  await page.getByLabel('Email').fill(email);
  const sent = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/en/update-profile',
  );
  await page.getByRole('button', { name: 'Save changes' }).tap();
  const submitted = await sent;
  expect(submitted.method()).toBe('POST');
  await page.waitForURL((url) => url.pathname === '/en/profile', { waitUntil: 'commit' });
  release();
  await expect(page.getByRole('heading', { name: 'Early Tapper' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  expectNoneCarries(requests, ['Early Tapper', email]);
});

test('a forged upload cannot skip the photo check, and the proxy no longer takes profile updates', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  const post = (image: { name: string; mimeType: string; buffer: Buffer }) =>
    page.request.post('/api/profile', {
      headers: { Origin: baseURL!, Accept: 'application/json' },
      multipart: { name: 'Forged Upload', email: `forged${unique()}@demo.test`, phone: `+2013${unique()}`, image },
    });
  for (const image of [TEXT_AS_PNG, { name: 'broken.png', mimeType: 'image/png', buffer: BROKEN_PNG }]) {
    const refused = await post(image);
    expect(refused.status(), image.name).toBe(400);
    expect((await refused.json()).fields.image, image.name).toBeTruthy();
  }
  expect(await savedName(page)).not.toBe('Forged Upload');
  const direct = await page.request.post('/api/v1/customer/update-profile', {
    headers: { Origin: baseURL! },
    multipart: { name: 'Forged Upload', email: 'x@demo.test', phone: '+201000000000', image: TEXT_AS_PNG },
  });
  expect(direct.status()).toBe(404);
  const saved = await post({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({ saved: true });
  expect(await savedName(page)).toBe('Forged Upload');
});
