// Cart lines priced from the item's own data, the strict cart bodies, and stock held for an
// item's total across lines (the proxy's and the order's checks).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartTotal, maxQuantity } from '../../src/lib/cart/lines.ts';
import { readCartLines } from '../../src/lib/cart/marketplace-cart.server.ts';
import { linePrice } from '../../src/lib/domain/pricing/line-price.ts';
import { maxForLine } from '../../src/lib/domain/pricing/quantity.ts';
import { CartAddBody, CartUpdateBody, checkCartRequest } from '../../src/lib/cart/bodies.server.ts';
import { heldCartProblem } from '../../src/lib/cart/held-cart.server.ts';

const box = {
  id: 16,
  name: 'Koshary Family Box',
  price: 177,
  discount: 25,
  discount_type: 'amount',
  store_id: 2,
  module_id: 2,
  module_type: 'food',
  stock: 0,
  maximum_cart_quantity: null,
  variations: [],
  add_ons: [
    { id: 1, name: 'Extra cheese', price: 10 },
    { id: 3, name: 'Extra daqqa', price: 5 },
  ],
  food_variations: [
    {
      name: 'Size',
      values: [
        { label: 'Regular', optionPrice: 0 },
        { label: 'Large', optionPrice: 15 },
      ],
    },
  ],
};
const polo = {
  id: 148,
  name: 'Polo',
  price: 656,
  discount: 0,
  discount_type: 'percent',
  store_id: 12,
  module_id: 4,
  module_type: 'ecommerce',
  stock: 5,
  maximum_cart_quantity: null,
  add_ons: [],
  food_variations: [],
  variations: [
    { type: 'S', price: 656, stock: 2 },
    { type: 'XL', price: 706, stock: 3 },
  ],
};
const line = (over: Record<string, unknown>) => ({
  id: 1,
  item_id: 16,
  module_id: 2,
  price: 177,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  item: box,
  ...over,
});

describe('linePrice', () => {
  it('prices sizes, variations and add-ons from the item', () => {
    expect(
      linePrice(box, {
        quantity: 2,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
        add_on_ids: [1, 3],
        add_on_qtys: [2, 1],
      }),
    ).toEqual({ ok: true, unitPrice: 192, addOnTotal: 25 });
    expect(linePrice(polo, { quantity: 1, variation: [{ type: 'XL' }], add_on_ids: [], add_on_qtys: [] })).toEqual({
      ok: true,
      unitPrice: 706,
      addOnTotal: 0,
    });
  });

  it('refuses quantities and choices the item does not offer', () => {
    const base = { quantity: 1, variation: [], add_on_ids: [1], add_on_qtys: [1] };
    for (const qty of [-5, 0, 0.5, 100, Number.NaN])
      expect(linePrice(box, { ...base, add_on_qtys: [qty] })).toEqual({ ok: false, problem: 'add_on' });
    expect(linePrice(box, { ...base, add_on_ids: [5] })).toEqual({ ok: false, problem: 'add_on' });
    expect(linePrice(box, { ...base, add_on_ids: [1, 1], add_on_qtys: [1, 1] })).toEqual({
      ok: false,
      problem: 'add_on',
    });
    expect(linePrice(box, { ...base, add_on_ids: [1, 3] })).toEqual({ ok: false, problem: 'add_on' });
    for (const quantity of [0, -1, 1.5, 1000])
      expect(linePrice(box, { ...base, quantity })).toEqual({ ok: false, problem: 'quantity' });
    expect(linePrice(box, { ...base, variation: [{ name: 'Size', values: { label: ['Gigantic'] } }] })).toEqual({
      ok: false,
      problem: 'variation',
    });
    expect(linePrice(polo, { quantity: 1, variation: [{ type: 'XXL' }], add_on_ids: [], add_on_qtys: [] })).toEqual({
      ok: false,
      problem: 'variation',
    });
  });
});

describe('cart lines as the cart shows them', () => {
  it('price from the item, whatever price the line was stored with; flag choices the item lacks', () => {
    const [honest] = readCartLines([line({ add_on_ids: [1], add_on_qtys: [2] })]);
    expect(honest).toMatchObject({ price: 177, unitPrice: 152, addOnTotal: 20, problem: null });
    const [cheap] = readCartLines([line({ price: 0.01 })]);
    // A stored price is stale or forged, never charged: the line is priced from the item and stays orderable.
    expect(cheap).toMatchObject({ price: 177, unitPrice: 152, problem: null });
    const [negative] = readCartLines([line({ add_on_ids: [1], add_on_qtys: [-5] })]);
    expect(negative).toMatchObject({ unitPrice: 152, addOnTotal: 0, problem: 'add_on' });
    expect(cartTotal([honest!, negative!])).toBe(152 * 2 + 20);
  });

  it("limit a line to the stock left after the same item's other lines and to its size's own stock; food is not counted", () => {
    const lines = readCartLines([
      line({ id: 1, item_id: 148, price: 656, quantity: 3, variation: [{ type: 'S' }], item: polo }),
      line({ id: 2, item_id: 148, price: 706, quantity: 1, variation: [{ type: 'XL' }], item: polo }),
    ]);
    // S: 4 of the item's 5 are left, but size S has 2 of its own; XL: 2 of the item's left.
    expect(lines.map((l) => maxQuantity(l, lines))).toEqual([2, 2]);
    expect(lines.map((l) => l.options)).toEqual(['S', 'XL']);
    const food = readCartLines([
      line({ id: 3, quantity: 40 }),
      line({ id: 4, quantity: 40, variation: [{ name: 'Size', values: { label: ['Large'] } }], price: 192 }),
    ]);
    expect(food.map((l) => maxQuantity(l, food))).toEqual([Infinity, Infinity]);
    expect(maxForLine({ stock: 5, module_type: 'grocery' }, 7)).toBe(0);
  });
});

describe('cart bodies', () => {
  it('are strict', () => {
    expect(CartAddBody.safeParse({ item_id: 16, quantity: 1, price: 177, model: 'Item' }).success).toBe(true);
    // A campaign item is its own model (campaigns/item); no other model passes.
    expect(CartAddBody.safeParse({ item_id: 2, quantity: 1, model: 'ItemCampaign' }).success).toBe(true);
    for (const extra of [
      { guest_id: 1 },
      { user_id: 2 },
      { model: 'Parcel' },
      { add_on_ids: [1], add_on_qtys: [-5] },
      { add_on_ids: [1], add_on_qtys: ['1'] },
      { quantity: 1e6 },
    ]) {
      expect(
        CartAddBody.safeParse({ item_id: 16, quantity: 1, price: 177, model: 'Item', ...extra }).success,
        JSON.stringify(extra),
      ).toBe(false);
    }
    expect(CartUpdateBody.safeParse({ cart_id: 1, quantity: 2, price: 1, variation: [] }).success).toBe(false);
  });
});

describe('a held cart before ordering', () => {
  it('is refused for a tampered line or two lines above the stock together', () => {
    expect(heldCartProblem([line({})])).toBeNull();
    // A stored price alone is never charged (the marketplace prices the order itself): no refusal.
    expect(heldCartProblem([line({ price: 0.01 })])).toBeNull();
    expect(heldCartProblem([line({ add_on_ids: [1], add_on_qtys: [-5] })])?.code).toBe('cart_line_invalid');
    expect(heldCartProblem([line({ item: null })])?.code).toBe('cart_line_invalid');
    const two = [
      line({ id: 1, item_id: 148, price: 656, quantity: 3, variation: [{ type: 'S' }], item: polo }),
      line({ id: 2, item_id: 148, price: 706, quantity: 3, variation: [{ type: 'XL' }], item: polo }),
    ];
    expect(heldCartProblem(two)).toMatchObject({ code: 'stock', message: expect.stringContaining('Only 5 of Polo') });
    expect(
      heldCartProblem([
        line({ quantity: 500 }),
        line({ id: 2, quantity: 400, variation: [{ name: 'Size', values: { label: ['Large'] } }], price: 192 }),
      ]),
    ).toBeNull();
  });
});

describe('the proxy check', () => {
  afterEach(() => vi.unstubAllGlobals());
  const ctx = { baseUrl: 'http://api.test', lang: 'en' as const, moduleId: 4, zoneIds: [5], token: 't' };
  const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
  function upstream(cart: unknown[]) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(new URL(url).pathname);
      if (url.includes('items/details/148')) return Response.json(polo);
      if (url.includes('customer/cart/list')) return Response.json(cart);
      return Response.json({ errors: [{ code: 'not_found' }] }, { status: 404 });
    });
    return calls;
  }

  it('sends the price of the item, never the posted one', async () => {
    upstream([]);
    const checked = await checkCartRequest({
      path: 'customer/cart/add',
      search: '',
      contentType: 'application/json',
      ctx,
      body: body({ item_id: 148, quantity: 2, price: 0.01, model: 'Item', variation: [{ type: 'XL' }] }),
    });
    expect(checked.ok).toBe(true);
    const sent = JSON.parse(new TextDecoder().decode((checked as { body: ArrayBuffer }).body));
    expect(sent).toEqual({
      item_id: 148,
      quantity: 2,
      price: 706,
      model: 'Item',
      variation: [{ type: 'XL' }],
      add_on_ids: [],
      add_on_qtys: [],
    });
  });

  it('holds the stock across the lines of an item, and refuses a query it does not take', async () => {
    upstream([line({ id: 9, item_id: 148, price: 656, quantity: 4, variation: [{ type: 'S' }], item: polo })]);
    const over = await checkCartRequest({
      path: 'customer/cart/add',
      search: '',
      contentType: 'application/json',
      ctx,
      body: body({ item_id: 148, quantity: 2, model: 'Item', variation: [{ type: 'XL' }] }),
    });
    // How many the line may still hold, said as a number for a caller that words it itself.
    expect(over).toMatchObject({ ok: false, status: 409, code: 'stock', max: 1 });
    const listed = await checkCartRequest({
      path: 'customer/cart/list',
      search: '?guest_id=5',
      contentType: undefined,
      ctx,
      body: undefined,
    });
    expect(listed).toMatchObject({ ok: false, status: 400 });
    const form = await checkCartRequest({
      path: 'customer/cart/add',
      search: '',
      contentType: 'application/x-www-form-urlencoded',
      ctx,
      body: new TextEncoder().encode('item_id=148').buffer as ArrayBuffer,
    });
    expect(form).toMatchObject({ ok: false, status: 415 });
  });
});

describe('order costs', () => {
  it('never take money off for a negative line', async () => {
    const { orderCosts } = await import('../../src/lib/domain/ordering/order-costs.ts');
    const store = { minimumOrder: 0, tax: 0, freeDelivery: true, discount: null };
    const rates = { perKm: 0, minimum: 0, maximum: 0 };
    const costs = orderCosts({
      store,
      rates,
      distanceKm: 0,
      lines: [
        { price: 177, quantity: 1, discount: 0, discountType: 'amount', addOnTotal: -50 },
        { price: -10, quantity: 2, discount: 0, discountType: 'amount' },
        { price: 10, quantity: -2, discount: 0, discountType: 'amount' },
      ],
    });
    expect(costs.subtotal).toBe(177);
    expect(costs.total).toBe(177);
  });
});
