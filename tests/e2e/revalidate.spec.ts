// Publishing an editor's change: the privacy policy saved in each language with the admin
// command (npm run api:page) still shows the cached text, and shows the new one as soon as the
// admin panel's hook posts /api/revalidate. The endpoint refuses a wrong secret (401), a
// malformed body (400) and too many attempts (429), and is the only post let through without an
// Origin header.
import { expect, test } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, savePolicyText } from '../fixtures/revalidate.ts';
import { API } from './helpers.ts';

const LANGS = ['en', 'ar', 'tr'] as const;
const AUTH = { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` };

test.describe.configure({ mode: 'serial' });

/** Attempts are counted per address; the test server trusts X-Forwarded-For from loopback. */
const address = (net: string) => `${net}.${1 + Math.floor(Math.random() * 250)}`;
const from = () => ({ 'X-Forwarded-For': address('198.51.100') });

const originals = new Map<string, string>();

test.beforeAll(async ({ request }) => {
  for (const lang of LANGS) {
    const res = await request.get(`${API}/privacy-policy`, { headers: { 'X-localization': lang } });
    originals.set(lang, (await res.json()) as string);
  }
});

test.afterAll(async ({ request }) => {
  for (const [lang, html] of originals) savePolicyText('privacy_policy', lang, html);
  await request.post('/api/revalidate', { headers: { ...AUTH, ...from() }, data: { paths: ['/privacy-policy'] } });
});

for (const lang of LANGS) {
  test(`an edited privacy policy shows in ${lang} once published`, async ({ page, request }) => {
    const url = `/${lang}/privacy-policy`;
    const text = page.locator('.rich-text');
    await page.goto(url);
    await expect(text).toBeVisible();
    const before = (await text.textContent())?.trim() ?? '';

    const edited = `Edited ${lang} text ${Date.now()}`;
    savePolicyText('privacy_policy', lang, `<p>${edited}</p>`);
    // The API serves it at once; the storefront still shows the text it keeps.
    const served = await request.get(`${API}/privacy-policy`, { headers: { 'X-localization': lang } });
    expect(await served.json()).toBe(`<p>${edited}</p>`);
    await page.reload();
    await expect(text).toHaveText(before);

    // As the admin panel's save hook does: no Origin header, the bearer secret.
    const published = await request.post('/api/revalidate', {
      headers: { ...AUTH, ...from() },
      data: { paths: [lang === 'en' ? '/privacy-policy' : url] },
    });
    expect(published.status()).toBe(200);
    expect(await published.json()).toMatchObject({
      revalidated: true,
      paths: ['/privacy-policy'],
      keys: ['privacy-policy:en', 'privacy-policy:ar', 'privacy-policy:tr'],
      entries: expect.any(Number),
      // One process without nginx or Redis.
      nginx: null,
      instancesNotified: null,
      instancesDone: null,
    });
    await page.reload();
    await expect(text).toHaveText(edited);
  });
}

test('a wrong or missing secret is refused, and no other post goes without an Origin', async ({ request }) => {
  const refused: Array<Record<string, string>> = [
    { Authorization: 'Bearer wrong' },
    { Authorization: E2E_REVALIDATE_SECRET },
    {},
  ];
  for (const headers of refused) {
    const res = await request.post('/api/revalidate', {
      headers: { ...headers, ...from() },
      data: { tags: ['policies'] },
    });
    expect(res.status(), JSON.stringify(headers)).toBe(401);
    expect(res.headers()['www-authenticate']).toBe('Bearer');
  }
  const elsewhere = await request.post('/api/location', { headers: from(), data: {} });
  expect(elsewhere.status()).toBe(403);
});

test('a malformed body is refused with what is wrong', async ({ request }) => {
  const post = (data: string | object) =>
    request.post('/api/revalidate', {
      headers: { ...AUTH, ...from(), 'Content-Type': 'application/json' },
      data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
    });
  const notJson = await post('{"paths": [');
  expect(notJson.status()).toBe(400);
  expect((await notJson.json()).error).toMatch(/not valid JSON/);
  const badPath = await post({ paths: ['privacy-policy'], tags: ['everything'] });
  expect(badPath.status()).toBe(400);
  const body = (await badPath.json()) as { error: string; issues: string[] };
  expect(body.error).toMatch(/"paths".*"tags"/);
  expect(body.issues).toEqual([expect.stringMatching(/^paths\.0: .*single "\/"/), expect.stringMatching(/^tags\.0: /)]);
  const empty = await post({});
  expect(empty.status()).toBe(400);
  expect((await empty.json()).issues).toEqual(['Name at least one path or tag.']);
});

test('too many attempts from one address are refused for a while', async ({ request }) => {
  // An address of its own, which no other test counts against.
  const headers = { Authorization: 'Bearer guess', 'X-Forwarded-For': address('203.0.113') };
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++)
    statuses.push((await request.post('/api/revalidate', { headers, data: { tags: ['policies'] } })).status());
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
  expect(statuses[30]).toBe(429);
  // Even the right secret waits now.
  const right = await request.post('/api/revalidate', {
    headers: { ...headers, ...AUTH },
    data: { tags: ['policies'] },
  });
  expect(right.status()).toBe(429);
  expect(Number(right.headers()['retry-after'])).toBeGreaterThan(0);
});
