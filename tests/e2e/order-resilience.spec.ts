// The cart when the marketplace API is down, slow or answers nonsense: it says so and offers a
// retry, and never tells a customer with items that the cart is empty.
import { expect, test, type Page } from '@playwright/test';
import { flakyApi } from './flaky-api.ts';

// Besides the usual failures: the store's details alone fail (the dialog's delivery terms).
const api = flakyApi<'no-store-details'>({
  slowBody: '[]',
  wrongTypesBody: { lines: 'none', total_size: 'many' },
  custom: (mode, req) => {
    if (mode !== 'no-store-details' || !req.url?.startsWith('/api/v1/stores/details/')) return false;
    req.socket.destroy();
    return true;
  },
  env: { SIGNIN_RATE_LIMIT: '1000' },
  // An API that goes down right after placing an order, when a test asks for it.
  onPlaced: () => {
    if (downAfterPlacing) api.mode = 'down';
  },
});
let downAfterPlacing = false;
let base = '';

test.beforeAll(async () => {
  await api.start();
  base = api.base;
});

test.afterAll(() => api.stop());

test.afterEach(() => {
  api.mode = 'proxy';
  downAfterPlacing = false;
});

/** A fresh customer with one line in the cart, through the storefront under test. */
async function customerWithCart(page: Page) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const signUp = await page.request.post(`${base}/api/session/sign-up`, {
    headers: { Origin: base },
    data: {
      name: `Test Buyer ${n}`,
      email: `e2e${n}@demo.test`,
      phone: `+2010${n}`,
      password: 'longenough1',
      confirm_password: 'longenough1',
      terms: true,
    },
  });
  expect(signUp.status()).toBe(200);
  const added = await page.request.post(`${base}/api/v1/customer/cart/add`, {
    headers: { Origin: base, 'X-Module-Id': '1' },
    data: { item_id: 1, quantity: 1, price: 120, model: 'Item' },
  });
  expect(added.status()).toBe(200);
}

test('a cart that cannot be loaded says so with a retry, never that it is empty', async ({ page }) => {
  test.setTimeout(90_000);
  await customerWithCart(page);
  // A browser that has not yet learnt which module holds the cart (another device, cleared cookies).
  await page.context().clearCookies({ name: 'cart_module' });

  for (const failure of ['slow', 'down', 'html', 'wrong-types'] as const) {
    api.mode = failure;
    await page.goto(`${base}/en/cart`);
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your cart" });
    await expect(alert, failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Your cart is empty'), failure).toHaveCount(0);
    await expect(alert.getByRole('link', { name: 'Try again' }), failure).toBeVisible();
  }

  // The API is back: the retry shows the items.
  api.mode = 'proxy';
  // (A call still waiting on the slow API when it recovered may fail one more load.)
  await expect(async () => {
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.locator('li:has(output)')).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  // Loaded again in the page (another tab changed the cart) while the API is down: the lines
  // are not replaced by "empty"; the page says it could not load them and retries in place.
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  api.mode = 'down';
  const inPage = page.getByRole('alert').filter({ hasText: "We couldn't load your cart" });
  await expect(async () => {
    await page.evaluate(() => new BroadcastChannel('cart').postMessage('changed'));
    await expect(inPage).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  api.mode = 'proxy';
  await inPage.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('li:has(output)')).toHaveCount(1);
});

test("without the store's terms the dialog cannot price the order: it says so and does not confirm", async ({
  page,
}) => {
  await customerWithCart(page);
  api.mode = 'no-store-details';
  await page.goto(`${base}/en/cart`);
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place order' });
  await expect(dialog.getByRole('alert')).toContainText("We couldn't work out the delivery fee and total");
  await expect(dialog.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
  api.mode = 'proxy';
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Place order' }).locator('[data-cost="total"]')).toBeVisible();
});

/** The customer's running orders, through the storefront under test. */
async function runningOrders(page: Page): Promise<number[]> {
  const res = await page.request.get(`${base}/api/v1/customer/order/running-orders?limit=50&offset=1`);
  expect(res.status()).toBe(200);
  return ((await res.json()).orders as Array<{ id: number }>).map((o) => o.id);
}

/** Signed up, located in Cairo, one line in the cart, the order dialog open with an address. */
async function openOrderDialog(page: Page) {
  const url = new URL(base);
  await page.context().addCookies(
    [
      ['latitude', '30.0444'],
      ['longitude', '31.2357'],
      ['zoneid', '[5]'],
      ['location_asked', '1'],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), domain: url.hostname, path: '/' })),
  );
  await customerWithCart(page);
  await page.goto(`${base}/en/cart`);
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place order' });
  await expect(dialog.getByText(/Distance to the store/)).toBeVisible();
  await dialog.getByLabel('Address').fill('12 Tahrir Square, Cairo');
  return dialog;
}

for (const mode of ['place-late', 'place-lost'] as const) {
  const what = mode === 'place-late' ? 'answers after the storefront gave up' : 'drops the connection after placing it';
  test(`an order the API places but ${what}: one confirmation, one order`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const dialog = await openOrderDialog(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order') sent.push(r.postData() ?? '');
    });
    api.mode = mode;
    const before = api.placedOrders.length;
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect.poll(() => sent.length).toBe(1);

    // A second tab sends the same confirmation while the first still waits: it gets the same
    // order, not a second one.
    const other = await context.newPage();
    const again = other.request.post(`${base}/api/order`, {
      headers: { Origin: base, 'Content-Type': 'application/json' },
      data: sent[0],
    });

    await page.waitForURL(/\/en\/orders-details\/\d+$/, { timeout: 60_000 });
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('alert').filter({ hasText: /error/i })).toHaveCount(0);
    const second = await again;
    expect(second.status()).toBe(200);
    expect((await second.json()).orderId).toBe(orderId);
    api.mode = 'proxy';
    expect(api.placedOrders.slice(before)).toEqual([orderId]);
    expect(await runningOrders(page)).toEqual([orderId]);
    expect(sent).toHaveLength(1);
  });
}

test('an order confirmed while the API is down says nothing was ordered; Confirm again orders once', async ({
  page,
}) => {
  const dialog = await openOrderDialog(page);
  await dialog.getByLabel('Notes').fill('Ring twice');
  api.mode = 'down';
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  // A clear answer, not a server error: the dialog says what happened and keeps what was typed.
  expect((await answer).status()).toBe(424);
  await expect(dialog.getByRole('alert')).toHaveText(
    "We couldn't send your order right now, so nothing was ordered. Try again in a moment.",
  );
  await expect(dialog.getByLabel('Notes')).toHaveValue('Ring twice');
  api.mode = 'proxy';
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await runningOrders(page)).toEqual([orderId]);
});

test('an order placed just before the API went down: the dialog says it is not confirmed yet, Confirm again finds it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dialog = await openOrderDialog(page);
  api.mode = 'place-lost';
  downAfterPlacing = true;
  const before = api.placedOrders.length;
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  expect((await answer).status()).toBe(424);
  await expect(dialog.getByRole('alert')).toHaveText(
    'We could not confirm your order yet. Press “Confirm order” again in a moment: it is never ordered twice.',
  );
  const placed = api.placedOrders.slice(before);
  expect(placed).toHaveLength(1);

  downAfterPlacing = false;
  api.mode = 'proxy';
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await page.waitForURL(new RegExp(`/en/orders-details/${placed[0]}$`));
  expect(await runningOrders(page)).toEqual(placed);
});
