// The bearer secret of POST /api/revalidate: what an admin panel's save hook sends.
import { createHash, timingSafeEqual } from 'node:crypto';

/** REVALIDATE_SECRET, or undefined when unset (the route then does not exist: 404). */
export function revalidateSecret(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.REVALIDATE_SECRET?.trim() || undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when the Authorization header is `Bearer <secret>`. Both sides are compared as digests of
 * the same length, in constant time: neither the length nor the first differing character of the
 * secret shows in how long a refusal takes.
 */
export function bearerMatches(authorization: string | null, secret: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(secret)) && given !== '';
}
