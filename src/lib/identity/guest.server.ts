// A visitor who orders without an account is a guest of the marketplace (reference §1.3): the
// marketplace hands out a guest id (`auth/guest/request`) and lets any cart or order call that
// names it through as that guest. Guest ids are sequential, so the storefront never takes one from
// the browser: it asks the marketplace for the id itself, keeps it in its own httpOnly cookie,
// sealed like the session (JWE under a key derived from the session secret, session.server.ts), and adds
// it to the calls it makes. A cookie the storefront did not seal is no guest at all.
//
// Only while the marketplace allows guest checkout (`guest_checkout_status`) and nobody is signed
// in. Signing in carries the guest cart over (the login sends `guest_id`), and the cookie goes.
import { hkdfSync } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { callApi } from '../api/index.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { createLimiter, redisUrlFrom } from './rate-limit.server.ts';
import { loadSession, sessionKeys, sessionPresented } from './session.server.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

export const GUEST_COOKIE = 'guest';
/** A readable hint beside it, nothing but "there is a guest cart": the header then loads its count. */
export const GUEST_HINT_COOKIE = 'guest_cart';
/** A guest cart lives as long as a remembered session. */
export const GUEST_SECONDS = 60 * 60 * 24 * 30;

/** Who a cart or order call is made for: a signed-in customer's token, or a guest id. */
export type Identity = { token: string } | { guestId: number };

/** The guest keys: one per session secret, derived apart so a session cookie never opens as a guest. */
function guestKeys(): Uint8Array[] {
  return sessionKeys().map((key) => new Uint8Array(hkdfSync('sha256', key, '', 'storefront guest cookie v1', 32)));
}

const Sealed = z.object({ gid: z.number().int().positive().max(2_147_483_647), exp: z.number().int() });

/** A guest's data sealed for a cookie of the storefront's own, for `seconds`. */
export async function sealForGuest(payload: Record<string, unknown>, seconds: number, now = Date.now()) {
  const at = Math.floor(now / 1000);
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(at)
    .setExpirationTime(at + seconds)
    .encrypt(guestKeys()[0]!);
}

/** What sealForGuest sealed, read with `schema`; null when not ours, tampered with or expired. */
export async function openForGuest<T>(value: string, schema: z.ZodType<T>, now = Date.now()): Promise<T | null> {
  if (value.length > 2048 || value.split('.').length !== 5) return null;
  for (const key of guestKeys()) {
    try {
      const { payload } = await jwtDecrypt(value, key, {
        currentDate: new Date(now),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const parsed = schema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      // Another key may open it.
    }
  }
  return null;
}

export function sealGuest(guestId: number, now = Date.now()): Promise<string> {
  return sealForGuest({ gid: guestId }, GUEST_SECONDS, now);
}

/** The guest id a cookie value holds, or null (not ours, tampered with, expired). */
export async function openGuest(value: string, now = Date.now()): Promise<number | null> {
  return (await openForGuest(value, Sealed, now))?.gid ?? null;
}

const perRequest = new WeakMap<AstroCookies, number | null>();

/** The request's guest id from its cookie, or null; a cookie that is no guest is removed. */
export async function guestId(cookies: AstroCookies): Promise<number | null> {
  if (perRequest.has(cookies)) return perRequest.get(cookies)!;
  const value = cookies.get(GUEST_COOKIE)?.value?.trim();
  const id = value ? await openGuest(value) : null;
  if (value && id === null) clearGuest(cookies);
  perRequest.set(cookies, id);
  return id;
}

export async function setGuest(cookies: AstroCookies, id: number, secure: boolean): Promise<void> {
  cookies.set(GUEST_COOKIE, await sealGuest(id), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: GUEST_SECONDS,
  });
  cookies.set(GUEST_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, maxAge: GUEST_SECONDS });
  perRequest.set(cookies, id);
}

/** After a sign-in the guest is over: its cart now belongs to the customer. */
export function clearGuest(cookies: AstroCookies): void {
  if (cookies.has(GUEST_COOKIE)) cookies.delete(GUEST_COOKIE, { path: '/' });
  if (cookies.has(GUEST_HINT_COOKIE)) cookies.delete(GUEST_HINT_COOKIE, { path: '/' });
  perRequest.set(cookies, null);
}

/** What a login adds so the marketplace moves the guest's cart to the customer (`guest_id`). */
export async function guestLogin(cookies: AstroCookies): Promise<{ guest_id?: number }> {
  const id = await guestId(cookies);
  return id === null ? {} : { guest_id: id };
}

const GuestAnswer = z.object({ guest_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A new guest id from the marketplace (`POST auth/guest/request`). */
export async function requestGuestId(prefs: Preferences): Promise<number> {
  const raw = await callApi(apiContext(prefs, { timeoutMs: 6000 }), 'auth/guest/request', {
    method: 'POST',
    json: {},
  });
  const parsed = GuestAnswer.safeParse(raw.body);
  if (raw.status !== 200 || !parsed.success) throw new Error(`auth/guest/request answered ${raw.status}`);
  return parsed.data.guest_id;
}

/** The marketplace's settings could not be read, so whether guests may order is not known. */
export class GuestsUnknown extends Error {
  override readonly name = 'GuestsUnknown';
}

/**
 * Whether this request may act as a guest: the marketplace allows guest checkout, nobody is signed
 * in, and no session cookie was sent (a session that ended is told to sign in again, never turned
 * into a guest behind the customer's back). Throws GuestsUnknown while the marketplace's settings
 * cannot be read: a guest is then told the shop is unavailable, never to sign in.
 */
export async function guestAllowed(prefs: Preferences, cookies: AstroCookies): Promise<boolean> {
  if ((await loadSession(cookies)) !== null || sessionPresented(cookies)) return false;
  const settings = await siteSettings(prefs.lang);
  if (settings.degraded) throw new GuestsUnknown('the marketplace settings are unavailable');
  return settings.guestCheckout;
}

/** New guests per client address and minute (GUEST_RATE_LIMIT, 20 unless set). */
export const guestLimiter = createLimiter({
  points: Number(process.env.GUEST_RATE_LIMIT) || 20,
  windowSeconds: 60,
  keyPrefix: 'guest',
  redisUrl: redisUrlFrom(),
});

/** This address made its share of guests for now: try again in `retryAfter` seconds. */
export class TooManyGuests extends Error {
  override readonly name = 'TooManyGuests';
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super('too many new guests from this address');
    this.retryAfter = retryAfter;
  }
}

/**
 * Who the request's cart and order calls are for: the session's customer, else the guest of the
 * cookie (when guests may order), else the guest made now when `create` says so (a first add).
 * null: sign in (or, for a guest without a cart yet, nothing to show). Throws GuestsUnknown while
 * the marketplace's settings cannot be read, TooManyGuests past the address's limit of new guests.
 */
export async function identity(
  prefs: Preferences,
  cookies: AstroCookies,
  options: { create?: boolean; secure?: boolean; client?: string } = {},
): Promise<Identity | null> {
  const session = await loadSession(cookies);
  if (session) return { token: session.token };
  if (!(await guestAllowed(prefs, cookies))) return null;
  const known = await guestId(cookies);
  if (known !== null) return { guestId: known };
  if (!options.create) return null;
  // Each new guest is a row (and a cart) on the marketplace: counted per address.
  const limited = await guestLimiter.hit(`guest:${options.client ?? 'unknown'}`);
  if (!limited.allowed) throw new TooManyGuests(limited.retryAfter);
  const id = await requestGuestId(prefs);
  await setGuest(cookies, id, options.secure ?? false);
  return { guestId: id };
}
