// Open redirects: every place that takes a return path (`next`) sends the browser only to a path
// on this site, whatever the path looks like after decoding; anything else goes to the home page
// of the language. The Location header is resolved as a browser does (new URL(location, base)).
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

const DEMO = { email_or_phone: 'customer@demo.test', password: 'demo12345', terms: 'on' };

/** Return paths an attacker sends (the value of `next`, before URL encoding). */
const HOSTILE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u000b',
  '/%0B',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%E0%A4%A',
  'https://evil.example/',
  'http:evil.example',
  'HTTPS://evil.example',
  '//evil.example/%2F..',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  ' //evil.example',
  'evil.example',
  `/${'a'.repeat(5000)}`,
];

const HOME = { '': '/', '/ar': '/ar', '/tr': '/tr', '/en': '/en' } as const;
const PREFIXES = Object.keys(HOME) as Array<keyof typeof HOME>;

/** Where a browser goes with this answer: it must be `path` on this site. */
function expectLandsOn(response: APIResponse, baseURL: string, path: string, attack: string) {
  expect(response.status(), attack).toBe(303);
  const location = response.headers().location ?? '';
  const target = new URL(location, baseURL);
  expect(target.origin, `${attack} -> ${JSON.stringify(location)}`).toBe(new URL(baseURL).origin);
  expect(target.pathname, `${attack} -> ${JSON.stringify(location)}`).toBe(path);
}

/** The sign-in panel island's formAction and redirectTo props, as the page serialises them. */
function panelProps(html: string): { formAction: string; redirectTo: string } {
  const island = html.match(/<astro-island[^>]*component-url="[^"]*AuthPanel[^"]*"[^>]*>/)?.[0] ?? '';
  const props = (island.match(/ props="([^"]*)"/)?.[1] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  const prop = (name: string) => {
    const value = (JSON.parse(props) as Record<string, [number, unknown]>)[name]?.[1];
    if (typeof value !== 'string') throw new Error(`no ${name} in the sign-in panel's props`);
    return value;
  };
  return { formAction: prop('formAction'), redirectTo: prop('redirectTo') };
}

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

async function post(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  body: string,
  type = 'application/x-www-form-urlencoded',
) {
  return request.post(path, { headers: { Origin: baseURL, 'Content-Type': type }, data: body, maxRedirects: 0 });
}

test.describe('sign-in returns only to this site', () => {
  for (const prefix of PREFIXES) {
    test(`POST ${prefix}/login?next=… (a successful sign-in) goes home for every hostile next`, async ({
      request,
      baseURL,
    }) => {
      for (const next of HOSTILE) {
        const response = await post(request, baseURL!, `${prefix}/login?next=${encodeURIComponent(next)}`, form(DEMO));
        expectLandsOn(response, baseURL!, HOME[prefix], `POST ${prefix}/login next=${JSON.stringify(next)}`);
      }
    });

    test(`GET ${prefix}/login?next=… gives the sign-in panel only this site to return to`, async ({
      request,
      baseURL,
    }) => {
      for (const next of HOSTILE) {
        const response = await request.get(`${prefix}/login?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
        expect(response.status(), `GET next=${JSON.stringify(next)}`).toBe(200);
        const { formAction, redirectTo } = panelProps(await response.text());
        // Where the island sends the browser after a sign-in with JavaScript...
        expect(new URL(redirectTo, baseURL).href, `redirectTo for ${JSON.stringify(next)}`).toBe(
          new URL(HOME[prefix], baseURL).href,
        );
        // ...and the `next` its form posts without it.
        expect(new URL(formAction, baseURL).searchParams.get('next'), `formAction for ${JSON.stringify(next)}`).toBe(
          '/',
        );
      }
    });
  }

  test('the query itself, not only its decoded value: raw %09, %0B and %5C in the URL', async ({
    request,
    baseURL,
  }) => {
    for (const query of [
      'next=/%09/evil.example',
      'next=/%0B',
      'next=/%5C/evil.example',
      'next=%2F%2Fevil.example',
      'next=/%252F%252Fevil.example',
      'next=%E0%A4%A',
      'next=/%E0%A4%A',
      'next',
    ]) {
      for (const prefix of PREFIXES) {
        const response = await post(request, baseURL!, `${prefix}/login?${query}`, form(DEMO));
        expectLandsOn(response, baseURL!, HOME[prefix], `POST ${prefix}/login?${query}`);
      }
    }
  });

  test('a same-site next still comes back to its page, encoded as the browser would send it', async ({
    request,
    baseURL,
  }) => {
    const cases: Array<[string, string, string]> = [
      ['/login', '/orders-lists', '/orders-lists'],
      ['/ar/login', '/orders-lists', '/ar/orders-lists'],
      ['/tr/login', '/tr/search?q=%C3%A7ay', '/tr/search'],
      ['/login', '/search?q=100%25', '/search'],
    ];
    for (const [login, next, path] of cases) {
      const response = await post(request, baseURL!, `${login}?next=${encodeURIComponent(next)}`, form(DEMO));
      expectLandsOn(response, baseURL!, path, `${login} next=${next}`);
    }
  });
});

test('a new account made on the sign-in page (without JavaScript) goes home for a hostile next', async ({
  request,
  baseURL,
}) => {
  // Each case creates an account: a few of the worst only.
  for (const [prefix, next] of [
    ['/ar', '/%09/evil.example'],
    ['', '/%252F%252Fevil.example'],
    ['/tr', '//evil.example'],
  ] as const) {
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
    const body = form({
      intent: 'signup',
      name: `Edge Buyer ${n}`,
      email: `edge${n}@demo.test`,
      phone: `+2012${n}`,
      password: 'longenough1',
      confirm_password: 'longenough1',
      terms: 'on',
    });
    const response = await post(request, baseURL!, `${prefix}/login?next=${encodeURIComponent(next)}`, body);
    expectLandsOn(response, baseURL!, HOME[prefix], `sign-up on ${prefix}/login next=${JSON.stringify(next)}`);
  }
});

test('sign-out goes home for every hostile next', async ({ request, baseURL }) => {
  for (const next of HOSTILE) {
    const response = await post(request, baseURL!, '/api/session/sign-out', form({ next }));
    expectLandsOn(response, baseURL!, '/', `sign-out next=${JSON.stringify(next)}`);
  }
});

test('the module switcher goes home for every hostile next (form and JSON)', async ({ request, baseURL }) => {
  // Module 1 is offered in the default zone of the reference API.
  for (const next of HOSTILE) {
    const byForm = await post(request, baseURL!, '/api/module', form({ module_id: '1', next }));
    expectLandsOn(byForm, baseURL!, '/', `module form next=${JSON.stringify(next)}`);
    const byJson = await post(
      request,
      baseURL!,
      '/api/module',
      JSON.stringify({ module_id: 1, next }),
      'application/json',
    );
    expectLandsOn(byJson, baseURL!, '/', `module JSON next=${JSON.stringify(next)}`);
  }
});
