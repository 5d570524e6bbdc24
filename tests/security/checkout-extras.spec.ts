// Attacks on the order's extras at the storefront's boundary (POST /api/order, what the order
// dialog posts; and the checkout page's form): a tip below zero (which the real server accepts,
// nullable|numeric, lowering the total: OrderController.php:108), pick-up at a store that does not
// offer it (the real server checks only the global switch, :208-214), and delivery fields longer
// than the storefront takes. Each is refused before anything is ordered.
import { expect, test, type Page } from '@playwright/test';
import { addToServerCart, customerInCairo } from '../e2e/cart-steps.ts';
import { apiGet } from '../e2e/helpers.ts';
import { orderRequest, runningOrders } from './cart-helpers.ts';

const GROCERY = 1;
const SHOP = 4;
const STORE = 1;
const ITEM = { id: 1, price: 120, module_id: GROCERY };

async function cartOf(page: Page, baseURL: string, item: typeof ITEM) {
  const lines = await addToServerCart(page, baseURL, item, 1);
  return lines.map((l) => ({ id: l.id, quantity: l.quantity }));
}

async function post(page: Page, baseURL: string, data: unknown) {
  const res = await page.request.post('/api/order', { headers: { Origin: baseURL }, data });
  return { status: res.status(), body: (await res.json().catch(() => null)) as any };
}

test('a negative tip is refused by the storefront, though the marketplace would take it', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const lines = await cartOf(page, baseURL!, ITEM);
  for (const tip of ['-5', '−٥', '-0.01', '5e-1', 'NaN', 'Infinity']) {
    const base = orderRequest(STORE, GROCERY, lines);
    const answer = await post(page, baseURL!, { ...base, form: { ...base.form, tip } });
    expect(answer.status, tip).toBe(400);
    expect(answer.body.fields.form, tip).toMatch(/^delivery\.errors\.tip/);
  }
  // A number where the form has text is refused too (the tip is read from what was typed).
  const base = orderRequest(STORE, GROCERY, lines);
  expect((await post(page, baseURL!, { ...base, form: { ...base.form, tip: -5 } })).status).toBe(400);
  expect(await runningOrders(page.request)).toEqual([]);
});

test('a negative tip typed in the checkout page comes back on its field, as typed', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await cartOf(page, baseURL!, ITEM);
  const form = await page.request.get('/en/checkout');
  const html = await form.text();
  const key = /name="key" value="([^"]+)"/.exec(html)![1]!;
  const res = await page.request.post('/en/checkout', {
    headers: { Origin: baseURL! },
    form: {
      key,
      intent: 'review',
      contact_person_name: 'Test Buyer',
      contact_person_number: '01012345678',
      contact_person_email: 'buyer@demo.test',
      point: 'here',
      address: '12 Tahrir Square, Cairo',
      order_note: '',
      tip_choice: 'own',
      tip_custom: '-٧',
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const page2 = await res.text();
  expect(page2).toContain('A tip cannot be negative');
  expect(page2).toMatch(/name="tip_custom"[^>]*value="-٧"/);
  expect(await runningOrders(page.request)).toEqual([]);
});

test('pick-up at a store that does not offer it is refused before the marketplace is asked', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const latest = await apiGet(page.request, '/items/latest?store_id=8&category_id=0&limit=5&offset=1', SHOP);
  const shopItem = latest.products.find((p: { stock: number }) => p.stock > 0);
  const store = await apiGet(page.request, '/stores/details/8', SHOP);
  expect(store.take_away).toBe(false);
  const lines = await cartOf(page, baseURL!, { id: shopItem.id, price: shopItem.price, module_id: SHOP });
  const base = orderRequest(8, SHOP, lines);
  const answer = await post(page, baseURL!, { ...base, form: { ...base.form, order_type: 'take_away' } });
  expect(answer.status).toBe(422);
  expect(answer.body.code).toBe('take_away');
  expect(await runningOrders(page.request)).toEqual([]);
});

test('delivery fields over their length, or an instruction not offered, are refused', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const lines = await cartOf(page, baseURL!, ITEM);
  const base = orderRequest(STORE, GROCERY, lines);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ house: 'h'.repeat(101) }, 'delivery.errors.tooLong'],
    [{ floor: 'f'.repeat(101) }, 'delivery.errors.tooLong'],
    [{ road: 'r'.repeat(101) }, 'delivery.errors.tooLong'],
    [{ instruction_note: 'n'.repeat(201) }, 'delivery.errors.noteTooLong'],
    [{ instruction: 'leave_it_on_the_roof' }, 'delivery.errors.instruction'],
    [{ address_type: 'palace' }, 'delivery.errors.type'],
    [{ order_type: 'parcel' }, 'delivery.errors.orderType'],
  ];
  for (const [extra, message] of cases) {
    const answer = await post(page, baseURL!, { ...base, form: { ...base.form, ...extra } });
    expect(answer.status, message).toBe(400);
    expect(answer.body.fields.form, JSON.stringify(extra).slice(0, 40)).toBe(message);
  }
  // A body past the storefront's limit never reaches the parser.
  const huge = await post(page, baseURL!, { ...base, form: { ...base.form, road: 'r'.repeat(40_000) } });
  expect(huge.status).toBe(413);
  expect(await runningOrders(page.request)).toEqual([]);
});
