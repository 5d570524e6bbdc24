// The reference API's seed beyond the catalogue (in seed-catalog.test.ts): customers, orders and
// notifications, policy pages, images, and the same seed twice over.
import { describe, it, expect } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { imageManifest, MISSING_FILES } from '../../api/seed/index.ts';
import { renderImage } from '../../api/seed/images.ts';
import { verifyPassword } from '../../api/lib/password.ts';
import { type Row, seeded, db, all, one, count, ageDays, stores, items } from './seeded-db.ts';

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
