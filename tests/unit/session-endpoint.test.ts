// The session endpoints as functions: validation, rate limiting and the token kept out of bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n/index.ts';
import { startTestApi, type TestApi } from '../contract/harness.ts';
import { fakeCookies } from '../fixtures/fake-cookies.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  process.env.API_BASE_URL = api.url;
});
afterAll(() => api.stop());

function context(body: string, clientAddress: string) {
  const request = new Request('http://shop.test/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return {
    request,
    cookies: fakeCookies(),
    locals: { prefs: { lang: 'en', moduleId: 2, zoneIds: [5] }, t: translator('en') },
    url: new URL(request.url),
    clientAddress,
  } as never;
}

describe('POST /api/session', async () => {
  const { POST } = await import('../../src/pages/api/session/index.ts');

  it('signs in, keeps the token in an httpOnly cookie and out of the body', async () => {
    const ctx = context(
      JSON.stringify({ email_or_phone: 'customer@demo.test', password: 'demo12345', terms: true, remember: true }),
      '10.0.0.1',
    ) as { cookies: ReturnType<typeof fakeCookies> };
    const res = await POST(ctx as never);
    expect(res.status).toBe(200);
    const text = await res.text();
    const cookie = ctx.cookies.jar.get('session')!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 2592000 });
    expect(text).not.toContain(cookie.value);
  });

  it('answers validation errors by field and malformed JSON with 400', async () => {
    const bad = await POST(context(JSON.stringify({ email_or_phone: '12', password: 'x' }), '10.0.0.2'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      email_or_phone: 'auth.invalidEmailOrPhone',
      password: 'auth.passwordMin',
    });
    const broken = await POST(context('{not json', '10.0.0.2'));
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/not valid JSON/);
  });

  it("says the server's refusal of wrong credentials in the page's language", async () => {
    const res = await POST(
      context(
        JSON.stringify({ email_or_phone: 'customer@demo.test', password: 'wrong-pass', terms: true }),
        '10.0.0.3',
      ),
    );
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe("The email or phone and the password don't match an account.");
  });

  it('limits attempts per client with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await POST(context('{}', '10.0.0.9'))).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await POST(context('{}', '10.0.0.9'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await POST(context('{}', '10.0.0.10'))).status).toBe(400);
  });
});
