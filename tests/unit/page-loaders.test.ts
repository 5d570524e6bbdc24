// The decisions the store list, store, product and editors' draft pages take from what they read:
// statuses, canonical queries, what a form or link keeps, and a draft post's answer. The loading
// itself (the marketplace's answers) is covered by the browser tests.
import { describe, expect, it } from 'vitest';
import type { StoreList } from '../../src/lib/api/index.ts';
import { draftAction, draftView } from '../../src/lib/content/draft-page.server.ts';
import { DRAFT_MAX_BYTES } from '../../src/lib/content/draft.server.ts';
import { translator } from '../../src/lib/i18n/index.ts';
import { storeFilterLinks, storesView } from '../../src/lib/lists/stores.server.ts';
import { productStatus } from '../../src/lib/product/page.server.ts';
import { PREVIEW_CACHE_CONTROL } from '../../src/lib/server/request/cache-policy.ts';
import { menuView } from '../../src/lib/store/page.server.ts';

const t = translator('en');
// Stores with an id only: the view counts and slices them, it reads nothing else of a store.
const list = (count: number, total = count) => ({
  ok: true as const,
  data: {
    total_size: total,
    limit: 12,
    offset: 1,
    stores: Array.from({ length: count }, (_, i) => ({ id: i + 1 })) as unknown as StoreList['stores'],
  },
});
const failed = { ok: false as const, error: new Error('down') };

describe('the stores page', () => {
  it('keeps only a filter other than all and a page after the first in its canonical query', () => {
    expect(storesView('all', 1, list(3), list(3)).canonicalSearch).toBe('');
    expect(storesView('top-rated', 1, list(3), list(3)).canonicalSearch).toBe('?filter=top-rated');
    expect(storesView('all', 3, list(3), list(3)).canonicalSearch).toBe('?page=3');
    expect(storesView('discounted', 2, list(3), list(3)).canonicalSearch).toBe('?filter=discounted&page=2');
  });

  it('says the zone has no store only for an empty first page of all stores', () => {
    expect(storesView('all', 1, list(0), list(0)).noneHere).toBe(true);
    expect(storesView('all', 2, list(0), list(0)).noneHere).toBe(false);
    expect(storesView('newly-joined', 1, list(0), list(0)).noneHere).toBe(false);
    expect(storesView('all', 1, list(0), failed).noneHere).toBe(false);
    expect(storesView('all', 1, list(0), list(1)).noneHere).toBe(false);
  });

  it('shows at most six popular stores and counts pages of twelve', () => {
    const view = storesView('all', 1, list(9), list(12, 25));
    expect(view.popularStores).toHaveLength(6);
    expect(view.pages).toBe(3);
    const down = storesView('all', 1, failed, failed);
    expect(down.popularStores).toEqual([]);
    expect(down.pages).toBe(0);
  });

  it('links each filter to the first page of All Stores, keeping the rest of the query', () => {
    const links = storeFilterLinks('discounted', '/ar/stores', '?page=3&utm=x&filter=discounted', t);
    expect(links.map((l) => l.href)).toEqual([
      '/ar/stores?utm=x#all-stores',
      '/ar/stores?utm=x&filter=newly-joined#all-stores',
      '/ar/stores?utm=x&filter=discounted#all-stores',
      '/ar/stores?utm=x&filter=top-rated#all-stores',
    ]);
    expect(links.filter((l) => l.current).map((l) => l.label)).toEqual([t('stores.filterDiscounted')]);
  });
});

describe('the store page', () => {
  const section = (id: number) => ({ id }) as never;
  const options = { sort: 'price_asc', type: 'veg' } as const;

  it('shows one section when ?category= names the one section loaded', () => {
    const view = menuView({ sections: [section(4)], options }, 4, '');
    expect(view).toEqual({
      single: true,
      canonicalSearch: '?category=4',
      keep: { category: '4' },
      menuSearch: 'category=4&sort=price_asc&type=veg',
    });
  });

  it('shows the whole menu for a ?category= that is none of the store’s', () => {
    const view = menuView({ sections: [section(1), section(2)], options: { sort: null, type: null } }, 9, '');
    expect(view).toEqual({ single: false, canonicalSearch: '', keep: {}, menuSearch: '' });
    expect(menuView({ sections: [section(1)], options }, 9, '').single).toBe(false);
  });

  it('keeps the search term in the sort form and menu links, never a category', () => {
    const view = menuView({ sections: [], options: { sort: 'newest', type: null } }, null, 'rice');
    expect(view).toEqual({ single: false, canonicalSearch: '', keep: { q: 'rice' }, menuSearch: 'q=rice&sort=newest' });
  });

  it('keeps nothing when the store could not be loaded', () => {
    expect(menuView(null, 3, '')).toEqual({ single: false, canonicalSearch: '', keep: {}, menuSearch: '' });
  });
});

describe('the product page', () => {
  it('answers 404 for no such item, 503 when the marketplace failed', () => {
    expect(productStatus('found')).toBe(200);
    expect(productStatus('not-found')).toBe(404);
    expect(productStatus('error')).toBe(503);
  });
});

describe('the editors’ draft page', () => {
  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    new Request('http://localhost/en/preview/draft', { method: 'POST', body, headers: { 'content-type': type } });
  const context = (request: Request, preview = true) => ({
    request,
    locals: { t, preview: preview ? { renderedAt: 0, expiresAt: 1 } : undefined },
    response: { status: undefined as number | undefined, headers: new Headers() },
  });

  it('is locked without a preview (401), and never cached or indexed', async () => {
    const ctx = context(post('kind=about-us&html=x'), false);
    const view = await draftAction(ctx);
    expect(view).not.toBeInstanceOf(Response);
    expect(ctx.response.status).toBe(401);
    expect(ctx.response.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL);
    expect(ctx.response.headers.get('x-robots-tag')).toBe('noindex');
    expect(view).toMatchObject({ rendered: null, html: '', kind: 'privacy-policy' });
  });

  it('shows the empty form on a GET', async () => {
    const ctx = context(new Request('http://localhost/en/preview/draft'));
    const view = await draftAction(ctx);
    expect(ctx.response.status).toBeUndefined();
    expect(view).toMatchObject({ status: 200, rendered: null, error: undefined, sizeKb: DRAFT_MAX_BYTES / 1024 });
  });

  it('renders a posted draft through the sanitiser, with what it removed', async () => {
    const ctx = context(
      post(new URLSearchParams({ kind: 'refund-policy', html: '<p onclick="x()">Hi</p>' }).toString()),
    );
    const view = await draftAction(ctx);
    if (view instanceof Response) throw new Error('a view was expected');
    expect(ctx.response.status).toBeUndefined();
    expect(view.page.kind).toBe('refund-policy');
    expect(view.rendered).toBe('<p>Hi</p>');
    expect(view.removals.map((r) => r.reason)).toEqual(['handler']);
    expect(view.removalText(view.removals[0]!)).toContain('onclick');
  });

  it('sends back what was typed with why: 400 for no such page, 413 for too long', async () => {
    const bad = draftView({ ok: false, error: 'badKind', kind: 'nope', html: '<p>x</p>' }, t);
    expect(bad).toMatchObject({ status: 400, kind: 'nope', html: '<p>x</p>', error: t('preview.badKind') });
    expect(bad.page.kind).toBe('privacy-policy');
    const long = draftView({ ok: false, error: 'tooLong', kind: 'about-us', html: '' }, t);
    expect(long).toMatchObject({ status: 413, error: t('preview.tooLong', { size: DRAFT_MAX_BYTES / 1024 }) });
  });

  it('answers a body it cannot read as a form with the shared 400', async () => {
    const answer = await draftAction(context(post('{"kind":"about-us"}', 'application/json')));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
  });
});
