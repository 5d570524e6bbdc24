// The marketplace's refusals in the page's language. 6amMart answers in English whatever the
// X-localization (its validation and auth messages, reference §1.4, §3.3, §3.4), and a page in
// Arabic or Turkish must not show them as they are: the known ones (by code, else by their exact
// text) are dictionary keys; an unknown one is shown once, after a translated lead that says whose
// words they are.
import type { Translate } from '../../i18n/client.ts';

export interface MarketplaceRefusal {
  code?: string | null | undefined;
  message?: string | null | undefined;
}

/** Codes whose meaning does not depend on the field they come with. */
const BY_CODE: Record<string, string> = {
  'auth-001': 'auth.credentialsMismatch',
  'auth-003': 'auth.accountBlocked',
  // Deleting an account with orders still running (203 on-going, reference: remove-account).
  'on-going': 'Editprofile.ongoingOrders',
};

/** Texts of the real server (and the reference API) seen on the sign-in, sign-up and profile forms. */
const BY_TEXT: Array<[RegExp, string]> = [
  [/^user credential does not match\.?$/i, 'auth.credentialsMismatch'],
  [/^your account is blocked\.?$/i, 'auth.accountBlocked'],
  [/^the email has already been taken\.?$/i, 'auth.emailTaken'],
  [/^the phone has already been taken\.?$/i, 'auth.phoneTaken'],
  [/^the email (?:field )?must be a valid email address\.?$/i, 'auth.invalidEmail'],
  [/^the password (?:field )?must be at least 8 characters\.?$/i, 'auth.passwordMin'],
  [/^unauthenticated\.?$/i, 'auth.signInAgain'],
];

/** The dictionary key of a known refusal, or null. */
export function marketplaceKey({ code, message }: MarketplaceRefusal): string | null {
  if (code && BY_CODE[code]) return BY_CODE[code];
  const text = message?.trim() ?? '';
  for (const [pattern, key] of BY_TEXT) if (pattern.test(text)) return key;
  return null;
}

/**
 * What to show for a refusal: its translation when it is known; otherwise the marketplace's own
 * words after a translated lead (auth.marketplaceSaid); `fallback` (a key) when it said nothing.
 */
export function marketplaceMessage(t: Translate, refusal: MarketplaceRefusal, fallback = 'common.error'): string {
  const key = marketplaceKey(refusal);
  if (key) return t(key);
  const text = refusal.message?.trim();
  return text ? t('auth.marketplaceSaid', { message: text }) : t(fallback);
}

/**
 * The refusals per field (the first one each), translated, and whether anything is left for the
 * form's top line: a message already shown on its field is not shown there again.
 */
export function fieldRefusals(
  t: Translate,
  list: ReadonlyArray<MarketplaceRefusal>,
  fieldOf: (code: string) => string | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of list) {
    const field = item.code ? fieldOf(item.code) : null;
    if (field && !(field in out)) out[field] = marketplaceMessage(t, item);
  }
  return out;
}
