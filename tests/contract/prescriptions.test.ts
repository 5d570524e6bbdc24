// POST customer/order/prescription/place (OrderController.php:1099-1563; api/docs/prescriptions.md):
// an order of prescription files alone, and how it reads back. The real server checks neither the
// files' type nor size, nor the prescription switches: the storefront must.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

// A 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Store 7: a pharmacy in Cairo (module 3), open all day. */
function form(fields: Record<string, string> = {}, files: Array<[string, Blob, string]> = []) {
  const body = new FormData();
  const base: Record<string, string> = {
    store_id: '7',
    distance: '2',
    address: '12 Tahrir Square, Cairo',
    latitude: '30.0444',
    longitude: '31.2357',
    order_note: 'Generic is fine',
    delivery_instruction: 'deliver_to_front_door',
    ...fields,
  };
  for (const [key, value] of Object.entries(base)) if (value !== '') body.set(key, value);
  for (const [key, blob, name] of files) body.append(key, blob, name);
  return body;
}

const place = (body: FormData, who: string | null = token, query = '') =>
  api.call(`/customer/order/prescription/place${query}`, { method: 'POST', token: who, module: 3, form: body });

describe('customer/order/prescription/place', () => {
  it('places an order of the files alone: cash on delivery, delivery, prescription_order 1', async () => {
    const res = await place(
      form({}, [
        ['order_attachment[]', new Blob([PNG], { type: 'image/png' }), 'rx-1.png'],
        ['order_attachment[]', new Blob([PNG], { type: 'image/png' }), 'rx-2.png'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'message',
      'order_id',
      'total_ammount',
      'offline_payments',
      'status',
      'created_at',
      'user_id',
    ]);
    expect(res.body).toMatchObject({ message: 'Order placed successfully', status: 'pending', offline_payments: null });
    const running = await api.call('/customer/order/running-orders?limit=50&offset=1', { token, module: null });
    const order = running.body.orders.find((o: { id: number }) => o.id === res.body.order_id);
    expect(order).toMatchObject({
      prescription_order: true,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      details_count: 0,
      order_note: 'Generic is fine',
      delivery_instruction: 'deliver_to_front_door',
    });
    expect(order.order_amount).toBe(order.delivery_charge);
    expect(order.order_attachment_full_url).toHaveLength(2);
    expect(order.order_attachment_full_url[0]).toMatch(
      /\/storage\/app\/public\/order\/\d{4}-\d{2}-\d{2}-[0-9a-f]+\.png$/,
    );
    const file = await fetch(order.order_attachment_full_url[0]);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('order/details answers the Order object, attachments decoded, for an order without lines', async () => {
    const placed = await place(form({}, [['order_attachment', new Blob([PNG]), 'rx.png']]));
    const res = await api.call(`/customer/order/details?order_id=${placed.body.order_id}`, { token, module: null });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(false);
    expect(res.body).toMatchObject({
      id: placed.body.order_id,
      prescription_order: 1,
      details: [],
      offline_payments: null,
      order_attachment: [{ img: expect.stringMatching(/\.png$/), storage: 'public' }],
      delivery_address: expect.objectContaining({ address: '12 Tahrir Square, Cairo' }),
      module_type: 'pharmacy',
    });
    expect(res.body.order_attachment_full_url).toHaveLength(1);
  });

  it('keeps any file as .png: no type or size check, as on the real server', async () => {
    const res = await place(form({}, [['order_attachment[]', new Blob(['#!/bin/sh\necho hi\n']), 'script.sh']]));
    expect(res.status).toBe(200);
  });

  it('requires the store, the attachment and the delivery fields (403 error_processor)', async () => {
    const body = new FormData();
    body.set('order_type', 'delivery');
    const res = await place(body);
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'store_id',
      'order_attachment',
      'distance',
      'address',
      'longitude',
      'latitude',
    ]);
    expect(res.body.errors[1]).toEqual({
      code: 'order_attachment',
      message: 'The order attachment field is required.',
    });
  });

  it('a text value satisfies `required` and makes an order with no file', async () => {
    const res = await place(form({ order_attachment: 'not a file' }));
    expect(res.status).toBe(200);
    const details = await api.call(`/customer/order/details?order_id=${res.body.order_id}`, { token, module: null });
    expect(details.body.order_attachment).toBeNull();
    expect(details.body.order_attachment_full_url).toEqual([]);
  });

  it('refuses a point outside the store zone and an unknown store', async () => {
    const far = await place(
      form({ latitude: '31.2', longitude: '29.9' }, [['order_attachment', new Blob([PNG]), 'a.png']]),
    );
    expect(far).toMatchObject({ status: 403, body: { errors: [{ code: 'coordinates', message: 'Out of coverage' }] } });
    const none = await place(form({ store_id: '99999' }, [['order_attachment', new Blob([PNG]), 'a.png']]));
    expect(none).toMatchObject({ status: 404, body: { errors: [{ code: 'order_time', message: 'Store not found' }] } });
  });

  it('a guest needs guest_id and the contact, and then orders', async () => {
    const guest = (await api.call('/auth/guest/request', { method: 'POST', json: {} })).body.guest_id;
    const missing = await place(form({}, [['order_attachment', new Blob([PNG]), 'a.png']]), null, `?guest_id=${guest}`);
    expect(missing.status).toBe(403);
    expect(missing.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'contact_person_name',
      'contact_person_number',
    ]);
    const ok = await place(
      form({ contact_person_name: 'Guest', contact_person_number: '+201000000001' }, [
        ['order_attachment', new Blob([PNG]), 'a.png'],
      ]),
      null,
      `?guest_id=${guest}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user_id).toBe(guest);
  });
});
