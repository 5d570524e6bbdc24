// Attacks on the cart page's forms (POST /cart: +/−, remove, clear without JavaScript): another
// customer's or guest's line id, quantities beyond the stock (the item's and a size's) or below
// the minimum, forged fields, and posts from another site. The forms go through the proxy's cart
// rules, so none of these changes anything; each comes back to the cart with the reason.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiGet } from '../e2e/helpers.ts';
import { cartLines, freshCustomer, viaProxy, type Customer } from './cart-helpers.ts';

const GROCERY = 1;
const FASHION = 4;
/** Egyptian Cotton Polo Shirt: sizes S, M, L, XL, each with a stock of its own. */
const POLO = 148;

type Pairs = Array<[string, string]>;

/** The message a post left for the cart page (flash.ts's cookie), read as the page would. */
function flashOf(res: APIResponse): { key: string; tone: string; params?: Record<string, string> } | null {
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('flash='));
  if (!cookie) return null;
  const value = cookie.value.split(';')[0]!.slice('flash='.length);
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** Posts a cart form (urlencoded, as a browser does) from the storefront's own origin unless told. */
async function post(
  request: APIRequestContext,
  baseURL: string,
  fields: Pairs | string,
  headers: Record<string, string> = {},
  path = '/en/cart',
) {
  const res = await request.post(path, {
    data: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    maxRedirects: 0,
  });
  return { status: res.status(), location: res.headers().location ?? null, flash: flashOf(res) };
}

/** A fresh customer of the request context with `quantity` of an item in the cart: the line. */
async function withLine(request: APIRequestContext, baseURL: string, item: any, quantity = 1) {
  const customer = await freshCustomer(request, baseURL);
  const added = await viaProxy(request, baseURL, 'POST', 'customer/cart/add', item.module_id, {
    item_id: item.id,
    quantity,
    price: item.price,
    model: 'Item',
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const line = (added.body as any[]).find((l) => l.item_id === item.id);
  return { customer, line: line as { id: number; quantity: number; price: number } };
}

async function scarceItem(request: APIRequestContext) {
  const stores = (await apiGet(request, '/stores/get-stores/all?limit=100&offset=1')).stores as any[];
  for (const store of stores.filter((s) => s.open === 1 && s.module_id === GROCERY)) {
    const items = (await apiGet(request, `/items/suggested?store_id=${store.id}`)).items as any[];
    const small = items.find((i) => i.stock >= 2 && i.stock <= 3 && i.maximum_cart_quantity === null);
    if (small) return small;
  }
  throw new Error('no scarce grocery item');
}

const lineOf = async (request: APIRequestContext, customer: Customer, moduleId: number, id: number) =>
  (await cartLines(request, customer, moduleId)).find((l) => l.id === id);

test("another customer's or a guest's line id changes nothing of theirs", async ({ request, baseURL, playwright }) => {
  const item = await apiGet(request, '/items/details/1');
  const victim = await withLine(request, baseURL!, item, 2);
  const attacker = await playwright.request.newContext({ baseURL });
  const guest = await playwright.request.newContext({ baseURL });
  try {
    await freshCustomer(attacker, baseURL!);
    for (const fields of [
      [
        ['intent', 'quantity'],
        ['line', String(victim.line.id)],
        ['quantity', '5'],
      ],
      [
        ['intent', 'remove'],
        ['line', String(victim.line.id)],
      ],
    ] as Pairs[]) {
      const answer = await post(attacker, baseURL!, fields);
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/en/cart');
      expect(answer.flash).toMatchObject({ key: 'cartForm.lineGone', tone: 'error' });
    }
    // Clearing clears the attacker's own (empty) cart only.
    expect((await post(attacker, baseURL!, [['intent', 'clear']])).flash).toMatchObject({ key: 'cart.cleared' });
    expect(await lineOf(request, victim.customer, GROCERY, victim.line.id)).toMatchObject({ quantity: 2 });

    // A guest (with a cart of its own) cannot reach the customer's line, nor the customer the guest's.
    const guestAdd = await viaProxy(guest, baseURL!, 'POST', 'customer/cart/add', GROCERY, {
      item_id: item.id,
      quantity: 1,
      price: item.price,
      model: 'Item',
    });
    expect(guestAdd.status).toBe(200);
    const guestLine = (guestAdd.body as any[])[0].id as number;
    const fromGuest = await post(guest, baseURL!, [
      ['intent', 'remove'],
      ['line', String(victim.line.id)],
    ]);
    expect(fromGuest.flash).toMatchObject({ key: 'cartForm.lineGone', tone: 'error' });
    const fromCustomer = await post(request, baseURL!, [
      ['intent', 'quantity'],
      ['line', String(guestLine)],
      ['quantity', '3'],
    ]);
    expect(fromCustomer.flash).toMatchObject({ key: 'cartForm.lineGone', tone: 'error' });
    expect(await lineOf(request, victim.customer, GROCERY, victim.line.id)).toMatchObject({ quantity: 2 });
    const guestCart = await viaProxy(guest, baseURL!, 'GET', 'customer/cart/list', GROCERY);
    expect(guestCart.body).toEqual([expect.objectContaining({ id: guestLine, quantity: 1 })]);

    // Their own line, the same form works (the refusals above were about whose line it is).
    const own = await post(request, baseURL!, [
      ['intent', 'quantity'],
      ['line', String(victim.line.id)],
      ['quantity', '3'],
    ]);
    expect(own.flash).toMatchObject({ key: 'cart.updated', tone: 'success' });
    expect(await lineOf(request, victim.customer, GROCERY, victim.line.id)).toMatchObject({ quantity: 3 });
  } finally {
    await attacker.dispose();
    await guest.dispose();
  }
});

test('a quantity beyond the stock or below the minimum is refused by the same rules', async ({ request, baseURL }) => {
  const small = await scarceItem(request);
  const { customer, line } = await withLine(request, baseURL!, small, 1);
  const set = (quantity: string) =>
    post(request, baseURL!, [
      ['intent', 'quantity'],
      ['line', String(line.id)],
      ['quantity', quantity],
    ]);
  for (const quantity of [String(small.stock + 1), '999', '5000', '999999999']) {
    const answer = await set(quantity);
    expect(answer.status).toBe(303);
    expect(answer.flash, quantity).toMatchObject({
      key: 'cartForm.maxStock',
      tone: 'error',
      params: { name: small.name },
    });
  }
  for (const quantity of ['0', '-1', '-999']) {
    expect((await set(quantity)).flash, quantity).toMatchObject({ key: 'cartForm.minQuantity', tone: 'error' });
  }
  expect(await lineOf(request, customer, GROCERY, line.id)).toMatchObject({ quantity: 1 });
  // Up to the stock is taken.
  expect((await set(String(small.stock))).flash).toMatchObject({ key: 'cart.updated' });
  expect(await lineOf(request, customer, GROCERY, line.id)).toMatchObject({ quantity: small.stock });
});

test("a size's own stock bounds all its lines: a form cannot raise one line past it", async ({ request, baseURL }) => {
  await freshCustomer(request, baseURL!);
  const polo = await apiGet(request, `/items/details/${POLO}`, FASHION);
  const scarce = [...polo.variations].filter((v: any) => v.stock >= 2).sort((a: any, b: any) => a.stock - b.stock)[0];
  const other = polo.variations.find((v: any) => v.type !== scarce.type && v.stock > 0);
  // After a line of another size, the scarce size can be in two lines (the marketplace compares
  // a new line with the item's first line only); together they hold the size's whole stock.
  for (const [type, quantity] of [
    [other.type, 1],
    [scarce.type, scarce.stock - 1],
    [scarce.type, 1],
  ] as const) {
    const added = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FASHION, {
      item_id: POLO,
      quantity,
      price: Number(polo.price),
      model: 'Item',
      variation: [{ type }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const list = (await viaProxy(request, baseURL!, 'GET', 'customer/cart/list', FASHION)).body as any[];
  const lines = list.filter((l) => l.variation?.[0]?.type === scarce.type);
  expect(lines).toHaveLength(2);
  const single = lines.find((l) => l.quantity === 1)!;
  const answer = await post(request, baseURL!, [
    ['intent', 'quantity'],
    ['line', String(single.id)],
    ['quantity', '2'],
  ]);
  expect(answer.flash).toMatchObject({ key: 'cartForm.maxStock', tone: 'error' });
  const after = (await viaProxy(request, baseURL!, 'GET', 'customer/cart/list', FASHION)).body as any[];
  expect(after.find((l) => l.id === single.id)).toMatchObject({ quantity: 1 });
  // Lowering the other line of the size is always allowed.
  const bigger = lines.find((l) => l.id !== single.id)!;
  if (bigger.quantity > 1) {
    const lowered = await post(request, baseURL!, [
      ['intent', 'quantity'],
      ['line', String(bigger.id)],
      ['quantity', String(bigger.quantity - 1)],
    ]);
    expect(lowered.flash).toMatchObject({ key: 'cart.updated' });
  }
});

test('forged fields, repeated fields and other bodies are refused whole', async ({ request, baseURL }) => {
  const item = await apiGet(request, '/items/details/1');
  const { customer, line } = await withLine(request, baseURL!, item, 1);
  const id = String(line.id);
  const forged: Array<[string, Pairs | string, string]> = [
    // A price of the browser's choosing, on a change that would otherwise be taken.
    [
      'price',
      [
        ['intent', 'quantity'],
        ['line', id],
        ['quantity', '2'],
        ['price', '0.01'],
      ],
      'cart.update_failed',
    ],
    [
      'guest_id',
      [
        ['intent', 'quantity'],
        ['line', id],
        ['quantity', '2'],
        ['guest_id', '1'],
      ],
      'cart.update_failed',
    ],
    [
      'user_id',
      [
        ['intent', 'remove'],
        ['line', id],
        ['user_id', '1'],
      ],
      'cart.remove_failed',
    ],
    ['line twice', `intent=remove&line=${id}&line=${id}`, 'cart.remove_failed'],
    ['quantity twice', `intent=quantity&line=${id}&quantity=2&quantity=3`, 'cart.update_failed'],
    ['no line', 'intent=remove', 'cart.remove_failed'],
    ['line not a number', 'intent=remove&line=1%20OR%201%3D1', 'cart.remove_failed'],
    ['line 0', 'intent=remove&line=0', 'cart.remove_failed'],
    ['fractional quantity', `intent=quantity&line=${id}&quantity=1.5`, 'cart.update_failed'],
    ['hex quantity', `intent=quantity&line=${id}&quantity=0x2`, 'cart.update_failed'],
    ['unknown intent', `intent=checkout&line=${id}`, 'cart.update_failed'],
    ['a line on clear', `intent=clear&line=${id}`, 'cart.clear_failed'],
    ['no intent', `line=${id}&quantity=2`, 'cart.update_failed'],
  ];
  for (const [what, fields, key] of forged) {
    const answer = await post(request, baseURL!, fields);
    expect(answer.status, what).toBe(303);
    expect(answer.flash, what).toMatchObject({ key, tone: 'error' });
  }
  // A JSON body is not a form.
  const json = await post(request, baseURL!, JSON.stringify({ intent: 'clear' }), {
    'Content-Type': 'application/json',
  });
  expect(json.flash).toMatchObject({ key: 'cart.update_failed', tone: 'error' });
  // A body far over what the form sends is not read.
  const huge = await post(request, baseURL!, `intent=remove&line=${id}&pad=${'x'.repeat(8000)}`);
  expect(huge.status).toBe(413);
  const after = await lineOf(request, customer, GROCERY, line.id);
  expect(after).toMatchObject({ quantity: 1, price: line.price });
});

test('a post from another site is refused before it is read', async ({ request, baseURL }) => {
  const item = await apiGet(request, '/items/details/1');
  const { customer, line } = await withLine(request, baseURL!, item, 1);
  const remove: Pairs = [
    ['intent', 'remove'],
    ['line', String(line.id)],
  ];
  const evil = await post(request, baseURL!, remove, { Origin: 'https://evil.example' });
  expect(evil.status).toBe(403);
  expect(evil.flash).toBeNull();
  // No Origin, and the browser says the post came from another site.
  const noOrigin = await request.post('/ar/cart', {
    data: new URLSearchParams([['intent', 'clear']]).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(noOrigin.status()).toBe(403);
  // A look-alike of the storefront's origin.
  const lookalike = await post(request, baseURL!, [['intent', 'clear']], { Origin: `${baseURL}.evil.example` });
  expect(lookalike.status).toBe(403);
  expect(await lineOf(request, customer, GROCERY, line.id)).toMatchObject({ quantity: 1 });
  // The same form from the storefront's own page works, and keeps the page's language.
  const own = await post(request, baseURL!, remove, {}, '/ar/cart');
  expect(own).toMatchObject({ status: 303, location: '/ar/cart', flash: { key: 'cart.removed' } });
  expect(await lineOf(request, customer, GROCERY, line.id)).toBeUndefined();
});
