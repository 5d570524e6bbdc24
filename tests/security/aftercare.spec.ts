// Attacks on cancelling and on the address book, sent through the storefront as a customer would
// send them by hand: another customer's order or address, an order past pending, a cancel sent
// twice, reasons too long or padded with extra fields, and a point outside every zone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, signUpFresh } from '../e2e/helpers.ts';

const CAIRO = { latitude: '30.0444', longitude: '31.2357' };
const address = (extra: Record<string, unknown> = {}) => ({
  address_type: 'home',
  contact_person_name: 'Someone Else',
  contact_person_number: '+201000000001',
  address: '1 Tahrir Square, Cairo',
  ...CAIRO,
  ...extra,
});

const cancel = (page: Page, baseURL: string, data: unknown) =>
  page.request.put('/api/v1/customer/order/cancel', { headers: { Origin: baseURL }, data });

async function firstAddressId(request: APIRequestContext): Promise<number> {
  const list = await (await request.get('/api/v1/customer/address/list')).json();
  return list.addresses[0].id;
}

test("another customer's order, a delivered order, a confirmed order: none is cancelled", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'other@demo.test');
  // Both are the demo customer's orders (one pending, one delivered): not found for this one.
  for (const [orderId, code] of [
    [100012, 'order'],
    [100001, 'order'],
  ] as const) {
    const res = await cancel(page, baseURL!, { order_id: orderId, reason: 'x' });
    expect(res.status()).toBe(403);
    expect((await res.json()).errors[0].code).toBe(code);
  }
  await signIn(page, baseURL!);
  const mine = await (await page.request.get('/api/v1/customer/order/track?order_id=100012')).json();
  expect(mine.order_status).toBe('pending');
  const delivered = await cancel(page, baseURL!, { order_id: 100001, reason: 'too late' });
  expect(delivered.status()).toBe(403);
  expect((await delivered.json()).errors[0].message).toMatch(/can not cancel/i);
});

test('a reason too long, a missing one, extra fields or a guest id are refused before the marketplace', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  for (const data of [
    { order_id: 100012, reason: 'x'.repeat(256) },
    { order_id: 100012, reason: '   ' },
    { order_id: 100012 },
    { order_id: 100012, reason: 'x', guest_id: 2 },
    { order_id: '100012 OR 1=1', reason: 'x' },
  ]) {
    const res = await cancel(page, baseURL!, data);
    expect(res.status(), JSON.stringify(data)).toBe(400);
  }
  const huge = await cancel(page, baseURL!, { order_id: 100012, reason: 'x'.repeat(200_000) });
  expect(huge.status()).toBe(413);
  const asQuery = await page.request.put('/api/v1/customer/order/cancel?guest_id=2', {
    headers: { Origin: baseURL! },
    data: { order_id: 100012, reason: 'x' },
  });
  expect(asQuery.status()).toBe(400);
  const track = await (await page.request.get('/api/v1/customer/order/track?order_id=100012')).json();
  expect(track.order_status).toBe('pending');
});

test('signed out, nothing is cancelled', async ({ request, baseURL }) => {
  const res = await request.put('/api/v1/customer/order/cancel', {
    headers: { Origin: baseURL! },
    data: { order_id: 100012, reason: 'x' },
  });
  expect(res.status()).toBe(401);
});

test("another customer's address can be neither edited nor deleted; an out-of-zone point is refused", async ({
  browser,
  baseURL,
}) => {
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await signUpFresh(owner, baseURL!);
  expect(
    (
      await owner.request.post('/api/v1/customer/address/add', { headers: { Origin: baseURL! }, data: address() })
    ).status(),
  ).toBe(200);
  const theirs = await firstAddressId(owner.request);

  const attacker = await (await browser.newContext({ baseURL })).newPage();
  await signUpFresh(attacker, baseURL!);
  const edit = await attacker.request.put(`/api/v1/customer/address/update/${theirs}`, {
    headers: { Origin: baseURL! },
    data: address({ address: 'Taken over' }),
  });
  expect(edit.status()).toBe(404);
  const del = await attacker.request.delete(`/api/v1/customer/address/delete?address_id=${theirs}`, {
    headers: { Origin: baseURL! },
  });
  expect(del.status()).toBe(404);
  // The plain form of the address page refuses it the same way.
  const form = await attacker.request.post('/en/addresses', {
    headers: { Origin: baseURL! },
    form: { intent: 'update', id: String(theirs), ...address({ address: 'Taken over' }) },
  });
  expect(form.status()).toBe(404);
  const still = await (await owner.request.get('/api/v1/customer/address/list')).json();
  expect(still.addresses).toHaveLength(1);
  expect(still.addresses[0]).toMatchObject({ id: theirs, address: '1 Tahrir Square, Cairo' });
  expect((await (await attacker.request.get('/api/v1/customer/address/list')).json()).total_size).toBe(0);

  const outside = await attacker.request.post('/api/v1/customer/address/add', {
    headers: { Origin: baseURL! },
    data: address({ latitude: 0, longitude: 0 }),
  });
  expect(outside.status()).toBe(403);
  expect((await outside.json()).errors[0].code).toBe('coordinates');
  for (const bad of [{ latitude: 91 }, { contact_person_number: '12' }, { user_id: 1 }, { address: 'x'.repeat(600) }]) {
    const res = await attacker.request.post('/api/v1/customer/address/add', {
      headers: { Origin: baseURL! },
      data: address(bad),
    });
    expect(res.status(), JSON.stringify(bad)).toBe(400);
  }
});
