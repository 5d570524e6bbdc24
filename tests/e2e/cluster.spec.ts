// npm run cluster: nginx in front of two storefront instances. Starts the cluster on ports of its
// own (nginx 8460, instances 4461 and 4462, API 8860, Redis 6392; CLUSTER_TEST_* to change) and
// checks, through nginx and around it: both instances answer, static files are cache hits, a
// catalogue page is one cached page for visitors, signed-in customers and analytics cookies alike
// (personal pages never are), a session made through one instance is valid on the other, with one
// instance killed every request still succeeds, and with the API hung nginx serves the last whole
// copy of a page (stale), and an editor's change published with POST /api/revalidate shows on
// both instances and through nginx at once (timed against waiting for the caches), while an
// editor's preview is never answered from nginx's cache nor stored in it. Needs
// Debian's nginx and redis-server (installed when root).
import { execFileSync } from 'node:child_process';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureServers } from '../../scripts/ensure-servers.ts';
import { E2E_REVALIDATE_SECRET, savePolicyText } from '../fixtures/revalidate.ts';
import { cookieJar, orderRequest } from '../security/cart-helpers.ts';
import { PREVIEW_SECRET, previewLink } from './preview-helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = (name: string, fallback: number) => Number(process.env[`CLUSTER_TEST_${name}`] || fallback);
const NGINX = port('NGINX_PORT', 8460);
const A = port('PORT', 4461);
const B = A + 1;
const API_PORT = port('API_PORT', 8860);
const proxy = `http://127.0.0.1:${NGINX}`;
/** Catalogue pages stay fresh in nginx this long here, so the stale test need not wait 30 s. */
const PAGE_MAX_AGE = 3;
/** The instances' data (policy texts included) stays fresh this long here instead of 30 s. */
const DATA_CACHE_TTL_MS = 5000;
const DATA_DIR = process.env.E2E_API_DATA_DIR || 'data-test';

/** The process listening on a local port. */
function pidOn(listenPort: number): number {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${listenPort}`], { encoding: 'utf8' });
  return Number(line.match(/pid=(\d+)/)?.[1] ?? 0);
}

test.describe.configure({ mode: 'serial' });

let cluster: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ensureServers();
  cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(A),
      API_PORT: String(API_PORT),
      PAGE_MAX_AGE: String(PAGE_MAX_AGE),
      DATA_CACHE_TTL_MS: String(DATA_CACHE_TTL_MS),
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      PREVIEW_SECRET,
      REDIS_PORT: String(port('REDIS_PORT', 6392)),
      CLUSTER_PORT: String(NGINX),
      API_DATA_DIR: DATA_DIR,
      API_BASE_URL: '',
      STOREFRONT_LOG: '0',
      SIGNIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  cluster.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await expect
    .poll(() => (cluster?.exitCode === null ? output.includes('Press Ctrl-C') : `exited:\n${output}`), {
      timeout: 170_000,
      intervals: [500],
    })
    .toBe(true);
});

test.afterAll(async () => {
  if (!cluster || cluster.exitCode !== null) return;
  const exited = new Promise((resolve) => cluster?.once('exit', resolve));
  cluster.kill('SIGTERM');
  await exited;
});

test('both instances answer /healthz through nginx', async ({ request }) => {
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await request.get(`${proxy}/healthz`);
    expect(res.status()).toBe(200);
    seen.add(res.headers()['x-instance'] ?? '');
  }
  expect([...seen].sort()).toEqual(['a', 'b']);
});

test('a static file is a cache hit the second time', async ({ request }) => {
  const home = await (await request.get(`${proxy}/`)).text();
  const asset = home.match(/\/_astro\/[\w.-]+\.(?:css|js)/)?.[0];
  expect(asset, 'the home page links a static file').toBeTruthy();
  // A query string of its own, so an earlier run's cached copy does not count.
  const url = `${proxy}${asset}?t=${Date.now()}`;
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache-status']).toBe('MISS');
  const second = await request.get(url);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache-status']).toBe('HIT');
});

test('a catalogue page is one cached page for visitors, signed-in customers and analytics cookies', async ({
  playwright,
}) => {
  const customer = await playwright.request.newContext();
  const signIn = await customer.post(`${proxy}/api/session`, {
    headers: { Origin: proxy },
    data: { email_or_phone: 'customer@demo.test', password: 'demo12345', terms: true },
  });
  expect(signIn.status()).toBe(200);
  const cookies = (await customer.storageState()).cookies;
  const session = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect(session).toMatch(/\bsession=.*\bsigned_in=1|\bsigned_in=1.*\bsession=/);
  await customer.dispose();

  // A query string of its own, so an earlier run's cached copy does not count.
  const url = `${proxy}/en/stores?run=${Date.now()}`;
  const get = (cookie: string) => fetch(url, { headers: cookie ? { cookie } : {} });
  const first = await get('');
  expect(first.status).toBe(200);
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=3\b/);
  const page = await first.text();
  for (const cookie of [session, '_ga=GA1.2.1.2; _fbp=fb.1.2.3; theme=dark', 'lang=ar', '']) {
    const again = await get(cookie);
    expect(again.headers.get('x-cache-status'), cookie).toBe('HIT');
    expect(await again.text(), cookie).toBe(page);
    // nginx gives every answer an id of its own, cache hits included.
    expect(again.headers.get('x-request-id'), cookie).not.toBe(first.headers.get('x-request-id'));
  }
  // Another module or zone is another page.
  const otherModule = await get('module_id=1');
  expect(otherModule.headers.get('x-cache-status')).toBe('MISS');

  // A personal page is never kept, nor served from the cache.
  for (let i = 0; i < 2; i++) {
    const profile = await fetch(`${proxy}/en/notifications`, { headers: { cookie: session } });
    expect(profile.headers.get('x-cache-status')).not.toBe('HIT');
    expect(profile.headers.get('cache-control')).toMatch(/private|no-cache|no-store/);
  }
});

test('a session made through nginx is valid on each instance', async ({ playwright }) => {
  const context = await playwright.request.newContext();
  const signIn = await context.post(`${proxy}/api/session`, {
    headers: { Origin: proxy },
    data: { email_or_phone: 'customer@demo.test', password: 'demo12345', terms: true },
  });
  expect(signIn.status()).toBe(200);
  const session = (await context.storageState()).cookies.find((c) => c.name === 'session');
  expect(session, 'the sign-in sets the session cookie').toBeTruthy();
  // The customer's own details: a visitor has none (a cart a visitor has, as a guest).
  for (const instance of [A, B]) {
    const signedIn = await context.get(`http://127.0.0.1:${instance}/api/v1/customer/info`, {
      headers: { Cookie: `session=${session?.value}` },
    });
    expect(signedIn.status(), `instance on ${instance}`).toBe(200);
    expect(((await signedIn.json()) as { email?: string }).email).toBe('customer@demo.test');
    const signedOut = await context.get(`http://127.0.0.1:${instance}/api/v1/customer/info`, {
      headers: { Cookie: '' },
    });
    expect(signedOut.status()).toBe(401);
  }
  await context.dispose();
});

test('one confirmation posted to both instances at once is one order', async ({ playwright }) => {
  // A customer in Cairo (zone 5) with one line in the cart, made through nginx.
  const context = await playwright.request.newContext({
    storageState: cookieJar('127.0.0.1', [
      ['zoneid', '[5]'],
      ['latitude', '30.0444'],
      ['longitude', '31.2357'],
    ]),
  });
  const n = `${Date.now()}`.slice(-8);
  const signUp = await context.post(`${proxy}/api/session/sign-up`, {
    headers: { Origin: proxy },
    data: {
      name: `Cluster Buyer ${n}`,
      email: `cluster${n}@demo.test`,
      phone: `+2010${n}`,
      password: 'longenough1',
      confirm_password: 'longenough1',
      terms: true,
    },
  });
  expect(signUp.status()).toBe(200);
  const added = await context.post(`${proxy}/api/v1/customer/cart/add`, {
    headers: { Origin: proxy, 'X-Module-Id': '2' },
    data: { item_id: 16, quantity: 1, model: 'Item' },
  });
  expect(added.status()).toBe(200);
  const line = ((await added.json()) as Array<{ id: number; item: { store_id: number } }>)[0]!;

  // A double press whose two posts nginx sent to both instances: the same key, at the same time.
  const order = orderRequest(line.item.store_id, 2, [{ id: line.id, quantity: 1 }]);
  const answers = await Promise.all(
    [A, B].map((instance) =>
      context.post(`http://127.0.0.1:${instance}/api/order`, {
        headers: { Origin: `http://127.0.0.1:${instance}` },
        data: order,
      }),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual([200, 200]);
  const placed = await Promise.all(answers.map(async (a) => ((await a.json()) as { orderId: number }).orderId));
  expect(placed[0]).toBeGreaterThan(0);
  expect(placed[1]).toBe(placed[0]);
  const running = await context.get(`${proxy}/api/v1/customer/order/running-orders?limit=50&offset=1`);
  expect(((await running.json()) as { orders: Array<{ id: number }> }).orders.map((o) => o.id)).toEqual([placed[0]]);
  await context.dispose();
});

test('an edited policy shows through nginx and on each instance once published', async () => {
  const path = '/en/privacy-policy';
  const where = [proxy, `http://127.0.0.1:${A}`, `http://127.0.0.1:${B}`];
  const original = (await (await fetch(`http://127.0.0.1:${API_PORT}/api/v1/privacy-policy`)).json()) as string;
  const shows = async (origin: string, text: string) => (await (await fetch(`${origin}${path}`)).text()).includes(text);
  /** Every cache holds the page: nginx's copy (a HIT) and each instance's text in memory. */
  const warm = async () => {
    for (const origin of where) expect((await fetch(`${origin}${path}`)).status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${proxy}${path}`)).headers.get('x-cache-status'), { intervals: [200] })
      .toBe('HIT');
  };
  const stamp = Date.now();
  try {
    // Without publishing: the instances' copy (DATA_CACHE_TTL_MS), then nginx's (PAGE_MAX_AGE,
    // and a stale copy while it fetches anew) must expire first.
    await warm();
    const waited = `Waited-for text ${stamp}`;
    let saved = Date.now();
    savePolicyText('privacy_policy', 'en', `<p>${waited}</p>`, DATA_DIR);
    await expect.poll(() => shows(proxy, waited), { timeout: 60_000, intervals: [100] }).toBe(true);
    const withoutMs = Date.now() - saved;

    // Published: at once everywhere.
    await expect.poll(() => Promise.all(where.map((origin) => shows(origin, waited)))).toEqual([true, true, true]);
    await warm();
    const published = `Published text ${stamp}`;
    saved = Date.now();
    savePolicyText('privacy_policy', 'en', `<p>${published}</p>`, DATA_DIR);
    expect(await shows(proxy, published)).toBe(false);
    const answer = await fetch(`${proxy}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paths: [path] }),
    });
    expect(answer.status).toBe(200);
    const done = (await answer.json()) as {
      instancesNotified: number;
      instancesDone: number;
      nginx: { removed: number };
    };
    expect(done.instancesNotified).toBe(1);
    expect(done.instancesDone).toBe(1);
    expect(done.nginx.removed).toBeGreaterThan(0);
    // nginx finds its copy gone: a MISS, fetched anew from an instance, not an error.
    const first = await fetch(`${proxy}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(await first.text()).toContain(published);
    await expect
      .poll(() => Promise.all(where.map((origin) => shows(origin, published))), { timeout: 3000, intervals: [50] })
      .toEqual([true, true, true]);
    const withMs = Date.now() - saved;
    console.log(
      `save to visible through nginx: ${withoutMs} ms waiting for the caches (DATA_CACHE_TTL_MS=${DATA_CACHE_TTL_MS}, PAGE_MAX_AGE=${PAGE_MAX_AGE}), ${withMs} ms with POST /api/revalidate (nginx and both instances)`,
    );
    test
      .info()
      .annotations.push({ type: 'save to visible', description: `${withoutMs} ms without, ${withMs} ms with` });
    expect(withMs).toBeLessThan(withoutMs);
  } finally {
    savePolicyText('privacy_policy', 'en', original, DATA_DIR);
    await fetch(`${proxy}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paths: [path] }),
    });
  }
});

test("an editor's preview passes nginx's cache by: never answered from it, never stored", async () => {
  const page = '/en/terms-conditions';
  const start = await fetch(`${proxy}${previewLink(page)}`, { redirect: 'manual' });
  expect(start.status).toBe(303);
  const cookie = start.headers.getSetCookie().find((c) => c.startsWith('preview='));
  expect(cookie).toBeDefined();
  const asEditor = { headers: { Cookie: cookie!.split(';')[0]! } };
  // Customers' copy is in nginx's cache.
  await expect
    .poll(async () => (await fetch(`${proxy}${page}`)).headers.get('x-cache-status'), { intervals: [200] })
    .toBe('HIT');
  for (let i = 0; i < 2; i++) {
    const preview = await fetch(`${proxy}${page}`, asEditor);
    expect(preview.headers.get('x-cache-status')).toBe('BYPASS');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(await preview.text()).toContain('data-preview-bar');
  }
  // What nginx keeps (fresh or past PAGE_MAX_AGE) is still the customers' page.
  const customer = await fetch(`${proxy}${page}`);
  expect(customer.headers.get('x-cache-status')).not.toBe('BYPASS');
  expect(await customer.text()).not.toContain('data-preview-bar');
});

test('with instance a killed, every request through nginx succeeds', async ({ request }) => {
  const pid = Number(output.match(/Instance a:.*\(pid (\d+)\)/)?.[1]);
  expect(pid).toBeGreaterThan(0);
  process.kill(pid, 'SIGKILL');
  const statuses: number[] = [];
  const instances = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const res = await request.get(`${proxy}/healthz`);
    statuses.push(res.status());
    instances.add(res.headers()['x-instance'] ?? '');
  }
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(instances.has('b')).toBe(true);
  // The cluster starts the killed instance again.
  await expect.poll(() => output.includes('storefront a exited'), { timeout: 5000 }).toBe(true);
});

test('with the API hung, nginx serves the last whole copy of a catalogue page (stale)', async () => {
  test.setTimeout(120_000);
  const url = `${proxy}/en/categories?run=${Date.now()}`;
  // A whole, current copy kept by nginx: a render that showed data past DATA_CACHE_TTL_MS says
  // no-store (and refreshes it), so the next one is kept.
  let page = '';
  await expect
    .poll(async () => {
      const whole = await fetch(url);
      page = await whole.text();
      return `${whole.status} ${whole.headers.get('cache-control')}`;
    })
    .toMatch(/^200 public/);
  // Past its freshness, with the API frozen (it takes connections and never answers) and both
  // instances started afresh (nothing in their memory): every render fails, nginx answers from
  // its cache instead.
  await new Promise((resolve) => setTimeout(resolve, (PAGE_MAX_AGE + 1) * 1000));
  const api = pidOn(API_PORT);
  expect(api).toBeGreaterThan(0);
  process.kill(api, 'SIGSTOP');
  try {
    for (const instance of [A, B]) process.kill(pidOn(instance), 'SIGKILL');
    await expect
      .poll(async () => [A, B].every((instance) => pidOn(instance) > 0), { timeout: 60_000, intervals: [500] })
      .toBe(true);
    const stale = await fetch(url);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache-status')).toBe('STALE');
    expect(await stale.text()).toBe(page);
    // A page nginx never kept: the instance's own answer, its error states with a 503.
    const never = await fetch(`${proxy}/en/categories?never=${Date.now()}`);
    expect(never.status).toBe(503);
    expect(await never.text()).toContain('<main');
  } finally {
    process.kill(api, 'SIGCONT');
  }
});
