import { describe, expect, it } from 'vitest';
import { fieldErrors, loginPayload, SignInSchema, SignUpSchema } from '../../src/lib/domain/account/auth-rules.ts';

const errorsOf = (schema: typeof SignInSchema | typeof SignUpSchema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('sign-in rules', () => {
  it('names every broken rule by its message key', () => {
    expect(errorsOf(SignInSchema, { email_or_phone: '', password: 'short' })).toEqual({
      email_or_phone: 'auth.emailOrPhoneRequired',
      password: 'auth.passwordMin',
    });
    // The terms are accepted at sign-up, not at every sign-in.
    expect(errorsOf(SignInSchema, { email_or_phone: 'a@b.co', password: 'longenough' })).toEqual({});
    expect(errorsOf(SignInSchema, { email_or_phone: '12345', password: 'longenough', terms: true })).toEqual({
      email_or_phone: 'auth.invalidEmailOrPhone',
    });
    expect(errorsOf(SignInSchema, { email_or_phone: 'a@b.co', password: 'longenough', terms: true })).toEqual({});
    expect(errorsOf(SignInSchema, { email_or_phone: '+20 101-234-5678', password: 'longenough', terms: true })).toEqual(
      {},
    );
  });

  it('sends emails as email and phones in E.164', () => {
    expect(loginPayload({ email_or_phone: ' a@b.co ', password: 'x' })).toEqual({
      email_or_phone: 'a@b.co',
      password: 'x',
      field_type: 'email',
    });
    expect(loginPayload({ email_or_phone: '201012345678', password: 'x' }).email_or_phone).toBe('+201012345678');
    expect(loginPayload({ email_or_phone: '+20 101 234 5678', password: 'x' })).toMatchObject({
      email_or_phone: '+201012345678',
      field_type: 'phone',
    });
  });
});

describe('sign-up rules', () => {
  const good = {
    name: 'Layla',
    email: 'l@x.co',
    phone: '+201012345678',
    password: 'longenough',
    confirm_password: 'longenough',
    terms: true,
  };
  it('accepts a good form', () => expect(errorsOf(SignUpSchema, good)).toEqual({}));
  it('requires 8 characters (the server refuses fewer) and a matching confirmation on its field', () => {
    expect(errorsOf(SignUpSchema, { ...good, password: 'abc123', confirm_password: 'abc123' })).toEqual({
      password: 'auth.passwordMin',
    });
    expect(errorsOf(SignUpSchema, { ...good, confirm_password: 'different1' })).toEqual({
      confirm_password: 'auth.passwordsMismatch',
    });
  });
  it('checks name, email, phone length and terms', () => {
    expect(errorsOf(SignUpSchema, { ...good, name: 'Al', email: 'nope', phone: '+20', terms: false })).toEqual({
      name: 'auth.usernameRequired',
      email: 'auth.invalidEmail',
      phone: 'auth.phoneRequired',
      terms: 'auth.acceptTerms',
    });
    expect(errorsOf(SignUpSchema, { ...good, phone: '+1234567890123456' })).toEqual({ phone: 'auth.phoneTooLong' });
    expect(errorsOf(SignUpSchema, { ...good, name: '', confirm_password: 'other' })).toEqual({
      name: 'auth.usernameRequired',
      confirm_password: 'auth.passwordsMismatch',
    });
  });
});
