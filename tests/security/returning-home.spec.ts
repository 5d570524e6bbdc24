// Attacks on the home page's returning-customer blocks: the private endpoints answer only the
// session's own customer, are never stored on the way, and take no parameter naming anyone; the
// shared home HTML carries nothing of the customer, whoever asks for it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, signUpFresh } from '../e2e/helpers.ts';

/** Items of customer 1's delivered food orders (seed). */
const SPAGHETTI = 246;
const BABA_GHANOUSH = 18;

const orderAgain = async (request: APIRequestContext, query = '?lang=en') => {
  const res = await request.get(`/api/home/order-again${query}`);
  return { status: res.status(), cacheControl: res.headers()['cache-control'], text: await res.text() };
};

test("order again answers the session's own customer only, and is never stored", async ({ browser, baseURL }) => {
  const mine = await browser.newContext({ baseURL });
  const theirs = await browser.newContext({ baseURL });
  await signIn(await mine.newPage(), baseURL!);
  await signUpFresh(await theirs.newPage(), baseURL!);

  const own = await orderAgain(mine.request);
  expect(own.status).toBe(200);
  expect(own.cacheControl).toBe('private, no-store');
  const ids = (JSON.parse(own.text) as { items: Array<{ id: number }> }).items.map((i) => i.id);
  expect(ids).toEqual(expect.arrayContaining([SPAGHETTI, BABA_GHANOUSH]));

  // Another customer (no orders) gets none of them, asked at once after: no shared cache entry.
  const other = await orderAgain(theirs.request);
  expect(other.status).toBe(200);
  expect(other.cacheControl).toBe('private, no-store');
  expect(JSON.parse(other.text)).toEqual({ items: [] });

  // No parameter can name another customer or session: refused, never read.
  for (const query of ['?user_id=1', '?customer_id=1', '?lang=en&session=x', '?token=abc', '?lang=xx']) {
    const res = await orderAgain(theirs.request, query);
    expect(res.status, query).toBe(400);
    expect(res.cacheControl).toBe('private, no-store');
    expect(res.text).not.toContain(String(SPAGHETTI));
  }
  // The session token never reaches the browser in the answer.
  const cookies = await mine.cookies(baseURL!);
  for (const cookie of cookies.filter((c) => c.httpOnly)) expect(own.text).not.toContain(cookie.value);
  await mine.close();
  await theirs.close();
});

test('signed out or with a forged session, order again answers 401 and nothing else', async ({ request, baseURL }) => {
  const none = await orderAgain(request);
  expect(none.status).toBe(401);
  expect(none.cacheControl).toBe('private, no-store');
  const forged = await fetch(`${baseURL}/api/home/order-again?lang=en`, {
    headers: { cookie: 'session=forged.value; signed_in=1' },
  });
  expect(forged.status).toBe(401);
  expect(forged.headers.get('cache-control')).toBe('private, no-store');
  expect(await forged.text()).not.toContain(String(SPAGHETTI));
});

test('stores near you are private too, and follow only the location cookies', async ({ request, baseURL }) => {
  const res = await request.get('/api/home/nearby-stores?lang=en');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(await res.json()).toEqual({ located: false });
  // A point in the query is refused, not measured from.
  const sent = await request.get('/api/home/nearby-stores?latitude=30.04&longitude=31.23');
  expect(sent.status()).toBe(400);
  const located = await fetch(`${baseURL}/api/home/nearby-stores`, {
    headers: { cookie: 'latitude=30.0444; longitude=31.2357; zoneid=%5B5%5D' },
  });
  expect(located.headers.get('cache-control')).toBe('private, no-store');
  expect(((await located.json()) as { located: boolean }).located).toBe(true);
});

test('the shared home HTML is the same for everyone and holds no personal data', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, baseURL!);
  const cookie = (await context.cookies(baseURL!)).map((c) => `${c.name}=${c.value}`).join('; ');
  const visit = async (path: string, withCookie: string) =>
    (await fetch(`${baseURL}${path}`, { headers: withCookie ? { cookie: withCookie } : {} })).text();

  for (const path of ['/en', '/ar']) {
    await visit(path, '');
    // The customer's copy and a stranger's are one page (a cold render may differ: polled).
    await expect
      .poll(async () => (await visit(path, cookie)) === (await visit(path, '')), { timeout: 15_000 })
      .toBe(true);
    const html = await visit(path, cookie);
    expect(html).toContain('data-returning');
    // The blocks' lists are empty in the HTML; they are filled in the browser.
    expect(html.match(/<ul[^>]*data-block-list[^>]*>\s*<\/ul>/g)).toHaveLength(3);
    expect(html).not.toContain('customer@demo.test');
    for (const c of (await context.cookies(baseURL!)).filter((c) => c.httpOnly)) expect(html).not.toContain(c.value);
  }
  await context.close();
});
