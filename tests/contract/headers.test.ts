// Header rules and error formats of the reference API (reference §1.2, §1.5, §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('moduleId', () => {
  it('is required on module-check routes', async () => {
    const res = await api.call('/stores/popular', { module: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'moduleId', message: 'Module id required' }] });
  });

  it('may be absent on the exception routes', async () => {
    const categories = await api.call('/categories', { module: null });
    expect(categories.status).toBe(200);
    const modules = new Set(categories.body.map((c: { module_id: number }) => c.module_id));
    expect(modules.size).toBeGreaterThan(1);
    expect((await api.call('/banners', { module: null })).status).toBe(200);
    expect((await api.call('/stores/get-stores/all', { module: null })).status).toBe(200);
  });

  it('is rejected when present but unknown, even on exception routes', async () => {
    for (const path of ['/categories', '/items/new-arrival']) {
      const res = await api.call(path, { module: 999 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [{ code: 'moduleId', message: 'Not found' }] });
    }
  });

  it('is not needed outside the group', async () => {
    expect((await api.call('/module', { module: null })).status).toBe(200);
    expect((await api.call('/stores/details/1', { module: null })).status).toBe(200);
    expect((await api.call('/config', { module: null, zone: null })).status).toBe(200);
  });
});

describe('zoneId', () => {
  it('answers 403 Zone id required where the server requires it', async () => {
    for (const path of [
      '/banners',
      '/stores/popular',
      '/stores/get-stores/all',
      '/items/new-arrival',
      '/items/discounted',
      '/items/search?name=a',
      '/categories/items/1/all',
    ]) {
      const res = await api.call(path, { zone: null });
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    }
  });

  it('is read as a JSON array string', async () => {
    const both = await api.call('/stores/get-stores/all', { module: null, zone: '[5,6]' });
    const cairo = await api.call('/stores/get-stores/all', { module: null, zone: '[5]' });
    expect(both.body.total_size).toBeGreaterThan(cairo.body.total_size);
    expect(new Set(cairo.body.stores.map((s: { zone_id: number }) => s.zone_id))).toEqual(new Set([5]));
  });

  it('uses its own message on notifications', async () => {
    const token = await api.login();
    const res = await api.call('/customer/notifications', { token, zone: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id is required!' }] });
  });
});

describe('X-localization', () => {
  it('picks the translation of names and policy texts', async () => {
    const en = await api.call('/items/details/1', { module: 1 });
    const ar = await api.call('/items/details/1', { module: 1, lang: 'ar' });
    const tr = await api.call('/items/details/1', { module: 1, lang: 'tr' });
    expect(ar.body.name).not.toBe(en.body.name);
    expect(ar.body.name).toMatch(/[\u0600-\u06FF]/);
    expect(tr.body.name).not.toBe(en.body.name);
    const policyAr = await api.call('/about-us', { lang: 'ar' });
    expect(policyAr.body).toMatch(/[\u0600-\u06FF]/);
  });

  it('falls back to the default language for unknown codes such as the spec literal 1', async () => {
    const en = await api.call('/items/details/1', { module: 1 });
    const one = await api.call('/items/details/1', { module: 1, lang: '1' });
    expect(one.body.name).toBe(en.body.name);
  });
});

describe('authentication errors', () => {
  it('answers 401 Unauthenticated. as JSON with a JSON Accept header', async () => {
    const res = await api.call('/customer/info');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('redirects to authentication-failed without a JSON Accept header', async () => {
    const res = await api.call('/customer/info', { accept: null });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/authentication-failed$/);
    const followed = await fetch(new URL(res.headers.get('location')!, api.url));
    expect(followed.status).toBe(401);
    expect(await followed.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });

  it('answers {errors:"Unauthorized"} on cart and order routes with neither token nor guest id', async () => {
    for (const path of ['/customer/cart/list', '/customer/order/list?limit=10&offset=1']) {
      const res = await api.call(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: 'Unauthorized' });
    }
  });

  it('asks for guest_id when a cart token is expired or forged', async () => {
    const res = await api.call('/customer/cart/list', { token: 'forged-token' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'guest_id', message: 'The guest id field is required.' }] });
  });

  it('treats "Bearer null" as no token', async () => {
    const res = await api.call('/customer/cart/list', { headers: { Authorization: 'Bearer null' } });
    expect(res.status).toBe(401);
  });
});

it('answers JSON 404 for unknown API paths', async () => {
  const res = await api.call('/no/such/route');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/json/);
});
