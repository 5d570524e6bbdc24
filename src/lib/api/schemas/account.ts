/** Customer profile, authentication answers and account mutations. */
import { z } from 'zod';
import { boolish, boolOr, id, imageUrl, numOr, strOr, strOrNull, withFileImages } from './common.ts';

export const CustomerSchema = withFileImages(
  { image_full_url: ['image', 'customer'] },
  z.object({
    id,
    f_name: strOr(''),
    /** '' when not given (the spec shows 'not specified'). */
    l_name: strOr(''),
    email: strOr(''),
    phone: strOr(''),
    image_full_url: imageUrl,
    /** The column is uncast: 1, "1" or 0 on the wire; true means active. */
    status: boolish,
    created_at: strOr(''),
    wallet_balance: numOr(0),
    loyalty_point: numOr(0),
    ref_code: strOr(''),
    order_count: numOr(0),
    is_phone_verified: boolOr(false),
    is_email_verified: boolOr(false),
  }),
);
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * auth/login and auth/sign-up answer. token is null when the server wants a
 * verification step (OTP) or the profile lacks a first name — not logged in.
 */
export const AuthAnswerSchema = z.object({
  token: strOrNull,
  is_phone_verified: boolOr(true),
  is_email_verified: boolOr(true),
  is_personal_info: boolOr(true),
  login_type: strOrNull,
  email: strOrNull,
});
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

export const LoginInputSchema = z.object({
  email_or_phone: z.string().min(1),
  password: z.string().min(1),
  /** Phones are matched verbatim against the stored value, usually '+<country><number>'. */
  field_type: z.enum(['email', 'phone']),
  /** A guest's id: the server moves that guest's cart to the customer (reference §1.3). */
  guest_id: z.number().int().positive().optional(),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

/** The server requires password ≥ 8 and a unique phone; email is optional. */
export const SignUpInputSchema = z.object({
  name: z.string().min(1),
  email: z.string().optional(),
  phone: z.string().min(1),
  password: z.string().min(1),
  ref_code: z.string().optional(),
});
export type SignUpInput = z.input<typeof SignUpInputSchema>;

/**
 * update-profile answers 200 in both cases; when phone/email verification is
 * enabled nothing was saved and an OTP may have been sent (reference §3.22).
 */
export const UpdateProfileResultSchema = z.union([
  z
    .object({
      verification_on: z.string(),
      verification_medium: strOrNull,
      otp_send: boolOr(false),
      message: strOr(''),
    })
    .transform((v) => ({ kind: 'verification' as const, ...v })),
  z
    .object({ message: strOr('') })
    .nullish()
    .transform((v) => ({ kind: 'updated' as const, message: v?.message ?? '' })),
]);
export type UpdateProfileResult = z.infer<typeof UpdateProfileResultSchema>;

/** remove-account answers 200 [] on success (errors come as 203, handled by the transport). */
export const RemoveAccountSchema = z.unknown().transform(() => undefined);
