// Attacks on coupons at checkout, sent as an outsider would: another store's coupon sent straight to
// /api/order and to /checkout is refused before anything is ordered; a discount or total forged
// beside a good code changes nothing (the marketplace works the discount out); an over-long or
// malformed code is refused at the storefront's boundary, never sent on; the coupon calls are a
// signed-in customer's; seeded customer 1, who used WELCOME20, is told it is used up.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addToServerCart } from '../e2e/cart-steps.ts';
import { locateInCairo, signIn, signUpFresh } from '../e2e/helpers.ts';

/** Okra Tagine with Beef at Tahrir Koshary House (store 2): 172 after its own discount. */
const TAGINE = { id: 21, price: 212, module_id: 2 };
const STORE = { latitude: 30.0478, longitude: 31.2381 };

const form = {
  contact_person_name: 'Test Buyer',
  contact_person_number: '01012345678',
  contact_person_email: 'buyer@demo.test',
  address: '12 Tahrir Square, Cairo',
};

async function runningOrders(page: Page): Promise<Array<{ id: number; coupon_discount_amount: number }>> {
  const res = await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
  return (await res.json()).orders;
}

function order(page: Page, baseURL: string, lines: Array<{ id: number }>, extra: Record<string, unknown>) {
  return page.request.post('/api/order', {
    headers: { Origin: baseURL },
    data: {
      key: randomUUID(),
      storeId: 2,
      moduleId: 2,
      ...STORE,
      total: 172,
      form,
      lines: lines.map((l) => ({ id: l.id, quantity: 1 })),
      ...extra,
    },
  });
}

async function customerWithTagine(page: Page, baseURL: string) {
  await locateInCairo(page.context(), baseURL);
  await signUpFresh(page, baseURL);
  return addToServerCart(page, baseURL, TAGINE, 1);
}

test("another store's coupon sent straight to /api/order orders nothing", async ({ page, baseURL }) => {
  const lines = await customerWithTagine(page, baseURL!);
  for (const code of ['GRILL30', 'RAMADAN25', 'FRESH15']) {
    const res = await order(page, baseURL!, lines, { coupon: code });
    expect(res.status(), code).toBe(422);
    expect((await res.json()).code).toBe(code === 'RAMADAN25' ? 'coupon_expired' : 'coupon_unknown');
  }
  expect(await runningOrders(page)).toEqual([]);
});

test('a forged discount or total beside a good code changes nothing', async ({ page, baseURL }) => {
  const lines = await customerWithTagine(page, baseURL!);
  const res = await order(page, baseURL!, lines, {
    coupon: 'SAVE10',
    total: 1,
    coupon_discount_amount: 171,
    discount: 171,
    form: { ...form, coupon_discount_amount: 171 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { orderId, total } = await res.json();
  expect(total).toBeGreaterThan(100);
  const placed = (await runningOrders(page)).find((o) => o.id === orderId)!;
  // 10 % of 172, as the marketplace works it out.
  expect(Number(placed.coupon_discount_amount)).toBeCloseTo(17.2, 2);
});

test('an over-long or malformed code is refused at the boundary', async ({ page, baseURL }) => {
  const lines = await customerWithTagine(page, baseURL!);
  for (const code of ['S'.repeat(101), "SAVE10' OR '1'='1", 'SAVE 10', '<script>', '']) {
    const placed = await order(page, baseURL!, lines, { coupon: code });
    expect(placed.status(), code).toBe(400);
    const applied = await page.request.post('/api/coupons', {
      headers: { Origin: baseURL! },
      data: { code, store_id: 2, module_id: 2 },
    });
    expect(applied.status(), code).toBe(400);
  }
  const extra = await page.request.post('/api/coupons', {
    headers: { Origin: baseURL! },
    data: { code: 'SAVE10', store_id: 2, module_id: 2, guest_id: 5 },
  });
  expect(extra.status()).toBe(400);
  expect(await runningOrders(page)).toEqual([]);
});

test("another store's coupon posted to /checkout comes back refused on its field", async ({ page, baseURL }) => {
  await customerWithTagine(page, baseURL!);
  const html = await (await page.request.get('/en/checkout')).text();
  const key = /name="key" value="([0-9a-f-]{36})"/.exec(html)![1]!;
  const post = (extra: Record<string, string>) =>
    page.request.post('/en/checkout', {
      headers: { Origin: baseURL! },
      form: { ...form, order_note: '', point: 'here', key, intent: 'review', ...extra },
      maxRedirects: 0,
    });
  const refused = await post({ coupon_code: 'GRILL30' });
  expect(refused.status()).toBe(422);
  const body = await refused.text();
  expect(body).toMatch(/data-coupon-status="refused"/);
  expect(body).toContain('value="GRILL30"');
  const long = await post({ coupon_code: 'S'.repeat(150) });
  expect(long.status()).toBe(422);
  // Confirming straight away with the code goes through the same check: nothing is ordered.
  const confirmed = await post({ coupon_code: 'GRILL30', intent: 'confirm', lines: '' });
  expect(confirmed.status()).toBe(422);
  expect(await runningOrders(page)).toEqual([]);
});

test('coupons are for a signed-in customer; customer 1 has used WELCOME20', async ({ page, baseURL }) => {
  const anonymous = await page.request.post('/api/coupons', {
    headers: { Origin: baseURL! },
    data: { code: 'SAVE10', store_id: 2, module_id: 2 },
  });
  expect(anonymous.status()).toBe(401);
  expect((await page.request.get('/api/coupons?store_id=2&module_id=2')).status()).toBe(401);
  // Another site's page cannot make a signed-in browser apply a code.
  await signIn(page, baseURL!);
  const foreign = await page.request.post('/api/coupons', {
    headers: { Origin: 'https://evil.example' },
    data: { code: 'SAVE10', store_id: 2, module_id: 2 },
  });
  expect(foreign.status()).toBe(403);
  const used = await page.request.post('/api/coupons', {
    headers: { Origin: baseURL! },
    data: { code: 'WELCOME20', store_id: 2, module_id: 2 },
  });
  expect(used.status()).toBe(422);
  expect((await used.json()).code).toBe('coupon_used_up');
  const other = await page.request.post('/api/coupons', {
    headers: { Origin: baseURL! },
    data: { code: 'VIP50', store_id: 2, module_id: 2 },
  });
  expect((await other.json()).code).toBe('coupon_not_eligible');
});
