// The W3C Nu HTML Checker (vnu, the validator.w3.org engine) finds no error on the main pages,
// signed out and signed in, in English and Arabic: the HTML the server sends, and the document
// after the islands have hydrated. The JVM starts slowly, so each test puts its pages into one
// run; the three tests (as served, hydrated signed out, hydrated signed in) share the workers.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiGet, signIn, signUpFresh } from './helpers.ts';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const run = promisify(execFile);

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function validate(files: string[]): Promise<VnuMessage[]> {
  // vnu exits 1 when it found errors; its JSON report is on stderr either way.
  const result = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
    if (!error.stderr?.trimStart().startsWith('{')) throw error;
    return { stdout: error.stdout ?? '', stderr: error.stderr };
  });
  return (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
}

async function paths(request: APIRequestContext) {
  const categoryId = ((await apiGet(request, '/categories')) as Array<{ id: number }>)[0]!.id;
  const storeId = (
    (await apiGet(request, '/stores/get-stores/all?limit=1&offset=1')).stores as Array<{ id: number }>
  )[0]!.id;
  const item = await apiGet(request, '/items/details/1');
  const campaign = ((await apiGet(request, '/campaigns/basic', 2)) as Array<{ id: number }>)[0]!;
  const publicPaths = [
    '',
    '/categories',
    `/categories/${categoryId}`,
    '/stores',
    `/store/${storeId}`,
    `/single-product/${item.id}`,
    '/search?q=milk',
    '/whishlists',
    '/privacy-policy',
    '/about',
    '/login',
    '/cart',
    '/profile',
    '/no-such-page',
    // A food store as a menu, sorted; a closed one with its hours; a dish with options; reviews.
    '/store/2?sort=price_desc&type=veg',
    '/store/18',
    '/single-product/311',
    '/single-product/1/reviews',
    '/all-products?list=discounted',
    '/track-order',
    // The shop module's brands, a brand's products, a food campaign's page.
    '/brands',
    '/brands/6',
    `/campaigns/${campaign.id}?module=2`,
    // What the service worker shows for a page never kept offline.
    '/offline',
  ];
  const accountPaths = [
    '/cart',
    '/profile',
    '/update-profile',
    '/orders-lists',
    '/orders-details/100002',
    '/notifications',
    '/addresses',
    // A pharmacy's prescription order form.
    '/store/7/prescription',
  ];
  return { item, publicPaths, accountPaths };
}

/** Pages saved as files for one vnu run, then checked: no error. */
class Documents {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  private readonly files: string[] = [];

  save(name: string, html: string) {
    const file = path.join(this.dir, `${name.replace(/[^a-z0-9]+/gi, '_')}.html`);
    writeFileSync(file, html);
    this.files.push(file);
  }

  async served(api: APIRequestContext, label: string, url: string) {
    const response = await api.get(url);
    expect(response.status(), `${label} ${url}`).toBe(url.endsWith('/no-such-page') ? 404 : 200);
    this.save(`served ${label} ${url}`, await response.text());
  }

  async hydrated(page: Page, label: string, url: string) {
    await page.goto(url);
    // Islands that wait to be seen or for an idle moment get both before the document is read.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    // The toast library injects its stylesheet, where custom properties hold bare expressions
    // (`--scale: var(--toasts-before) * 0.05 + 1`): valid CSS, which vnu's CSS parser rejects.
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const style of copy.querySelectorAll('style'))
        if (style.textContent?.includes('[data-sonner-toaster]')) style.remove();
      return copy.outerHTML;
    });
    this.save(`hydrated ${label} ${url}`, `<!doctype html>\n${html}`);
  }

  async expectValid() {
    try {
      const errors = await validate(this.files);
      const report = errors.map(
        (e) =>
          `${path.basename(decodeURIComponent(e.url ?? ''))}:${e.lastLine ?? '?'} ${e.message}\n    ${e.extract?.replace(/\s+/g, ' ') ?? ''}`,
      );
      expect(
        report,
        `vnu found ${errors.length} errors in ${this.files.length} documents:\n${report.join('\n')}`,
      ).toEqual([]);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/** A fresh account whose cart has a line, so the demo customer's cart stays as other tests expect. */
async function buyerWithCart(
  browser: Browser,
  baseURL: string,
  item: { id: number; module_id: number; price: number },
) {
  const buyer = await browser.newContext({ baseURL });
  const buyerPage = await buyer.newPage();
  await signUpFresh(buyerPage, baseURL);
  const added = await buyerPage.request.post('/api/v1/customer/cart/add', {
    headers: { Origin: baseURL, 'X-Module-Id': String(item.module_id) },
    data: { item_id: item.id, quantity: 1, price: item.price, model: 'Item' },
  });
  expect(added.ok()).toBe(true);
  return { buyer, buyerPage };
}

test.describe('every main page is valid HTML for the W3C checker', () => {
  // Each test loads some forty pages; on a loaded 2-core machine that takes minutes.
  test.describe.configure({ timeout: 600_000 });

  test('as served, signed out and signed in, in English and Arabic', async ({ browser, request, baseURL }) => {
    const { item, publicPaths, accountPaths } = await paths(request);
    const docs = new Documents();
    const signedOut = await browser.newContext({ baseURL });
    const customer = await browser.newContext({ baseURL });
    await signIn(await customer.newPage(), baseURL!);
    const { buyer } = await buyerWithCart(browser, baseURL!, item);
    for (const lang of ['en', 'ar']) {
      for (const p of publicPaths) await docs.served(signedOut.request, 'signed out', `/${lang}${p}`);
      for (const p of publicPaths.filter((p) => p !== '/cart'))
        await docs.served(customer.request, 'signed in', `/${lang}${p}`);
      for (const p of accountPaths.filter((p) => p !== '/cart'))
        await docs.served(customer.request, 'signed in', `/${lang}${p}`);
      await docs.served(buyer.request, 'signed in', `/${lang}/cart`);
      // The checkout page (the order without JavaScript), with the cart's line.
      await docs.served(buyer.request, 'signed in', `/${lang}/checkout`);
    }
    await Promise.all([signedOut.close(), customer.close(), buyer.close()]);
    await docs.expectValid();
  });

  test('once hydrated, signed out, in Arabic', async ({ browser, request, baseURL }) => {
    const { publicPaths } = await paths(request);
    const docs = new Documents();
    const signedOut = await browser.newContext({ baseURL });
    const visitor = await signedOut.newPage();
    for (const p of publicPaths) await docs.hydrated(visitor, 'signed out', `/ar${p}`);
    await signedOut.close();
    await docs.expectValid();
  });

  test('once hydrated, signed in, in English', async ({ browser, request, baseURL }) => {
    const { item, publicPaths, accountPaths } = await paths(request);
    const docs = new Documents();
    const customer = await browser.newContext({ baseURL });
    const customerPage = await customer.newPage();
    await signIn(customerPage, baseURL!);
    for (const p of [
      ...publicPaths.filter((p) => p !== '/cart' && p !== '/login'),
      ...accountPaths.filter((p) => p !== '/cart'),
    ]) {
      await docs.hydrated(customerPage, 'signed in', `/en${p}`);
    }
    const { buyer, buyerPage } = await buyerWithCart(browser, baseURL!, item);
    await docs.hydrated(buyerPage, 'signed in', '/en/cart');
    await docs.hydrated(buyerPage, 'signed in', '/en/checkout');
    await Promise.all([customer.close(), buyer.close()]);
    await docs.expectValid();
  });
});
