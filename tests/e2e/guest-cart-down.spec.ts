// A guest's cart while the marketplace API cannot be reached: the storefront cannot ask whether
// guests may order, and must say the shop is unavailable (with a retry that loads the cart again),
// never that the guest has to sign in.
import { expect, test } from '@playwright/test';
import { flakyApi } from './flaky-api.ts';
import { addAsGuest } from './guest-helpers.ts';

// A storefront of its own that has never reached the API (nothing of it in its caches).
const api = flakyApi({ slowBody: '[]', wrongTypesBody: {} });

test.beforeAll(async () => {
  api.mode = 'down';
  await api.start();
});

test.afterAll(() => api.stop());

test("a guest's cart with the API down says the shop is unavailable, and its retry shows the cart", async ({
  page,
  context,
  baseURL,
}) => {
  // The guest's cart, made on the working storefront: cookies go by host, not port, so the other
  // storefront (same session secret) gets the guest cookie too.
  await addAsGuest(page, context, baseURL!);
  await expect(page.locator('li:has(output)')).toHaveCount(1);

  await page.goto(`${api.base}/en/cart`);
  const alert = page.getByRole('alert').filter({ hasText: "The shop can't be reached right now" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Sign in required')).toHaveCount(0);
  await expect(page.locator('#unauthorized-title')).toHaveCount(0);
  // The cart's own calls say the same, never "sign in".
  const cart = await page.request.get(`${api.base}/api/cart`);
  expect(cart.status()).toBe(502);
  expect(await cart.json()).not.toHaveProperty('signIn');

  // The API is back: the retry loads the page again, and the guest's line is there.
  api.mode = 'proxy';
  await alert.getByRole('link', { name: 'Try again' }).click();
  await expect(page.locator('li:has(output)')).toHaveCount(1, { timeout: 20_000 });
  await expect(alert).toHaveCount(0);
});
