// What the /login page shows after a request, decided from the request alone (pure: the page's
// action, login.server.ts, does the posting).
import type { SignUpOutcome } from './sign-up.server.ts';

/** What a form post to the page left the sign-in panel to show: typed values and messages. */
export interface AuthPanelInitial {
  signUp?: { name: string; email: string; phone: string; terms: boolean };
  /** Dictionary keys (or the server's own words) per field. */
  errors?: Record<string, string>;
  failure?: string | null;
  notice?: string | null;
}

export type LoginIntent = 'signin' | 'signup' | 'forgot';
export type LoginView = LoginIntent;

/** The post's intent: anything but sign-up or recovery is a sign-in. */
export function loginIntent(said: FormDataEntryValue | null): LoginIntent {
  return said === 'signup' || said === 'forgot' ? said : 'signin';
}

/**
 * After a sign-up post the sign-up form again; after a recovery post (or an account to verify)
 * sign in; a GET opens the view ?view= asks for.
 */
export function loginView(
  intent: LoginIntent | null,
  notice: string | null | undefined,
  requested: string | null,
): LoginView {
  if (intent === 'signup' && !notice) return 'signup';
  if (intent) return 'signin';
  return requested === 'signup' || requested === 'forgot' ? requested : 'signin';
}

/** A sign-up that did not sign in: an account to verify is 200, the marketplace down 502, else 400. */
export function signUpStatus(outcome: SignUpOutcome | null): number {
  return outcome?.kind === 'verify' ? 200 : outcome?.kind === 'unavailable' ? 502 : 400;
}
