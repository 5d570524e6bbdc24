// Login and sign-up (reference §3.3, §3.4, §6.8, §6.9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const login = (body: Record<string, unknown>) =>
  api.call('/auth/login', { method: 'POST', json: { login_type: 'manual', ...body } });

describe('login', () => {
  it('accepts the demo customer by email and answers the 3.x shape', async () => {
    const { status, body } = await login({
      email_or_phone: 'customer@demo.test',
      password: 'demo12345',
      field_type: 'email',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      is_phone_verified: 1,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: 'customer@demo.test',
    });
    expect(typeof body.token).toBe('string');
    const info = await api.call('/customer/info', { token: body.token });
    expect(info.body.email).toBe('customer@demo.test');
  });

  it('matches phones verbatim as stored (E.164 with +)', async () => {
    expect((await login({ email_or_phone: '+201012345678', password: 'demo12345', field_type: 'phone' })).status).toBe(
      200,
    );
    expect(await login({ email_or_phone: '201012345678', password: 'demo12345', field_type: 'phone' })).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'auth-001', message: 'User credential does not match' }] },
    });
  });

  it('answers 401 auth-001 for a wrong password', async () => {
    const res = await login({ email_or_phone: 'customer@demo.test', password: 'wrong-pass', field_type: 'email' });
    expect(res).toMatchObject({ status: 401, body: { errors: [{ code: 'auth-001' }] } });
  });

  it('answers 403 with one error per invalid field', async () => {
    const res = await api.call('/auth/login', { method: 'POST', json: { login_type: 'manual', field_type: 'fax' } });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code).sort()).toEqual([
      'email_or_phone',
      'field_type',
      'password',
    ]);
    expect(res.body.errors.find((e: { code: string }) => e.code === 'email_or_phone').message).toBe(
      'The email or phone field is required.',
    );
  });

  it('treats malformed JSON as an empty request', async () => {
    const res = await fetch(`${api.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].code).toBe('login_type');
  });

  it('accepts form bodies as Laravel does', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      login_type: 'manual',
      email_or_phone: 'other@demo.test',
      password: 'demo12345',
      field_type: 'email',
    }))
      form.set(k, v);
    expect((await api.call('/auth/login', { method: 'POST', form })).status).toBe(200);
  });
});

describe('sign-up', () => {
  const signUp = (body: Record<string, unknown>) => api.call('/auth/sign-up', { method: 'POST', json: body });

  it('requires a password of at least 8 characters', async () => {
    const res = await signUp({
      name: 'Short Pass',
      email: 'short@demo.test',
      phone: '+201000000001',
      password: 'abc123',
    });
    expect(res).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'password', message: 'The password field must be at least 8 characters.' }] },
    });
  });

  it('rejects a taken phone or email on its field', async () => {
    const res = await signUp({
      name: 'Copy Cat',
      email: 'customer@demo.test',
      phone: '+201012345678',
      password: 'longenough1',
    });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([
      { code: 'email', message: 'The email has already been taken.' },
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
  });

  it('creates the customer, splits the name and returns a top-level token', async () => {
    const res = await signUp({
      name: 'Layla Ahmed Nour',
      email: 'layla@demo.test',
      phone: '+201055500011',
      password: 'longenough1',
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    const info = await api.call('/customer/info', { token: res.body.token });
    expect(info.body).toMatchObject({ f_name: 'Layla', l_name: 'Ahmed Nour', phone: '+201055500011' });
    expect(info.body).not.toHaveProperty('password');
    expect(
      (await login({ email_or_phone: '+201055500011', password: 'longenough1', field_type: 'phone' })).status,
    ).toBe(200);
  });
});
