// The customer's token lives only in an httpOnly cookie: no JavaScript ever sees it.
import type { AstroCookies } from 'astro';
import { fixedWindowLimiter } from './rate-limit.ts';

export const SESSION_COOKIE = 'session';
const REMEMBER_SECONDS = 60 * 60 * 24 * 30;

export function setSession(cookies: AstroCookies, token: string, options: { remember: boolean; secure: boolean }) {
  cookies.set(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    // Remember me: a persistent cookie; otherwise it ends with the browser session.
    maxAge: options.remember ? REMEMBER_SECONDS : undefined,
  });
}

/** A token as the marketplace issues them: visible ASCII only, of a sane length. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

export function sessionToken(cookies: AstroCookies): string | null {
  const token = cookies.get(SESSION_COOKIE)?.value?.trim();
  // A forged cookie (a NUL, a newline, non-ASCII) could not even be sent as a header: no session.
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export function clearSession(cookies: AstroCookies) {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

/** Sign-in and sign-up attempts per client address and minute (SIGNIN_RATE_LIMIT, default 10). */
export const signInLimiter = fixedWindowLimiter(Number(process.env.SIGNIN_RATE_LIMIT) || 10, 60_000);
