// Cart answers read through CartSchema and shown as cart lines: the same values whatever a server
// sends (numeric strings, JSON-encoded lists, a module type only in the item's module), and a
// line whose item is gone, unreadable or offered otherwise is shown flagged, never dropped. The
// islands get the cart as the server read it, through JSON: they show the same.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CartLineSchema, CartSchema, rememberImageBases } from '../../src/lib/api/index.ts';
import { cartLineViews, cartTotal, maxQuantity } from '../../src/lib/cart/lines.ts';
import { heldCartProblem } from '../../src/lib/cart/held-cart.server.ts';
import { readCart, readCartLines } from '../../src/lib/cart/marketplace-cart.server.ts';
import { fixture } from './api/helpers.ts';

const sample = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/contract-samples', name), 'utf8'));

describe('a cart answer', () => {
  it('reads the fixture answer into the lines the cart shows', () => {
    const lines = readCartLines(fixture('cart-lines.json'));
    expect(lines).toEqual([
      {
        id: 7,
        itemId: 12,
        moduleId: 2,
        price: 20,
        unitPrice: 18,
        quantity: 2,
        name: 'Organic Bananas',
        image: 'http://127.0.0.1:8787/storage/app/public/product/2024-banana.png',
        storeId: 3,
        storeName: 'Fresh Corner Market',
        stock: 120,
        moduleType: 'grocery',
        maxQuantity: 10,
        variationType: null,
        variationStock: Number.POSITIVE_INFINITY,
        options: null,
        addOnTotal: 0,
        addOns: [],
        campaign: false,
        choiceKey: '[[],[]]',
        variationKey: '[]',
        problem: null,
      },
      // '1kg' is not among this item's variations: shown, flagged, not orderable.
      {
        id: 8,
        itemId: 13,
        moduleId: 2,
        price: 10.5,
        unitPrice: 10.5,
        quantity: 1,
        name: 'Mystery Snack',
        image: null,
        storeId: 3,
        storeName: 'Fresh Corner Market',
        stock: null,
        moduleType: null,
        maxQuantity: null,
        variationType: '1kg',
        variationStock: Number.POSITIVE_INFINITY,
        options: '1kg',
        addOnTotal: 0,
        addOns: [{ id: 1, name: '#1', quantity: 1 }],
        campaign: false,
        choiceKey: '[[{"type":"1kg"}],[[1,1]]]',
        variationKey: '[{"type":"1kg"}]',
        problem: 'variation',
      },
    ]);
    expect(maxQuantity(lines[0]!, lines)).toBe(10);
    expect(cartTotal(lines)).toBe(46.5);
  });

  it('reads a line whose item is a real 2.x server item (order-details sample), with numeric strings and JSON-encoded lists', () => {
    rememberImageBases((sample('config.json') as { base_urls: unknown }).base_urls);
    const details = sample('order-details.json') as Array<{
      item_id: number;
      module_id: number;
      price: number;
      quantity: number;
      item_details: unknown;
    }>;
    const raw = details.map((d, i) => ({
      id: String(100 + i),
      user_id: '9',
      module_id: String(d.module_id),
      item_id: d.item_id,
      is_guest: 0,
      add_on_ids: '[]',
      add_on_qtys: '[]',
      item_type: 'App\\Models\\Item',
      price: String(d.price),
      quantity: String(d.quantity),
      variation: '[]',
      item: d.item_details,
    }));
    const lines = readCartLines(raw);
    expect(
      lines.map((l) => [
        l.id,
        l.itemId,
        l.moduleId,
        l.name,
        l.unitPrice,
        l.quantity,
        l.storeId,
        l.storeName,
        l.moduleType,
        l.problem,
      ]),
    ).toEqual([
      [100, 274, 4, 'عيش فينو', 120, 1, 11, 'Test 1', 'grocery', null],
      [101, 275, 4, 'عيش بلدي', 12, 1, 11, 'Test 1', 'grocery', null],
    ]);
    expect(lines.map((l) => maxQuantity(l, lines))).toEqual([97, 99]);
    // The browser does not know /config's image bases: no image is made up from a file name.
    expect(lines.map((l) => l.image)).toEqual([null, null]);
    rememberImageBases({});
  });

  it('leaves out what names no line, and reads anything but a list as no lines', () => {
    const good = { id: 1, item_id: 2, price: 5, quantity: 1, item: null };
    expect(readCartLines([good, { nonsense: true }, 'line', null]).map((l) => l.id)).toEqual([1]);
    for (const raw of ['oops', null, { lines: [] }]) expect(readCartLines(raw)).toEqual([]);
    expect(CartSchema.parse([good, { id: 'x' }])).toHaveLength(1);
  });

  it('shows a line whose item is gone or unreadable at its stored price, to be removed', () => {
    const [gone, unreadable] = readCartLines([
      { id: 1, item_id: 2, module_id: 1, price: '12.5', quantity: 2, item: null },
      { id: 2, item_id: 3, module_id: 1, price: 4, quantity: 1, item: { id: 3, name: 'No price' } },
    ]);
    expect(gone).toMatchObject({ name: '#2', price: 12.5, unitPrice: 12.5, quantity: 2, problem: 'item' });
    expect(unreadable).toMatchObject({ name: '#3', price: 4, problem: 'item' });
    expect(
      heldCartProblem([{ id: 2, item_id: 3, price: 4, quantity: 1, item: { id: 3, name: 'No price' } }])?.code,
    ).toBe('cart_line_invalid');
  });

  it('takes the module type from the item, else from its module, for the view and the server alike', () => {
    const line = {
      id: 1,
      item_id: 12,
      module_id: 2,
      price: 20,
      quantity: 30,
      item: { id: 12, name: 'Soup', price: 20, store_id: 5, stock: 0, module: { id: 2, module_type: 'food' } },
    };
    expect(CartLineSchema.parse(line).item?.module_type).toBe('food');
    expect(maxQuantity(readCartLines([line])[0]!)).toBe(Infinity);
    expect(heldCartProblem([line])).toBeNull();
  });

  it('flags add-on entries that are not numbers, in the view and before ordering', () => {
    const item = {
      id: 16,
      name: 'Box',
      price: 177,
      store_id: 2,
      module_type: 'food',
      stock: 0,
      add_ons: [{ id: 1, name: 'Cheese', price: 10 }],
    };
    const line = (ids: unknown, qtys: unknown) => ({
      id: 1,
      item_id: 16,
      module_id: 2,
      price: 177,
      quantity: 1,
      add_on_ids: ids,
      add_on_qtys: qtys,
      item,
    });
    expect(readCartLines([line('[1]', '["2"]')])[0]).toMatchObject({ addOnTotal: 20, problem: null });
    for (const [ids, qtys] of [
      [['x'], ['y']],
      [[null], [1]],
      [[1], [true]],
    ]) {
      expect(readCartLines([line(ids, qtys)])[0]!.problem, JSON.stringify([ids, qtys])).toBe('add_on');
      expect(heldCartProblem([line(ids, qtys)])?.code).toBe('cart_line_invalid');
    }
  });
});

describe('the cart the islands receive', () => {
  const answers = () => [
    fixture('cart-lines.json'),
    [
      {
        id: 1,
        item_id: 16,
        module_id: 2,
        price: 177,
        quantity: 1,
        add_on_ids: ['x'],
        add_on_qtys: '[2]',
        item: { id: 16, name: 'Box', price: 177, store_id: 2, add_ons: [{ id: 1, price: 10 }] },
      },
    ],
    [{ id: 2, item_id: 3, price: '4', quantity: '2', item: null }, { nonsense: true }],
  ];

  it('is read by the server with CartSchema, and reads the same again (the schema is stable on its own output)', () => {
    for (const raw of answers()) expect(CartSchema.parse(readCart(raw))).toEqual(readCart(raw));
  });

  it('shows the same lines after the trip through JSON as the server shows', () => {
    for (const raw of answers()) {
      const received: unknown = JSON.parse(JSON.stringify(readCart(raw)));
      expect(cartLineViews(received)).toEqual(readCartLines(raw));
    }
    expect(cartLineViews({ lines: [] })).toEqual([]);
  });
});
