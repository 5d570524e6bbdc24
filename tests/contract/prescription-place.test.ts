// customer/order/place with prescription files (OrderController.php:546-568, :729-735;
// api/docs/prescriptions.md): an item whose pharmacy_item_details.is_prescription_required is 1
// cannot be ordered without a file (403 `prescription`); files sent as `order_attachment` (one or
// a list) are kept as on the prescription route, and the item reads the flag (helpers.php:222).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, PNG } from '../fixtures/rx-images.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

/** Store 7 (pharmacy, Cairo); its Cetirizine needs a prescription, its Loratadine does not. */
let rxItem: number;
let plainItem: number;
beforeAll(async () => {
  const res = await api.call('/items/latest?store_id=7&category_id=0&limit=50&offset=1', { module: 3, zone: '[5]' });
  const items = res.body.products as Array<{ id: number; name: string }>;
  rxItem = items.find((i) => i.name.startsWith('Cetirizine'))!.id;
  plainItem = items.find((i) => i.name.startsWith('Loratadine'))!.id;
});

function fields(itemId: number): Record<string, string> {
  return {
    order_amount: '0',
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: '7',
    distance: '2',
    address: '12 Tahrir Square, Cairo',
    latitude: '30.0444',
    longitude: '31.2357',
    is_buy_now: '1',
    cart: JSON.stringify([
      {
        item_id: itemId,
        quantity: 1,
        item_type: 'AppModelsItem',
        variation: [],
        variant: '',
        add_on_ids: [],
        add_on_qtys: [],
      },
    ]),
  };
}

function multipart(itemId: number, files: Array<[string, Buffer, string]>, extra: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...fields(itemId), ...extra })) body.set(k, v);
  for (const [key, bytes, name] of files)
    body.append(key, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return body;
}

const place = (init: { json?: Record<string, unknown>; form?: FormData }) =>
  api.call('/customer/order/place', { method: 'POST', token, module: 3, ...init });

describe('items that need a prescription', () => {
  it('the item reads is_prescription_required from pharmacy_item_details', async () => {
    const rx = await api.call(`/items/details/${rxItem}`, { module: 3, zone: '[5]' });
    const plain = await api.call(`/items/details/${plainItem}`, { module: 3, zone: '[5]' });
    expect(rx.body).toMatchObject({ is_prescription_required: 1, is_basic: 0 });
    expect(plain.body).toMatchObject({ is_prescription_required: 0 });
  });

  it('without a file: 403 prescription, nothing placed', async () => {
    const before = await api.call('/customer/order/running-orders?limit=50&offset=1', { token, module: null });
    const res = await place({ json: fields(rxItem) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'prescription', message: 'Prescription is required for this order' }],
    });
    // A text value is no file (empty($request->file(...))).
    const text = await place({ json: { ...fields(rxItem), order_attachment: 'prescription.png' } });
    expect(text.status).toBe(403);
    expect(text.body.errors[0].code).toBe('prescription');
    const after = await api.call('/customer/order/running-orders?limit=50&offset=1', { token, module: null });
    expect(after.body.total_size).toBe(before.body.total_size);
  });

  it('an item without the flag orders as before, with no attachment', async () => {
    const res = await place({ json: fields(plainItem) });
    expect(res.status).toBe(200);
    const order = await api.call(`/customer/order/track?order_id=${res.body.order_id}`, { token, module: null });
    expect(order.body).toMatchObject({ prescription_order: false, order_attachment_full_url: [] });
  });

  it('with files (order_attachment[] or one order_attachment) it is placed and keeps them', async () => {
    for (const [files, count] of [
      [
        [
          ['order_attachment[]', PNG, 'a.png'],
          ['order_attachment[]', JPEG, 'b.jpg'],
        ],
        2,
      ],
      [[['order_attachment', PNG, 'one.png']], 1],
    ] as Array<[Array<[string, Buffer, string]>, number]>) {
      const res = await place({ form: multipart(rxItem, files) });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining(['message', 'order_id', 'total_ammount', 'status', 'created_at', 'user_id']),
      );
      const order = await api.call(`/customer/order/track?order_id=${res.body.order_id}`, { token, module: null });
      // An order with lines: not a prescription order, but it carries the files.
      expect(order.body.prescription_order).toBe(false);
      expect(order.body.order_attachment_full_url).toHaveLength(count);
      const file = await fetch(order.body.order_attachment_full_url[0]);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(PNG));
      const details = await api.call(`/customer/order/details?order_id=${res.body.order_id}`, { token, module: null });
      expect(Array.isArray(details.body)).toBe(true);
      expect(details.body[0].item_id).toBe(rxItem);
    }
  });
});
