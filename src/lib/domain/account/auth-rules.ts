// Sign-in and sign-up rules (spec §5), shared by the server endpoints and the dialogs. Messages
// are dictionary keys, translated where they are shown. zod/mini keeps the browser chunk small.
import * as z from 'zod/mini';
import { compactPhone, toE164 } from './phone.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^\+?\d{10,15}$/;

export const SignInSchema = z.object({
  email_or_phone: z.string().check(
    z.trim(),
    z.minLength(1, 'auth.emailOrPhoneRequired'),
    // A phone as typed: local or international, spaces and dashes, Arabic-Indic digits, 00 or +.
    z.refine((v) => v.length === 0 || EMAIL.test(v) || PHONE_DIGITS.test(compactPhone(v)), 'auth.invalidEmailOrPhone'),
  ),
  password: z.string().check(z.minLength(8, 'auth.passwordMin')),
  remember: z._default(z.boolean(), false),
  // No terms: they were accepted at sign-up, and the marketplace's login takes no such field.
});
export type SignIn = z.infer<typeof SignInSchema>;

/**
 * field_type by the email pattern; a phone is sent as the server stores it (E.164, with +), a
 * local number read in the marketplace's `country` (the settings' country, Egypt by default).
 */
export function loginPayload(input: Pick<SignIn, 'email_or_phone' | 'password'>, country?: string | null) {
  const value = input.email_or_phone.trim();
  if (EMAIL.test(value)) return { email_or_phone: value, password: input.password, field_type: 'email' as const };
  return { email_or_phone: toE164(value, country), password: input.password, field_type: 'phone' as const };
}

/**
 * Sign-up. The server requires passwords of 8 or more (the spec's 6 would be refused), so 8 is
 * required here too. The phone is the phone widget's E.164 value (+ country code, digits).
 */
export const SignUpSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(3, 'auth.usernameRequired')),
    email: z.string().check(z.trim(), z.regex(EMAIL, 'auth.invalidEmail')),
    phone: z.string().check(
      z.trim(),
      z.refine((v) => compactPhone(v).replace(/\D/g, '').length >= 5, 'auth.phoneRequired'),
      z.refine((v) => compactPhone(v).replace(/\D/g, '').length <= 15, 'auth.phoneTooLong'),
    ),
    password: z.string().check(z.minLength(8, 'auth.passwordMin')),
    confirm_password: z.string(),
    terms: z.literal(true, { error: 'auth.acceptTerms' }),
  })
  .check(
    z.refine((v) => v.password === v.confirm_password, {
      path: ['confirm_password'],
      message: 'auth.passwordsMismatch',
      // Say it together with the other fields' messages, not only once they are fixed.
      when: ({ value }) => {
        const v = value as { password?: unknown; confirm_password?: unknown };
        return typeof v.password === 'string' && typeof v.confirm_password === 'string';
      },
    }),
  );
export type SignUp = z.infer<typeof SignUpSchema>;

/** The phone as the server stores and matches it: E.164, a local number read in `country`. */
export function e164(phone: string, country?: string | null): string {
  return toE164(phone, country);
}

/** The first message key per field, for showing beside each input. */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}
