// Sign-out must end the session for good, and no session outlives its promise: "remember me" at
// most 30 days, otherwise the browser session. The marketplace's token lives a year and cannot be
// revoked (it has no customer logout), so the storefront's own cookie is what ends.
import { expect, test } from '@playwright/test';
import { API, newAccount, NEW_ACCOUNT_PASSWORD } from '../e2e/helpers.ts';

interface Cookie {
  name: string;
  value: string;
  attributes: string;
}

function sessionCookie(res: Response): Cookie {
  const header = res.headers
    .getSetCookie()
    .find((c) => /^(__Host-)?session=/.test(c) && !/Expires=Thu, 01 Jan 1970/i.test(c));
  expect(header, res.headers.getSetCookie().join('\n')).toBeDefined();
  const [pair, ...rest] = header!.split(';');
  const at = pair!.indexOf('=');
  return { name: pair!.slice(0, at), value: pair!.slice(at + 1), attributes: rest.join(';') };
}

async function signIn(baseURL: string, email: string, remember: boolean): Promise<{ res: Response; cookie: Cookie }> {
  const res = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_or_phone: email, password: NEW_ACCOUNT_PASSWORD, terms: true, remember }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, cookie: sessionCookie(res) };
}

async function info(baseURL: string, cookie: string) {
  const res = await fetch(`${baseURL}/api/v1/customer/info`, { headers: { Cookie: cookie } });
  return { status: res.status, text: await res.text() };
}

/** Every name the session cookie may have is removed by `res`. */
function expectBothRemoved(res: Response) {
  const set = res.headers.getSetCookie();
  for (const name of ['session', '__Host-session']) {
    const removal = set.find((c) => c.startsWith(`${name}=`));
    expect(removal, `${name} in\n${set.join('\n')}`).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(removal).toMatch(/Path=\//i);
  }
  expect(set.find((c) => c.startsWith('__Host-session='))).toMatch(/;\s*Secure/i);
}

test('after sign-out (JSON), a copy of the old cookie gets no account data', async ({ request, baseURL }) => {
  const email = await newAccount(request, baseURL!);
  const { cookie } = await signIn(baseURL!, email, true);
  const replay = `${cookie.name}=${cookie.value}`;
  const before = await info(baseURL!, replay);
  expect(before.status).toBe(200);
  expect(before.text).toContain(email);

  const out = await fetch(`${baseURL}/api/session`, {
    method: 'DELETE',
    headers: { Cookie: replay, Origin: baseURL! },
  });
  expect(out.status).toBe(204);
  expectBothRemoved(out);

  const after = await info(baseURL!, replay);
  expect(after.status).toBe(401);
  expect(after.text).not.toContain(email);
  const profile = await (await fetch(`${baseURL}/en/profile`, { headers: { Cookie: replay } })).text();
  expect(profile).not.toContain(email);
});

test('after sign-out (the form, without JavaScript), a copy of the old cookie gets no account data', async ({
  request,
  baseURL,
}) => {
  const email = await newAccount(request, baseURL!);
  const { cookie } = await signIn(baseURL!, email, false);
  const replay = `${cookie.name}=${cookie.value}`;
  expect((await info(baseURL!, replay)).status).toBe(200);

  const out = await fetch(`${baseURL}/api/session/sign-out`, {
    method: 'POST',
    headers: { Cookie: replay, Origin: baseURL!, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'next=%2Fen',
    redirect: 'manual',
  });
  expect(out.status).toBe(303);
  expectBothRemoved(out);
  const after = await info(baseURL!, replay);
  expect(after.status).toBe(401);
  expect(after.text).not.toContain(email);
  const orders = await (await fetch(`${baseURL}/en/orders-lists`, { headers: { Cookie: replay } })).text();
  expect(orders).not.toContain(email);
});

test('a remember-me cookie lives at most 30 days; without it the cookie ends with the browser', async ({
  request,
  baseURL,
}) => {
  const email = await newAccount(request, baseURL!);
  const remembered = (await signIn(baseURL!, email, true)).cookie;
  const maxAge = Number(/Max-Age=(\d+)/i.exec(remembered.attributes)?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(30 * 24 * 60 * 60);
  expect(remembered.attributes).toMatch(/HttpOnly/i);

  const browserSession = (await signIn(baseURL!, email, false)).cookie;
  expect(browserSession.attributes).not.toMatch(/Max-Age|Expires/i);
  expect(browserSession.attributes).toMatch(/HttpOnly/i);
});

test('the marketplace token itself (valid for a year) is no session cookie', async ({ request, baseURL }) => {
  const email = await newAccount(request, baseURL!);
  const login = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      email_or_phone: email,
      password: NEW_ACCOUNT_PASSWORD,
      login_type: 'manual',
      field_type: 'email',
    }),
  });
  const { token } = (await login.json()) as { token: string };
  expect(token).toBeTruthy();
  for (const name of ['session', '__Host-session']) {
    const res = await info(baseURL!, `${name}=${token}`);
    expect(res.status, `${name}=<marketplace token>`).toBe(401);
    expect(res.text).not.toContain(email);
  }
});
