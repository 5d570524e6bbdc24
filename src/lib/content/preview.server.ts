// Editors' preview: a secret link (PREVIEW_SECRET) gives the editor's browser a short-lived
// cookie under which every page renders from the marketplace's data as it is now, with a bar that
// says so. The cookie is sealed like the session (JWE, A256GCM, a key derived from the session's
// secret for this purpose only) and names the preview secret it was opened with (a digest), so
// changing or removing PREVIEW_SECRET ends every preview at once.
//
// Under the cookie no storefront cache is read or filled (server/request/render-state.ts, server/marketplace/cache.ts), and the
// answer is the editor's own: private, no-store, noindex (server/request/cache-policy.ts); nginx neither
// answers such a request from its cache nor stores it (deploy/nginx.conf). A cookie that does
// not open (forged, expired, from another secret) is ignored, not removed: deleting it would set
// a cookie on a page every visitor shares.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AstroCookies, MiddlewareHandler } from 'astro';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { paths, safeNext } from '../paths.ts';
import { enterPreview } from '../server/request/render-state.ts';
import { derivedKeys } from '../identity/session.server.ts';

export const PREVIEW_COOKIE = 'preview';
/** How long a preview lasts once started; the editor opens the link again after. */
export const PREVIEW_SECONDS = 60 * 60;
const KEY_PURPOSE = 'storefront preview cookie v1';

type Env = Record<string, string | undefined>;

/** The configured secret, or null: previewing is off. */
export function previewSecret(env: Env = process.env): string | null {
  return env.PREVIEW_SECRET?.trim() || null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is the secret, compared in constant time (digests have one length whatever the input). */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/** Which secret a cookie was issued under, without holding the secret itself. */
const secretTag = (secret: string) => digest(`preview:${secret}`).subarray(0, 16).toString('base64url');

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A storefront path to preview or return to: one leading slash, no scheme or host, no `//`, no
 * backslash, no control character, and one a browser would also read as a path on this site
 * (safeNext checks every decoded form). It becomes that encoded form.
 */
export const PreviewPath = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => value.startsWith('/') && !value.includes('//') && !value.includes('\\'), 'not a site path')
  .refine((value) => !CONTROL.test(value), 'not a site path')
  .refine((value) => value === paths.home || safeNext(value) !== paths.home, 'not a site path')
  .transform((value) => safeNext(value));

const Claims = z.object({ pv: z.literal(1), sec: z.string(), exp: z.number().int(), iat: z.number().int() });
export type OpenPreview = { startedAt: number; expiresAt: number };

/** The cookie value of a preview started at `now` under `secret`. */
export async function sealPreview(secret: string, now = Date.now()): Promise<string> {
  const at = Math.floor(now / 1000);
  return new EncryptJWT({ pv: 1, sec: secretTag(secret) })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(at)
    .setExpirationTime(at + PREVIEW_SECONDS)
    .encrypt(derivedKeys(KEY_PURPOSE)[0]!);
}

/** The preview a cookie value holds, or null (not ours, tampered with, expired, another secret). */
export async function openPreview(value: string, secret: string, now = Date.now()): Promise<OpenPreview | null> {
  if (value.length > 2048 || value.split('.').length !== 5) return null;
  for (const key of derivedKeys(KEY_PURPOSE)) {
    try {
      const { payload } = await jwtDecrypt(value, key, {
        currentDate: new Date(now),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const claims = Claims.safeParse(payload);
      if (!claims.success || claims.data.sec !== secretTag(secret)) return null;
      return { startedAt: claims.data.iat * 1000, expiresAt: claims.data.exp * 1000 };
    } catch {
      // Another key may open it; none does: no preview.
    }
  }
  return null;
}

export async function startPreview(cookies: AstroCookies, secret: string, secure: boolean): Promise<void> {
  cookies.set(PREVIEW_COOKIE, await sealPreview(secret), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: PREVIEW_SECONDS,
  });
}

export function endPreview(cookies: AstroCookies): void {
  cookies.delete(PREVIEW_COOKIE, { path: '/' });
}

/**
 * Middleware step (after the render state exists, before anything reads a cache): a preview
 * cookie that opens makes this request a preview, on `Astro.locals.preview` and in the render state.
 */
export const previewMode: MiddlewareHandler = async (context, next) => {
  const secret = previewSecret();
  const value = context.cookies.get(PREVIEW_COOKIE)?.value;
  if (secret && value) {
    const opened = await openPreview(value, secret);
    if (opened) {
      context.locals.preview = { renderedAt: Date.now(), expiresAt: opened.expiresAt };
      enterPreview();
    }
  }
  return next();
};

/** The server clock's time zone at `at`, as the bar names it beside the time (e.g. UTC, GMT+2). */
export function clockZone(at: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The render's time as the bar shows it (HH:MM:SS, the server's clock). */
export function clockTime(at: number): string {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}
