// Answers captured from real 6amMart servers (../shared/reference/contract-samples) read through
// the client's schemas: every value a page shows comes out right, whatever the server's version.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigSchema,
  CustomerSchema,
  ModuleSchema,
  OrderDetailsSchema,
  StoreListSchema,
  isBrowsableModule,
} from '../../src/lib/api/index.ts';

const SAMPLES_DIR = resolve(import.meta.dirname, '../fixtures/contract-samples');
const sample = (name: string): unknown => JSON.parse(readFileSync(resolve(SAMPLES_DIR, name), 'utf8'));

describe('config.json (a 2.x server: file names and base_urls, no *_full_url)', () => {
  it('gives the frame its business name, contacts, currency and a logo URL built from base_urls', () => {
    const config = ConfigSchema.parse(sample('config.json'));
    expect(config.business_name).toBe('Example Shop');
    expect(config.phone).toBe('700000000');
    expect(config.email).toBe('business@example.com');
    expect(config.address).toBe('Dakar');
    expect(config.currency_symbol).toBe('CFA');
    expect(config.currency_symbol_direction).toBe('right');
    expect(config.digit_after_decimal_point).toBe(0);
    expect(config.logo_full_url).toBe(
      'https://admin.example.com/storage/app/public/business/2023-08-16-64dca5f543996.png',
    );
    expect(config.default_location).toEqual({ lat: 14.71411227979673, lng: -17.463886356299373 });
  });
});

describe('module.json (modules 3, 1 and 4 of three servers)', () => {
  beforeAll(() => ConfigSchema.parse(sample('config.json')));

  it('lists every module with its name, type and an icon (a full URL, else base_urls + file name)', () => {
    const modules = z.array(ModuleSchema).parse(sample('module.json'));
    expect(modules.map((m) => [m.id, m.module_name, m.module_type])).toEqual([
      [3, 'Shop', 'ecommerce'],
      [1, 'Jayma Gade Gui', 'grocery'],
      [4, 'خضروات وفواكه', 'grocery'],
    ]);
    expect(modules.every((m) => m.status && isBrowsableModule(m))).toBe(true);
    expect(modules[0]!.icon_full_url).toBe(
      'https://6ammart-dev.6amdev.xyz/storage/app/public/module/2026-04-07-69d4d23669978.webp',
    );
    expect(modules[1]!.icon_full_url).toBe(
      'https://admin.example.com/storage/app/public/module/2024-02-17-65d0ea979142e.png',
    );
  });
});

describe('stores-get-stores-all.json (a current 3.x build)', () => {
  it('gives the store cards their names, logos, ratings, delivery times and minimum orders', () => {
    const list = StoreListSchema.parse(sample('stores-get-stores-all.json'));
    expect(list.total_size).toBe(3);
    expect(list.limit).toBeNull();
    const byName = Object.fromEntries(list.stores.map((s) => [s.name, s]));
    expect(Object.keys(byName)).toEqual(['KK Fashion', 'Bicycle', 'Organic Market']);
    expect(byName['KK Fashion']!.logo_full_url).toBe(
      'https://6ammart-dev.6amdev.xyz/storage/app/public/store/2024-10-29-67205ff131473.png',
    );
    expect(byName['KK Fashion']!.minimum_order).toBe(66);
    expect(byName['KK Fashion']!.delivery_time).toBe('3-5 days');
    expect(byName['Organic Market']!.avg_rating).toBe(5);
    expect(byName['Organic Market']!.rating_count).toBe(1);
    expect(byName['Organic Market']!.ratings).toEqual([1, 0, 0, 0, 0]);
    expect(list.stores.every((s) => s.module_id === 3 && s.zone_id === 1 && s.open && s.active)).toBe(true);
  });

  it('builds a logo from base_urls when a 2.x server sends only the file name', () => {
    ConfigSchema.parse(sample('config.json'));
    const raw = sample('stores-get-stores-all.json') as { stores: Array<Record<string, unknown>> };
    const { logo_full_url: _logo, cover_photo_full_url: _cover, ...store } = raw.stores[0]!;
    const list = StoreListSchema.parse({ ...raw, stores: [store] });
    expect(list.stores[0]!.logo_full_url).toBe(
      'https://admin.example.com/storage/app/public/store/2024-10-29-67205ff131473.png',
    );
    expect(list.stores[0]!.cover_photo_full_url).toBe(
      'https://admin.example.com/storage/app/public/store/cover/2024-10-29-67205ff132dba.png',
    );
  });
});

describe('customer-info.json (a 2.x server)', () => {
  it('gives the profile its name, contacts, counters and a photo URL from base_urls', () => {
    ConfigSchema.parse(sample('config.json'));
    const customer = CustomerSchema.parse(sample('customer-info.json'));
    expect(customer).toMatchObject({
      id: 36,
      f_name: 'Muhammad',
      l_name: 'Ramzan',
      phone: '+920000000000',
      email: 'redacted@example.com',
      status: true,
      order_count: 0,
      wallet_balance: 0,
      loyalty_point: 0,
      ref_code: 'brand99360',
      is_phone_verified: false,
    });
    expect(customer.image_full_url).toBe(
      'https://admin.example.com/storage/app/public/profile/2023-08-24-64e73f42046cf.png',
    );
  });
});

describe('order-details.json (a customised 2.x server)', () => {
  it('gives each line its name, unit price, quantity and an image from base_urls', () => {
    ConfigSchema.parse(sample('config.json'));
    const lines = OrderDetailsSchema.parse(sample('order-details.json'));
    expect(lines.map((l) => [l.item_details.name, l.price, l.quantity])).toEqual([
      ['عيش فينو', 120, 1],
      ['عيش بلدي', 12, 1],
    ]);
    expect(lines[0]!.image_full_url).toBe(
      'https://admin.example.com/storage/app/public/product/2024-04-30-66308696f39e2.png',
    );
    expect(lines[1]!.item_details.image_full_url).toBe(
      'https://admin.example.com/storage/app/public/product/2024-04-30-663086e59f77c.png',
    );
  });
});
