// Server-only: how every account page loads. No session → the unauthorized page; a session the
// API no longer accepts → the cookie is cleared and the unauthorized page too; any other failure
// → the page's error state. Personal pages are never stored by shared caches.
import type { AstroCookies } from 'astro';
import { isApiError, isUnauthenticated, type ApiContext } from '../api/index.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

export type Loaded<T> = { state: 'signed-out' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

interface PageContext {
  cookies: AstroCookies;
  locals: { prefs: Preferences };
  response: { headers: Headers };
}

export const ACCOUNT_TIMEOUT_MS = 6000;

export function privatePage(page: Pick<PageContext, 'response'>): void {
  page.response.headers.set('Cache-Control', 'private, no-store');
}

export async function loadAccount<T>(page: PageContext, load: (ctx: ApiContext) => Promise<T>): Promise<Loaded<T>> {
  privatePage(page);
  const token = sessionToken(page.cookies);
  if (!token) return { state: 'signed-out' };
  try {
    return {
      state: 'ready',
      data: await load(apiContext(page.locals.prefs, { token, timeoutMs: ACCOUNT_TIMEOUT_MS })),
    };
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(page.cookies);
      return { state: 'signed-out' };
    }
    if (!(isApiError(error) && error.status === 404)) console.error('account page: the API call failed', error);
    return { state: 'error', error };
  }
}
