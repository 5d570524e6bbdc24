// /search: results rendered by the server for ?q= (with or without JavaScript), and the live
// search island: one request per 250 ms pause, stale requests aborted, blank text clears.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoViolations } from './axe.ts';

/** Items of the food module in zone 5 whose name holds "pizza" (the build-your-own pizza among them). */
const PIZZAS = 11;

/** The island has hydrated when Astro removes its `ssr` attribute. */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="LiveSearch"]')).not.toHaveAttribute('ssr', '');
}

function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/search')) seen.push(request);
  });
  return seen;
}

const queries = (requests: Request[]) => requests.map((r) => new URL(r.url()).searchParams.get('q'));
const status = (page: Page) => page.getByRole('main').getByRole('status');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('starts with a hint; typing searches once per pause and keeps ?q= in the address', async ({ page }) => {
  await page.goto('/en/search');
  await expect(status(page)).toHaveText('Start typing to find products.');
  await hydrated(page);
  const requests = searchRequests(page);
  const input = page.getByRole('searchbox', { name: 'Search products' });

  // Keystrokes 100 ms apart: one pause, one request. The page notes when each key arrived: on
  // a machine busy enough to hold a key past the 250 ms pause, that was a pause too.
  await input.evaluate((el) => {
    const times: number[] = [];
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
    el.addEventListener('keydown', () => times.push(performance.now()));
  });
  // The texts searched for when `typed` has been typed: one after each pause, and the whole.
  const searched = async (typed: string) => {
    const times = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
    const paused = times.slice(1).map((t, i) => t - times[i]! >= 250);
    return [...paused.flatMap((p, i) => (p ? [typed.slice(0, i + 1)] : [])), typed];
  };
  await input.pressSequentially('burg', { delay: 100 });
  await expect(cards(page)).not.toHaveCount(0);
  // The last request goes out once the last pause has passed.
  const some = await searched('burg');
  await expect.poll(() => queries(requests)).toEqual(some);
  await expect(status(page)).toHaveText(/^Results: \d+$/);
  await expect(page).toHaveURL(/\/en\/search\?q=burg$/);

  // Keystrokes 400 ms apart: a pause after each, a request after each (two keys a busy machine
  // held back and gave at once are one).
  await input.pressSequentially('er', { delay: 400 });
  const all = await searched('burger');
  await expect.poll(() => queries(requests)).toEqual(all);
  await expect(page).toHaveURL(/\?q=burger$/);
  await expect(status(page)).toHaveText('Results: 9');
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('heading', { level: 2, name: 'Veggie Burger' })).toBeVisible();
});

test('blank text clears the results without a request', async ({ page }) => {
  // The page's clock, moved on past the typing pause rather than waited for.
  await page.clock.install();
  await page.goto('/en/search?q=pizza');
  await expect(cards(page)).toHaveCount(PIZZAS);
  await hydrated(page);
  const requests = searchRequests(page);
  const input = page.getByRole('searchbox', { name: 'Search products' });
  await input.fill('');
  await expect(status(page)).toHaveText('Start typing to find products.');
  await expect(cards(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/search$/);
  await input.fill('   ');
  await page.clock.runFor(600);
  // A search would have been sent from the timer itself; one trip to the page lets it show.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(requests).toEqual([]);
});

test('shows that it is searching, and aborts a request that typing has made stale', async ({ page }) => {
  await page.goto('/en/search');
  await hydrated(page);
  // The first search is held until typing has sent the next one, which makes it stale.
  let nextSent!: () => void;
  const stale = new Promise<void>((resolve) => (nextSent = resolve));
  page.on('request', (request) => {
    if (request.url().includes('/api/search?') && new URL(request.url()).searchParams.get('q') !== 'piz') nextSent();
  });
  await page.route('**/api/search?**', async (route) => {
    if (new URL(route.request().url()).searchParams.get('q') === 'piz') await stale;
    await route.continue().catch(() => {});
  });
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/search')) aborted.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  const input = page.getByRole('searchbox', { name: 'Search products' });
  await input.pressSequentially('piz');
  await expect(status(page)).toHaveText('Searching…');
  await input.pressSequentially('za');
  await expect.poll(() => aborted).toEqual(['piz']);
  await expect(status(page)).toHaveText(`Results: ${PIZZAS}`);
  await expect(cards(page)).toHaveCount(PIZZAS);
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/en/search');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search products' }).pressSequentially('zzzz');
  await expect(status(page)).toHaveText('No products match your search.');
  await expect(cards(page)).toHaveCount(0);
});

test('the server answers ?q= and the form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en/search?q=burger');
  await expect(status(page)).toHaveText('Results: 9');
  await expect(cards(page)).toHaveCount(9);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/search\?q=burger$/);
  const input = page.getByRole('searchbox', { name: 'Search products' });
  await expect(input).toHaveValue('burger');
  await input.fill('zzzz');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=zzzz$/);
  await expect(status(page)).toHaveText('No products match your search.');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pizza');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page)).toHaveCount(PIZZAS);
  await context.close();
});

test('results are paged 20 at a time, the pager keeping the query', async ({ page }) => {
  await page.goto('/en/search?q=a');
  await expect(cards(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=a&page=2$/);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the endpoint checks its query', async ({ request }) => {
  expect((await request.get('/api/search?q=')).status()).toBe(400);
  expect((await request.get(`/api/search?q=${'x'.repeat(101)}`)).status()).toBe(400);
  expect((await request.get('/api/search?q=pizza&page=0')).status()).toBe(400);
  const ok = await request.get('/api/search?q=%20pizza%20');
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toContain('max-age=30');
  const body = (await ok.json()) as {
    q: string;
    total: number;
    products: { name: string; store_phone: string | null }[];
  };
  expect(body.q).toBe('pizza');
  expect(body.total).toBe(PIZZAS);
  expect(body.products[0]).toHaveProperty('store_phone');
});

for (const lang of ['en', 'ar']) {
  test.describe(`axe, ${lang}`, () => {
    for (const path of ['/search', '/search?q=pizza', '/search?q=zzzz', '/search?q=a']) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(`/${lang}${path}`);
        await hydrated(page);
        await expectNoViolations(page);
      });
    }
  });
}
