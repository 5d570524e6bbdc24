// Attacks on what a cart line costs: add-on quantities below 1 or absurdly high, add-ons of
// another item, unknown fields, and a price posted by the browser. The marketplace takes a cart
// price as given and never checks the sign of an add-on quantity, so the storefront's proxy
// must refuse these and price every line from the item's own data, and its order path must
// never order a line stored around it.
import { expect, test } from '@playwright/test';
import { openCart } from '../e2e/cart-steps.ts';
import { apiGet, locateInCairo, signUpFresh } from '../e2e/helpers.ts';
import { apiToken } from '../e2e/marketplace-orders.ts';
import { cartLines, direct, freshCustomer, orderRequest, runningOrders, viaProxy } from './cart-helpers.ts';

const FOOD = 2;
/** Koshary Family Box (177 EGP, add-ons 1, 3 and 4 of its store) and Classic Koshary (sizes). */
const BOX = 16;
const KOSHARY = 15;
const base = { item_id: BOX, quantity: 1, price: 177, model: 'Item' };

const attacks: Array<{ name: string; body: Record<string, unknown>; status: number }> = [
  { name: 'a negative add-on quantity', body: { ...base, add_on_ids: [1], add_on_qtys: [-5] }, status: 400 },
  { name: 'a zero add-on quantity', body: { ...base, add_on_ids: [1], add_on_qtys: [0] }, status: 400 },
  { name: 'a fractional add-on quantity', body: { ...base, add_on_ids: [1], add_on_qtys: [0.5] }, status: 400 },
  { name: 'a huge add-on quantity', body: { ...base, add_on_ids: [1], add_on_qtys: [100000] }, status: 400 },
  { name: 'a numeric-string add-on quantity', body: { ...base, add_on_ids: [1], add_on_qtys: ['-5'] }, status: 400 },
  { name: 'more add-on ids than quantities', body: { ...base, add_on_ids: [1, 3], add_on_qtys: [1] }, status: 400 },
  { name: 'an add-on listed twice', body: { ...base, add_on_ids: [1, 1], add_on_qtys: [1, 1] }, status: 400 },
  { name: "an add-on of another store's item", body: { ...base, add_on_ids: [5], add_on_qtys: [1] }, status: 422 },
  { name: 'an add-on that does not exist', body: { ...base, add_on_ids: [999999], add_on_qtys: [1] }, status: 422 },
  {
    name: 'a size the item does not offer',
    body: { ...base, item_id: KOSHARY, price: 53, variation: [{ name: 'Size', values: { label: ['Gigantic'] } }] },
    status: 422,
  },
  { name: 'a negative quantity', body: { ...base, quantity: -3 }, status: 400 },
  { name: 'a fractional quantity', body: { ...base, quantity: 1.5 }, status: 400 },
  { name: 'a huge quantity', body: { ...base, quantity: 1_000_000 }, status: 400 },
  { name: 'a guest_id', body: { ...base, guest_id: 1 }, status: 400 },
  { name: "another customer's user_id", body: { ...base, user_id: 1 }, status: 400 },
  // An item's id posted as an item campaign: no running campaign of the module has it.
  { name: "an item's id as a campaign", body: { ...base, model: 'ItemCampaign' }, status: 404 },
  { name: 'an unknown model', body: { ...base, model: 'Store' }, status: 400 },
];

test('cart add through the storefront refuses every quantity, add-on and field it does not offer', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  for (const attack of attacks) {
    const answer = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, attack.body);
    expect(answer.status, attack.name).toBe(attack.status);
    expect(typeof answer.body?.error, attack.name).toBe('string');
  }
  expect(await cartLines(request, customer, FOOD)).toEqual([]);
});

test('cart update and remove take only the fields the storefront sends', async ({ request, baseURL }) => {
  const customer = await freshCustomer(request, baseURL!);
  const added = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, base);
  expect(added.status).toBe(200);
  const line = (added.body as any[])[0];
  for (const [name, body] of [
    ['a negative quantity', { cart_id: line.id, quantity: -1, price: 177 }],
    ['a zero quantity', { cart_id: line.id, quantity: 0, price: 177 }],
    ['a huge quantity', { cart_id: line.id, quantity: 5000, price: 177 }],
    ['new add-ons', { cart_id: line.id, quantity: 1, price: 177, add_on_ids: [1], add_on_qtys: [-5] }],
    ['a guest_id', { cart_id: line.id, quantity: 1, price: 177, guest_id: 7 }],
  ] as const) {
    const answer = await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', FOOD, body);
    expect(answer.status, name).toBe(400);
  }
  expect(
    (await viaProxy(request, baseURL!, 'DELETE', 'customer/cart/remove-item', FOOD, { cart_id: line.id, guest_id: 3 }))
      .status,
  ).toBe(400);
  expect(
    (
      await request.fetch(`/api/v1/customer/cart/remove-item?cart_id=${line.id}&guest_id=3`, {
        method: 'DELETE',
        headers: { Origin: baseURL!, 'X-Module-Id': '2' },
      })
    ).status(),
  ).toBe(400);
  expect((await viaProxy(request, baseURL!, 'DELETE', 'customer/cart/remove', FOOD, { user_id: 1 })).status).toBe(400);
  const held = await cartLines(request, customer, FOOD);
  expect(held.map((l) => [l.id, l.quantity, l.price, l.add_on_qtys])).toEqual([[line.id, 1, 177, []]]);
  // What the storefront itself sends still works.
  expect(
    (
      await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', FOOD, {
        cart_id: line.id,
        quantity: 3,
        price: 177,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await request.fetch(`/api/v1/customer/cart/remove-item?cart_id=${line.id}`, {
        method: 'DELETE',
        headers: { Origin: baseURL!, 'X-Module-Id': '2' },
      })
    ).status(),
  ).toBe(200);
});

test('the price the browser posts is replaced by the price of the item, its size and its add-ons', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const box = await apiGet(request, `/items/details/${BOX}`, FOOD);
  const koshary = await apiGet(request, `/items/details/${KOSHARY}`, FOOD);
  const sizes =
    typeof koshary.food_variations === 'string' ? JSON.parse(koshary.food_variations) : koshary.food_variations;
  const large =
    Number(koshary.price) +
    Number(sizes.find((g: any) => g.name === 'Size').values.find((v: any) => v.label === 'Large').optionPrice);
  expect(
    (
      await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, {
        ...base,
        price: 0.01,
        add_on_ids: [1],
        add_on_qtys: [2],
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, {
        item_id: KOSHARY,
        quantity: 1,
        price: 1,
        model: 'Item',
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
      })
    ).status,
  ).toBe(200);
  const held = await cartLines(request, customer, FOOD);
  expect(held.map((l) => [l.item_id, l.price])).toEqual([
    [BOX, Number(box.price)],
    [KOSHARY, large],
  ]);
  // An update carries the price too: it is replaced the same way.
  const first = held[0];
  expect(
    (
      await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', FOOD, {
        cart_id: first.id,
        quantity: 2,
        price: 0.01,
      })
    ).status,
  ).toBe(200);
  expect((await cartLines(request, customer, FOOD))[0].price).toBe(Number(box.price));
});

test('a line stored around the storefront is shown and ordered only at the store price', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await locateInCairo(context, baseURL!);
  const email = await signUpFresh(page, baseURL!);
  const customer = { email, token: await apiToken(request, email) };
  const box = await apiGet(request, `/items/details/${BOX}`, FOOD);
  // The marketplace takes both as given: a price of 0.01 and five add-ons taken OFF.
  const stored = await direct(request, customer, 'POST', '/customer/cart/add', FOOD, {
    item_id: BOX,
    quantity: 1,
    price: 0.01,
    model: 'Item',
    add_on_ids: [1],
    add_on_qtys: [-5],
  });
  expect(stored.status).toBe(200);
  const line = (stored.body as any[])[0];
  const before = await runningOrders(page.request);

  const answer = await page.request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(Number(box.store_id), FOOD, [{ id: line.id, quantity: 1 }]),
  });
  expect(answer.status()).toBe(409);
  const refusal = await answer.json();
  expect(refusal.code).toBe('cart_line_invalid');
  expect(refusal.error).toContain('is in your cart with a quantity, option or add-on the store does not offer');
  expect(await runningOrders(page.request)).toEqual(before);

  // The cart shows what the store charges for the item (not 0.01, no add-ons taken off) and says why it cannot be ordered.
  await openCart(page);
  const row = page.locator(`[data-cart-line="${line.id}"]`);
  await expect(row.locator('[data-line-hint]')).toContainText('not the store');
  const discounted = Number(box.price) - Number(box.discount);
  await expect(page.locator('[data-cart-total]')).toContainText(discounted.toFixed(2));
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();

  // Only a price (a forged one, or one the store has changed since): the line is ordered at the
  // store's price, never at the stored one.
  expect(
    (await direct(request, customer, 'DELETE', `/customer/cart/remove-item?cart_id=${line.id}`, FOOD)).status,
  ).toBe(200);
  const cheap = await direct(request, customer, 'POST', '/customer/cart/add', FOOD, {
    item_id: BOX,
    quantity: 2,
    price: 0.01,
    model: 'Item',
  });
  const cheapLine = (cheap.body as any[])[0];
  await page.reload();
  await expect(page.locator('[data-cart-total]')).toContainText((discounted * 2).toFixed(2));
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  const again = await page.request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(Number(box.store_id), FOOD, [{ id: cheapLine.id, quantity: 2 }]),
  });
  expect(again.status()).toBe(200);
  const placed = (await runningOrders(page.request)).filter((id) => !before.includes(id));
  expect(placed).toHaveLength(1);
  const orders = (await (await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1')).json())
    .orders as Array<{ id: number; order_amount: number }>;
  // The items at the store's price (plus delivery), not 2 x 0.01.
  expect(Number(orders.find((o) => o.id === placed[0])!.order_amount)).toBeGreaterThanOrEqual(discounted * 2);
});
