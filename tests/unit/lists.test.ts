import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCategory, parseId, visibleItems } from '../../src/lib/lists/category.ts';
import { filterHref, pageCount, pageHref, pageSlice, pageWindow, parsePage } from '../../src/lib/lists/paging.ts';
import { SearchParamsSchema, searchText } from '../../src/lib/lists/search.ts';
import { parseStoreFilter } from '../../src/lib/lists/stores.ts';
import { createSearchScheduler } from '../../src/islands/SearchScheduler.ts';

describe('page numbers', () => {
  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 2 ')).toBe(2);
    for (const raw of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999']) expect(parsePage(raw)).toBe(1);
  });

  it('counts and slices pages', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(29, 20)).toBe(2);
    const rows = Array.from({ length: 29 }, (_, i) => i + 1);
    expect(pageSlice(rows, 1, 20)).toHaveLength(20);
    expect(pageSlice(rows, 2, 20)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(pageSlice(rows, 3, 20)).toEqual([]);
  });

  it('shows the ends and the neighbours of the current page, with gaps for two or more left out', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 11, 12]);
    expect(pageWindow(2, 0)).toEqual([]);
  });

  it('links a page keeping the other parameters; page 1 has no page parameter', () => {
    expect(pageHref('/ar/search', '?q=milk&page=3', 4)).toBe('/ar/search?q=milk&page=4');
    expect(pageHref('/search', new URLSearchParams({ q: 'a b', page: '2' }), 1)).toBe('/search?q=a+b');
    expect(pageHref('/stores', '', 1)).toBe('/stores');
  });

  it('links a filter from its first page', () => {
    expect(filterHref('/stores', '?filter=discounted&page=3', 'filter', 'top-rated')).toBe('/stores?filter=top-rated');
    expect(filterHref('/categories/1', '?sub=19&page=2', 'sub', null)).toBe('/categories/1');
  });
});

describe('category page', () => {
  const tree = [
    { id: 1, name: 'Fruits', childes: [{ id: 19, name: 'Fresh fruits', slug: null }] },
    { id: 2, name: 'Dairy', childes: [] },
  ];

  it('finds a top-level category or a sub-category with its parent', () => {
    expect(findCategory(tree, 2)).toEqual({ id: 2, name: 'Dairy', parent: null });
    expect(findCategory(tree, 19)).toEqual({ id: 19, name: 'Fresh fruits', parent: { id: 1, name: 'Fruits' } });
    expect(findCategory(tree, 99)).toBeNull();
  });

  it('keeps only active, approved items', () => {
    const items = [
      { id: 1, status: true, is_approved: true },
      { id: 2, status: false, is_approved: true },
      { id: 3, status: true, is_approved: false },
    ];
    expect(visibleItems(items).map((i) => i.id)).toEqual([1]);
  });

  it('accepts only positive whole-number ids', () => {
    expect(parseId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '1e2', '9999999999']) expect(parseId(raw)).toBeNull();
  });
});

describe('stores filter', () => {
  it('reads the four filters and falls back to all', () => {
    expect(parseStoreFilter('newly-joined')).toBe('newly-joined');
    expect(parseStoreFilter('top-rated')).toBe('top-rated');
    expect(parseStoreFilter('popular')).toBe('all');
    expect(parseStoreFilter(null)).toBe('all');
  });
});

describe('search query', () => {
  it('accepts 1 to 100 characters after trimming, and a page from 1', () => {
    expect(SearchParamsSchema.parse({ q: '  milk ' })).toEqual({ q: 'milk', page: 1 });
    expect(SearchParamsSchema.parse({ q: 'milk', page: '3' })).toEqual({ q: 'milk', page: 3 });
    expect(SearchParamsSchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(SearchParamsSchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(SearchParamsSchema.safeParse({ q: 'milk', page: '0' }).success).toBe(false);
  });

  it('reads ?q= trimmed and cut to 100 characters', () => {
    expect(searchText('  rice ')).toBe('rice');
    expect(searchText(null)).toBe('');
    expect(searchText('y'.repeat(150))).toHaveLength(100);
  });
});

describe('live search timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const calls: { q: string; signal: AbortSignal }[] = [];
    const events: string[] = [];
    const resolvers: ((value: string) => void)[] = [];
    const scheduler = createSearchScheduler<string>({
      delay: 250,
      run: (q, signal) => {
        calls.push({ q, signal });
        return new Promise<string>((resolve, reject) => {
          resolvers.push(resolve);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      },
      onStart: (q) => events.push(`start ${q}`),
      onResult: (q, r) => events.push(`result ${q} ${r}`),
      onError: (q) => events.push(`error ${q}`),
      onClear: () => events.push('clear'),
    });
    return { calls, events, resolvers, scheduler };
  }

  it('runs once per pause of 250 ms', () => {
    const { calls, scheduler } = setup();
    scheduler.input('m');
    vi.advanceTimersByTime(100);
    scheduler.input('mi');
    vi.advanceTimersByTime(200);
    scheduler.input('mil');
    vi.advanceTimersByTime(249);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.q)).toEqual(['mil']);
    scheduler.input('milk');
    vi.advanceTimersByTime(300);
    expect(calls.map((c) => c.q)).toEqual(['mil', 'milk']);
  });

  it('aborts a request in flight when typing resumes, and never shows its answer', async () => {
    const { calls, events, resolvers, scheduler } = setup();
    scheduler.input('ric');
    vi.advanceTimersByTime(250);
    scheduler.input('rice');
    expect(calls[0].signal.aborted).toBe(true);
    resolvers[0]('stale');
    vi.advanceTimersByTime(250);
    resolvers[1]('fresh');
    await vi.runAllTimersAsync();
    expect(events).toEqual(['start ric', 'start rice', 'result rice fresh']);
  });

  it('clears on blank text without a request', () => {
    const { calls, events, scheduler } = setup();
    scheduler.input('a');
    scheduler.input('   ');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    expect(events).toEqual(['clear']);
  });

  it('searches at once on submit', () => {
    const { calls, scheduler } = setup();
    scheduler.input('tea');
    scheduler.submit('tea ');
    expect(calls.map((c) => c.q)).toEqual(['tea']);
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
  });

  it('reports a failure of the latest request', async () => {
    const events: string[] = [];
    const scheduler = createSearchScheduler<string>({
      delay: 250,
      run: () => Promise.reject(new Error('502')),
      onStart: () => {},
      onResult: () => {},
      onError: (q) => events.push(`error ${q}`),
      onClear: () => {},
    });
    scheduler.submit('x');
    await vi.runAllTimersAsync();
    expect(events).toEqual(['error x']);
  });
});
