// The cart when the marketplace API is down, slow or answers nonsense: it says so and offers a
// retry, and never tells a customer with items that the cart is empty.
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

type Mode = 'proxy' | 'down' | 'slow' | 'html' | 'wrong-types' | 'no-store-details';
let mode: Mode = 'proxy';
const REAL_API = { host: '127.0.0.1', port: Number(process.env.E2E_API_PORT || 8791) };
const root = path.resolve(import.meta.dirname, '../..');

// Between the storefront and the reference API: forwards, or fails the way real networks do.
const upstream = http.createServer((req, res) => {
  if (mode === 'down' || (mode === 'no-store-details' && req.url?.startsWith('/api/v1/stores/details/'))) return req.socket.destroy();
  if (mode === 'slow') {
    const timer = setTimeout(() => res.end('[]'), 30_000);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if (mode === 'html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<!doctype html><title>Gateway</title><h1>Bad gateway</h1>');
  }
  if (mode === 'wrong-types') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ lines: 'none', total_size: 'many' }));
  }
  const forward = http.request({ ...REAL_API, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  forward.on('error', () => res.destroy());
  req.pipe(forward);
});

let storefront: ChildProcess;
let base = '';

test.beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const port = 4900 + Math.floor(Math.random() * 90);
  base = `http://127.0.0.1:${port}`;
  storefront = spawn(process.execPath, [path.join(root, 'server/storefront.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: upstreamUrl, STOREFRONT_LOG: '0', SIGNIN_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('storefront did not start');
});

test.afterAll(async () => {
  storefront?.kill('SIGTERM');
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

test.afterEach(() => {
  mode = 'proxy';
});

/** A fresh customer with one line in the cart, through the storefront under test. */
async function customerWithCart(page: Page) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const signUp = await page.request.post(`${base}/api/session/sign-up`, {
    headers: { Origin: base },
    data: { name: `Test Buyer ${n}`, email: `e2e${n}@demo.test`, phone: `+2010${n}`, password: 'longenough1', confirm_password: 'longenough1', terms: true },
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
    mode = failure;
    await page.goto(`${base}/en/cart`);
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your cart" });
    await expect(alert, failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Your cart is empty'), failure).toHaveCount(0);
    await expect(alert.getByRole('link', { name: 'Try again' }), failure).toBeVisible();
  }

  // The API is back: the retry shows the items.
  mode = 'proxy';
  // (A call still waiting on the slow API when it recovered may fail one more load.)
  await expect(async () => {
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.locator('li:has(output)')).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  // Loaded again in the page (another tab changed the cart) while the API is down: the lines
  // are not replaced by "empty"; the page says it could not load them and retries in place.
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  mode = 'down';
  const inPage = page.getByRole('alert').filter({ hasText: "We couldn't load your cart" });
  await expect(async () => {
    await page.evaluate(() => new BroadcastChannel('cart').postMessage('changed'));
    await expect(inPage).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  mode = 'proxy';
  await inPage.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('li:has(output)')).toHaveCount(1);
});

test("without the store's terms the dialog cannot price the order: it says so and does not confirm", async ({ page }) => {
  await customerWithCart(page);
  mode = 'no-store-details';
  await page.goto(`${base}/en/cart`);
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place order' });
  await expect(dialog.getByRole('alert')).toContainText("We couldn't work out the delivery fee and total");
  await expect(dialog.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
  mode = 'proxy';
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Place order' }).locator('[data-cost="total"]')).toBeVisible();
});
