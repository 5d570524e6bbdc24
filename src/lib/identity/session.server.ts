// The customer's session lives only in an httpOnly cookie: no JavaScript ever sees it. The cookie
// does not hold the marketplace's token as it is (a Passport token the server keeps valid for a
// year, and the marketplace has no call to revoke it): it holds that token sealed (JWE, A256GCM)
// with the session's own expiry and id, under a key only the storefront knows. So a cookie the
// storefront did not issue, one past its lifetime, or one signed out is no session at all: never
// sent to the marketplace, where an unknown token would let a `guest_id` through.
//
// Lifetimes: "remember me" 30 days; otherwise the cookie ends with the browser, and the server
// refuses it after BROWSER_SESSION_HOURS in any case. Over HTTPS the cookie is `__Host-session`
// (Secure, host-only, path /); over plain HTTP `session`.
//
// Beside it, a `signed_in=1` cookie that scripts may read: it tells the page's inline frame script
// to show the account links instead of "Sign in", so catalogue pages can be the same cached HTML
// for everyone (server/request/cache-policy.ts). It carries nothing but that hint, lives and dies with the
// session cookie, and the session middleware corrects it whenever the two disagree.
//
// Keys: SESSION_SECRET (comma-separated; the first seals, all open, for rotation; each at least
// 32 characters). Several storefront processes must share it. Unset, a random secret is made once
// and kept in SESSION_DIR (`.cache/session`), which processes on one machine share. Signed-out
// session ids are kept in SESSION_DIR/revoked until their expiry.
import { randomBytes, hkdfSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { access, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroCookies, MiddlewareHandler } from 'astro';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { requestInfo } from '../server/request/forwarded.ts';
import { createLimiter, redisUrlFrom } from './rate-limit.server.ts';
import { isPageRequest } from '../server/request/render-state.ts';

export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';
/** Every name the session cookie may have been set under (plain HTTP, HTTPS). */
export const SESSION_COOKIES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const;
/** The readable "signed in" hint for the page's scripts (never the session itself). */
export const SIGNED_IN_COOKIE = 'signed_in';
export const REMEMBER_SECONDS = 60 * 60 * 24 * 30;
const BROWSER_SESSION_HOURS = 24;
export const BROWSER_SESSION_SECONDS = 60 * 60 * BROWSER_SESSION_HOURS;

type Env = Record<string, string | undefined>;

function sessionDir(env: Env = process.env): string {
  return path.resolve(env.SESSION_DIR?.trim() || '.cache/session');
}

/** The secret kept in SESSION_DIR, made on first use (every process on the machine reads the same). */
function storedSecret(dir: string): string {
  const file = path.join(dir, 'secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

const derived = new Map<string, { source: string; list: Uint8Array[] }>();

/**
 * Keys derived from the session secret for one purpose (`purpose` is the HKDF info, so a value
 * sealed for one purpose never opens as another): the first seals, every one opens.
 */
export function derivedKeys(purpose: string, env: Env = process.env): Uint8Array[] {
  const configured = env.SESSION_SECRET?.trim() ?? '';
  const source = configured || `file:${sessionDir(env)}`;
  const known = derived.get(purpose);
  if (known?.source === source) return known.list;
  const secrets = configured
    ? configured
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [storedSecret(sessionDir(env))];
  for (const secret of secrets) {
    if (secret.length < 32) throw new Error('SESSION_SECRET: each secret must be at least 32 characters long');
  }
  const list = secrets.map((secret) => new Uint8Array(hkdfSync('sha256', secret, '', purpose, 32)));
  derived.set(purpose, { source, list });
  return list;
}

/** The sealing keys of the session cookie: the first seals, every one opens. */
export function sessionKeys(env: Env = process.env): Uint8Array[] {
  return derivedKeys('storefront session cookie v1', env);
}

const Sealed = z.object({
  tok: z.string().min(1).max(4096),
  jti: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  exp: z.number().int(),
  rem: z.boolean(),
});
export type OpenSession = { token: string; id: string; expiresAt: number; remember: boolean };

/** The cookie value for a marketplace token: sealed, with its own expiry and id. */
export async function sealSession(token: string, options: { remember: boolean; now?: number }): Promise<string> {
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const lifetime = options.remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS;
  return new EncryptJWT({ tok: token, rem: options.remember })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .setJti(randomBytes(18).toString('base64url'))
    .encrypt(sessionKeys()[0]!);
}

/** The session a cookie value holds, or null (not ours, tampered with, expired). Revocation aside. */
export async function openSession(value: string, now = Date.now()): Promise<OpenSession | null> {
  if (value.length > 8192 || value.split('.').length !== 5) return null;
  for (const key of sessionKeys()) {
    try {
      const { payload } = await jwtDecrypt(value, key, {
        currentDate: new Date(now),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const parsed = Sealed.safeParse(payload);
      if (!parsed.success) return null;
      return { token: parsed.data.tok, id: parsed.data.jti, expiresAt: parsed.data.exp, remember: parsed.data.rem };
    } catch {
      // Another key may open it; none does: not a session.
    }
  }
  return null;
}

// Signed-out sessions: a file per id in SESSION_DIR/revoked (shared by the processes of one
// machine, kept across restarts), remembered in memory once seen.
const revokedHere = new LRUCache<string, true>({ max: 50_000 });
let lastSweep = 0;

function revokedFile(id: string): string {
  return path.join(sessionDir(), 'revoked', id);
}

export async function isRevoked(id: string): Promise<boolean> {
  if (revokedHere.has(id)) return true;
  try {
    await access(revokedFile(id));
    revokedHere.set(id, true);
    return true;
  } catch {
    return false;
  }
}

export async function revokeSession(session: OpenSession): Promise<void> {
  revokedHere.set(session.id, true);
  const file = revokedFile(session.id);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, String(session.expiresAt));
  if (Date.now() - lastSweep > 60 * 60 * 1000) {
    lastSweep = Date.now();
    void sweepRevoked(path.dirname(file));
  }
}

/** Forgets revocations whose session has expired anyway. */
async function sweepRevoked(dir: string): Promise<void> {
  const now = Date.now() / 1000;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const expires = Number(await readFile(file, 'utf8').catch(() => '0'));
    if (expires < now) await unlink(file).catch(() => undefined);
  }
}

type Resolved = { session: OpenSession | null; presented: boolean };
const perRequest = new WeakMap<AstroCookies, Resolved>();

/** Reads and checks the session cookie once per request (the `session` middleware calls it). */
export async function loadSession(cookies: AstroCookies): Promise<OpenSession | null> {
  const known = perRequest.get(cookies);
  if (known) return known.session;
  let session: OpenSession | null = null;
  let presented = false;
  for (const name of SESSION_COOKIES) {
    const value = cookies.get(name)?.value?.trim();
    if (!value) continue;
    presented = true;
    const opened = await openSession(value);
    if (opened && !(await isRevoked(opened.id))) {
      session = opened;
      break;
    }
  }
  perRequest.set(cookies, { session, presented });
  // A cookie that is no session (forged, expired, signed out) is removed at once.
  if (presented && !session) deleteSessionCookies(cookies);
  return session;
}

/** The marketplace token of the request's session, or null; needs loadSession first (fails closed). */
export function sessionToken(cookies: AstroCookies): string | null {
  return perRequest.get(cookies)?.session?.token ?? null;
}

/** True when the request sent a session cookie that is no session (forged, expired, signed out). */
export function sessionPresented(cookies: AstroCookies): boolean {
  const known = perRequest.get(cookies);
  return known?.presented === true && known.session === null;
}

/** The hint follows the session: set with the same lifetime, or removed. */
function setSignedInHint(cookies: AstroCookies, session: OpenSession | null, secure: boolean): void {
  if (!session) {
    cookies.delete(SIGNED_IN_COOKIE, { path: '/' });
    return;
  }
  const left = Math.max(1, session.expiresAt - Math.floor(Date.now() / 1000));
  cookies.set(SIGNED_IN_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: session.remember ? left : undefined,
  });
}

/**
 * Runs before the pages, so that sessionToken is known to every page and endpoint. On a page, a
 * hint that disagrees with the session (a session from before the hint, one that expired) is
 * corrected; never on an image or another answer a shared cache may keep with its headers.
 */
export const session: MiddlewareHandler = async (context, next) => {
  const { cookies, request, url } = context;
  const current = await loadSession(cookies);
  if (isPageRequest(request.method, url.pathname) && (current !== null) !== cookies.has(SIGNED_IN_COOKIE))
    setSignedInHint(cookies, current, requestInfo(context).https);
  return next();
};

export async function setSession(
  cookies: AstroCookies,
  token: string,
  options: { remember: boolean; secure: boolean },
) {
  const value = await sealSession(token, { remember: options.remember });
  const name = options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  // The other name may hold an older session (before a move to HTTPS, say): it goes.
  const other = options.secure ? SESSION_COOKIE : SECURE_SESSION_COOKIE;
  if (cookies.get(other)?.value) cookies.delete(other, { path: '/', secure: other === SECURE_SESSION_COOKIE });
  cookies.set(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    // Remember me: a persistent cookie; otherwise it ends with the browser session.
    maxAge: options.remember ? REMEMBER_SECONDS : undefined,
  });
  const opened = await openSession(value);
  perRequest.set(cookies, { session: opened, presented: true });
  setSignedInHint(cookies, opened, options.secure);
}

function deleteSessionCookies(cookies: AstroCookies) {
  cookies.delete(SESSION_COOKIE, { path: '/' });
  cookies.delete(SECURE_SESSION_COOKIE, { path: '/', secure: true });
  cookies.delete(SIGNED_IN_COOKIE, { path: '/' });
}

/** Ends the session in this request: the cookie goes under every name it may have. */
export function clearSession(cookies: AstroCookies) {
  const known = perRequest.get(cookies);
  if (known?.session) void revokeSession(known.session).catch(() => undefined);
  perRequest.set(cookies, { session: null, presented: false });
  deleteSessionCookies(cookies);
}

/** Sign-out: the session id is refused from now on (a copy of the cookie included), then cleared. */
export async function signOut(cookies: AstroCookies): Promise<void> {
  const current = perRequest.has(cookies) ? perRequest.get(cookies)!.session : await loadSession(cookies);
  if (current) await revokeSession(current);
  perRequest.set(cookies, { session: null, presented: false });
  deleteSessionCookies(cookies);
}

/**
 * Sign-in and sign-up attempts per client address and minute (SIGNIN_RATE_LIMIT, default 10), shared
 * by every process through Redis when REDIS_URL is set. A malformed REDIS_URL stops the start.
 */
export const signInLimiter = createLimiter({
  points: Number(process.env.SIGNIN_RATE_LIMIT) || 10,
  windowSeconds: 60,
  keyPrefix: 'attempts',
  redisUrl: redisUrlFrom(),
});
