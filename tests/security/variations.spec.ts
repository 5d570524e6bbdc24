// Attacks on a dish's choices: a missing required choice, too many options, an option the dish
// does not offer, a forged option price, an add-on of another store, add-on quantities below 1
// or absurdly high. The marketplace prices whatever labels and add-on ids it is sent
// (Helpers::get_varient, calculate_addon_price) and checks no required group or min/max, so the
// storefront's proxy refuses these, and an order is priced from the marketplace's own data.
import { expect, test } from '@playwright/test';
import { cartLines, direct, freshCustomer, orderRequest, runningOrders, viaProxy } from './cart-helpers.ts';

const FOOD = 2;
/** Build Your Own Pizza (store 22): 162, 30 % off; Size required (Large +50); Toppings 1 to 3; add-ons 21, 24. */
const PIZZA = 311;
/** Shawarma Wrap Your Way (store 25): Sauces required, 1 to 2. */
const WRAP = 312;
const size = (...label: string[]) => ({ name: 'Size', values: { label } });
const toppings = (...label: string[]) => ({ name: 'Toppings', values: { label } });
const pizza = { item_id: PIZZA, quantity: 1, price: 0.01, model: 'Item' };

const refused: Array<{ name: string; body: Record<string, unknown>; status: number; code: string; says?: string }> = [
  {
    name: 'no Size (required)',
    body: { ...pizza, variation: [toppings('Mushrooms')] },
    status: 422,
    code: 'choice_required',
    says: 'Size',
  },
  {
    name: 'two sizes in a single-choice group',
    body: { ...pizza, variation: [size('Regular', 'Large')] },
    status: 422,
    code: 'invalid_variation',
  },
  {
    name: 'four toppings (at most 3)',
    body: {
      ...pizza,
      variation: [size('Large'), toppings('Mushrooms', 'Black olives', 'Green peppers', 'Sweet corn')],
    },
    status: 422,
    code: 'invalid_variation',
  },
  {
    name: 'an option the dish does not offer',
    body: { ...pizza, variation: [size('Gigantic')] },
    status: 422,
    code: 'invalid_variation',
  },
  {
    name: 'a group the dish does not have',
    body: { ...pizza, variation: [size('Large'), { name: 'Crust', values: { label: ['Gold'] } }] },
    status: 422,
    code: 'invalid_variation',
  },
  {
    name: 'an option price sent with the option',
    body: { ...pizza, variation: [{ name: 'Size', values: { label: ['Large'], optionPrice: ['-200'] } }] },
    status: 400,
    code: 'invalid_cart_request',
  },
  {
    name: 'an add-on of another store',
    body: { ...pizza, variation: [size('Large')], add_on_ids: [1], add_on_qtys: [1] },
    status: 422,
    code: 'invalid_add_on',
  },
  {
    name: 'a negative add-on quantity',
    body: { ...pizza, variation: [size('Large')], add_on_ids: [21], add_on_qtys: [-3] },
    status: 400,
    code: 'invalid_cart_request',
  },
  {
    name: 'a huge add-on quantity',
    body: { ...pizza, variation: [size('Large')], add_on_ids: [21], add_on_qtys: [1_000_000] },
    status: 400,
    code: 'invalid_cart_request',
  },
  {
    name: 'no sauce on the wrap (a required multi-choice group)',
    body: { item_id: WRAP, quantity: 1, price: 1, model: 'Item', variation: [size('Regular')] },
    status: 422,
    code: 'choice_required',
    says: 'Sauces',
  },
];

test('the storefront refuses a dish added with a missing, excess or unknown choice or a forged add-on, and adds nothing', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  for (const attack of refused) {
    const answer = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, attack.body);
    expect(answer.status, attack.name).toBe(attack.status);
    expect(answer.body.code, attack.name).toBe(attack.code);
    if (attack.says) expect(answer.body.error, attack.name).toContain(attack.says);
  }
  expect(await cartLines(request, customer, FOOD)).toEqual([]);
});

test('a complete choice is added at the price of the dish and its options, whatever price is posted', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const answer = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, {
    ...pizza,
    variation: [size('Large'), toppings('Mushrooms')],
    // Listed in descending order: sent on in id order, so each quantity stays with its add-on.
    add_on_ids: [24, 21],
    add_on_qtys: [3, 1],
  });
  expect(answer.status).toBe(200);
  const [line] = await cartLines(request, customer, FOOD);
  // 162 + 50 + 15 (before the item's discount, as the cart keeps it).
  expect(line).toMatchObject({ price: 227, add_on_ids: [21, 24], add_on_qtys: [1, 3] });
});

test('an order of lines stored around the storefront is priced from the marketplace, and a forged add-on is never ordered', async ({
  request,
  baseURL,
}) => {
  const own = await freshCustomer(request, baseURL!);
  const before = await runningOrders(request);

  // An add-on of another store's dish, put in the cart directly: the order is refused.
  const forged = await direct(request, own, 'POST', '/customer/cart/add', FOOD, {
    ...pizza,
    variation: [size('Large')],
    add_on_ids: [1],
    add_on_qtys: [1],
  });
  expect(forged.status).toBe(200);
  const forgedLine = forged.body[0];
  const refusal = await request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(22, FOOD, [{ id: forgedLine.id, quantity: 1 }]),
  });
  expect(refusal.status()).toBe(409);
  expect((await refusal.json()).code).toBe('cart_line_invalid');
  expect(await runningOrders(request)).toEqual(before);
  await direct(request, own, 'DELETE', `/customer/cart/remove-item?cart_id=${forgedLine.id}`, FOOD);

  // A real choice at a price of 0.01: ordered at the dish's own price.
  const cheap = await direct(request, own, 'POST', '/customer/cart/add', FOOD, {
    ...pizza,
    variation: [size('Large'), toppings('Mushrooms')],
    add_on_ids: [21],
    add_on_qtys: [1],
  });
  const cheapLine = cheap.body[0];
  const placed = await request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(22, FOOD, [{ id: cheapLine.id, quantity: 1 }]),
  });
  expect(placed.status()).toBe(200);
  const [orderId] = (await runningOrders(request)).filter((id) => !before.includes(id));
  const details = await (await request.get(`/api/v1/customer/order/details?order_id=${orderId}`)).json();
  expect(details[0]).toMatchObject({ price: 227, total_add_on_price: 30 });
});
