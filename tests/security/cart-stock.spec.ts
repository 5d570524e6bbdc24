// Attacks on stock: two lines of one item or one size (after a line of another size, or from a
// second tab) each within the stock but together above it. The marketplace checks each line alone; the storefront holds the
// item's total in its proxy, its cart's quantity controls and its order check.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { customerInCairo, openCart } from '../e2e/cart-steps.ts';
import { apiGet } from '../e2e/helpers.ts';
import {
  cartLines,
  direct,
  freshCustomer,
  orderRequest,
  runningOrders,
  viaProxy,
  type Customer,
} from './cart-helpers.ts';

const FASHION = 4;
/** Egyptian Cotton Polo Shirt: sizes S, M, L, XL, one stock for the item. */
const POLO = 148;

/** Adds `quantity` polo shirts of size `type` through the storefront's proxy, as the islands do. */
function addPolo(
  request: APIRequestContext,
  baseURL: string,
  polo: { price: unknown },
  type: string,
  quantity: number,
) {
  return viaProxy(request, baseURL, 'POST', 'customer/cart/add', FASHION, {
    item_id: POLO,
    quantity,
    price: Number(polo.price),
    model: 'Item',
    variation: [{ type }],
  });
}

/**
 * The polo's size with the least stock (at least 2) and another size. The marketplace compares a
 * new line with the item's first line only, so after a line of `other` the scarce size can be in
 * two lines; each size has a stock of its own, which bounds all its lines together.
 */
function sizesOf(polo: { variations: Array<{ type: string; stock: number }> }) {
  const scarce = [...polo.variations].filter((v) => v.stock >= 2).sort((a, b) => a.stock - b.stock)[0]!;
  const other = polo.variations.find((v) => v.type !== scarce.type && v.stock > 0)!;
  return { scarce, other, stock: scarce.stock };
}

async function lineIds(request: APIRequestContext, baseURL: string, type: string): Promise<number[]> {
  const list = await viaProxy(request, baseURL, 'GET', 'customer/cart/list', FASHION);
  return (list.body as any[]).filter((l) => l.variation?.[0]?.type === type).map((l) => l.id);
}

test('a second line of the same size cannot take the cart above its stock (add and update)', async ({
  request,
  baseURL,
}) => {
  await freshCustomer(request, baseURL!);
  const polo = await apiGet(request, `/items/details/${POLO}`, FASHION);
  const { scarce, other, stock } = sizesOf(polo);
  const add = (type: string, quantity: number) => addPolo(request, baseURL!, polo, type, quantity);

  expect((await add(other.type, 1)).status).toBe(200);
  expect((await add(scarce.type, stock - 1)).status).toBe(200);
  const over = await add(scarce.type, 2);
  expect(over.status).toBe(409);
  expect(over.body.code).toBe('stock');
  expect(over.body.error).toContain(`holds ${stock - 1}`);

  const fits = await add(scarce.type, 1);
  expect(fits.status).toBe(200);
  const [first, second] = await lineIds(request, baseURL!, scarce.type);
  const raised = await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', FASHION, {
    cart_id: second,
    quantity: 2,
    price: Number(polo.price),
  });
  expect(raised.status).toBe(409);
  expect(raised.body.code).toBe('stock');
  // Lowering is always allowed.
  expect(
    (
      await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', FASHION, {
        cart_id: first,
        quantity: 1,
        price: Number(polo.price),
      })
    ).status,
  ).toBe(200);
  expect(await lineIds(request, baseURL!, scarce.type)).toHaveLength(2);
});

test("the cart's quantity controls stop at the stock left after the size's other lines, and say why", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const polo = await apiGet(request, `/items/details/${POLO}`, FASHION);
  const { scarce, other, stock } = sizesOf(polo);
  for (const [type, quantity] of [
    [other.type, 1],
    [scarce.type, stock - 1],
    [scarce.type, 1],
  ] as const) {
    expect((await addPolo(page.request, baseURL!, polo, type, quantity)).status).toBe(200);
  }
  const ids = await lineIds(page.request, baseURL!, scarce.type);
  await openCart(page);
  const increases = ids.map((id) =>
    page.locator(`[data-cart-line="${id}"]`).getByRole('button', { name: `Increase quantity: ${polo.name}` }),
  );
  for (const button of increases) await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator(`[data-cart-line="${ids[0]}"] [data-line-hint]`)).toContainText('another line');

  const updates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/customer/cart/update')) updates.push(r.url());
  });
  // aria-disabled keeps the button in the tab order: a keyboard press still reaches it.
  await increases[0]!.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have reached the maximum available stock')).toBeVisible();
  expect(updates).toEqual([]);
});

test("a raise refused because another tab took the stock says so in the page language, and shows that tab's line", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const polo = await apiGet(request, `/items/details/${POLO}`, FASHION);
  const { scarce, other, stock } = sizesOf(polo);
  const add = (type: string, quantity: number) => addPolo(page.request, baseURL!, polo, type, quantity);
  expect((await add(other.type, 1)).status).toBe(200);
  expect((await add(scarce.type, stock - 1)).status).toBe(200);
  const [id] = await lineIds(page.request, baseURL!, scarce.type);
  await openCart(page, '/ar/cart');
  const increase = page.locator(`[data-cart-line="${id}"] button[aria-disabled]`);
  await expect(increase).toHaveAttribute('aria-disabled', 'false');
  // Another tab takes the last one meanwhile; this page still offers one more.
  expect((await add(scarce.type, 1)).status).toBe(200);
  await increase.click();
  await expect(page.getByText('لقد وصلت إلى الحد الأقصى للكمية المتوفرة')).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toHaveCount(3);
});

async function directLines(
  request: Parameters<typeof direct>[0],
  customer: Customer,
  item: { id: number; price: number },
  moduleId: number,
  quantity: number,
) {
  // The marketplace takes a second line of the same item when its variation differs.
  for (const variation of [[], [{ type: 'second-tab' }]]) {
    const res = await direct(request, customer, 'POST', '/customer/cart/add', moduleId, {
      item_id: item.id,
      quantity,
      price: item.price,
      model: 'Item',
      variation,
    });
    expect(res.status).toBe(200);
  }
  return cartLines(request, customer, moduleId);
}

test('an order of two lines above the stock together is refused before it reaches the marketplace', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  // A cheap grocery item with little stock: each line holds all of it, the two twice that. From
  // store 4, whose stock no other test counts on (were the check ever lost, this order would take it).
  const store = await apiGet(request, '/stores/details/4', 1);
  const items = (await apiGet(request, '/items/suggested?store_id=4&limit=100&offset=1', 1)).items as any[];
  const item = items.find(
    (i) =>
      Number(i.stock) >= 1 &&
      Number(i.stock) <= 5 &&
      (!i.variations || i.variations === '[]' || i.variations.length === 0),
  );
  expect(item, 'a grocery item with a small stock').toBeTruthy();
  const lines = await directLines(request, customer, { id: item.id, price: Number(item.price) }, 1, Number(item.stock));
  expect(lines).toHaveLength(2);
  const before = await runningOrders(request);
  const answer = await request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(
      Number(store.id),
      1,
      lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    ),
  });
  expect(answer.status()).toBe(409);
  const refusal = await answer.json();
  expect(refusal.code).toBe('stock');
  // The item's name comes in the marketplace's language for the request.
  expect(refusal.error).toMatch(new RegExp(`^Only ${item.stock} of .+; your cart holds ${2 * Number(item.stock)}\\.`));
  expect(await runningOrders(request)).toEqual(before);
});

test('food, whose stock the marketplace does not count, is still added and raised past a stock of 0', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const box = await apiGet(request, '/items/details/16', 2);
  expect(Number(box.stock)).toBe(0);
  const added = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', 2, {
    item_id: 16,
    quantity: 3,
    price: Number(box.price),
    model: 'Item',
    add_on_ids: [1],
    add_on_qtys: [2],
  });
  expect(added.status).toBe(200);
  const [line] = await cartLines(request, customer, 2);
  expect(line.quantity).toBe(3);
  expect(
    (await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', 2, { cart_id: line.id, quantity: 4, price: 1 }))
      .status,
  ).toBe(200);
});
