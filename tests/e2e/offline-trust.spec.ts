// The storefront's service worker keeps nothing of a customer: signed in, their pages and the API's
// answers are never written to a cache, and after signing out nothing personal is left on the
// device. A new deploy's worker waits for the customer's word and then takes over; SERVICE_WORKER=off
// removes the worker and its caches (README, "Offline").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../fixtures/free-port.ts';
import { startStorefront } from '../fixtures/own-storefront.ts';
import { addToServerCart, customerInCairo, twoItemsInStock } from './cart-steps.ts';
import { API } from './helpers.ts';
import { everythingCached, pageKept, workerInControl } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });

const PERSONAL =
  /^\/(?:[a-z]{2}\/)?(?:api\/|cart|checkout|profile|update-profile|addresses|orders|notifications|whishlists|login|track-order)/;

test('signed in, nothing personal is kept; signed out, nothing personal is left on the device', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const email = await customerInCairo(page, context, baseURL!);
  const n = email.match(/^e2e(\d+)@/)![1];
  const secrets = [`Test Buyer ${n}`, email, `+2010${n}`];
  await addToServerCart(page, baseURL!, (await twoItemsInStock(request))[0], 1);
  await page.goto('/en/profile');
  await workerInControl(page);
  // Through the worker: personal pages, the cart with its line, a catalogue page.
  for (const path of ['/en/orders-lists', '/en/addresses', '/en/notifications', '/en/whishlists', '/en/cart']) {
    await page.goto(path);
  }
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartSnapshot'))).not.toBeNull();
  await page.goto('/en/store/22');
  await pageKept(page, '/en/store/22');
  const check = async (when: string) => {
    const entries = await everythingCached(page);
    expect(entries.length, when).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.path, `${when}: ${entry.cache}`).not.toMatch(PERSONAL);
      for (const secret of secrets)
        expect(entry.body.includes(secret), `${when}: ${secret} in ${entry.path}`).toBe(false);
    }
  };
  await check('signed in');

  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in', '');
  await check('signed out');
  // Nor in the device's storage: the cart's last lines went with the account.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartSnapshot'))).toBeNull();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const secret of secrets) expect(stored.includes(secret), secret).toBe(false);
});

test('a new deploy waits for the customer, then takes over at the reload they asked for', async ({ page, context }) => {
  await page.goto('/en/store/22');
  await workerInControl(page);
  // The next deploy: the same worker with a line that answers which one it is, registered as a
  // page of that deploy does. (The browser's own check for a new /sw.js is not routable.)
  const built = await readFile(path.resolve(import.meta.dirname, '../../dist/client/sw.js'), 'utf8');
  const next = `${built}\nself.addEventListener('message', (e) => { if (e.data === 'which') e.source.postMessage('next'); });`;
  await context.route('**/sw.js?next', (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: { 'Cache-Control': 'no-cache' }, body: next }),
  );
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next'));
  // It waits: the open page keeps the worker it started with until the customer says so.
  const update = page.locator('[data-sw-update]');
  await expect(update).toBeVisible();
  await expect(update.getByRole('status')).toHaveText('A new version of the shop is ready.');
  const which = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)), { once: true });
          navigator.serviceWorker.controller?.postMessage('which');
          setTimeout(() => resolve('first'), 1000);
        }),
    );
  expect(await which()).toBe('first');
  await page.screenshot({ path: test.info().outputPath('update.png') });

  await Promise.all([page.waitForEvent('load'), update.getByRole('button', { name: 'Reload' }).click()]);
  await workerInControl(page);
  await expect.poll(which).toBe('next');
  await expect(update).toBeHidden();
});

test('SERVICE_WORKER=off removes the worker and every cache it made', async ({ browser }) => {
  const port = await freePort();
  const env = { API_BASE_URL: API.replace(/\/api\/v1$/, ''), STOREFRONT_LOG: '0' };
  const on = await startStorefront(env, 'ignore', port);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await page.goto(`${on.base}/en/store/22`);
    await workerInControl(page);
    await pageKept(page, '/en/store/22');
    on.process.kill('SIGTERM');
    await new Promise((resolve) => on.process.once('exit', resolve));

    // The same address, now with the worker turned off.
    const off = await startStorefront({ ...env, SERVICE_WORKER: 'off' }, 'ignore', port);
    try {
      const worker = await page.request.get(`${off.base}/sw.js`);
      expect(worker.headers()['cache-control']).toBe('no-cache');
      const remover = await readFile(path.resolve(import.meta.dirname, '../../dist/client/sw-off.js'), 'utf8');
      expect(await worker.text()).toBe(remover);
      // The browser checks the worker as a page loads (the page itself may still be the copy its
      // own cache keeps a few minutes), and the worker that comes removes itself and its caches.
      await page.goto(`${off.base}/en/store/22`);
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
        .toBe(0);
      // The next page comes from the storefront, says the worker is off, and removes whatever a
      // request still in flight wrote meanwhile.
      await page.goto(`${off.base}/en/store/5`);
      await expect(page.locator('html')).toHaveAttribute('data-sw', 'off');
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    } finally {
      off.process.kill('SIGTERM');
    }
  } finally {
    await context.close();
    on.process.kill('SIGTERM');
  }
});
