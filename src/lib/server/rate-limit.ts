// A fixed-window limiter per client key (e.g. sign-in attempts per address), in memory.
import { LRUCache } from 'lru-cache';
import { requestInfo } from './forwarded.ts';

export interface Limiter {
  /** Counts one attempt; `retryAfter` seconds when over the limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfter: number };
}

export function fixedWindowLimiter(limit: number, windowMs: number): Limiter {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: 10_000, ttl: windowMs });
  return {
    hit(key) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return { allowed: true };
      }
      current.count += 1;
      if (current.count > limit)
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((current.resetAt - now) / 1000)) };
      return { allowed: true };
    },
  };
}

export function tooManyRequests(retryAfter: number): Response {
  return Response.json(
    { error: 'Too many attempts. Please wait a moment and try again.', retryAfter },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}

/**
 * The address limits are counted by: the client a trusted proxy names (TRUSTED_PROXIES), else the
 * peer itself; an X-Forwarded-For from anyone else changes nothing.
 */
export function clientKey(context: { request: Request; url: URL; clientAddress?: string }): string {
  return requestInfo(context).client || 'unknown';
}
