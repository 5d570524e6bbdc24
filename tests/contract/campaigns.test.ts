// Campaigns (api/docs/campaigns.md): campaigns/basic, basic-campaign-details and item as
// CampaignController.php answers them, the banners' campaigns, an ItemCampaign in the cart and an
// item campaign's line in an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

const BASIC_KEYS = [
  'admin_id',
  'available_date_ends',
  'available_date_starts',
  'created_at',
  'description',
  'end_time',
  'id',
  'image',
  'image_full_url',
  'module_id',
  'start_time',
  'status',
  'storage',
  'title',
  'translations',
  'updated_at',
];

describe('campaigns/basic', () => {
  it('is a bare array of the running campaigns of the module, dates renamed and times as H:i', async () => {
    const { status, body } = await api.call('/campaigns/basic', { module: 1 });
    expect(status).toBe(200);
    expect(body.map((c: { id: number }) => c.id)).toEqual([1]);
    expect(Object.keys(body[0]).sort()).toEqual(BASIC_KEYS);
    expect(body[0]).toMatchObject({ status: 1, start_time: '00:00', end_time: '23:59', module_id: 1 });
    expect(body[0].available_date_starts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body[0]).not.toHaveProperty('start_date');
    expect(body[0].image_full_url).toMatch(/\/storage\/app\/public\/campaign\/fresh-week\.jpg$/);
  });

  it('never lists the ended campaign, and answers the zone error with 200 without a zone', async () => {
    const food = await api.call('/campaigns/basic', { module: 2 });
    expect(food.body.map((c: { id: number }) => c.id)).toEqual([2]);
    const noZone = await api.call('/campaigns/basic', { module: 2, zone: null });
    expect(noZone).toMatchObject({ status: 200, body: { errors: [{ code: 'zoneId' }] } });
  });

  it('needs a store of the campaign in the zone for a module that does not serve all zones', async () => {
    const alexandria = await api.call('/campaigns/basic', { module: 2, zone: '[6]' });
    expect(alexandria.body).toEqual([]);
    const grocery = await api.call('/campaigns/basic', { module: 1, zone: '[6]' });
    expect(grocery.body.map((c: { id: number }) => c.id)).toEqual([1]);
  });

  it('speaks the customer language', async () => {
    const { body } = await api.call('/campaigns/basic', { module: 2, lang: 'ar' });
    expect(body[0].title).toBe('مهرجان وجبات العيلة');
  });

  it('the banners carry the same running campaigns', async () => {
    const { body } = await api.call('/banners', { module: 2 });
    expect(body.campaigns.map((c: { id: number }) => c.id)).toEqual([2]);
    expect(Object.keys(body.campaigns[0]).sort()).toEqual(BASIC_KEYS);
    const featured = await api.call('/banners?featured=1', { module: 2 });
    expect(featured.body.campaigns).toEqual([]);
  });
});

describe('campaigns/basic-campaign-details', () => {
  it('adds the confirmed, active stores of the module in the zones', async () => {
    const { status, body } = await api.call('/campaigns/basic-campaign-details?basic_campaign_id=1', { module: 1 });
    expect(status).toBe(200);
    expect(body.id).toBe(1);
    // Store 4 is pending and store 9 is in Alexandria.
    expect(body.stores.map((s: { id: number }) => s.id)).toEqual([1, 3]);
    expect(body.stores[0]).toHaveProperty('open');
    expect(body.stores[0]).toHaveProperty('distance');
  });

  it('answers [] with 200 for an ended or unknown campaign, 403 without an id', async () => {
    for (const id of ['3', '999', 'abc']) {
      const res = await api.call(`/campaigns/basic-campaign-details?basic_campaign_id=${id}`, { module: 2 });
      expect(res, id).toMatchObject({ status: 200, body: [] });
    }
    const missing = await api.call('/campaigns/basic-campaign-details', { module: 2 });
    expect(missing).toMatchObject({ status: 403, body: { errors: [{ code: 'basic_campaign_id' }] } });
  });

  it('is in the module-check group', async () => {
    const res = await api.call('/campaigns/basic-campaign-details?basic_campaign_id=1', { module: null });
    expect(res).toMatchObject({ status: 403, body: { errors: [{ code: 'moduleId' }] } });
  });
});

describe('campaigns/item', () => {
  it('lists the running item campaigns of the module shaped like items, latest first', async () => {
    const { status, body } = await api.call('/campaigns/item', { module: 2 });
    expect(status).toBe(200);
    // 4 ended; both of the food module, in Cairo.
    expect(body.map((i: { id: number }) => i.id)).toEqual([3, 2]);
    const platter = body[0];
    expect(platter).toMatchObject({
      name: 'Mixed grill platter for four',
      price: 650,
      discount: 50,
      discount_type: 'amount',
      store_id: 5,
      module_id: 2,
      module_type: 'food',
      available_time_starts: '00:00',
      available_time_ends: '23:59',
      maximum_cart_quantity: 3,
    });
    expect(platter).not.toHaveProperty('title');
    expect(platter).not.toHaveProperty('start_date');
    expect(platter.available_date_ends).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(platter.image_full_url).toMatch(/\/campaign\/item-campaign-3-/);
    expect(platter.category_ids[0]).toMatchObject({ position: 1 });
  });

  it('leaves out a switched-off campaign and answers in the language asked', async () => {
    const { body } = await api.call('/campaigns/item', { module: 1, lang: 'tr' });
    expect(body.map((i: { id: number }) => i.id)).toEqual([1]);
    expect(body[0]).toMatchObject({ name: 'Mango kutusu, 2 kg', stock: 25, maximum_cart_quantity: 5 });
  });
});

describe('ItemCampaign in the cart and the order', () => {
  const add = (json: Record<string, unknown>, module = 1) =>
    api.call('/customer/cart/add', { method: 'POST', token, module, json });

  it('stores App\\Models\\ItemCampaign and answers the campaign as the line item', async () => {
    await api.call('/customer/cart/remove', { method: 'DELETE', token, module: 1 });
    const res = await add({ item_id: 1, model: 'ItemCampaign', price: 120, quantity: 2 });
    expect(res.status).toBe(200);
    const line = res.body.find((l: { item_type: string }) => l.item_type === 'App\\Models\\ItemCampaign');
    expect(line).toMatchObject({ item_id: 1, quantity: 2 });
    expect(line.item).toMatchObject({ id: 1, name: 'Mango box, 2 kg', store_id: 1, price: 120 });
    // The same campaign again is the duplicate rule; the cap is the campaign's.
    const again = await add({ item_id: 1, model: 'ItemCampaign', price: 120, quantity: 1 });
    expect(again).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item' }] } });
    // Item 1 is another product: it is not the campaign's duplicate.
    const item = await add({ item_id: 1, model: 'Item', price: 1, quantity: 1 });
    expect(item.status).toBe(200);
    expect(item.body).toHaveLength(2);
  });

  it('refuses more than the campaign cap and answers 500 for an unknown campaign, as read', async () => {
    await api.call('/customer/cart/remove', { method: 'DELETE', token, module: 1 });
    const over = await add({ item_id: 1, model: 'ItemCampaign', price: 120, quantity: 6 });
    expect(over).toMatchObject({ status: 403, body: { errors: [{ code: 'cart_item_limit' }] } });
    const unknown = await add({ item_id: 999, model: 'ItemCampaign', price: 1, quantity: 1 });
    expect(unknown.status).toBe(500);
  });

  it('prices the campaign line from item_campaigns and saves it with item_id null', async () => {
    await api.call('/customer/cart/remove', { method: 'DELETE', token, module: 1 });
    await add({ item_id: 1, model: 'ItemCampaign', price: 1, quantity: 2 });
    const placed = await api.call('/customer/order/place', {
      method: 'POST',
      token,
      module: 1,
      json: {
        order_amount: 1,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 1,
        distance: 2.5,
        address: '12 Tahrir Square, Cairo',
        latitude: '30.0444',
        longitude: '31.2357',
        dm_tips: 0,
      },
    });
    expect(placed.status).toBe(200);
    const details = await api.call(`/customer/order/details?order_id=${placed.body.order_id}`, { token });
    expect(details.status).toBe(200);
    expect(details.body).toHaveLength(1);
    const line = details.body[0];
    expect(line).toMatchObject({ item_id: null, item_campaign_id: 1, price: 120, quantity: 2, discount_on_item: 12 });
    expect(line.item_details.name).toBe('Mango box, 2 kg');
    expect(line.image_full_url).toMatch(/\/campaign\/item-campaign-1-/);
    expect(line.images_full_url).toEqual([]);
    // The campaign's stock was taken.
    const list = await api.call('/campaigns/item', { module: 1 });
    expect(list.body[0].stock).toBe(23);
    // Cancelled while pending, it is given back (OrderController.php:1724-1731).
    const canceled = await api.call('/customer/order/cancel', {
      method: 'PUT',
      token,
      json: { order_id: placed.body.order_id, reason: 'Changed my mind', _method: 'put' },
    });
    expect(canceled.status).toBe(200);
    const after = await api.call('/campaigns/item', { module: 1 });
    expect(after.body[0].stock).toBe(25);
  });

  it('refuses a campaign of another store (403 different_stores) and a switched-off one (404 campaign)', async () => {
    const base = {
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      distance: 2.5,
      address: '12 Tahrir Square, Cairo',
      latitude: '30.0444',
      longitude: '31.2357',
      is_buy_now: 1,
    };
    const entry = (id: number) => ({
      item_id: id,
      item_type: 'AppModelsItemCampaign',
      quantity: 1,
      variant: '',
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    });
    const other = await api.call('/customer/order/place', {
      method: 'POST',
      token,
      module: 2,
      json: { ...base, store_id: 2, cart: [entry(3)] },
    });
    expect(other).toMatchObject({ status: 403, body: { errors: [{ code: 'different_stores' }] } });
    const off = await api.call('/customer/order/place', {
      method: 'POST',
      token,
      module: 1,
      json: { ...base, store_id: 1, cart: [entry(5)] },
    });
    expect(off).toMatchObject({ status: 404, body: { errors: [{ code: 'campaign' }] } });
    const tooMany = await api.call('/customer/order/place', {
      method: 'POST',
      token,
      module: 1,
      json: { ...base, store_id: 1, cart: [{ ...entry(1), quantity: 26 }] },
    });
    expect(tooMany).toMatchObject({ status: 406, body: { errors: [{ code: 'campaign' }] } });
  });
});
