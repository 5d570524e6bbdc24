// Server-only: creating a customer account, for the JSON endpoint (the panel with JavaScript) and
// the /login page's form post (without it). The rules are the shared SignUpSchema; the phone is
// read exactly as sign-in reads it (toE164 through e164/loginPayload, the country from /config):
// a local number in the marketplace's country, so the number stored is the one sign-in finds.
import type { AstroCookies } from 'astro';
import { isApiError, login, signUp } from '../api/index.ts';
import { e164, loginPayload, type SignUp } from '../domain/account/auth-rules.ts';
import { fieldRefusals, marketplaceMessage } from '../domain/account/marketplace-messages.ts';
import type { Translate } from '../i18n/index.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearGuest, guestLogin } from './guest.server.ts';
import { setSession } from './session.server.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

/** The fields a refusal of the marketplace can name. */
const FIELDS = new Set(['name', 'email', 'phone', 'password']);

export type SignUpOutcome =
  | { kind: 'signed-in' }
  | { kind: 'verify' }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | { kind: 'unavailable' };

/** Creates the account and, when the marketplace answers with a token, starts the session. */
export async function createAccount(
  prefs: Preferences,
  input: SignUp,
  session: { cookies: AstroCookies; secure: boolean; t: Translate },
): Promise<SignUpOutcome> {
  const { name, email, phone, password } = input;
  try {
    const { country } = await siteSettings(prefs.lang);
    const answer = await signUp(apiContext(prefs, { timeoutMs: 8000 }), {
      name,
      email,
      phone: e164(phone, country),
      password,
    });
    // Without a token the account is still to be verified: the guest stays, so the first sign-in
    // after verifying carries the guest cart over.
    if (!answer.token) return { kind: 'verify' };
    const guest = await guestLogin(session.cookies);
    const token = guest.guest_id
      ? ((await carryGuestCart(prefs, input, country, guest.guest_id)) ?? answer.token)
      : answer.token;
    await setSession(session.cookies, token, { remember: true, secure: session.secure });
    clearGuest(session.cookies);
    return { kind: 'signed-in' };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      // In the page's language; a refusal shown on its field is not repeated at the top.
      const fields = fieldRefusals(session.t, error.errors ?? [], (code) => (FIELDS.has(code) ? code : null));
      return { kind: 'refused', message: marketplaceMessage(session.t, error), fields };
    }
    return { kind: 'unavailable' };
  }
}

/**
 * The marketplace's sign-up takes no guest_id (reference §3.4), but its sign-in does and moves the
 * guest's cart to the customer. So a guest who signs up signs in once more, as the new customer
 * with the guest id, and keeps the cart: that sign-in's token, or null when it is not given (the
 * account stays signed in with the sign-up's token, without the guest cart).
 */
async function carryGuestCart(
  prefs: Preferences,
  input: SignUp,
  country: string | null | undefined,
  guestId: number,
): Promise<string | null> {
  try {
    const answer = await login(apiContext(prefs, { timeoutMs: 8000 }), {
      ...loginPayload({ email_or_phone: input.phone, password: input.password }, country),
      guest_id: guestId,
    });
    return answer.token ?? null;
  } catch {
    return null;
  }
}

/**
 * What a sign-up form post carries: `input` for the rules, `values` to show again (never the
 * passwords). The phone is shown again as it was typed; it is read (e164) when it is sent.
 */
export function readSignUpForm(form: FormData) {
  const text = (name: string, max = 200) => String(form.get(name) ?? '').slice(0, max);
  const phone = text('phone', 40);
  const values = {
    name: text('name'),
    email: text('email'),
    phone,
    terms: form.get('terms') === 'on',
  };
  const input = {
    ...values,
    phone,
    password: text('password', 500),
    confirm_password: text('confirm_password', 500),
    terms: values.terms || undefined,
  };
  return { values, input };
}
