import { describe, it, expect } from 'vitest';
import {
  ApiError,
  apiUrl,
  buildApiHeaders,
  getCategories,
  getConfig,
  getNewArrivals,
  getStores,
  parseZoneIds,
  type ApiContext,
} from '../../../src/lib/api/index.ts';
import { answering, fixture, fixtureText, jsonResponse, recordingFetch, rejectionOf } from './helpers.ts';

describe('headers sent to the marketplace', () => {
  it('sends Accept and X-localization, and no module or zone nobody chose', async () => {
    const { ctx, calls } = answering(fixture('categories-36-compact.json'), 200, { lang: 'ar' });
    await getCategories(ctx);
    const h = calls[0]!.headers;
    expect(h.get('accept')).toBe('application/json');
    expect(h.get('x-localization')).toBe('ar');
    expect(h.has('moduleid')).toBe(false);
    expect(h.has('zoneid')).toBe(false);
    expect(h.has('authorization')).toBe(false);
    expect(h.has('content-type')).toBe(false);
  });

  it('sends the chosen module, zones and a Bearer token when given', async () => {
    const { ctx, calls } = answering(fixture('categories-36-compact.json'), 200, {
      moduleId: 3,
      zoneIds: [1, 2],
      token: 'abc.def',
    });
    await getCategories(ctx);
    const h = calls[0]!.headers;
    expect(h.get('moduleid')).toBe('3');
    expect(h.get('zoneid')).toBe('[1,2]');
    expect(h.get('authorization')).toBe('Bearer abc.def');
  });

  it('never sends "Bearer null" or an empty token', () => {
    for (const token of ['', 'null', 'undefined', '  ']) {
      expect(buildApiHeaders({ lang: 'en', token })).not.toHaveProperty('Authorization');
    }
  });

  it('adds Content-Type only when sending JSON (reusable by the proxy)', () => {
    expect(buildApiHeaders({ lang: 'tr', moduleId: 3, zoneIds: [1] }, { json: true })).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-localization': 'tr',
      moduleId: '3',
      zoneId: '[1]',
    });
  });

  it('assumes no module or zone: without them the headers are left out, never the spec defaults 2 and [5]', () => {
    const headers = buildApiHeaders({ lang: 'en' });
    expect(headers).not.toHaveProperty('moduleId');
    expect(headers).not.toHaveProperty('zoneId');
    expect(buildApiHeaders({ lang: 'en', zoneIds: [] })).not.toHaveProperty('zoneId');
  });
});

describe('URLs and pagination', () => {
  it('appends /api/v1/ to the origin and tolerates a trailing slash or /api/v1', () => {
    expect(apiUrl('http://127.0.0.1:8787', 'config')).toBe('http://127.0.0.1:8787/api/v1/config');
    expect(apiUrl('http://127.0.0.1:8787/', '/config')).toBe('http://127.0.0.1:8787/api/v1/config');
    expect(apiUrl('http://h/api/v1/', 'config', { a: 1, b: undefined })).toBe('http://h/api/v1/config?a=1');
  });

  it('passes offset as a page number and omits unset options', async () => {
    const { ctx, calls } = answering(fixture('stores-get-stores.json'));
    await getStores(ctx, 'take_away', { store_type: 'newly_joined', limit: 8, offset: 2 });
    expect(calls[0]!.url.pathname).toBe('/api/v1/stores/get-stores/take_away');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      limit: '8',
      offset: '2',
      store_type: 'newly_joined',
    });
    const items = answering(fixture('items-31-new-arrival.json'));
    await getNewArrivals(items.ctx);
    expect(items.calls[0]!.url.search).toBe('');
  });

  it('parses zone id strings', () => {
    expect(parseZoneIds('[1,2]')).toEqual([1, 2]);
    expect(parseZoneIds('5')).toEqual([5]);
    expect(parseZoneIds('')).toBeUndefined();
    expect(parseZoneIds('nope')).toBeUndefined();
  });
});

describe('transport failures', () => {
  it('times out after timeoutMs with status 0 and code "timeout"', async () => {
    let sawAbort = false;
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          sawAbort = true;
          reject(init.signal?.reason ?? new Error('aborted'));
        });
      })) as typeof fetch;
    const ctx: ApiContext = { baseUrl: 'http://api.test', lang: 'en', fetch: hanging, timeoutMs: 30 };
    const started = Date.now();
    const err = await rejectionOf(getConfig(ctx));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'timeout' });
    expect(sawAbort).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out even when the fetch ignores the abort signal', async () => {
    const deaf = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const err = await rejectionOf(getConfig({ baseUrl: 'http://api.test', lang: 'en', fetch: deaf, timeoutMs: 20 }));
    expect(err).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('reports a network failure with status 0 and code "network"', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const err = await rejectionOf(getConfig({ baseUrl: 'http://api.test', lang: 'en', fetch: failing }));
    expect(err).toMatchObject({ status: 0, code: 'network', message: 'fetch failed' });
  });

  it('turns an HTML 500 page into an ApiError with the status', async () => {
    const rec = recordingFetch(
      () => new Response(fixtureText('html-500.html'), { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    const err = await rejectionOf(getConfig({ baseUrl: 'http://api.test', lang: 'en', fetch: rec.fetch }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, code: 'server_error' });
  });

  it('turns HTML with a 200 into invalid_response', async () => {
    const rec = recordingFetch(() => new Response('<html>login</html>', { status: 200 }));
    const err = await rejectionOf(getConfig({ baseUrl: 'http://api.test', lang: 'en', fetch: rec.fetch }));
    expect(err).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('turns a wrongly typed answer into invalid_response, naming the field', async () => {
    const { ctx } = answering({ total_size: 1, limit: '10', offset: '1', stores: [{ id: 'x', name: 'Bad' }] });
    const err = await rejectionOf(getStores(ctx));
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('invalid_response');
    expect((err as ApiError).message).toContain('stores.0.id');
  });

  it('turns an object where a list is expected into invalid_response', async () => {
    const rec = recordingFetch(() => jsonResponse({ data: [] }));
    const err = await rejectionOf(getCategories({ baseUrl: 'http://api.test', lang: 'en', fetch: rec.fetch }));
    expect(err).toMatchObject({ code: 'invalid_response' });
  });

  it('serialises to plain data for islands', () => {
    const err = new ApiError(403, 'guest_id', 'The guest id field is required.', [{ code: 'guest_id', message: 'x' }]);
    expect(JSON.parse(JSON.stringify(err))).toEqual({
      status: 403,
      code: 'guest_id',
      message: 'The guest id field is required.',
      errors: [{ code: 'guest_id', message: 'x' }],
    });
  });
});
