// The reference API's seed: the facts other code and tests rely on, and the data's invariants.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { imageManifest, MISSING_FILES, seedDatabase } from '../../api/seed/index.ts';
import { renderImage } from '../../api/seed/images.ts';
import { pointInPolygon, type LatLng } from '../../api/lib/geo.ts';
import { verifyPassword } from '../../api/lib/password.ts';

const SCHEMA = readFileSync(new URL('../../api/db/schema.sql', import.meta.url), 'utf8');
const NOW = new Date('2026-05-20T10:30:00Z');
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;

function seeded(now = NOW): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(SCHEMA);
  seedDatabase(db, { now });
  return db;
}

const db = seeded();
const all = (sql: string, ...params: Array<string | number>) => db.prepare(sql).all(...params) as Row[];
const one = (sql: string, ...params: Array<string | number>) => db.prepare(sql).get(...params) as Row;
const count = (sql: string, ...params: Array<string | number>) => Number(Object.values(one(sql, ...params))[0]);
const ageDays = (iso: unknown) => (NOW.getTime() - new Date(String(iso)).getTime()) / DAY_MS;

const stores = all('SELECT * FROM stores ORDER BY id');
const items = all('SELECT * FROM items ORDER BY id');
const scheduled = new Set(all('SELECT DISTINCT store_id FROM store_schedule').map((r) => Number(r.store_id)));
const isOpen = (s: Row) => s.active === 1 && s.status === 1 && scheduled.has(Number(s.id));

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

describe('seed: customers, orders and notifications', () => {
  it('has the two demo customers with password demo12345', () => {
    const [demo, other] = all('SELECT * FROM users ORDER BY id');
    expect(demo).toMatchObject({
      id: 1,
      f_name: 'Demo',
      l_name: 'Customer',
      email: 'customer@demo.test',
      phone: '+201012345678',
      wallet_balance: 250.5,
      loyalty_point: 120,
      ref_code: 'DEMO2024',
      status: 1,
    });
    expect(demo!.image).toMatch(/\.jpg$/);
    expect(other).toMatchObject({
      id: 2,
      f_name: 'Omar',
      l_name: '',
      email: 'other@demo.test',
      phone: '+201098765432',
      image: null,
    });
    expect(verifyPassword('demo12345', String(demo!.password))).toBe(true);
    expect(verifyPassword('demo12345', String(other!.password))).toBe(true);
    expect(verifyPassword('wrong-password', String(demo!.password))).toBe(false);
  });

  it('gives user 1 orders in every state and user 2 a delivered and a pending one', () => {
    const mine = all('SELECT * FROM orders WHERE user_id = 1 ORDER BY created_at DESC');
    const statuses = mine.map((o) => o.order_status);
    const n = (s: string) => statuses.filter((x) => x === s).length;
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(n('pending')).toBeGreaterThanOrEqual(2);
    expect(n('accepted') + n('confirmed')).toBeGreaterThanOrEqual(1);
    expect(n('processing')).toBeGreaterThanOrEqual(2);
    expect(n('delivered')).toBeGreaterThanOrEqual(3);
    expect(n('canceled')).toBeGreaterThanOrEqual(2);
    expect(n('refunded')).toBeGreaterThanOrEqual(1);
    expect(mine[0]!.order_status).toBe('pending');
    expect(mine.every((o) => ageDays(o.created_at) >= 0 && ageDays(o.created_at) <= 60)).toBe(true);
    expect(mine.filter((o) => Number(o.coupon_discount_amount) === 20)).toHaveLength(1);
    const others = all('SELECT order_status FROM orders WHERE user_id = 2')
      .map((o) => o.order_status)
      .sort();
    expect(others).toEqual(['delivered', 'pending']);
    expect(count('SELECT MIN(id) FROM orders')).toBe(100001);
  });

  it('keeps order totals, status times and line snapshots consistent', () => {
    for (const order of all('SELECT * FROM orders')) {
      const lines = all('SELECT * FROM order_details WHERE order_id = ?', Number(order.id));
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(4);
      const gross = lines.reduce(
        (sum, l) => sum + Number(l.price) * Number(l.quantity) + Number(l.total_add_on_price),
        0,
      );
      const discount = lines.reduce((sum, l) => sum + Number(l.discount_on_item) * Number(l.quantity), 0);
      expect(Number(order.store_discount_amount)).toBeCloseTo(discount, 2);
      expect(Number(order.order_amount)).toBeCloseTo(
        gross - discount - Number(order.coupon_discount_amount) + Number(order.delivery_charge),
        2,
      );
      expect(order.pending).toBe(order.created_at);
      expect(order.payment_status).toBe(
        ['delivered', 'refunded'].includes(String(order.order_status)) ? 'paid' : 'unpaid',
      );
      if (order.order_status === 'delivered') expect(order.delivered).not.toBeNull();
      if (order.order_status === 'canceled') expect(order.canceled).not.toBeNull();
      if (order.order_status === 'pending') expect(order.confirmed).toBeNull();
      for (const line of lines) {
        const snapshot = JSON.parse(String(line.item_details)) as Row;
        expect(snapshot).toMatchObject({ id: line.item_id, store_id: order.store_id, store_name: expect.any(String) });
        expect(Array.isArray(snapshot.images)).toBe(true);
      }
    }
    const withAddOn = all("SELECT add_ons, variation FROM order_details WHERE add_ons <> '[]'");
    expect(JSON.parse(String(withAddOn[0]!.add_ons))).toEqual([
      { id: 1, name: 'Extra cheese', price: 10, quantity: 1 },
    ]);
    expect(JSON.parse(String(withAddOn[0]!.variation))).toEqual([{ name: 'Size', values: { label: ['Large'] } }]);
  });

  it('has recent broadcasts, one stale broadcast and personal notifications for user 1', () => {
    const broadcasts = all("SELECT * FROM notifications WHERE tergat = 'customer' AND status = 1");
    const recent = broadcasts.filter((n) => ageDays(n.updated_at) <= 10);
    expect(recent).toHaveLength(4);
    expect(recent.map((n) => n.zone_id ?? null).sort()).toEqual([5, 6, null, null]);
    expect(recent.filter((n) => n.image !== null)).toHaveLength(2);
    expect(broadcasts.filter((n) => ageDays(n.updated_at) > 15)).toHaveLength(1);

    const personal = all('SELECT * FROM user_notifications WHERE user_id = 1');
    expect(personal.filter((n) => ageDays(n.created_at) <= 10)).toHaveLength(5);
    const data = personal.map((n) => JSON.parse(String(n.data)) as Row);
    expect(data.every((d) => typeof d.title === 'string' && typeof d.description === 'string')).toBe(true);
    expect(data.some((d) => String(d.description).length > 150)).toBe(true);
    const myOrders = new Set(all('SELECT id FROM orders WHERE user_id = 1').map((o) => o.id));
    expect(data.filter((d) => myOrders.has(d.order_id as number)).length).toBeGreaterThanOrEqual(3);
    const broadcastIds = new Set(broadcasts.map((b) => b.id));
    expect(personal.some((n) => broadcastIds.has(n.id))).toBe(true);
  });
});

describe('seed: policy pages', () => {
  it('has every page in en, ar and tr', () => {
    const pages = all('SELECT key, locale, value FROM policy_pages');
    expect(pages).toHaveLength(18);
    for (const page of pages) expect(String(page.value)).toMatch(/<h2>[\s\S]*<p>[\s\S]*<a href=/);
  });

  it('plants a hostile sample in the English privacy policy only', () => {
    const en = String(one("SELECT value FROM policy_pages WHERE key = 'privacy_policy' AND locale = 'en'").value);
    expect(en).toContain('<script>alert(1)</script>');
    expect(en).toContain('<img src="x" onerror="alert(2)">');
    expect(en).toContain('<a href="javascript:alert(3)">click</a>');
    expect(count("SELECT COUNT(*) FROM policy_pages WHERE value LIKE '%<script%'")).toBe(1);
  });
});

describe('seed: images', () => {
  const manifest = imageManifest();
  const listed = new Set(manifest.map((e) => `${e.folder}/${e.file}`));
  const missing = new Set(MISSING_FILES.map((m) => `${m.folder}/${m.file}`));

  it('lists every referenced picture except the deliberately missing ones', () => {
    const referenced = new Set<string>();
    const add = (folder: string, file: unknown) => file && referenced.add(`${folder}/${String(file)}`);
    for (const item of items)
      for (const { img } of JSON.parse(String(item.images)) as Array<{ img: string }>) add('product', img);
    for (const s of stores) {
      add('store', s.logo);
      add('store/cover', s.cover_photo);
    }
    for (const c of all('SELECT image FROM categories')) add('category', c.image);
    for (const b of all('SELECT image FROM banners')) add('banner', b.image);
    for (const c of all('SELECT image FROM campaigns')) add('campaign', c.image);
    for (const m of all('SELECT thumbnail, icon FROM modules')) {
      add('module', m.thumbnail);
      add('module', m.icon);
    }
    for (const n of all('SELECT image FROM notifications')) add('notification', n.image);
    for (const u of all('SELECT image FROM users')) add('profile', u.image);
    add('business', one("SELECT value FROM business_settings WHERE key = 'logo'").value);

    expect([...missing].every((file) => referenced.has(file) && !listed.has(file))).toBe(true);
    expect([...referenced].filter((file) => !listed.has(file) && !missing.has(file))).toEqual([]);
    expect(missing.size).toBe(5);
    expect(listed.size).toBe(manifest.length);
  });

  it('renders pictures at the manifest size', async () => {
    for (const entry of [manifest.find((e) => e.folder === 'product')!, manifest.find((e) => e.folder === 'store')!]) {
      const meta = await sharp(await renderImage(entry)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        entry.file.endsWith('.png') ? 'png' : 'jpeg',
        entry.width,
        entry.height,
      ]);
    }
  });
});

describe('seed: determinism', () => {
  it('produces identical rows for the same `now`', () => {
    const again = seeded();
    for (const table of [
      'items',
      'stores',
      'categories',
      'translations',
      'users',
      'orders',
      'order_details',
      'user_notifications',
    ]) {
      const dump = (d: DatabaseSync) => JSON.stringify(d.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all());
      expect(dump(again), table).toBe(dump(db));
    }
  });
});
