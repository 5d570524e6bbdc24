// Pictures that cost more to decode than they weigh, and requests that make the image endpoint
// work for nothing: a profile photo of 38 KB declaring 6300×6300 pixels (160 MB decoded) is
// refused from its header; a customer's profile saves are counted (429 with Retry-After, in the
// page's language); and /img makes a bounded number of variants of one source, whatever query
// it is sent (another width, quality or parameter goes to the one URL; a query on the source is
// refused), so a real image is not starved.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { API, newAccount, NEW_ACCOUNT_PASSWORD } from '../e2e/helpers.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

async function session(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_or_phone: email, password: NEW_ACCOUNT_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => /^session=/.test(c));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function info(baseURL: string, cookie: string) {
  const res = await fetch(`${baseURL}/api/v1/customer/info`, { headers: { Cookie: cookie } });
  return (await res.json()) as { f_name: string; phone: string; image_full_url: string | null };
}

async function saveProfile(baseURL: string, cookie: string, email: string, photo?: Buffer, lang = 'en') {
  const form = new FormData();
  form.set('name', 'Bomb Tester');
  form.set('email', email);
  form.set('phone', (await info(baseURL, cookie)).phone);
  if (photo) form.set('image', new File([new Uint8Array(photo)], 'me.png', { type: 'image/png' }));
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/profile`, {
    method: 'POST',
    headers: { Origin: baseURL, Cookie: `${cookie}; lang=${lang}` },
    body: form,
  });
  const body = (await res.json()) as { error?: string; fields?: Record<string, string> };
  return { res, body, ms: performance.now() - started };
}

test('a profile photo of too many pixels is refused from its header, and saves are counted per customer', async ({
  baseURL,
  request,
}) => {
  test.slow();
  const base = baseURL!;
  // One colour compresses to almost nothing: 6300×6300 pixels in a few tens of kB.
  const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(bomb.length).toBeLessThan(200_000);
  const email = await newAccount(request, base);
  const cookie = await session(base, email);

  const infoBefore = await info(base, cookie);
  const answers = await Promise.all(Array.from({ length: 4 }, () => saveProfile(base, cookie, email, bomb)));
  for (const { res, body } of answers) {
    expect(res.status).toBe(400);
    expect(body.fields?.image).toMatch(/pixels/);
  }
  const infoAfter = await info(base, cookie);
  expect(infoAfter.image_full_url).toBe(infoBefore.image_full_url);
  expect(infoAfter.f_name).toBe(infoBefore.f_name);

  // The fifth save in the minute is the last one allowed; the sixth is refused before anything
  // is read, in the page's language, with when to try again.
  expect((await saveProfile(base, cookie, email)).res.status).toBe(200);
  const limited = await saveProfile(base, cookie, email, bomb, 'ar');
  expect(limited.res.status).toBe(429);
  expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.body.error).toMatch(/[\u0600-\u06ff]/);

  // Another customer is not held up by this one's count.
  const other = await newAccount(request, base);
  const otherCookie = await session(base, other);
  expect((await saveProfile(base, otherCookie, other)).res.status).toBe(200);
});

test('/img makes a bounded number of variants of one source, whatever query it is sent', async ({ baseURL }) => {
  const base = baseURL!;
  const details = await fetch(`${API}/items/details/2`, {
    headers: { moduleId: '1', zoneId: '[5]', Accept: 'application/json' },
  });
  const photo = ((await details.json()) as { image_full_url: string }).image_full_url;
  const src = encodeURIComponent(photo);
  const get = (query: string) =>
    fetch(`${base}/img?${query}`, { headers: { Accept: CHROME_ACCEPT }, redirect: 'manual' });

  // 300 requests as the attack sent them: a query on the source, a width or quality between the
  // allowed ones, a parameter /img does not read.
  const statuses = new Map<number, number>();
  const places = new Set<string>();
  const queries = Array.from({ length: 300 }, (_, n) =>
    n % 3 === 0
      ? `src=${encodeURIComponent(`${photo}?n=${n}`)}&w=320`
      : n % 3 === 1
        ? `src=${src}&w=${200 + n}&q=${(n % 97) + 1}`
        : `src=${src}&w=320&cachebust=${n}`,
  );
  for (let i = 0; i < queries.length; i += 10) {
    const batch = await Promise.all(queries.slice(i, i + 10).map(get));
    for (const res of batch) {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 301) places.add(res.headers.get('location') ?? '');
      await res.body?.cancel();
    }
  }
  expect(Object.fromEntries(statuses)).toEqual({ 400: 100, 301: 200 });
  // Every redirect goes to one of the allowed widths and qualities: a handful of URLs in all.
  expect(places.size).toBeLessThanOrEqual(13 * 4);
  for (const place of places) expect(place).toMatch(/^\/img\?src=[^&]+&w=\d+(?:&q=(?:50|60|90))?$/);

  // The real image is served, at once.
  const real = await fetch(`${base}${[...places][0]}`, { headers: { Accept: CHROME_ACCEPT } });
  expect(real.status).toBe(200);
  expect(real.headers.get('content-type')).toMatch(/^image\//);
});
