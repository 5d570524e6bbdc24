// The orders a guest placed in this browser (src/lib/aftercare/guest-orders.server.ts): remembered sealed,
// newest first and capped, and honoured only while the browser holds the guest that placed them;
// trackedForm (aftercare/guest-track.server.ts) takes them as proved. Order numbers in the page's digits (format.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../src/lib/i18n/format.ts';
import { GUEST_COOKIE, sealGuest } from '../../src/lib/identity/guest.server.ts';
import {
  PLACED_MAX,
  placedOrderIds,
  placedPhone,
  rememberPlacedOrder,
} from '../../src/lib/aftercare/guest-orders.server.ts';
import { TrackFormSchema, trackedForm } from '../../src/lib/aftercare/guest-track.server.ts';
import { fakeCookies, type Jar } from '../fixtures/fake-cookies.ts';

beforeAll(() => {
  process.env.SESSION_SECRET = 'guest-orders unit test secret that is long enough';
});

/** A new request's cookies from a browser holding `jar`'s values (identity/guest.server.ts caches per request). */
const nextRequest = (jar: Jar) => fakeCookies(Object.fromEntries([...jar.jar].map(([k, v]) => [k, v.value])));
const guestBrowser = async (id: number) => fakeCookies({ [GUEST_COOKIE]: await sealGuest(id) });

describe('orders a guest placed here', () => {
  it('are remembered sealed for the guest, newest first, at most PLACED_MAX', async () => {
    let cookies = await guestBrowser(41);
    for (let id = 100001; id <= 100001 + PLACED_MAX; id++) {
      await rememberPlacedOrder(cookies as never, 41, id, '+201012345678', true);
      cookies = nextRequest(cookies);
    }
    const set = [...cookies.jar.keys()].find((k) => k !== GUEST_COOKIE)!;
    expect(cookies.jar.get(set)?.value).not.toContain('201012345678');
    const ids = await placedOrderIds(cookies as never);
    expect(ids).toHaveLength(PLACED_MAX);
    expect(ids[0]).toBe(100001 + PLACED_MAX);
    expect(await placedPhone(cookies as never, String(100001 + PLACED_MAX))).toBe('+201012345678');
    expect(await placedPhone(cookies as never, '100001')).toBeNull();
  });

  it('prove an order to trackedForm only while the same guest holds the browser', async () => {
    const placed = await guestBrowser(7);
    await rememberPlacedOrder(placed as never, 7, 100050, '+201055555555', false);
    expect(await trackedForm(nextRequest(placed) as never, '100050')).toEqual({
      order_id: '100050',
      phone: '+201055555555',
    });
    expect(await trackedForm(nextRequest(placed) as never, '100051')).toBeNull();

    // The list copied into a browser of another guest, or one without a guest (signed in): nothing.
    const list = [...placed.jar].find(([k]) => k !== GUEST_COOKIE && k !== 'guest_cart')!;
    const other = await guestBrowser(8);
    other.set(list[0], list[1].value, {});
    expect(await trackedForm(other as never, '100050')).toBeNull();
    expect(await trackedForm(fakeCookies({ [list[0]]: list[1].value }) as never, '100050')).toBeNull();
    // Altered: nothing.
    const altered = nextRequest(placed);
    altered.set(list[0], `${list[1].value.slice(0, -2)}AA`, {});
    expect(await trackedForm(altered as never, '100050')).toBeNull();
  });
});

describe('order numbers', () => {
  it('are written in the language digits, never grouped', () => {
    expect(formatOrderNumber('en', 100014)).toBe('100014');
    expect(formatOrderNumber('ar', 100014)).toBe('١٠٠٠١٤');
    expect(formatOrderNumber('tr', 100014)).toBe('100014');
  });

  it('are read from the track form in Arabic-Indic digits too', () => {
    const parsed = TrackFormSchema.parse({ order_id: ' ١٠٠٠١٤ ', phone: '01012345678' });
    expect(parsed.order_id).toBe('100014');
    expect(TrackFormSchema.safeParse({ order_id: '١٠x', phone: '01012345678' }).success).toBe(false);
  });
});
