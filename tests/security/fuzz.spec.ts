// Every storefront endpoint, fuzzed: malformed JSON, wrong types, huge strings, arrays for
// scalars, nested objects, unknown and prototype-pollution keys, wrong content types, empty
// bodies, plus values drawn by fast-check from a fixed seed (the same requests on every run).
// The answer is never a 5xx and never a stack trace, and a refused profile update changes
// nothing that is saved.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { newAccount, NEW_ACCOUNT_PASSWORD } from '../e2e/helpers.ts';
import { CONTENT_TYPES, every, formBodies, JSON_TEXTS, jsonBodies, sample } from './fuzz-inputs.ts';

/** A stack frame, a server file path or an error's name in a body: none may reach a client. */
const LEAK =
  /\n\s+at [\w.<>$]+ \(|\bat (?:async )?[\w.<>$]+ \(?(?:file|node):|file:\/\/\/|\/work\/|node_modules|\b(?:Type|Reference|Syntax|Range)Error\b|\bError: /;

// ---------------------------------------------------------------------------------------------
// How it is sent and checked

interface Sent {
  method: string;
  path: string;
  type?: string;
  body?: string;
  cookie?: string;
}

let base = '';
const failures: string[] = [];
let signInAttempts = 0;

async function send({ method, path, type, body, cookie }: Sent): Promise<void> {
  if (/^\/(?:(?:en|ar|tr)\/)?login\b|^\/api\/session(?:\/sign-up)?$/.test(path.split('?')[0]!)) signInAttempts++;
  const headers: Record<string, string> = { Origin: base };
  if (type) headers['Content-Type'] = type;
  if (cookie) headers.Cookie = cookie;
  const what = `${method} ${path} [${type ?? '-'}] ${JSON.stringify((body ?? '').slice(0, 80))}`;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    failures.push(`${what}: no answer (${(error as Error).message})`);
    return;
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) failures.push(`${what}: ${response.status} ${text.slice(0, 120)}`);
  const leak = LEAK.exec(text);
  if (leak) failures.push(`${what}: leaks ${JSON.stringify(leak[0])}`);
}

/** Sends them four at a time (the machine is shared), in a fixed order. */
async function sendAll(list: Sent[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < list.length) await send(list[next++]!);
    }),
  );
}

function expectNoFailures() {
  const found = failures.splice(0);
  expect(found, found.slice(0, 20).join('\n')).toEqual([]);
}

function withTypes(method: string, path: string, bodies: string[], cookie?: string, types = CONTENT_TYPES): Sent[] {
  // Every body as JSON; a different few of them under each other content type.
  const list: Sent[] = bodies.map((body) => ({ method, path, type: 'application/json', body, cookie }));
  types
    .filter((t) => t !== 'application/json')
    .forEach((type, n) => {
      for (const body of every(bodies, 12, n)) list.push({ method, path, type, body, cookie });
    });
  return list;
}

// ---------------------------------------------------------------------------------------------

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let session = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  base = baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const email = await newAccount(request, base);
  const signIn = await request.post('/api/session', {
    headers: { Origin: base },
    data: { email_or_phone: email, password: NEW_ACCOUNT_PASSWORD, terms: true },
  });
  const cookie = signIn
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('session='));
  if (!cookie) throw new Error('no session cookie after signing in');
  session = cookie.value.split(';')[0]!;
  await request.dispose();
});

test('the JSON endpoints: sign-in, sign-up, location, module', async () => {
  await sendAll([
    // Sign-in and sign-up attempts count against the per-address limit the other tests share
    // (SIGNIN_RATE_LIMIT): about 200 here in all (counted below), a part of each kind of wrong value.
    ...withTypes(
      'POST',
      '/api/session',
      jsonBodies(
        ['email_or_phone', 'password', 'remember', 'terms'],
        { email_or_phone: 'nobody@demo.test', password: 'wrong-password', terms: true },
        6,
        8,
      ),
    ),
    // terms is never true below, so no account is created.
    ...withTypes(
      'POST',
      '/api/session/sign-up',
      jsonBodies(
        ['name', 'email', 'phone', 'password', 'confirm_password', 'terms'],
        {
          name: 'Fuzz',
          email: 'fuzz@demo.test',
          phone: '+201000000000',
          password: 'longenough1',
          confirm_password: 'longenough1',
          terms: false,
        },
        6,
        10,
      ),
    ),
    ...withTypes(
      'POST',
      '/api/location',
      jsonBodies(['latitude', 'longitude', 'lang'], { latitude: 30.05, longitude: 31.24 }, 10),
    ),
    ...withTypes('POST', '/api/module', jsonBodies(['module_id', 'next'], { module_id: 1, next: '/' }, 10)),
  ]);
  expectNoFailures();
});

test.afterAll(() => {
  // Kept well under the limit the whole suite shares within a minute.
  expect(signInAttempts).toBeLessThan(250);
});

test('the form posts: sign-in and sign-up pages, module, sign-out', async () => {
  const form = 'application/x-www-form-urlencoded';
  const signIn = formBodies(['email_or_phone', 'password', 'remember', 'terms', 'intent'], {
    email_or_phone: 'nobody@demo.test',
    password: 'wrong-password',
    terms: 'on',
  });
  const signUp = formBodies(
    ['name', 'email', 'phone', 'password', 'confirm_password', 'intent'],
    { intent: 'signup', name: 'Fuzz', email: 'not-an-email', phone: '1', password: 'x', confirm_password: 'y' },
    10,
  );
  const list: Sent[] = [];
  // A different part of the bodies on each language's page (the sign-in limit, as above).
  ['/login', '/ar/login?next=/orders-lists', '/tr/login?next=%E0'].forEach((path, n) => {
    list.push(...every(signIn, 10, n).map((body) => ({ method: 'POST', path, type: form, body })));
    list.push(...every(signUp, 12, n).map((body) => ({ method: 'POST', path, type: form, body })));
    list.push(
      ...['multipart/form-data', 'application/json', 'text/plain', ''].map((type) => ({
        method: 'POST',
        path,
        type,
        body: 'a=1',
      })),
    );
  });
  list.push(
    ...formBodies(['module_id', 'next'], { module_id: '1', next: '/' }, 10).map((body) => ({
      method: 'POST',
      path: '/api/module',
      type: form,
      body,
    })),
  );
  list.push(
    ...formBodies(['next'], { next: '/' }, 10).map((body) => ({
      method: 'POST',
      path: '/api/session/sign-out',
      type: form,
      body,
    })),
  );
  await sendAll(list);
  expectNoFailures();
});

test('the read endpoints: search, cart, images, the proxy', async () => {
  const strings = [
    ...sample(fc.string({ unit: 'binary', maxLength: 60 }), 30),
    '',
    ' ',
    'x'.repeat(5000),
    '%',
    '%E0%A4%A',
    '\u0000',
    '[]',
    '{}',
    '-1',
    '1e309',
    'NaN',
  ];
  // (A lone surrogate, cut in half by slice(), goes as U+FFFD: a URL cannot carry it.)
  const q = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  const list: Sent[] = [];
  for (const s of strings) {
    list.push({ method: 'GET', path: `/api/search?q=${q(s)}&page=${q(s.slice(0, 5))}` });
    list.push({ method: 'GET', path: `/img?src=${q(s)}&w=${q(s.slice(0, 6))}&q=${q(s.slice(0, 3))}` });
    list.push({ method: 'GET', path: `/img?p=${q(s)}&w=320` }, { method: 'GET', path: `/img?p=product/${q(s)}&w=320` });
    list.push({ method: 'GET', path: `/api/v1/${q(s).slice(0, 200)}` });
    list.push({ method: 'GET', path: `/api/v1/stores/details/${q(s).slice(0, 40)}` });
  }
  for (const raw of [
    '/api/search?q=a&q=b&page=1&page=2',
    '/api/search?page[]=1&q[]=a',
    '/api/search?q=milk&page=-1',
    '/api/search?q=milk&page=99999999999',
    '/img?src[]=a',
    '/img?w=1e9&src=http://127.0.0.1/x.png',
    '/img?src=file:///etc/passwd',
    '/img?src=http://[::1]/',
    '/img?src=javascript:alert(1)',
    '/img?p[]=a',
    '/img?p=../../api/v1/config&w=320',
    '/img?p=a&p=b&w=320',
    '/img?p=a&src=b&w=320',
    '/img?p=//127.0.0.1/x.png&w=320',
    '/img?p=http://[::1]/&w=320',
    '/img?p=%25%32%65%25%32%65/x&w=320',
    '/api/v1/customer/order/details?order_id[]=1',
    '/api/v1/customer/order/details?order_id=%00',
    '/api/v1/customer/order/list?limit=-1&offset=abc',
  ]) {
    list.push({ method: 'GET', path: raw }, { method: 'GET', path: raw, cookie: session });
  }
  for (const cookie of [session, 'session=x', `session=${'a'.repeat(3000)}`, 'session=a%00b']) {
    list.push(
      { method: 'GET', path: '/api/cart', cookie },
      { method: 'GET', path: '/api/v1/customer/cart/list', cookie },
      { method: 'GET', path: '/api/v1/customer/info', cookie },
    );
  }
  await sendAll(list);
  expectNoFailures();
});

test('the signed-in writes: profile (nothing saved changes), order, cart', async () => {
  const info = async () => {
    const response = await fetch(`${base}/api/v1/customer/info`, { headers: { Cookie: session } });
    expect(response.status).toBe(200);
    const { f_name, l_name, email, phone, image } = (await response.json()) as Record<string, unknown>;
    return { f_name, l_name, email, phone, image };
  };
  const before = await info();
  const form = 'application/x-www-form-urlencoded';
  // Every profile body below is invalid by construction (the email never looks like one), so
  // none may change what is saved.
  const profileForms = formBodies(['name', 'phone', 'image', 'email'], {
    name: 'Fuzz Changed',
    email: 'not-an-email',
    phone: '+201000000001',
  });
  const multipart = (parts: Array<[string, string]>) =>
    `${parts.map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--x--\r\n`;
  const multiparts = [
    multipart([
      ['name', 'Fuzz Changed'],
      ['email', 'not-an-email'],
      ['phone', '+201000000001'],
    ]),
    multipart([
      ['name', 'Fuzz Changed'],
      ['email', ''],
      ['phone', '1'],
      ['image', 'not a file'],
    ]),
    '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--x--\r\n',
    '--x\r\nbroken',
    '--x--',
    `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'x'.repeat(10_000)}\r\n--x--\r\n`,
  ];
  const list: Sent[] = [];
  for (const path of ['/api/profile', '/update-profile', '/ar/update-profile']) {
    list.push(...profileForms.map((body) => ({ method: 'POST', path, type: form, body, cookie: session })));
    list.push(
      ...multiparts.map((body) => ({
        method: 'POST',
        path,
        type: 'multipart/form-data; boundary=x',
        body,
        cookie: session,
      })),
    );
    list.push(
      ...JSON_TEXTS.filter((_, i) => i % 3 === 0).map((body) => ({
        method: 'POST',
        path,
        type: 'application/json',
        body,
        cookie: session,
      })),
    );
    list.push(
      { method: 'POST', path, type: 'multipart/form-data', body: 'name=x', cookie: session },
      { method: 'POST', path, cookie: session },
    );
  }
  // The order and cart bodies are checked by their own schemas; here only "never a 5xx".
  list.push(
    ...withTypes(
      'POST',
      '/api/order',
      jsonBodies(
        ['order_type', 'payment_method', 'address', 'store_id', 'cart'],
        { order_type: 'delivery', payment_method: 'cash_on_delivery' },
        10,
      ),
      session,
      ['application/json', 'text/plain'],
    ),
  );
  list.push(
    ...withTypes(
      'POST',
      '/api/v1/customer/cart/add',
      jsonBodies(
        ['item_id', 'quantity', 'price', 'variation', 'model'],
        { item_id: 999_999, quantity: 1, model: 'Item' },
        10,
      ),
      session,
      ['application/json', 'text/plain'],
    ),
  );
  await sendAll(list);
  expect(await info()).toEqual(before);
  expectNoFailures();
});
