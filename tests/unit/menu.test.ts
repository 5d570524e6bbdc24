// The list sort and filter rules, and what a store's hours say.
import { describe, expect, it } from 'vitest';
import { clockTime, storeHours } from '../../src/lib/domain/catalog/store-hours.ts';
import { filterDiet, parseListOptions, SEARCH_SORTS, searchFilterParam, sortRows } from '../../src/lib/lists/sort.ts';
import { closedNotice, formatClock, weekdayName } from '../../src/lib/store/hours-text.ts';
import { translator } from '../../src/lib/i18n/index.ts';

const row = (price: number, avg_rating: number, created_at: string, veg = false, rating_count = 1) => ({
  price,
  avg_rating,
  rating_count,
  created_at,
  veg,
});

describe('list options', () => {
  it('keeps known sorts and, on food lists, the diet; ignores anything else', () => {
    expect(parseListOptions(new URLSearchParams('sort=price_desc&type=veg'), true)).toEqual({
      sort: 'price_desc',
      type: 'veg',
    });
    expect(parseListOptions(new URLSearchParams('sort=cheapest&type=vegan'), true)).toEqual({ sort: null, type: null });
    expect(parseListOptions(new URLSearchParams('type=non_veg'), false)).toEqual({ sort: null, type: null });
    expect(parseListOptions(new URLSearchParams('sort=newest'), true, SEARCH_SORTS).sort).toBeNull();
  });

  it('sorts by price, rating and date, keeping the API order for ties and for no sort', () => {
    const rows = [
      row(30, 4, '2026-01-02'),
      row(10, 5, '2026-01-01'),
      row(20, 4, '2026-01-03'),
      row(10, 3, '2026-01-04'),
    ];
    expect(sortRows(rows, 'price_asc').map((r) => r.price)).toEqual([10, 10, 20, 30]);
    expect(sortRows(rows, 'price_asc')[0]!.created_at).toBe('2026-01-01');
    expect(sortRows(rows, 'price_desc').map((r) => r.price)).toEqual([30, 20, 10, 10]);
    expect(sortRows(rows, 'rating').map((r) => r.avg_rating)).toEqual([5, 4, 4, 3]);
    expect(sortRows(rows, 'newest').map((r) => r.created_at)).toEqual([
      '2026-01-04',
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
    ]);
    expect(sortRows(rows, null)).toEqual(rows);
  });

  it('filters the diet and names the search API’s own orders', () => {
    const rows = [row(1, 0, '', true), row(2, 0, '', false)];
    expect(filterDiet(rows, 'veg').map((r) => r.price)).toEqual([1]);
    expect(filterDiet(rows, 'non_veg').map((r) => r.price)).toEqual([2]);
    expect(filterDiet(rows, null)).toHaveLength(2);
    expect([searchFilterParam('price_asc'), searchFilterParam('price_desc'), searchFilterParam('rating')]).toEqual([
      'low',
      'high',
      'top_rated',
    ]);
    expect(searchFilterParam('newest')).toBeUndefined();
  });
});

describe('store hours', () => {
  const week = [
    { day: 5, opening_time: '09:00:00', closing_time: '12:00:00' },
    { day: 0, opening_time: '18:00:00', closing_time: '23:00:00' },
    { day: 0, opening_time: '06:30:00', closing_time: '11:30:00' },
  ];

  it('reads the server’s open, active and today’s opening time', () => {
    const closed = storeHours({ open: false, active: true, current_opening_time: '18:00:00', schedules: week });
    expect(closed.state).toBe('closed');
    expect(closed.opensToday).toBe('18:00');
    expect(closed.week).toEqual([
      {
        day: 0,
        slots: [
          { from: '06:30', to: '11:30' },
          { from: '18:00', to: '23:00' },
        ],
      },
      { day: 5, slots: [{ from: '09:00', to: '12:00' }] },
    ]);
    expect(
      storeHours({ open: false, active: true, current_opening_time: 'closed', schedules: week }).opensToday,
    ).toBeNull();
    expect(storeHours({ open: true, active: false, current_opening_time: '06:30', schedules: week }).state).toBe(
      'temporarilyClosed',
    );
    expect(clockTime('7:05')).toBe('07:05');
    expect(clockTime('25:00')).toBeNull();
  });

  it('says it in the reader’s language and clock', () => {
    expect(formatClock('en', '18:00')).toBe('6:00 PM');
    expect(formatClock('tr', '18:00')).toBe('18:00');
    expect(formatClock('ar', '18:00')).toMatch(/٦:٠٠/);
    expect(weekdayName('en', 5)).toBe('Friday');
    expect(weekdayName('tr', 0)).toBe('Pazar');
    const hours = storeHours({ open: false, active: true, current_opening_time: '18:00:00', schedules: week });
    expect(closedNotice(translator('en'), 'en', hours)).toBe(
      'This store is closed now and opens today at 6:00 PM. Orders are not taken until then.',
    );
    expect(closedNotice(translator('ar'), 'ar', hours)).toContain('يفتح اليوم');
    const closedAllWeek = { open: false, active: true, current_opening_time: 'closed', schedules: [] };
    expect(closedNotice(translator('en'), 'en', storeHours(closedAllWeek))).toBe(
      'This store is closed and is not taking orders right now.',
    );
    expect(closedNotice(translator('en'), 'en', storeHours({ ...closedAllWeek, open: true }))).toBe('');
  });
});
