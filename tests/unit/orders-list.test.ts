// The orders page's loader (src/lib/account/orders-list.server.ts): which lists each tab asks
// for, the tabs' counts (All unknown when only the running list answers) and the tabs' links.
// The API and the account's session step are stood in for; the lists' merging has its own tests
// (account-rules.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  running: [] as Array<{ limit?: number; offset?: number }>,
  history: [] as Array<{ limit?: number; offset?: number }>,
  historyFails: false,
  runningFails: false,
}));
const order = (id: number, day: number) => ({ id, created_at: `2026-01-${String(day).padStart(2, '0')} 10:00:00` });
vi.mock('../../src/lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getRunningOrders: async (_ctx: unknown, opts: { limit?: number; offset?: number }) => {
    calls.running.push(opts);
    if (calls.runningFails) throw new Error('running list down');
    return { total_size: 2, orders: [order(5, 20), order(4, 18)] };
  },
  getOrders: async (_ctx: unknown, opts: { limit?: number; offset?: number }) => {
    calls.history.push(opts);
    if (calls.historyFails) throw new Error('history list down');
    return { total_size: 3, orders: [order(3, 19), order(2, 10), order(1, 9)].slice(0, opts.limit) };
  },
}));
// Signed in: the account step hands the loader a context and says what it threw.
vi.mock('../../src/lib/account/load.server.ts', () => ({
  loadAccount: async (_page: unknown, load: (ctx: unknown) => Promise<unknown>) => {
    try {
      return { state: 'ready', data: await load({}) };
    } catch (error) {
      return { state: 'error', error };
    }
  },
}));

const { loadOrdersList, orderTabHref, orderTabs } = await import('../../src/lib/account/orders-list.server.ts');
const page = (search: string) => ({ url: new URL(`http://shop.test/orders-lists${search}`) }) as never;

beforeEach(() => {
  calls.running = [];
  calls.history = [];
  calls.historyFails = false;
  calls.runningFails = false;
});

describe('the orders page loader', () => {
  it('Running tab: the running orders, and a one-order call to the history for the All count', async () => {
    const { tab, page: n, loaded } = await loadOrdersList(page(''));
    expect([tab, n]).toEqual(['running', 1]);
    expect(calls.running).toEqual([{ limit: 10, offset: 1 }]);
    expect(calls.history).toEqual([{ limit: 1, offset: 1 }]);
    expect(loaded).toMatchObject({ state: 'ready', data: { total: 2, counts: { running: 2, all: 5 } } });
    if (loaded.state === 'ready') expect(loaded.data.orders.map((o) => o.id)).toEqual([5, 4]);
  });

  it('Running tab: the history failing leaves the All count unknown, not the page', async () => {
    calls.historyFails = true;
    const { loaded } = await loadOrdersList(page('?tab=running'));
    expect(loaded).toMatchObject({ state: 'ready', data: { counts: { running: 2, all: null } } });
  });

  it('Running tab: the running list failing is the page error', async () => {
    calls.runningFails = true;
    expect((await loadOrdersList(page(''))).loaded.state).toBe('error');
  });

  it('All tab, page 2: both lists asked for 20, merged newest first', async () => {
    const { tab, page: n, loaded } = await loadOrdersList(page('?tab=all&page=2'));
    expect([tab, n]).toEqual(['all', 2]);
    expect(calls.running).toEqual([{ limit: 20, offset: 1 }]);
    expect(calls.history).toEqual([{ limit: 20, offset: 1 }]);
    expect(loaded).toMatchObject({
      state: 'ready',
      data: { total: 5, hasMore: false, counts: { running: 2, all: 5 } },
    });
    if (loaded.state === 'ready') expect(loaded.data.orders.map((o) => o.id)).toEqual([5, 3, 4, 2, 1]);
  });

  it('All tab: either list failing is the page error', async () => {
    calls.historyFails = true;
    expect((await loadOrdersList(page('?tab=all'))).loaded.state).toBe('error');
  });
});

describe('the orders tabs', () => {
  it('link Running page 1 to the bare address, and keep the tab and the page otherwise', () => {
    expect(orderTabHref('/ar/orders-lists', 'running')).toBe('/ar/orders-lists');
    expect(orderTabHref('/orders-lists', 'running', 3)).toBe('/orders-lists?page=3');
    expect(orderTabHref('/orders-lists', 'all')).toBe('/orders-lists?tab=all');
    expect(orderTabHref('/orders-lists', 'all', 2)).toBe('/orders-lists?tab=all&page=2');
  });

  it('are Running then All, with their counts', () => {
    const t = ((key: string) => `<${key}>`) as never;
    expect(orderTabs({ running: 1, all: null }, t)).toEqual([
      { id: 'running', label: '<orders.running>', count: 1 },
      { id: 'all', label: '<orders.all>', count: null },
    ]);
  });
});
