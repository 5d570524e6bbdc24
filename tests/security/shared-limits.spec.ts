// Two storefront processes sharing one Redis (REDIS_URL), as behind a load balancer: a client's
// sign-in attempts are counted once across both, whichever process answers and whether they come
// from the JSON endpoint or the sign-in form without JavaScript. When Redis dies, sign-in goes on
// answering, with the limit counted in each process's memory.
import { expect, test } from '@playwright/test';
import { flakyApi } from '../e2e/flaky-api.ts';
import { type RedisServer, startRedis } from '../fixtures/redis-server.ts';

let redis: RedisServer;
const sites: ReturnType<typeof flakyApi>[] = [];

test.beforeAll(async () => {
  redis = await startRedis();
  for (let i = 0; i < 2; i++)
    sites.push(flakyApi({ slowBody: '{}', wrongTypesBody: {}, env: { SIGNIN_RATE_LIMIT: '3', REDIS_URL: redis.url } }));
  for (const site of sites) await site.start();
});
test.afterAll(async () => {
  for (const site of sites) await site.stop();
  await redis?.stop();
});

function signInJson(base: string, client: string) {
  return fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': client },
    body: '{}',
  });
}

function signInForm(base: string, client: string) {
  return fetch(`${base}/en/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'X-Forwarded-For': client },
    body: new URLSearchParams({ email_or_phone: 'nobody', password: 'x' }).toString(),
    redirect: 'manual',
  });
}

test('one count for a client across both processes, form posts included', async () => {
  const [a, b] = sites.map((site) => site.base);
  const statuses = [
    (await signInJson(a, '203.0.113.30')).status,
    (await signInJson(b, '203.0.113.30')).status,
    (await signInForm(a, '203.0.113.30')).status,
    (await signInJson(b, '203.0.113.30')).status,
    (await signInForm(a, '203.0.113.30')).status,
  ];
  expect(statuses).toEqual([400, 400, 400, 429, 429]);
  const limited = await signInJson(a, '203.0.113.30');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another client behind the same proxy is not locked out.
  expect((await signInJson(b, '203.0.113.31')).status).toBe(400);
});

test('with Redis gone, sign-in still answers and each process limits in memory', async () => {
  await redis.stop();
  const [a] = sites.map((site) => site.base);
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await signInJson(a, '203.0.113.40')).status);
  expect(statuses).toEqual([400, 400, 400, 429]);
});
