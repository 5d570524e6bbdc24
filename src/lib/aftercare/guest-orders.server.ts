// Server-only: the orders a guest placed in this browser, so the confirmation's link (and coming
// back later) shows the order without asking for the phone again. The storefront remembers them in
// a sealed httpOnly cookie of its own: each order's id and the phone it was placed with (in the
// international form the marketplace stored), tied to the guest id that placed them. The list is
// honoured only while the browser still holds that guest (identity/guest.server.ts): once the guest signs in, or
// the guest cookie is gone or another, it proves nothing. Another browser still needs the phone.
import type { AstroCookies } from 'astro';
import { z } from 'zod';
import { GUEST_SECONDS, guestId, openForGuest, sealForGuest } from '../identity/guest.server.ts';

const PLACED_COOKIE = 'guest_orders';
/** The newest orders kept; older ones are followed by id and phone like anyone else's. */
export const PLACED_MAX = 8;

const OrderId = z.number().int().positive().max(2_147_483_647);
const Placed = z.object({
  gid: OrderId,
  o: z.array(z.tuple([OrderId, z.string().regex(/^\+\d{6,15}$/)])).max(PLACED_MAX),
});
type PlacedList = z.infer<typeof Placed>;

async function readPlaced(cookies: AstroCookies): Promise<PlacedList | null> {
  const value = cookies.get(PLACED_COOKIE)?.value;
  const opened = value ? await openForGuest(value, Placed) : null;
  if (!opened) return null;
  const guest = await guestId(cookies);
  return guest !== null && guest === opened.gid ? opened : null;
}

/** After a guest's order is placed: remembered for this browser's guest, newest first. */
export async function rememberPlacedOrder(
  cookies: AstroCookies,
  guest: number,
  orderId: number,
  phone: string,
  secure: boolean,
): Promise<void> {
  if (!/^\+\d{6,15}$/.test(phone)) return;
  const earlier = (await readPlaced(cookies))?.o ?? [];
  const newest: [number, string] = [orderId, phone];
  const orders = [newest, ...earlier.filter(([id]) => id !== orderId)].slice(0, PLACED_MAX);
  cookies.set(PLACED_COOKIE, await sealForGuest({ gid: guest, o: orders }, GUEST_SECONDS), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: GUEST_SECONDS,
  });
}

/** The phone `orderId` was placed with, when this browser's guest placed it; else null. */
export async function placedPhone(cookies: AstroCookies, orderId: string): Promise<string | null> {
  const list = await readPlaced(cookies);
  return list?.o.find(([id]) => String(id) === orderId)?.[1] ?? null;
}

/** The ids of the orders this browser's guest placed, newest first (for links on /track-order). */
export async function placedOrderIds(cookies: AstroCookies): Promise<number[]> {
  return (await readPlaced(cookies))?.o.map(([id]) => id) ?? [];
}
