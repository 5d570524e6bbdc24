// Attacks on the checkout page's form posts (/checkout): a distance, price or total added to the
// form changes nothing (the server measures and prices the order itself); another customer's saved
// address is refused; a post from another site is refused before anything runs; a confirmation
// sent again, even after the cart was filled anew, places nothing new.
import { expect, test, type Page } from '@playwright/test';
import { addToServerCart } from '../e2e/cart-steps.ts';
import { apiGet, signUpFresh } from '../e2e/helpers.ts';

interface Item {
  id: number;
  price: number;
  module_id: number;
}

const CAIRO = { latitude: '30.05', longitude: '31.24' };

async function runningOrders(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
  return ((await res.json()).orders as Array<{ id: number }>).map((o) => o.id);
}

async function saveAddress(page: Page, baseURL: string, address: string): Promise<number> {
  const res = await page.request.post('/en/addresses', {
    headers: { Origin: baseURL },
    form: {
      intent: 'add',
      address_type: 'home',
      contact_person_name: 'Saved Person',
      contact_person_number: '01012345670',
      address,
      ...CAIRO,
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const list = await (await page.request.get('/api/v1/customer/address/list?limit=50&offset=1')).json();
  return (list.addresses as Array<{ id: number; address: string }>).find((a) => a.address === address)!.id;
}

/** The confirmation key the checkout page renders into its form. */
async function renderedKey(page: Page): Promise<string> {
  const html = await (await page.request.get('/en/checkout')).text();
  return /name="key" value="([0-9a-f-]{36})"/.exec(html)![1]!;
}

const contact = {
  contact_person_name: 'Test Buyer',
  contact_person_number: '01012345678',
  contact_person_email: 'buyer@demo.test',
  address: '12 Tahrir Square, Cairo',
  order_note: '',
};

function post(page: Page, baseURL: string, form: Record<string, string>) {
  return page.request.post('/en/checkout', { headers: { Origin: baseURL }, form, maxRedirects: 0 });
}

test('a forged distance, price or total is ignored: the order costs what the server worked out', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  const addressId = await saveAddress(page, baseURL!, 'Forged Street 1');
  const key = await renderedKey(page);
  const forged = { distance: '0.01', delivery_fee: '0', price: '1', total: '1', order_amount: '1' };
  const form = { ...contact, point: `address:${addressId}`, key, ...forged };
  const reviewed = await post(page, baseURL!, { ...form, intent: 'review' });
  expect(reviewed.status()).toBe(303);
  const review = await (await page.request.get('/en/checkout?step=review')).text();
  const shownTotal = /data-cost="total"[^>]*>([^<]+)</.exec(review)![1]!.trim();
  expect(shownTotal).not.toMatch(/^1\.00/);
  const lines = /name="lines" value="([^"]+)"/.exec(review)![1]!;

  const confirmed = await post(page, baseURL!, { ...form, lines, intent: 'confirm' });
  expect(confirmed.status()).toBe(303);
  const orderId = Number(confirmed.headers().location!.split('/').pop());
  const details = await (await page.request.get(`/en/orders-details/${orderId}`)).text();
  expect(/data-total[^>]*>([^<]+)</.exec(details)![1]!.trim()).toBe(shownTotal);
  expect(await runningOrders(page)).toEqual([orderId]);
});

test('another customer’s saved address is refused and nothing is ordered', async ({ page, browser, baseURL }) => {
  const other = await browser.newPage({ baseURL });
  await signUpFresh(other, baseURL!);
  const theirs = await saveAddress(other, baseURL!, 'Someone Else Street 9');
  await other.close();

  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  const key = await renderedKey(page);
  for (const intent of ['review', 'confirm']) {
    const res = await post(page, baseURL!, { ...contact, point: `address:${theirs}`, key, intent, lines: '' });
    expect(res.status(), intent).toBe(400);
    const html = await res.text();
    expect(html).toContain('Choose one of your own saved addresses.');
    expect(html).not.toContain('Someone Else Street');
  }
  expect(await runningOrders(page)).toEqual([]);
});

test('a post from another site is refused before anything runs', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL!);
  await addToServerCart(page, baseURL!, await apiGet<Item>(page.request, '/items/details/1'), 2);
  const key = await renderedKey(page);
  const form = { ...contact, point: 'area:5', key, intent: 'confirm' };
  const evil = await page.request.post('/en/checkout', {
    headers: { Origin: 'https://evil.example' },
    form,
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(403);
  const noOrigin = await page.request.post('/en/checkout', {
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    form,
    maxRedirects: 0,
  });
  expect(noOrigin.status()).toBe(403);
  expect(await runningOrders(page)).toEqual([]);
});

test('a confirmation sent again places nothing new, even with a new cart', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL!);
  const item = await apiGet<Item>(page.request, '/items/details/1');
  const lines = (await addToServerCart(page, baseURL!, item, 2)).map((l) => `${l.id}:${l.quantity}`).join(',');
  const key = await renderedKey(page);
  const form = { ...contact, point: 'area:5', key, lines, intent: 'confirm' };
  const first = await post(page, baseURL!, form);
  expect(first.status()).toBe(303);
  const placedAt = first.headers().location!;
  expect(placedAt).toMatch(/\/en\/orders-details\/\d+$/);

  // The cart filled again; the same confirmation replayed: the first order, nothing new.
  await addToServerCart(page, baseURL!, item, 1);
  const replayed = await post(page, baseURL!, form);
  expect(replayed.status()).toBe(303);
  expect(replayed.headers().location).toBe(placedAt);
  expect(await runningOrders(page)).toEqual([Number(placedAt.split('/').pop())]);
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.lines).toHaveLength(1);
});
