// Catalogue pages are one page for everyone (shared caches keep them): the HTML is the same for a
// visitor, a signed-in customer, one with analytics cookies and one with a saved place, and the
// browser shows each their own header, place and prompt before the first paint.
import { expect, type Page, test } from '@playwright/test';
import { locateInCairo, signIn } from './helpers.ts';

const CATALOGUE = [
  '/en',
  '/ar/categories',
  '/en/categories/1',
  '/en/stores',
  '/en/store/2',
  '/en/single-product/1',
  '/en/all-products?list=new-arrival',
  '/tr/privacy-policy',
];

/** The HTML a request with these cookies gets, and its caching headers. */
async function fetchPage(baseURL: string, path: string, cookie: string) {
  const res = await fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    html: await res.text(),
    cacheControl: res.headers.get('cache-control') ?? '',
    vary: res.headers.get('vary') ?? '',
    setCookie: res.headers.getSetCookie(),
  };
}

/** The session cookies of a signed-in page, as a Cookie header. */
async function sessionHeader(page: Page, baseURL: string): Promise<string> {
  await signIn(page, baseURL);
  const cookies = await page.context().cookies(baseURL);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

test('a catalogue page is the same HTML for everyone, public for shared caches, varying on no cookie', async ({
  page,
  baseURL,
}) => {
  const signedIn = await sessionHeader(page, baseURL!);
  expect(signedIn).toMatch(/\bsigned_in=1\b/);
  const visitors = {
    visitor: '',
    customer: signedIn,
    analytics: '_ga=GA1.2.1234.5678; _fbp=fb.1.1700000000.42; _gcl_au=1.1.99',
    located: 'fullLocation=Qwertyville%20Corniche; location_asked=1; latitude=30.04; longitude=31.23',
  };
  const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;
  /** The page as shared caches would keep it: a render from data past its freshness says no-store
   * and starts a refresh, so the next render is the whole, current one. */
  const sharedCopy = async (path: string, cookie: string) => {
    let got: Awaited<ReturnType<typeof fetchPage>> | undefined;
    await expect
      .poll(
        async () => {
          got = await fetchPage(baseURL!, path, cookie);
          return got.cacheControl;
        },
        { message: `${path} offered to shared caches`, timeout: 10_000 },
      )
      .toMatch(SHARED);
    return got!;
  };
  for (const path of CATALOGUE) {
    // The first answers warm the server's data caches (a cold render may order its islands
    // differently); every visitor then gets the same document.
    await fetchPage(baseURL!, path, '');
    const reference = await sharedCopy(path, '');
    for (const [who, cookie] of Object.entries(visitors)) {
      const got = await sharedCopy(path, cookie);
      expect(got.html, `${path} for the ${who}`).toBe(reference.html);
      expect(got.vary.toLowerCase(), `${path} for the ${who}`).not.toContain('cookie');
      expect(got.setCookie, `${path} for the ${who}`).toEqual([]);
    }
    expect(reference.html, path).not.toMatch(/<html[^>]*data-signed-in/);
    expect(reference.html, path).not.toContain('Qwertyville');
  }
});

test('without a language in the URL, the page varies on Accept-Language unless a language is stored', async ({
  baseURL,
}) => {
  const bare = await fetchPage(baseURL!, '/categories', '');
  expect(bare.vary).toMatch(/Accept-Language/);
  const stored = await fetchPage(baseURL!, '/categories', 'lang=ar');
  expect(stored.vary).not.toMatch(/Accept-Language/);
  expect(stored.html).toContain('lang="ar"');
});

test('a signed-in customer sees the account links on a shared page before the first paint, no shift', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await page.goto('/en/categories');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // Hidden from everyone (display: none), so neither seen nor read out.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.001);

  await page.setViewportSize({ width: 320, height: 640 });
  const tabs = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(tabs.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(tabs.getByRole('listitem')).toHaveCount(5);
});

test('a visitor sees Sign in; a forged "signed in" hint is removed by the server and changes nothing', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
  const answer = await page.goto('/en/stores');
  expect((await answer?.allHeaders())?.['set-cookie'] ?? '').toMatch(/signed_in=deleted;.*Expires=Thu, 01 Jan 1970/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'signed_in')).toBe(false);
  // Never on an answer a shared cache keeps with its headers (a picture).
  const picture = await fetch(`${baseURL}/img?p=business/souq-express-favicon.png&w=64`, {
    headers: { cookie: 'signed_in=1' },
  });
  expect(picture.status).toBe(200);
  expect(picture.headers.getSetCookie()).toEqual([]);
  // The account pages still ask the session itself.
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
  await page.goto('/en/profile');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a saved place shows in the top bar (Arabic too) and the first-visit prompt stays away', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/en/categories');
  await expect(page.getByRole('region', { name: 'Use my location' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose location' })).toBeVisible();

  await locateInCairo(context, baseURL!);
  await context.addCookies([
    { name: 'fullLocation', value: encodeURIComponent('ميدان التحرير، القاهرة'), url: baseURL! },
  ]);
  await page.goto('/ar/categories');
  const place = page.getByRole('button', { name: /ميدان التحرير، القاهرة/ });
  await expect(place).toBeVisible();
  await expect(place).toContainText('ميدان التحرير، القاهرة');
  await expect(page.locator('[data-location-prompt]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'اختر موقعك' })).toHaveCount(0);
});

test('signing out on a shared page brings back Sign in on the next page', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/en/stores');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  const out = await page.request.delete('/api/session', { headers: { Origin: baseURL! } });
  expect(out.ok()).toBe(true);
  await page.goto('/en/stores');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
