// Place-order with the delivery details, the tip and pick-up, as the real server takes them
// (OrderController.php:101-110, :200-214, :481-494, :525, :575-580; most-tips :1943-1950), and
// the storefront's order schema reading the answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '../../src/lib/api/schemas/order.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

const CAIRO = { latitude: '30.0444', longitude: '31.2357' };

function body(extra: Record<string, unknown> = {}) {
  return {
    order_amount: 1,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: 1,
    distance: 2.5,
    address: '12 Tahrir Square, Cairo',
    ...CAIRO,
    contact_person_name: 'Demo Customer',
    contact_person_number: '+201012345678',
    contact_person_email: 'customer@demo.test',
    cutlery: 0,
    is_buy_now: 1,
    cart: JSON.stringify([
      {
        item_id: 1,
        quantity: 2,
        item_type: 'AppModelsItem',
        variation: [],
        variant: '',
        add_on_ids: [],
        add_on_qtys: [],
      },
    ]),
    ...extra,
  };
}

async function place(extra: Record<string, unknown> = {}) {
  return api.call('/customer/order/place', { method: 'POST', token, module: 1, json: body(extra) });
}

async function order(id: number) {
  const track = await api.call(`/customer/order/track?order_id=${id}`, { token, module: 1 });
  expect(track.status).toBe(200);
  return track.body as Record<string, any>;
}

describe('delivery details', () => {
  it('keeps house, floor, road and address_type apart and the instruction on the order', async () => {
    const placed = await place({
      house: '12',
      floor: '3',
      road: 'Road 9',
      address_type: 'office',
      delivery_instruction: 'deliver_to_front_door | ring twice',
    });
    expect(placed.status).toBe(200);
    const o = await order(placed.body.order_id);
    expect(o.delivery_address).toMatchObject({
      address: '12 Tahrir Square, Cairo',
      house: '12',
      floor: '3',
      road: 'Road 9',
      address_type: 'office',
    });
    expect(o.delivery_instruction).toBe('deliver_to_front_door | ring twice');
    const parsed = OrderSchema.parse(o);
    expect(parsed.delivery_address).toMatchObject({ house: '12', floor: '3', road: 'Road 9' });
    expect(parsed.delivery_instruction).toBe('deliver_to_front_door | ring twice');
  });

  it('answers address_type "Delivery" and empty parts when none are sent, and a null instruction', async () => {
    const placed = await place();
    const o = await order(placed.body.order_id);
    expect(o.delivery_address).toMatchObject({ address_type: 'Delivery', house: '', floor: '', road: '' });
    expect(o.delivery_instruction).toBeNull();
  });
});

describe('tips', () => {
  it('adds the tip while dm_tips_status is 1 and most-tips names the most given one', async () => {
    const without = await place({ dm_tips: 0 });
    const tipped = await place({ dm_tips: 20 });
    expect(tipped.body.total_ammount).toBeCloseTo(without.body.total_ammount + 20, 2);
    expect((await order(tipped.body.order_id)).dm_tips).toBe(20);
    await place({ dm_tips: 15 });
    await place({ dm_tips: 20 });
    const most = await api.call('/most-tips', { module: null, zone: null });
    expect(most).toMatchObject({ status: 200, body: { most_tips_amount: 20 } });
  });

  it('accepts a negative tip as the real server does (nullable|numeric), lowering the total', async () => {
    const without = await place({ dm_tips: 0 });
    const negative = await place({ dm_tips: -5 });
    expect(negative.status).toBe(200);
    expect(negative.body.total_ammount).toBeCloseTo(without.body.total_ammount - 5, 2);
  });

  it('zeroes the tip while dm_tips_status is 0', async () => {
    api.sql("UPDATE business_settings SET value = '0' WHERE key = 'dm_tips_status'");
    try {
      const without = await place({ dm_tips: 0 });
      const tipped = await place({ dm_tips: 30 });
      expect(tipped.body.total_ammount).toBe(without.body.total_ammount);
      expect((await order(tipped.body.order_id)).dm_tips).toBe(0);
    } finally {
      api.sql("UPDATE business_settings SET value = '1' WHERE key = 'dm_tips_status'");
    }
  });
});

describe('take away', () => {
  it('places a pick-up order without an address or a fee, with the store on the order', async () => {
    const placed = await place({ order_type: 'take_away', address: undefined, distance: undefined });
    expect(placed.status).toBe(200);
    const o = await order(placed.body.order_id);
    expect(o).toMatchObject({ order_type: 'take_away', delivery_charge: 0 });
    const parsed = OrderSchema.parse(o);
    expect(parsed.store?.address).toBeTruthy();
  });

  it('refuses take_away with 403 order_type while takeaway_status is off', async () => {
    api.sql("UPDATE business_settings SET value = '0' WHERE key = 'takeaway_status'");
    try {
      const refused = await place({ order_type: 'take_away' });
      expect(refused).toMatchObject({
        status: 403,
        body: { errors: [{ code: 'order_type', message: 'Take away is not active' }] },
      });
    } finally {
      api.sql("UPDATE business_settings SET value = '1' WHERE key = 'takeaway_status'");
    }
  });

  it('does not check the store own take_away flag (the client hides the choice)', async () => {
    const store = (await api.call('/stores/details/1', { module: 1 })).body;
    expect(store.take_away).toBe(true);
    api.sql('UPDATE stores SET take_away = 0 WHERE id = 1');
    try {
      expect((await api.call('/stores/details/1', { module: 1 })).body.take_away).toBe(false);
      expect((await place({ order_type: 'take_away' })).status).toBe(200);
    } finally {
      api.sql('UPDATE stores SET take_away = 1 WHERE id = 1');
    }
  });
});
