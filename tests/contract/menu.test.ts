// A store's menu: items/latest by store and category, items/search's sort and filter parameters,
// and a store's opening hours as details and the order check read them (api/docs/menu.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

type Item = {
  id: number;
  price: number;
  veg: number;
  store_id: number;
  created_at: string;
  category_ids: { id: string }[];
};

// Monday 2026-05-18 in Cairo (UTC+3 in summer): the clock moves with `clock`.
let clock = new Date('2026-05-18T05:00:00+03:00');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
});
afterAll(() => api.stop());

describe('items/latest', () => {
  it('needs store_id, category_id, limit and offset', async () => {
    const res = await api.call('/items/latest?store_id=2');
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['category_id', 'limit', 'offset']);
  });

  it('lists one store’s items, newest first, for all its categories or one', async () => {
    const all = await api.call<{ total_size: number; products: Item[] }>(
      '/items/latest?store_id=2&category_id=0&limit=50&offset=1',
    );
    expect(all.status).toBe(200);
    expect(all.body.products.length).toBeGreaterThan(3);
    expect(all.body.products.every((p) => p.store_id === 2)).toBe(true);
    const created = all.body.products.map((p) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const details = await api.call<{ category_ids: number[] }>('/stores/details/2');
    const [first] = details.body.category_ids;
    const one = await api.call<{ total_size: number; products: Item[] }>(
      `/items/latest?store_id=2&category_id=${first}&limit=50&offset=1`,
    );
    expect(one.body.total_size).toBeGreaterThan(0);
    expect(one.body.total_size).toBeLessThan(all.body.total_size);
    expect(one.body.products.every((p) => p.category_ids.some((c) => Number(c.id) === first))).toBe(true);
  });

  it('filters by type and price range', async () => {
    const veg = await api.call<{ products: Item[] }>(
      '/items/latest?store_id=2&category_id=0&limit=50&offset=1&type=veg',
    );
    const nonVeg = await api.call<{ products: Item[] }>(
      '/items/latest?store_id=2&category_id=0&limit=50&offset=1&type=non_veg',
    );
    expect(veg.body.products.every((p) => p.veg === 1)).toBe(true);
    expect(nonVeg.body.products.every((p) => p.veg === 0)).toBe(true);
    expect(veg.body.products.length + nonVeg.body.products.length).toBeGreaterThan(0);
    const ranged = await api.call<{ products: Item[] }>(
      '/items/latest?store_id=2&category_id=0&limit=50&offset=1&min_price=20&max_price=60',
    );
    expect(ranged.body.products.every((p) => p.price >= 20 && p.price <= 60)).toBe(true);
  });
});

describe('items/search sort and filter', () => {
  it('orders by price with filter=low or high, within a store', async () => {
    const low = await api.call<{ products: Item[] }>('/items/search?name=a&store_id=2&limit=50&offset=1&filter=low');
    const prices = low.body.products.map((p) => p.price);
    expect(prices.length).toBeGreaterThan(2);
    expect(low.body.products.every((p) => p.store_id === 2)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await api.call<{ products: Item[] }>('/items/search?name=a&store_id=2&limit=50&offset=1&filter=high');
    const highPrices = high.body.products.map((p) => p.price);
    expect(highPrices).toEqual([...highPrices].sort((a, b) => b - a));
  });
});

describe('opening hours', () => {
  const details = () => api.call<Record<string, any>>('/stores/details/27');

  it('before the morning opening: closed, and today’s opening time is named', async () => {
    clock = new Date('2026-05-18T05:00:00+03:00');
    const { body } = await details();
    expect(body.open).toBe(0);
    expect(body.current_opening_time).toBe('06:30:00');
    expect(body.schedules).toHaveLength(7);
  });

  it('inside the hours: open', async () => {
    clock = new Date('2026-05-18T08:00:00+03:00');
    const { body } = await details();
    expect(body.open).toBe(1);
    expect(body.current_opening_time).toBe('06:30:00');
  });

  it('at the closing time itself: closed, as the real query compares strictly', async () => {
    clock = new Date('2026-05-18T11:30:00+03:00');
    expect((await details()).body.open).toBe(0);
  });

  it('a temporarily closed store: `open` still follows its schedule, `active` says closed', async () => {
    clock = new Date('2026-05-18T12:00:00+03:00');
    const { body } = await api.call<Record<string, any>>('/stores/details/13');
    expect(body.active).toBe(false);
    expect(body.open).toBe(1);
  });

  it('after closing: closed for the rest of the day', async () => {
    clock = new Date('2026-05-18T13:00:00+03:00');
    const { body } = await details();
    expect(body.open).toBe(0);
    expect(body.current_opening_time).toBe('closed');
    expect(body.schedules.find((s: { day: number }) => s.day === 5)).toMatchObject({
      opening_time: '09:00:00',
      closing_time: '12:00:00',
    });
  });
});
