// The order switches of /config and the store fields that follow them (plan §0): the keys the real
// ConfigController sends (B31 ConfigController.php:207-209, :230, :232, :243) and the store's
// schedule_order ANDed with the global switch (Store.php:540-543).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/lib/api/schemas/settings.ts';
import { StoreSchema } from '../../src/lib/api/schemas/store.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('/config order switches', () => {
  it('serves the switches with the real types', async () => {
    const { body } = await api.call('/config');
    expect(body).toMatchObject({
      schedule_order: true,
      schedule_order_slot_duration: 30,
      prescription_order_status: true,
      order_delivery_verification: false,
      home_delivery_status: 1,
      takeaway_status: 1,
    });
    expect(typeof body.dm_tips_status).toBe('number');
    expect(body.module_config.module_type).toEqual(['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel']);
    // config/module.php: the interval is grocery's, the attachment pharmacy's.
    expect(body.module_config.grocery).toMatchObject({
      order_place_to_schedule_interval: true,
      order_attachment: false,
    });
    expect(body.module_config.pharmacy).toMatchObject({
      order_place_to_schedule_interval: false,
      order_attachment: true,
    });
    expect(body.module_config.food).toMatchObject({ order_place_to_schedule_interval: false, add_on: true });
    expect(body.module_config.ecommerce).toMatchObject({ always_open: true, brand: true });
  });

  it('is read by the storefront schema', async () => {
    const { body } = await api.call('/config');
    const config = ConfigSchema.parse(body);
    expect(config).toMatchObject({
      schedule_order: true,
      schedule_order_slot_duration: 30,
      prescription_order_status: true,
      home_delivery_status: true,
      takeaway_status: true,
    });
    expect(config.module_config.grocery?.order_place_to_schedule_interval).toBe(true);
    expect(config.module_config.pharmacy?.order_attachment).toBe(true);
  });

  it('reads 0 minutes of slot as 30, as the app does (config_model.dart:219)', () => {
    const config = ConfigSchema.parse({ schedule_order_slot_duration: 0 });
    expect(config.schedule_order_slot_duration).toBe(30);
    // Keys an older server does not send: everything off but home delivery.
    expect(config).toMatchObject({ dm_tips_status: false, takeaway_status: false, home_delivery_status: true });
  });
});

describe('store switches', () => {
  it('carries prescription_order and order_place_to_schedule_interval from the store', async () => {
    const grocery = (await api.call('/stores/details/1', { module: 1 })).body;
    expect(grocery).toMatchObject({
      schedule_order: true,
      order_place_to_schedule_interval: 30,
      prescription_order: false,
    });
    const pharmacy = (await api.call('/stores/details/7', { module: 3 })).body;
    expect(pharmacy).toMatchObject({ prescription_order: true, order_place_to_schedule_interval: 0 });
    const noPrescription = (await api.call('/stores/details/23', { module: 3 })).body;
    expect(noPrescription.prescription_order).toBe(false);
    expect(StoreSchema.parse(grocery)).toMatchObject({
      schedule_order: true,
      order_place_to_schedule_interval: 30,
      prescription_order: false,
    });
  });

  it('reports schedule_order false everywhere while the global switch is off', async () => {
    api.sql("UPDATE business_settings SET value = '0' WHERE key = 'schedule_order'");
    try {
      expect((await api.call('/config')).body.schedule_order).toBe(false);
      expect((await api.call('/stores/details/1', { module: 1 })).body.schedule_order).toBe(false);
      const items = (await api.call('/items/latest?store_id=1&category_id=0&limit=1&offset=1', { module: 1 })).body;
      expect(items.products?.[0]?.schedule_order).toBe(false);
    } finally {
      api.sql("UPDATE business_settings SET value = '1' WHERE key = 'schedule_order'");
    }
    expect((await api.call('/stores/details/1', { module: 1 })).body.schedule_order).toBe(true);
  });
});
