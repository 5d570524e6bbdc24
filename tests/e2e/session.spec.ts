// The storefront's own endpoints: session cookie, same-origin rule and the API proxy.
import { expect, test, type APIRequestContext } from '@playwright/test';

async function signIn(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/session', {
    headers: { Origin: baseURL },
    data: { email_or_phone: 'other@demo.test', password: 'demo12345', terms: true },
  });
  expect(res.status()).toBe(200);
  return res;
}

test('sign-in sets an httpOnly cookie and never returns the token', async ({ request, baseURL }) => {
  const res = await signIn(request, baseURL!);
  const setCookie = res.headers()['set-cookie'] ?? '';
  expect(setCookie).toMatch(/session=[^;]+;.*HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  const token = /session=([^;]+)/.exec(setCookie)![1]!;
  expect(await res.text()).not.toContain(token);
  const cart = await request.get('/api/v1/customer/cart/list');
  expect(cart.status()).toBe(200);
  expect(await cart.text()).not.toContain(token);
  const out = await request.delete('/api/session', { headers: { Origin: baseURL! } });
  expect(out.status()).toBe(204);
  expect((await request.get('/api/v1/customer/cart/list')).status()).toBe(401);
});

test('state-changing requests from another origin are refused', async ({ request }) => {
  for (const [method, path] of [
    ['post', '/api/session'],
    ['delete', '/api/session'],
    ['post', '/api/v1/customer/cart/add'],
    ['post', '/api/module'],
  ] as const) {
    const res = await request[method](path, { headers: { Origin: 'https://evil.example' }, data: {} });
    expect(res.status(), `${method} ${path}`).toBe(403);
  }
});

test('bad bodies get clear 4xx answers', async ({ request, baseURL }) => {
  const headers = { Origin: baseURL!, 'Content-Type': 'application/json' };
  const malformed = await request.post('/api/session', { headers, data: Buffer.from('{"email_or_phone":') });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toMatch(/JSON/);
  const empty = await request.post('/api/session', { headers });
  expect(empty.status()).toBe(400);
  const huge = await request.post('/api/session', { headers, data: JSON.stringify({ x: 'a'.repeat(200_000) }) });
  expect(huge.status()).toBe(413);
});

test('the proxy forwards only the storefront calls and refuses path tricks', async ({ request, baseURL }) => {
  expect((await request.get('/api/v1/customer/cart/list')).status()).toBe(401);
  await signIn(request, baseURL!);
  for (const path of [
    '/api/v1/customer/cart/list',
    '/api/v1/stores/details/1',
    '/api/v1/customer/order/running-orders?limit=10&offset=1',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/api/v1/config', '/api/v1/customer/order/place', '/api/v1/auth/login']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.get('/api/v1/customer%2Fcart%2Flist')).status()).toBe(400);
  expect((await request.get('/api/v1/customer/cart/list/')).status()).toBe(400);
  expect((await request.get('/api/v1/stores/details/1%2F..%2F..%2Fconfig')).status()).toBe(400);
  const big = await request.post('/api/v1/customer/cart/add', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: JSON.stringify({ item_id: 1, pad: 'x'.repeat(40_000) }),
  });
  expect(big.status()).toBe(413);
});

test('an expired or forged session cookie counts as signed out and is cleared', async ({ request, baseURL }) => {
  const res = await request.get('/api/v1/customer/cart/list', { headers: { Cookie: 'session=forged-token' } });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ signIn: true });
  expect(res.headers()['set-cookie'] ?? '').toMatch(/session=;|session=deleted|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  void baseURL;
});
