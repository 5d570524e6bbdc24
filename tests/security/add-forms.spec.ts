// Attacks on the add-to-cart form (/cart/add), posted as a page of the site would post it but
// with fields a page never sends: a price, options and add-ons the dish does not offer, more
// than the stock, a return path to another site, and the same post from another site. The form
// path runs the islands' own checks (the proxy's), so none of them gets into the cart.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet } from '../e2e/helpers.ts';
import { cartLines, freshCustomer, type Customer } from './cart-helpers.ts';

const GROCERY = 1;
const FOOD = 2;
/** Build Your Own Pizza (store 22): Size required (Regular, Large), Toppings 1 to 3, add-ons. */
const PIZZA = 311;

function post(request: APIRequestContext, origin: string, fields: Array<[string, string]>) {
  const form = new URLSearchParams(fields).toString();
  return request.post('/en/cart/add', {
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: form,
    maxRedirects: 0,
  });
}

/** An in-stock grocery item of an open store, with a small stock and no cart cap. */
async function stockedItem(request: APIRequestContext) {
  const stores = (await apiGet(request, '/stores/get-stores/all?limit=100&offset=1')).stores as Array<{
    id: number;
    open: number;
    module_id: number;
  }>;
  for (const store of stores.filter((s) => s.open === 1 && s.module_id === GROCERY)) {
    const items = (await apiGet(request, `/items/suggested?store_id=${store.id}`)).items as any[];
    const item = items.find((i) => i.stock >= 2 && i.stock <= 20 && i.maximum_cart_quantity === null);
    if (item) return item as { id: number; price: number; stock: number; name: string };
  }
  throw new Error('no stocked grocery item');
}

async function emptyCart(request: APIRequestContext, customer: Customer) {
  expect(await cartLines(request, customer, GROCERY)).toEqual([]);
  expect(await cartLines(request, customer, FOOD)).toEqual([]);
}

test('a posted price is never the line price: the marketplace price is', async ({ request, baseURL }) => {
  const customer = await freshCustomer(request, baseURL!);
  const item = await stockedItem(request);
  const res = await post(request, baseURL!, [
    ['item_id', String(item.id)],
    ['quantity', '1'],
    ['price', '0.01'],
    ['return', '/en'],
  ]);
  expect(res.status()).toBe(303);
  const lines = await cartLines(request, customer, GROCERY);
  expect(lines).toHaveLength(1);
  expect(Number(lines[0].price)).toBe(Number(item.price));
});

test('an option or add-on the dish does not offer, or an add-on quantity past 99, is refused', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const pizza = await apiGet(request, `/items/details/${PIZZA}`, FOOD);
  const addOn = String(pizza.add_ons[0].id);
  const forged: Array<Array<[string, string]>> = [
    [['option[Size]', 'Huge']],
    [['option[Crust]', 'Gold leaf']],
    [
      ['option[Size]', 'Large'],
      ['option[Toppings]', 'Mushrooms'],
      ['add_on', '999999'],
    ],
    [
      ['option[Size]', 'Large'],
      ['option[Toppings]', 'Mushrooms'],
      ['add_on', addOn],
      [`add_on_qty[${addOn}]`, '500'],
    ],
  ];
  for (const fields of forged) {
    const res = await post(request, baseURL!, [['item_id', String(PIZZA)], ['quantity', '1'], ...fields]);
    expect(res.status()).toBe(303);
    // Back to the dish's page, at the field to correct.
    expect(res.headers().location).toMatch(new RegExp(`^/en/single-product/${PIZZA}\\?.*#`));
  }
  await emptyCart(request, customer);
});

test('more than the stock, or none, is refused; the stock counts what the cart holds', async ({ request, baseURL }) => {
  const customer = await freshCustomer(request, baseURL!);
  const item = await stockedItem(request);
  for (const quantity of [String(item.stock + 1), '0', '-3', '1.5', 'many', '99999999999']) {
    const res = await post(request, baseURL!, [
      ['item_id', String(item.id)],
      ['quantity', quantity],
    ]);
    expect(res.status()).toBe(303);
    expect(res.headers().location).toContain('#purchase-quantity');
  }
  await emptyCart(request, customer);
  // The whole stock in two posts: the second past what is left is refused.
  expect(
    (
      await post(request, baseURL!, [
        ['item_id', String(item.id)],
        ['quantity', String(item.stock)],
      ])
    ).status(),
  ).toBe(303);
  const over = await post(request, baseURL!, [
    ['item_id', String(item.id)],
    ['quantity', '1'],
  ]);
  expect(over.headers().location).toContain('#purchase-quantity');
  const lines = await cartLines(request, customer, GROCERY);
  expect(lines.map((l) => l.quantity)).toEqual([item.stock]);
});

test('the return path stays on this site', async ({ request, baseURL }) => {
  await freshCustomer(request, baseURL!);
  const item = await stockedItem(request);
  for (const back of [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
  ]) {
    const res = await post(request, baseURL!, [
      ['item_id', String(item.id)],
      ['return', back],
    ]);
    expect(res.status()).toBe(303);
    const location = res.headers().location!;
    expect(location.startsWith('/'), location).toBe(true);
    expect(location.startsWith('//'), location).toBe(false);
    expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
  }
});

test('a post from another site adds nothing', async ({ request, baseURL }) => {
  const customer = await freshCustomer(request, baseURL!);
  const item = await stockedItem(request);
  const res = await post(request, 'https://evil.example', [['item_id', String(item.id)]]);
  expect(res.status()).toBe(403);
  const noOrigin = await request.post('/en/cart/add', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
    data: `item_id=${item.id}`,
    maxRedirects: 0,
  });
  expect(noOrigin.status()).toBe(403);
  await emptyCart(request, customer);
});

test('the one-store question page is private and clears nothing until answered', async ({ request, baseURL }) => {
  const customer = await freshCustomer(request, baseURL!);
  const item = await stockedItem(request);
  await post(request, baseURL!, [['item_id', String(item.id)]]);
  const pizza = await apiGet(request, `/items/details/${PIZZA}`, FOOD);
  const res = await post(request, baseURL!, [
    ['item_id', String(PIZZA)],
    ['option[Size]', pizza.food_variations[0].values[0].label],
    ['option[Toppings]', 'Mushrooms'],
  ]);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-store');
  expect(await res.text()).toContain('name="replace"');
  expect((await cartLines(request, customer, GROCERY)).map((l) => l.item_id)).toEqual([item.id]);
});
