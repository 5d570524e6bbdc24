// Behind a TLS-terminating reverse proxy: the forwarded scheme, host and client address are
// believed from the proxies TRUSTED_PROXIES names (loopback by default) and from no one else.
// Over HTTPS, sign-in works and its cookie is `__Host-session` with Secure; the sign-in limit
// counts the real client, which a forged X-Forwarded-For from a direct client does not change.
import { expect, test } from '@playwright/test';
import { flakyApi } from '../e2e/flaky-api.ts';
import { newAccount, NEW_ACCOUNT_PASSWORD } from '../e2e/helpers.ts';

const PUBLIC = 'https://shop.example';
const viaProxy = (client: string) => ({
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'shop.example',
  'X-Forwarded-For': client,
});

function sessionSetCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c) && !/Expires=Thu, 01 Jan 1970/i.test(c));
}

async function signInJson(base: string, headers: Record<string, string>, body: Record<string, unknown>) {
  return fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

test.describe('behind a trusted proxy (loopback, the default)', () => {
  test('sign-in over HTTPS answers 200 with a Secure __Host- cookie, which then works', async ({
    request,
    baseURL,
  }) => {
    const email = await newAccount(request, baseURL!);
    const res = await signInJson(
      baseURL!,
      { Origin: PUBLIC, ...viaProxy('203.0.113.10') },
      { email_or_phone: email, password: NEW_ACCOUNT_PASSWORD, terms: true, remember: true },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = sessionSetCookie(res);
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');

    const value = cookie!.split(';')[0]!;
    const info = await fetch(`${baseURL}/api/v1/customer/info`, {
      headers: { Cookie: value, ...viaProxy('203.0.113.10') },
    });
    expect(info.status).toBe(200);
    expect(await info.text()).toContain(email);
  });

  test('RFC 7239 Forwarded works the same', async ({ request, baseURL }) => {
    const email = await newAccount(request, baseURL!);
    const res = await signInJson(
      baseURL!,
      { Origin: PUBLIC, Forwarded: 'for=203.0.113.11;proto=https;host=shop.example' },
      { email_or_phone: email, password: NEW_ACCOUNT_PASSWORD, terms: true },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/^__Host-session=.*;\s*Secure/i);
  });

  test('the sign-in form (no JavaScript) over HTTPS is not refused as cross-site', async ({ request, baseURL }) => {
    const email = await newAccount(request, baseURL!);
    const res = await fetch(`${baseURL}/en/login?next=%2Fen%2Fprofile`, {
      method: 'POST',
      headers: { Origin: PUBLIC, 'Content-Type': 'application/x-www-form-urlencoded', ...viaProxy('203.0.113.12') },
      body: new URLSearchParams({ email_or_phone: email, password: NEW_ACCOUNT_PASSWORD, terms: 'on' }).toString(),
      redirect: 'manual',
    });
    expect(res.status, await res.clone().text()).toBe(303);
    expect(sessionSetCookie(res)).toMatch(/^__Host-session=.*;\s*Secure/i);
  });

  test('a page of another site is still refused, HTTPS or not', async ({ baseURL }) => {
    for (const origin of ['https://evil.example', 'http://shop.example']) {
      const res = await signInJson(baseURL!, { Origin: origin, ...viaProxy('203.0.113.13') }, {});
      expect(res.status, origin).toBe(403);
    }
  });
});

test.describe('the sign-in limit counts the client a trusted proxy names', () => {
  const site = flakyApi({ slowBody: '{}', wrongTypesBody: {}, env: { SIGNIN_RATE_LIMIT: '3' } });
  test.beforeAll(() => site.start());
  test.afterAll(() => site.stop());

  test('one client over its limit does not lock out the others behind the same proxy', async () => {
    const attempt = (client: string) => signInJson(site.base, { Origin: PUBLIC, ...viaProxy(client) }, {});
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await attempt('203.0.113.20')).status);
    expect(first).toEqual([400, 400, 400, 429]);
    expect((await attempt('203.0.113.21')).status).toBe(400);
  });
});

test.describe('a direct client (no trusted proxy in between)', () => {
  // Loopback is not trusted here: the test itself is the outsider.
  const site = flakyApi({
    slowBody: '{}',
    wrongTypesBody: {},
    env: { SIGNIN_RATE_LIMIT: '3', TRUSTED_PROXIES: '192.0.2.1' },
  });
  test.beforeAll(() => site.start());
  test.afterAll(() => site.stop());

  test('a forged X-Forwarded-For or Forwarded does not escape the sign-in limit', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const forged: Record<string, string> =
        i % 2 ? { 'X-Forwarded-For': `198.51.100.${i}` } : { Forwarded: `for=198.51.100.${i}` };
      statuses.push((await signInJson(site.base, { Origin: site.base, ...forged }, {})).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });
});

test.describe('a direct client writing forwarded headers', () => {
  const site = flakyApi({ slowBody: '{}', wrongTypesBody: {}, env: { TRUSTED_PROXIES: '192.0.2.1' } });
  test.beforeAll(() => site.start());
  test.afterAll(() => site.stop());

  test('a forged X-Forwarded-Proto gives no HSTS, no Secure cookie and no https origin', async ({
    request,
    baseURL,
  }) => {
    // The account is made on the main storefront; both use the same reference API.
    const email = await newAccount(request, baseURL!);
    const res = await signInJson(
      site.base,
      { Origin: site.base, 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.50' },
      { email_or_phone: email, password: NEW_ACCOUNT_PASSWORD, terms: true },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const cookie = sessionSetCookie(res);
    expect(cookie).toMatch(/^session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    // Nor is the forwarded host an origin of the site.
    const forged = await signInJson(site.base, { Origin: PUBLIC, ...viaProxy('198.51.100.51') }, {});
    expect(forged.status).toBe(403);
  });
});
