// Shared steps for browser tests: the reference API behind the test storefront, and a session.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  test,
} from '@playwright/test';

export const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT || 8791)}/api/v1`;

export async function apiGet<T = any>(
  request: APIRequestContext,
  path: string,
  moduleId = 1,
  zone = '[5]',
): Promise<T> {
  const res = await request.get(`${API}${path}`, {
    headers: { Accept: 'application/json', moduleId: String(moduleId), zoneId: zone, 'X-localization': 'en' },
  });
  return (await res.json()) as T;
}

/** An amount as the English pages show it: two decimals, grouped thousands. */
export const money = (n: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** A customer call through the storefront's proxy, with the page's session cookie. */
export async function proxyGet<T = any>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** Signs in through the storefront's endpoint; the page's context gets the httpOnly cookie. */
export async function signIn(page: Page, baseURL: string, email = 'customer@demo.test') {
  const res = await page.request.post('/api/session', {
    headers: { Origin: baseURL },
    data: { email_or_phone: email, password: 'demo12345', terms: true },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/** A fresh customer with an empty cart, so tests that change carts do not meet each other. */
export async function signUpFresh(page: Page, baseURL: string): Promise<string> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `e2e${n}@demo.test`;
  const res = await page.request.post('/api/session/sign-up', {
    headers: { Origin: baseURL },
    data: {
      name: `Test Buyer ${n}`,
      email,
      phone: `+2010${n}`,
      password: 'longenough1',
      confirm_password: 'longenough1',
      terms: true,
    },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return email;
}

/** Cairo, inside zone 5, as the location cookies the storefront reads. */
export async function locateInCairo(context: BrowserContext, baseURL: string) {
  const url = new URL(baseURL);
  await context.addCookies(
    [
      ['latitude', '30.0444'],
      ['longitude', '31.2357'],
      ['zoneid', '[5]'],
      ['fullLocation', 'Cairo, Egypt'],
      ['location_asked', '1'],
    ].map(([name, value]) => ({
      name: name!,
      value: encodeURIComponent(value!),
      domain: url.hostname,
      path: '/',
    })),
  );
}

/** Puts products on the favourites page, where their cards carry add-to-cart controls. */
/**
 * Opens the favourites page holding just `items`: signed in, saved in the marketplace's wish-list (the
 * device then holds a copy of it); signed out, kept on the device.
 */
export async function showOnWishlist(page: Page, items: Array<Record<string, any>>) {
  await page.goto('/en/whishlists');
  const signedIn = (await page.request.get('/api/wishlist')).status() === 200;
  if (signedIn) {
    const origin = new URL(page.url()).origin;
    const wanted = items.map((item) => Number(item.id));
    // Exactly these: what the account saved before goes first.
    const held = (await (await page.request.get('/api/wishlist')).json()) as { items: Array<{ id: number }> };
    for (const { id } of held.items.filter((item) => !wanted.includes(Number(item.id)))) {
      const removed = await page.request.delete(`/api/v1/customer/wish-list/remove?item_id=${id}`, {
        headers: { Origin: origin, Accept: 'application/json' },
      });
      if (!removed.ok()) throw new Error(`removing a favourite failed: ${removed.status()}`);
    }
    const saved = await page.request.post('/api/wishlist', {
      headers: { Origin: origin },
      data: { items: wanted, stores: [] },
    });
    if (!saved.ok()) throw new Error(`saving favourites failed: ${saved.status()}`);
  } else {
    await page.evaluate((list) => localStorage.setItem('wishlistItems', JSON.stringify(list)), items.map(toCard));
  }
  await page.reload();
}

export function toCard(item: Record<string, any>) {
  return {
    id: item.id,
    name: item.name,
    image_full_url: item.image_full_url ?? null,
    price: item.price,
    discount: item.discount,
    discount_type: item.discount_type,
    avg_rating: item.avg_rating,
    rating_count: item.rating_count,
    store_id: item.store_id,
    store_name: item.store_name,
    module_id: item.module_id,
    module_type: item.module_type,
    stock: item.stock ?? null,
    store_phone: null,
  };
}

/**
 * A new customer created from a request context of its own (the page stays signed out), for
 * tests that sign in through the page. Answers the email; the password is NEW_ACCOUNT_PASSWORD.
 */
export const NEW_ACCOUNT_PASSWORD = 'longenough1';
export async function newAccount(request: APIRequestContext, baseURL: string): Promise<string> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `e2e${n}@demo.test`;
  const res = await request.post('/api/session/sign-up', {
    headers: { Origin: baseURL },
    data: {
      name: `Test Buyer ${n}`,
      email,
      phone: `+2011${n}`,
      password: NEW_ACCOUNT_PASSWORD,
      confirm_password: NEW_ACCOUNT_PASSWORD,
      terms: true,
    },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return email;
}

/** Signs in through the auth dialog that is open on the page. */
export async function signInInDialog(page: Page, login: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or phone').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A phone-sized, touch context. */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 360, height: 740 },
  });
  return { context, page: await context.newPage() };
}

/**
 * A phone's slower CPU (4× slower than this machine's by default), through Chromium's DevTools.
 * Every step of the test is then slower, the more so on a busy machine: it gets three times the
 * usual time (a sign-in flow took 9 s on a quiet machine, 20 s on a busy one).
 */
export async function slowPhone(page: Page, rate = 4): Promise<void> {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * A 4× slower CPU, and the islands' code held back until `release()`: the first seconds on a
 * slow phone, before hydration, made certain rather than left to timing.
 */
export async function holdIslandsOnSlowPhone(page: Page): Promise<() => void> {
  await slowPhone(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

/** No request's address carries any of `values` (personal data belongs in bodies, never URLs). */
export function expectNoneCarries(requests: Request[], values: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = decodeURIComponent(request.url()).replace(/\+/g, ' ');
    for (const value of values) expect(url, `${request.method()} ${request.url()}`).not.toContain(value);
  }
}

/**
 * Follows the page's requests from now on; `settled()` waits until none is in flight. A tap the
 * islands replayed twice would send its second request with the first, so once all have ended,
 * what the server holds is final: the condition to wait on before asserting that something
 * happened once, in place of a pause.
 */
export function followRequests(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return {
    settled: () =>
      expect
        .poll(() => [...open].map((r) => `${r.method()} ${r.url()}`), {
          message: 'requests in flight',
          timeout: 15_000,
        })
        .toEqual([]),
  };
}
