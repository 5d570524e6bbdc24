// The storefront's one stock rule: tracked only where the module counts stock (not food, whose
// items a real server sends with stock 0), out of stock below 1, capped by the cart limit.
import { describe, expect, it } from 'vitest';
import { maxQuantity as lineMax } from '../../src/lib/cart/lines.ts';
import { readCartLines } from '../../src/lib/cart/marketplace-cart.server.ts';
import { cartProduct } from '../../src/lib/catalog/types.ts';
import {
  clampQuantity,
  isOutOfStock,
  maxQuantity,
  stockState,
  tracksStock,
  variationStock,
  variationType,
} from '../../src/lib/domain/pricing/quantity.ts';
import { availabilityOf } from '../../src/lib/seo/json-ld.ts';

describe('stockState', () => {
  it('does not track food, whatever stock the server sends', () => {
    for (const stock of [0, null, 3, -1]) {
      expect(stockState({ stock, module_type: 'food' })).toEqual({ tracked: false, outOfStock: false, max: Infinity });
    }
    expect(clampQuantity(25, { stock: 0, module_type: 'food' })).toEqual({ quantity: 25, limit: null });
  });

  it('tracks every other module, and a stock below 1 is out of stock', () => {
    for (const module_type of ['grocery', 'pharmacy', 'ecommerce', '', null, undefined]) {
      expect(tracksStock({ stock: 4, module_type })).toBe(true);
      expect(stockState({ stock: 0, module_type })).toEqual({ tracked: true, outOfStock: true, max: 0 });
      expect(stockState({ stock: -2, module_type })).toMatchObject({ outOfStock: true, max: 0 });
      expect(stockState({ stock: 0.5, module_type })).toMatchObject({ outOfStock: true });
      expect(stockState({ stock: 1, module_type })).toEqual({ tracked: true, outOfStock: false, max: 1 });
    }
  });

  it('leaves a missing stock untracked (a server that sends none)', () => {
    expect(stockState({ stock: null, module_type: 'grocery' })).toEqual({
      tracked: false,
      outOfStock: false,
      max: Infinity,
    });
    expect(stockState({ stock: undefined, module_type: 'grocery' })).toMatchObject({
      tracked: false,
      outOfStock: false,
    });
  });

  it('takes the cart cap when it is set and lower; 0 or null means no cap, also for food', () => {
    expect(maxQuantity({ stock: 100, module_type: 'grocery', maximum_cart_quantity: 3 })).toBe(3);
    expect(maxQuantity({ stock: 2, module_type: 'grocery', maximum_cart_quantity: 10 })).toBe(2);
    expect(maxQuantity({ stock: 0, module_type: 'food', maximum_cart_quantity: 10 })).toBe(10);
    expect(maxQuantity({ stock: 0, module_type: 'food', maximum_cart_quantity: 0 })).toBe(Infinity);
    expect(maxQuantity({ stock: 5, module_type: 'grocery', maximum_cart_quantity: null })).toBe(5);
  });
});

describe('the rule everywhere', () => {
  it('cart lines read the module type from the item and use the rule', () => {
    const [food, grocery, capped] = readCartLines([
      {
        id: 1,
        item_id: 10,
        module_id: 2,
        price: 50,
        quantity: 3,
        item: { id: 10, name: 'Koshari', price: 50, store_id: 5, stock: 0, module_type: 'food' },
      },
      {
        id: 2,
        item_id: 11,
        module_id: 1,
        price: 20,
        quantity: 1,
        item: { id: 11, name: 'Milk', price: 20, store_id: 1, stock: 4, module_type: 'grocery' },
      },
      {
        id: 3,
        item_id: 12,
        module_id: 2,
        price: 20,
        quantity: 1,
        item: {
          id: 12,
          name: 'Soup',
          price: 20,
          store_id: 5,
          stock: 0,
          module: { id: 2, module_type: 'food' },
          maximum_cart_quantity: 0,
        },
      },
    ]);
    expect(food!.moduleType).toBe('food');
    expect(lineMax(food!)).toBe(Infinity);
    expect(lineMax(grocery!)).toBe(4);
    // Without module_type on the item, its module object says; a 0 cap is no cap.
    expect(capped!.moduleType).toBe('food');
    expect(lineMax(capped!)).toBe(Infinity);
  });

  it('JSON-LD availability and the card agree with the rule', () => {
    expect(availabilityOf({ stock: 0, module_type: 'food' })).toBe('InStock');
    expect(availabilityOf({ stock: 0, module_type: 'grocery' })).toBe('OutOfStock');
    expect(availabilityOf({ stock: 0.4, module_type: 'grocery' })).toBe('OutOfStock');
    expect(availabilityOf({ stock: null, module_type: 'grocery' })).toBe('InStock');
    expect(isOutOfStock({ stock: 0, module_type: 'food' })).toBe(false);
  });

  it('a card product carries its module type and cap to the cart', () => {
    const product = cartProduct({
      id: 7,
      name: 'Falafel',
      image_full_url: null,
      price: 30,
      discount: 0,
      discount_type: 'percent',
      avg_rating: 0,
      rating_count: 0,
      store_id: 3,
      store_name: 'Cafe',
      module_id: 2,
      module_type: 'food',
      stock: 0,
      store_phone: null,
      maximum_cart_quantity: 6,
    });
    expect(product).toMatchObject({
      id: 7,
      store_id: 3,
      module_id: 2,
      module_type: 'food',
      stock: 0,
      maximum_cart_quantity: 6,
    });
  });
});

describe('a variation’s own stock', () => {
  const polo = {
    stock: 17,
    module_type: 'ecommerce',
    variations: [
      { type: 'S', stock: 5 },
      { type: 'M', stock: 2 },
    ],
  };
  it('is the chosen type’s, where the item’s stock is tracked', () => {
    expect(variationType([{ type: 'M' }])).toBe('M');
    expect(variationType([{ name: 'Size', values: { label: ['M'] } }])).toBeNull();
    expect(variationStock(polo, 'M')).toBe(2);
    expect(variationStock(polo, null)).toBe(Number.POSITIVE_INFINITY);
    expect(variationStock({ ...polo, module_type: 'food' }, 'M')).toBe(Number.POSITIVE_INFINITY);
  });

  it('bounds all the cart lines of that type together', () => {
    const line = (id: number, type: string, quantity: number) => ({
      id,
      item_id: 148,
      module_id: 4,
      quantity,
      price: 656,
      variation: [{ type }],
      add_on_ids: [],
      add_on_qtys: [],
      item: {
        id: 148,
        name: 'Polo',
        price: 656,
        store_id: 12,
        module_id: 4,
        module_type: 'ecommerce',
        stock: 17,
        variations: [
          { type: 'S', price: 656, stock: 5 },
          { type: 'M', price: 656, stock: 2 },
        ],
      },
    });
    const lines = readCartLines([line(1, 'S', 1), line(2, 'M', 1), line(3, 'M', 1)]);
    expect(lineMax(lines[1]!, lines)).toBe(1);
    expect(lineMax(lines[0]!, lines)).toBe(5);
  });
});
