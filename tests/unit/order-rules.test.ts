import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/lib/domain/auth-rules.ts';
import { cartTotal, maxQuantity, normalizeLines } from '../../src/lib/cart-lines.ts';
import { distanceKm } from '../../src/lib/domain/distance.ts';
import { OrderFormSchema, orderPayload } from '../../src/lib/domain/order-rules.ts';

describe('distance', () => {
  it('is the great-circle distance on a 6371 km sphere, to two decimals', () => {
    expect(distanceKm({ lat: 30.0444, lng: 31.2357 }, { lat: 30.0444, lng: 31.2357 })).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBe(111.19);
    expect(distanceKm({ lat: 30.0444, lng: 31.2357 }, { lat: 31.2001, lng: 29.9187 })).toBeCloseTo(179.6, 0);
  });
});

describe('place-order form', () => {
  const good = { contact_person_name: 'Demo', contact_person_number: '+20 101 234 5678', contact_person_email: 'a@b.co', address: '12 Tahrir Square' };
  it('names each broken rule', () => {
    const r = OrderFormSchema.safeParse({ contact_person_name: 'Al', contact_person_number: '12345', contact_person_email: 'x', address: 'abc' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      contact_person_name: 'validation.name',
      contact_person_number: 'validation.phone',
      contact_person_email: 'validation.email',
      address: 'validation.address',
    });
    expect(OrderFormSchema.safeParse(good).success).toBe(true);
  });
  it('builds the payload the server takes', () => {
    const form = OrderFormSchema.parse(good);
    const payload = orderPayload(form, { storeId: 1, total: 216, distance: 1.25, latitude: 30.04, longitude: 31.23, lines: [{ itemId: 1, quantity: 2 }] });
    expect(payload).toMatchObject({ payment_method: 'cash_on_delivery', order_type: 'delivery', is_buy_now: 1, dm_tips: 0, cutlery: 0, store_id: 1, distance: 1.25 });
    expect(JSON.parse(payload.cart)).toEqual([{ item_id: 1, quantity: 2, variant: '', variation: [], add_on_ids: [], add_on_qtys: [], item_type: 'AppModelsItem' }]);
  });
});

describe('cart lines and totals', () => {
  const raw = [
    { id: 7, item_id: 1, module_id: 1, price: 120, quantity: 2, item: { name: 'Milk', discount: 10, discount_type: 'percent', store_id: 1, stock: 5, images_full_url: ['u', null] } },
    { id: 8, item_id: 2, module_id: 1, price: '15', quantity: 1, item: { name: 'Bread', discount: 20, discount_type: 'amount', store_id: 1, stock: null, maximum_cart_quantity: 3 } },
    { nonsense: true },
  ];
  it('reads lines tolerantly and totals discounted prices, never below 0', () => {
    const lines = normalizeLines(raw);
    expect(lines.map((l) => [l.id, l.unitPrice, l.quantity])).toEqual([[7, 108, 2], [8, 0, 1]]);
    expect(lines[0]!.image).toBe('u');
    expect(cartTotal(lines)).toBe(216);
    expect(maxQuantity(lines[0]!)).toBe(5);
    expect(maxQuantity(lines[1]!)).toBe(3);
    expect(normalizeLines('oops')).toEqual([]);
  });
});
