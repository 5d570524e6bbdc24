// Attacks on the prescription order page (/store/{id}/prescription). The real server takes any file
// as a prescription and checks no switch (api/docs/prescriptions.md), so the storefront must:
// a file that is not a picture (HTML or a PDF renamed .png, a PNG header on garbage), too many or
// too large files, a store that takes no prescriptions, a distance sent by the browser, a post from
// another site; and another customer's prescription order stays theirs.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { locateInCairo, signUpFresh } from '../e2e/helpers.ts';
import { BROKEN_PNG, HTML_AS_PNG, JPEG, PDF_AS_PNG, PNG } from '../fixtures/rx-images.ts';

const E = en.prescription.errors;
/** An English message with the form's limits filled in (5 pictures, 2 MB each, 4 MB in all). */
const said = (text: string, name = '') =>
  text
    .replace('{{max}}', '5')
    .replace('{{each}}', '2')
    .replace('{{total}}', '4')
    .replace('{{name}}', name)
    .replaceAll('"', '&quot;');
type Upload = { name: string; mimeType: string; buffer: Buffer };
const png = (name = 'rx.png', buffer: Buffer = PNG): Upload => ({ name, mimeType: 'image/png', buffer });

async function customer(page: Page, context: BrowserContext, baseURL: string) {
  await locateInCairo(context, baseURL);
  await signUpFresh(page, baseURL);
}

async function post(
  page: Page,
  baseURL: string,
  files: Upload[],
  fields: Record<string, string> = {},
  store = 7,
  origin = baseURL,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ point: 'here', order_note: 'Typed note', ...fields })) form.append(k, v);
  for (const f of files)
    form.append('order_attachment[]', new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
  return page.request.post(`/en/store/${store}/prescription`, {
    headers: { Origin: origin },
    multipart: form,
    maxRedirects: 0,
  });
}

async function myOrders(page: Page) {
  const res = await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
  return (await res.json()).orders as Array<{ id: number; distance: number; prescription_order: boolean }>;
}

test('a file that is not a picture is refused by its bytes, whatever its name and type', async ({
  page,
  context,
  baseURL,
}) => {
  await customer(page, context, baseURL!);
  for (const [file, key] of [
    [png('prescription.png', HTML_AS_PNG), E.notImage],
    [png('scan.png', PDF_AS_PNG), E.notImage],
    [png('broken.png', BROKEN_PNG), E.unreadable],
  ] as const) {
    const res = await post(page, baseURL!, [png(), file]);
    expect(res.status()).toBe(400);
    const html = await res.text();
    expect(html).toContain(key.replace('{{name}}', file.name).replaceAll('"', '&quot;'));
    // What was typed is kept.
    expect(html).toContain('Typed note');
  }
  expect(await myOrders(page)).toEqual([]);
});

test('too many files, one too large, or too much in all: refused before anything is sent', async ({
  page,
  context,
  baseURL,
}) => {
  await customer(page, context, baseURL!);
  const six = Array.from({ length: 6 }, (_, i) => png(`rx-${i}.png`));
  let res = await post(page, baseURL!, six);
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain(said(E.tooMany));
  // A PNG header padded past 2 MB.
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
  res = await post(page, baseURL!, [png('big.png', big)]);
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain(said(E.tooLarge, 'big.png'));
  // Three files of 1.5 MB: each allowed, 4.5 MB in all is not.
  const part = Buffer.concat([JPEG, Buffer.alloc(1.5 * 1024 * 1024)]);
  res = await post(
    page,
    baseURL!,
    [0, 1, 2].map((i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: part })),
  );
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain(said(E.tooLargeTotal));
  expect(html).toContain('Typed note');
  // Over the server's door for any body: refused unread.
  res = await post(page, baseURL!, [png('huge.png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))]);
  expect(res.status()).toBe(413);
  // No file at all.
  res = await post(page, baseURL!, []);
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain(E.noFiles);
  expect(await myOrders(page)).toEqual([]);
});

test('a store that takes no prescriptions, or is no pharmacy, refuses the post', async ({ page, context, baseURL }) => {
  await customer(page, context, baseURL!);
  for (const store of [23, 1]) {
    const res = await post(page, baseURL!, [png()], {}, store);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(en.prescription.notOffered);
  }
  expect((await post(page, baseURL!, [png()], {}, 999999)).status()).toBe(404);
  expect(await myOrders(page)).toEqual([]);
});

test('a post from another site is refused; a distance sent by the browser is ignored', async ({
  page,
  context,
  baseURL,
}) => {
  await customer(page, context, baseURL!);
  const forged = await post(page, baseURL!, [png()], {}, 7, 'https://evil.example');
  expect(forged.status()).toBe(403);
  expect(await myOrders(page)).toEqual([]);
  const res = await post(page, baseURL!, [png()], { distance: '0', latitude: '0', longitude: '0', store_id: '1' });
  expect(res.status()).toBe(303);
  const id = Number(/orders-details\/(\d+)$/.exec(res.headers().location ?? '')?.[1]);
  const order = (await myOrders(page)).find((o) => o.id === id)!;
  expect(order.prescription_order).toBe(true);
  // Store 7 is about 0.6 km from the chosen point in Cairo, measured by the server.
  expect(order.distance).toBeGreaterThan(0.1);
  expect(order.distance).toBeLessThan(5);
});

test('a form posted twice (a double press, Back and post again) is one order', async ({ page, context, baseURL }) => {
  await customer(page, context, baseURL!);
  const form = await page.request.get('/en/store/7/prescription');
  const key = /name="key" value="([0-9a-f-]{36})"/.exec(await form.text())?.[1] ?? '';
  expect(key).toBeTruthy();
  // Both presses at once, then the same form again later.
  const [first, second] = await Promise.all([
    post(page, baseURL!, [png()], { key }),
    post(page, baseURL!, [png()], { key }),
  ]);
  const third = await post(page, baseURL!, [png()], { key });
  for (const res of [first, second, third]) expect(res.status()).toBe(303);
  const places = new Set([first, second, third].map((res) => res.headers().location));
  expect(places.size).toBe(1);
  expect((await myOrders(page)).filter((o) => o.prescription_order)).toHaveLength(1);
  // A new form is a new order.
  expect((await post(page, baseURL!, [png()])).status()).toBe(303);
  expect((await myOrders(page)).filter((o) => o.prescription_order)).toHaveLength(2);
});

test("another customer's prescription order is not shown, nor its pictures", async ({ browser, baseURL }) => {
  const a = await browser.newContext();
  const pageA = await a.newPage();
  await customer(pageA, a, baseURL!);
  const res = await post(pageA, baseURL!, [png()]);
  expect(res.status()).toBe(303);
  const path = res.headers().location!;
  const mine = await pageA.request.get(path);
  expect(await mine.text()).toContain('data-attachment');

  const b = await browser.newContext();
  const pageB = await b.newPage();
  await customer(pageB, b, baseURL!);
  const theirs = await pageB.request.get(path);
  expect(theirs.status()).toBe(404);
  const html = await theirs.text();
  expect(html).not.toContain('data-attachment');
  expect(html).not.toContain('/order/');
  await a.close();
  await b.close();
});
