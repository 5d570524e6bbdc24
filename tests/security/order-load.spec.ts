// Twenty customers order at once while the marketplace API restarts under them: no order lost,
// none placed twice, and no 5xx from the storefront. While the API is down the storefront
// answers 424 with a retry (the dialog shows it and its Confirm sends the same key again), and
// orders whose answers died with the old API process are found among the customers' orders.
// Its own reference API (a temporary database) and storefront, so the restart disturbs nobody.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flakyApi } from '../e2e/flaky-api.ts';
import { cookieJar } from './cart-helpers.ts';
import { freePort } from '../fixtures/free-port.ts';

const CUSTOMERS = 20;
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-load-api-'));
let apiPort = 0;
let apiProcess: ChildProcess | undefined;

/** The reference API on `apiPort` with the test's own data folder; resolves once it answers. */
async function startApi() {
  apiProcess = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', API_PORT: String(apiPort), API_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${apiPort}/api/v1/config`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000, intervals: [100] },
    )
    .toBe(200);
}

async function stopApi() {
  const running = apiProcess;
  if (!running || running.exitCode !== null) return;
  const exited = once(running, 'exit');
  running.kill('SIGTERM');
  await exited;
}

// The harness forwards every call to this API (its port is known once the API is up).
const apiTarget = { host: '127.0.0.1', port: 0 };
const storefront = flakyApi({ slowBody: '{}', wrongTypesBody: {}, api: apiTarget, env: { SIGNIN_RATE_LIMIT: '1000' } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  apiPort = await freePort();
  await startApi();
  apiTarget.port = apiPort;
  await storefront.start();
});

test.afterAll(async () => {
  await storefront.stop();
  await stopApi();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Customer {
  http: APIRequestContext;
  order: Record<string, unknown>;
  answers: number[];
  placed?: number;
}

/** A fresh customer located in Cairo, with one line in the cart, and the order its dialog would send. */
async function customer(base: string, n: string): Promise<Customer> {
  const host = new URL(base).hostname;
  const cookies: Array<[string, string]> = [
    ['latitude', '30.0444'],
    ['longitude', '31.2357'],
    ['zoneid', '%5B5%5D'],
    ['location_asked', '1'],
  ];
  const http = await playwrightRequest.newContext({
    baseURL: base,
    extraHTTPHeaders: { Origin: base },
    storageState: cookieJar(host, cookies),
  });
  const signUp = await http.post('/api/session/sign-up', {
    data: {
      name: `Load Buyer ${n}`,
      email: `load${n}@demo.test`,
      phone: `+2012${n}`,
      password: 'longenough1',
      confirm_password: 'longenough1',
      terms: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const added = await http.post('/api/v1/customer/cart/add', {
    headers: { 'X-Module-Id': '1' },
    data: { item_id: 1, quantity: 2, price: 120, model: 'Item' },
  });
  expect(added.status()).toBe(200);
  const lines = (await added.json()) as Array<{ id: number; quantity: number }>;
  return {
    http,
    answers: [],
    order: {
      key: crypto.randomUUID(),
      storeId: 1,
      moduleId: 1,
      distance: 1.5,
      latitude: 30.0444,
      longitude: 31.2357,
      total: 245,
      form: {
        contact_person_name: `Load Buyer ${n}`,
        contact_person_number: `+2012${n}`,
        contact_person_email: `load${n}@demo.test`,
        address: '12 Tahrir Square, Cairo',
      },
      lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    },
  };
}

/** Confirms the order as the dialog does, pressing Confirm again (same key) after a clear error. */
async function placeUntilAnswered(c: Customer) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await c.http.post('/api/order', { data: c.order, timeout: 90_000 });
    c.answers.push(res.status());
    if (res.status() === 200) {
      c.placed = (await res.json()).orderId;
      return;
    }
    const body = await res.json();
    // The only answer that asks for a retry: a clear message and a Confirm to press again.
    expect(res.status(), JSON.stringify(body)).toBe(424);
    expect(body).toMatchObject({ retry: true, code: expect.stringMatching(/^(unavailable|unconfirmed)$/) });
    expect(body.error).toMatch(/Try again/);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test('20 customers order while the API restarts: one order each, no 5xx', async () => {
  test.setTimeout(300_000);
  const stamp = String(Date.now()).slice(-6);
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) => customer(storefront.base, `${stamp}${String(i).padStart(3, '0')}`)),
  );

  // All at once, a few milliseconds apart as real customers are.
  const done = Promise.all(
    customers.map(async (c, i) => {
      await new Promise((r) => setTimeout(r, i * 150));
      await placeUntilAnswered(c);
    }),
  );
  // The restart comes once the first orders are through, while the rest are on their way; the
  // API dies just after placing two more, whose answers never leave it.
  await expect
    .poll(() => customers.filter((c) => c.placed).length, { timeout: 120_000, intervals: [20] })
    .toBeGreaterThanOrEqual(3);
  storefront.mode = 'place-lost';
  await expect
    .poll(() => storefront.placedOrders.length, { timeout: 60_000, intervals: [10] })
    .toBeGreaterThanOrEqual(2);
  await stopApi();
  storefront.mode = 'proxy';
  await startApi();
  await done;

  const answers = customers.flatMap((c) => c.answers);
  expect(answers.filter((s) => s >= 500)).toEqual([]);
  // The restart was felt: some customers got the clear error and pressed Confirm again.
  expect(answers.filter((s) => s === 424).length).toBeGreaterThan(0);
  // The orders whose answers were lost were confirmed to their customers all the same.
  const lost = storefront.placedOrders;
  expect(lost.length).toBeGreaterThanOrEqual(2);
  for (const id of lost) expect(customers.filter((c) => c.placed === id)).toHaveLength(1);
  for (const c of customers) {
    expect(c.placed).toBeGreaterThan(0);
    const res = await c.http.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
    expect(res.status()).toBe(200);
    expect(((await res.json()).orders as Array<{ id: number }>).map((o) => o.id)).toEqual([c.placed]);
    await c.http.dispose();
  }
});
