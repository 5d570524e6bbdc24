// The reference API's seed, its catalogue: settings, modules and zones, stores, categories, items,
// banners and campaigns; the facts other code and tests rely on, and the data's invariants.
import { describe, it, expect } from 'vitest';
import { pointInPolygon, type LatLng } from '../../api/lib/geo.ts';
import { NOW, all, one, count, stores, items, isOpen, scheduled } from './seeded-db.ts';

describe('seed: settings, modules and zones', () => {
  it('has the business settings the /config endpoint reads', () => {
    const settings = Object.fromEntries(all('SELECT key, value FROM business_settings').map((r) => [r.key, r.value]));
    expect(settings).toMatchObject({
      business_name: 'Souq Express',
      phone: '+20225550100',
      email_address: 'support@souq.example',
      currency_code: 'EGP',
      currency_symbol_position: 'right',
      digit_after_decimal_point: '2',
      country: 'EG',
      cash_on_delivery: '1',
      digital_payment: '0',
      guest_checkout_status: '1',
      maintenance_mode: '0',
      timezone: 'Africa/Cairo',
    });
    expect(JSON.parse(String(settings.default_location))).toEqual({ lat: '30.0444', lng: '31.2357' });
    expect(settings.logo).toMatch(/\.png$/);
  });

  it('has modules 1-5 with ar and tr names', () => {
    expect(all('SELECT id, module_type FROM modules ORDER BY id')).toEqual(
      [
        { id: 1, module_type: 'grocery' },
        { id: 2, module_type: 'food' },
        { id: 3, module_type: 'pharmacy' },
        { id: 4, module_type: 'ecommerce' },
        { id: 5, module_type: 'parcel' },
      ].map((m) => expect.objectContaining(m)),
    );
    expect(
      count("SELECT COUNT(*) FROM translations WHERE translationable_type = 'module' AND key = 'module_name'"),
    ).toBe(10);
  });

  it('has Cairo (5) and Alexandria (6) active and Hurghada (7) inactive, with charges for every module', () => {
    const zones = Object.fromEntries(all('SELECT * FROM zones').map((z) => [z.id, z]));
    const ring = (id: number) => JSON.parse(String(zones[id]!.coordinates)) as LatLng[];
    expect(pointInPolygon([30.0444, 31.2357], ring(5))).toBe(true);
    expect(pointInPolygon([31.2001, 29.9187], ring(6))).toBe(true);
    expect(pointInPolygon([27.2579, 33.8116], ring(7))).toBe(true);
    expect(pointInPolygon([30.0444, 31.2357], ring(6))).toBe(false);
    expect([zones[5]!.status, zones[6]!.status, zones[7]!.status]).toEqual([1, 1, 0]);
    expect(count('SELECT COUNT(*) FROM module_zone')).toBe(15);
    expect(one('SELECT maximum_cod_order_amount FROM module_zone WHERE module_id = 4 AND zone_id = 5')).toEqual({
      maximum_cod_order_amount: 3000,
    });
    expect(
      count('SELECT MIN(maximum_cod_order_amount) FROM module_zone WHERE NOT (module_id = 4 AND zone_id = 5)'),
    ).toBeGreaterThan(3000);
  });
});

describe('seed: stores', () => {
  it('spreads at least 24 stores over the modules and zones, each inside its zone', () => {
    expect(stores.length).toBeGreaterThanOrEqual(24);
    const perModule = (m: number) => stores.filter((s) => s.module_id === m).length;
    expect([perModule(1), perModule(2)].every((n) => n >= 5)).toBe(true);
    expect([perModule(3), perModule(4)].every((n) => n >= 3)).toBe(true);
    expect(stores.filter((s) => s.zone_id === 6).length).toBeGreaterThanOrEqual(4);
    const rings = new Map(
      all('SELECT id, coordinates FROM zones').map((z) => [z.id, JSON.parse(String(z.coordinates)) as LatLng[]]),
    );
    for (const s of stores) {
      expect(typeof s.latitude).toBe('string');
      expect(pointInPolygon([Number(s.latitude), Number(s.longitude)], rings.get(s.zone_id)!), `store ${s.id}`).toBe(
        true,
      );
      expect(s.phone).toMatch(/^\+20\d{8,10}$/);
    }
    expect(new Set(stores.map((s) => s.slug)).size).toBe(stores.length);
  });

  it('has the stores other code relies on', () => {
    expect(stores[0]).toMatchObject({ id: 1, module_id: 1, zone_id: 5, active: 1, status: 1, minimum_order: 50 });
    expect(stores[1]).toMatchObject({ id: 2, module_id: 2, zone_id: 5, active: 1, status: 1 });
    expect(isOpen(stores[0]!) && isOpen(stores[1]!)).toBe(true);
    expect(stores.some((s) => s.module_id === 2 && Number(s.minimum_order) >= 400)).toBe(true);
    expect(stores.filter((s) => s.rating === '[0,0,0,0,0]').length).toBeGreaterThanOrEqual(2);
    expect(stores.some((s) => /hours|days/.test(String(s.delivery_time)))).toBe(true);
  });

  it('has closed stores: temporarily closed ones and one with no opening hours', () => {
    expect(stores.filter((s) => s.active === 0).length).toBeGreaterThanOrEqual(2);
    expect(stores.filter((s) => s.active === 1 && !scheduled.has(Number(s.id))).length).toBeGreaterThanOrEqual(1);
    // Store 27 keeps breakfast hours (a later Friday); every other scheduled store is open all day.
    expect(all('SELECT day, opening_time, closing_time FROM store_schedule WHERE store_id = 27 ORDER BY day')).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) =>
        day === 5
          ? { day, opening_time: '09:00:00', closing_time: '12:00:00' }
          : { day, opening_time: '06:30:00', closing_time: '11:30:00' },
      ),
    );
    for (const id of [...scheduled].filter((id) => id !== 27)) {
      const rows = all(
        'SELECT day, opening_time, closing_time FROM store_schedule WHERE store_id = ? ORDER BY day',
        id,
      );
      expect(rows).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '00:00:00', closing_time: '23:59:59' })),
      );
    }
  });

  it('runs three store-wide discounts from a year before now to a year after', () => {
    const discounts = all('SELECT * FROM store_discounts');
    expect(discounts).toHaveLength(3);
    for (const d of discounts) {
      expect(d.start_date).toBe('2025-05-20');
      expect(d.end_date).toBe('2027-05-20');
    }
  });

  it('gives every open store at least 6 active items, and store 2 at least 8', () => {
    for (const s of stores.filter(isOpen)) {
      expect(
        count('SELECT COUNT(*) FROM items WHERE store_id = ? AND status = 1', Number(s.id)),
        `store ${s.id}`,
      ).toBeGreaterThanOrEqual(6);
    }
    expect(count('SELECT COUNT(*) FROM items WHERE store_id = 2 AND status = 1')).toBeGreaterThanOrEqual(8);
  });
});

describe('seed: categories', () => {
  const categories = all('SELECT * FROM categories ORDER BY id');
  const children = (id: unknown) => categories.filter((c) => c.parent_id === id);

  it('has a tree of at least 30 categories with 2-4 children under every top level', () => {
    expect(categories.length).toBeGreaterThanOrEqual(30);
    const tops = categories.filter((c) => c.parent_id === 0);
    for (const top of tops) {
      expect(top.position).toBe(0);
      expect(children(top.id).length, String(top.name)).toBeGreaterThanOrEqual(2);
      expect(children(top.id).length, String(top.name)).toBeLessThanOrEqual(4);
      expect(children(top.id).every((c) => c.position === 1 && c.module_id === top.module_id)).toBe(true);
    }
    expect(new Set(tops.map((t) => t.module_id))).toEqual(new Set([1, 2, 3, 4]));
    expect(categories[0]).toMatchObject({ id: 1, module_id: 1, parent_id: 0 });
    expect(children(1).length).toBeGreaterThan(0);
    expect(categories.filter((c) => c.position === 2).length).toBeGreaterThanOrEqual(2);
    expect(count("SELECT COUNT(*) FROM translations WHERE translationable_type = 'category' AND key = 'name'")).toBe(
      categories.length * 2,
    );
  });

  it('puts every item in a leaf category of its own module, with the path in category_ids', () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const item of items) {
      const leaf = byId.get(item.category_id)!;
      expect(leaf.module_id).toBe(item.module_id);
      expect(children(leaf.id)).toHaveLength(0);
      const path = JSON.parse(String(item.category_ids)) as Array<{ id: string; position: number }>;
      expect(path.at(-1)).toEqual({ id: String(leaf.id), position: (leaf.position as number) + 1 });
      expect(path.every((p) => typeof p.id === 'string')).toBe(true);
    }
  });
});

describe('seed: items', () => {
  it('has item 1 and 2 in store 1 as documented', () => {
    expect(items[0]).toMatchObject({
      id: 1,
      store_id: 1,
      module_id: 1,
      price: 120,
      discount: 10,
      discount_type: 'percent',
      status: 1,
    });
    expect(Number(items[0]!.stock)).toBeGreaterThan(0);
    expect(items[1]).toMatchObject({ id: 2, store_id: 1, status: 1 });
  });

  it('has at least 300 items consistent with their stores', () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    const storeModule = new Map(stores.map((s) => [s.id, s.module_id]));
    for (const item of items) {
      expect(item.module_id).toBe(storeModule.get(item.store_id));
      const images = JSON.parse(String(item.images)) as Array<{ img: string; storage: string }>;
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
      expect(item.image).toBe(images[0]!.img);
      if (item.rating_count === 0) expect(item.avg_rating).toBe(0);
      else expect(Number(item.avg_rating)).toBeGreaterThanOrEqual(1);
      // Food does not track stock: a real server sends 0 for every food item.
      if (item.module_id === 2) expect(item.stock).toBe(0);
      else expect(item.stock).not.toBeNull();
    }
  });

  it('mixes stock levels, discounts and statuses', () => {
    expect(items.filter((i) => i.module_id !== 2 && i.stock === 0).length).toBeGreaterThanOrEqual(10);
    expect(
      items.filter((i) => typeof i.stock === 'number' && i.stock >= 1 && i.stock <= 3).length,
    ).toBeGreaterThanOrEqual(3);
    expect(items.filter((i) => i.status === 0)).toHaveLength(3);
    const noDiscount = items.filter((i) => i.discount === 0).length / items.length;
    expect(noDiscount).toBeGreaterThan(0.25);
    expect(noDiscount).toBeLessThan(0.45);
    expect(items.some((i) => i.discount_type === 'amount' && Number(i.discount) > 0)).toBe(true);
    expect(items.filter((i) => i.maximum_cart_quantity !== null).length).toBeGreaterThanOrEqual(3);
    expect(
      items.filter((i) => i.module_id === 4 && Number(i.price) > 3000 && i.status === 1).length,
    ).toBeGreaterThanOrEqual(3);
    expect(items.some((i) => i.store_id === 8 && Number(i.price) > 3000 && Number(i.stock) > 0)).toBe(true);
  });

  it('gives food items variations and add-ons of their own store', () => {
    const food = items.filter((i) => i.module_id === 2);
    expect(food.some((i) => JSON.parse(String(i.food_variations)).length > 0)).toBe(true);
    expect(food.some((i) => JSON.parse(String(i.food_variations)).length === 0)).toBe(true);
    const addOnStore = new Map(all('SELECT id, store_id FROM add_ons').map((a) => [a.id, a.store_id]));
    const withAddOns = items.filter((i) => JSON.parse(String(i.add_ons)).length > 0);
    expect(withAddOns.length).toBeGreaterThan(3);
    for (const item of withAddOns) {
      for (const id of JSON.parse(String(item.add_ons)) as number[]) expect(addOnStore.get(id)).toBe(item.store_id);
    }
  });

  it('translates every item name and description into ar and tr', () => {
    for (const [key, locale] of [
      ['name', 'ar'],
      ['name', 'tr'],
      ['description', 'ar'],
      ['description', 'tr'],
    ]) {
      expect(
        count(
          "SELECT COUNT(DISTINCT translationable_id) FROM translations WHERE translationable_type = 'item' AND key = ? AND locale = ? AND value <> ''",
          key!,
          locale!,
        ),
        `${key}/${locale}`,
      ).toBe(items.length);
    }
    expect(count("SELECT COUNT(*) FROM translations WHERE translationable_type = 'store'")).toBe(stores.length * 4);
  });
});

describe('seed: banners and campaigns', () => {
  it('points banners at stores and items of their own module', () => {
    const banners = all('SELECT * FROM banners');
    expect(banners.length).toBeGreaterThanOrEqual(8);
    expect(banners.some((b) => b.zone_id === 6)).toBe(true);
    expect(banners.some((b) => b.featured === 1)).toBe(true);
    for (const b of banners) {
      if (b.type === 'store_wise')
        expect(one('SELECT module_id FROM stores WHERE id = ?', Number(b.data)).module_id).toBe(b.module_id);
      if (b.type === 'item_wise')
        expect(one('SELECT module_id FROM items WHERE id = ?', Number(b.data)).module_id).toBe(b.module_id);
      if (b.type === 'default') expect(b.default_link).toMatch(/^https:\/\/example\.com\//);
    }
    expect(count("SELECT COUNT(*) FROM translations WHERE translationable_type = 'banner'")).toBe(banners.length * 2);
  });

  it('runs a campaign now in modules 1 and 2', () => {
    const today = NOW.toISOString().slice(0, 10);
    const running = all(
      'SELECT module_id FROM campaigns WHERE status = 1 AND start_date <= ? AND end_date >= ?',
      today,
      today,
    );
    expect(running.map((c) => c.module_id).sort()).toEqual([1, 2]);
  });
});
