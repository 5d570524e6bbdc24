import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/lib/domain/account/auth-rules.ts';
import { cartTotal, maxQuantity } from '../../src/lib/cart/lines.ts';
import { readCartLines } from '../../src/lib/cart/marketplace-cart.server.ts';
import { distanceKm } from '../../src/lib/domain/ordering/distance.ts';
import {
  newOrderKey,
  OrderFormSchema,
  orderPayload,
  OrderRequestSchema,
  sameLines,
} from '../../src/lib/domain/ordering/order-rules.ts';

describe('distance', () => {
  it('is the great-circle distance on a 6371 km sphere, to two decimals', () => {
    expect(distanceKm({ lat: 30.0444, lng: 31.2357 }, { lat: 30.0444, lng: 31.2357 })).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBe(111.19);
    expect(distanceKm({ lat: 30.0444, lng: 31.2357 }, { lat: 31.2001, lng: 29.9187 })).toBeCloseTo(179.6, 0);
  });
});

describe('place-order form', () => {
  const good = {
    contact_person_name: 'Demo',
    contact_person_number: '+20 101 234 5678',
    contact_person_email: 'a@b.co',
    address: '12 Tahrir Square',
  };
  it('names each broken rule', () => {
    const r = OrderFormSchema.safeParse({
      contact_person_name: 'Al',
      contact_person_number: '12345',
      contact_person_email: 'x',
      address: 'abc',
    });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      contact_person_name: 'validation.name',
      contact_person_number: 'validation.phone',
      contact_person_email: 'validation.email',
      address: 'validation.address',
    });
    expect(OrderFormSchema.safeParse(good).success).toBe(true);
  });
  it('orders the cart the server holds: no buy-now, no cart of its own', () => {
    const form = OrderFormSchema.parse(good);
    const payload = orderPayload(form, { storeId: 1, total: 216, distance: 1.25, latitude: 30.04, longitude: 31.23 });
    expect(payload).toMatchObject({
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      dm_tips: 0,
      cutlery: 0,
      store_id: 1,
      distance: 1.25,
      order_amount: 216,
    });
    expect(payload).not.toHaveProperty('is_buy_now');
    expect(payload).not.toHaveProperty('cart');
  });
  it('checks the order request at the storefront boundary', () => {
    const request = {
      key: newOrderKey(),
      storeId: 1,
      moduleId: 1,
      distance: 1.2,
      latitude: 30,
      longitude: 31,
      total: 50,
      form: good,
      lines: [{ id: 7, quantity: 2 }],
    };
    expect(request.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(OrderRequestSchema.safeParse(request).success).toBe(true);
    expect(OrderRequestSchema.safeParse({ ...request, key: 'again' }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...request, lines: [] }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...request, lines: [{ id: 7, quantity: 0 }] }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...request, latitude: 91 }).success).toBe(false);
  });
  it('compares the shown lines with the held cart by id and quantity, in any order', () => {
    expect(
      sameLines(
        [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        [
          { id: 2, quantity: 1 },
          { id: 1, quantity: 2 },
        ],
      ),
    ).toBe(true);
    expect(
      sameLines(
        [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        [{ id: 1, quantity: 2 }],
      ),
    ).toBe(false);
    expect(sameLines([{ id: 1, quantity: 2 }], [{ id: 1, quantity: 3 }])).toBe(false);
  });
});

describe('cart lines and totals', () => {
  const raw = [
    {
      id: 7,
      item_id: 1,
      module_id: 1,
      price: 120,
      quantity: 2,
      item: {
        id: 1,
        name: 'Milk',
        price: 120,
        discount: 10,
        discount_type: 'percent',
        store_id: 1,
        stock: 5,
        images_full_url: ['u', null],
      },
    },
    {
      id: 8,
      item_id: 2,
      module_id: 1,
      price: '15',
      quantity: 1,
      item: {
        id: 2,
        name: 'Bread',
        price: '15',
        discount: 20,
        discount_type: 'amount',
        store_id: 1,
        stock: null,
        maximum_cart_quantity: 3,
      },
    },
    { nonsense: true },
  ];
  it('reads lines tolerantly and totals discounted prices, never below 0', () => {
    const lines = readCartLines(raw);
    expect(lines.map((l) => [l.id, l.unitPrice, l.quantity])).toEqual([
      [7, 108, 2],
      [8, 0, 1],
    ]);
    expect(lines[0]!.image).toBe('u');
    expect(cartTotal(lines)).toBe(216);
    expect(maxQuantity(lines[0]!)).toBe(5);
    expect(maxQuantity(lines[1]!)).toBe(3);
    expect(readCartLines('oops')).toEqual([]);
  });
});
