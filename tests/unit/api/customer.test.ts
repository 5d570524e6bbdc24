import { describe, it, expect } from 'vitest';
import {
  getCustomerInfo,
  getNotifications,
  login,
  removeAccount,
  signUp,
  updateProfile,
} from '../../../src/lib/api/index.ts';
import { answering, fixture, recordingFetch, jsonResponse } from './helpers.ts';

describe('authentication', () => {
  it('logs in manually with login_type and reads the token', async () => {
    const { ctx, calls } = answering(fixture('auth-login.json'));
    const answer = await login(ctx, {
      email_or_phone: 'layla@example.com',
      password: 'secret123',
      field_type: 'email',
    });
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/v1/auth/login');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call.body))).toEqual({
      login_type: 'manual',
      email_or_phone: 'layla@example.com',
      password: 'secret123',
      field_type: 'email',
    });
    expect(answer.token).toBe('eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.test');
  });

  it('signs up and reports a null token when verification is required', async () => {
    const { ctx, calls } = answering(fixture('auth-signup-verification.json'));
    const answer = await signUp(ctx, {
      name: 'New User',
      email: 'new@example.com',
      phone: '+201001111111',
      password: 'secret123',
    });
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      name: 'New User',
      email: 'new@example.com',
      phone: '+201001111111',
      password: 'secret123',
    });
    expect(answer).toMatchObject({ token: null, is_phone_verified: false });
  });
});

describe('customer', () => {
  it('parses the profile with status "1" and string money', async () => {
    const { ctx, calls } = answering(fixture('customer-info.json'), 200, { token: 'tok', lang: 'ar' });
    const me = await getCustomerInfo(ctx);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]!.headers.get('x-localization')).toBe('ar');
    expect(me).toEqual({
      id: 9,
      f_name: 'Layla',
      l_name: '',
      email: 'layla@example.com',
      phone: '+201001234567',
      image_full_url: null,
      status: true,
      created_at: '2023-09-01T08:30:00.000000Z',
      wallet_balance: 12.5,
      loyalty_point: 30,
      ref_code: 'LAYLA42',
      order_count: 4,
      is_phone_verified: true,
      is_email_verified: false,
    });
  });

  it('reads status 0 as inactive', async () => {
    const { ctx } = answering({ ...(fixture('customer-info.json') as object), status: 0 });
    expect((await getCustomerInfo(ctx)).status).toBe(false);
  });

  it('posts the profile form as multipart and reports success', async () => {
    const rec = recordingFetch(() => jsonResponse(fixture('update-profile-success.json')));
    const form = new FormData();
    form.set('name', 'Layla Hassan');
    form.set('email', 'layla@example.com');
    form.set('phone', '+201001234567');
    const result = await updateProfile({ baseUrl: 'http://api.test', lang: 'en', token: 't', fetch: rec.fetch }, form);
    const call = rec.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/v1/customer/update-profile');
    expect(call.body).toBe(form);
    expect(call.headers.has('content-type')).toBe(false);
    expect(result).toEqual({ kind: 'updated', message: 'Profile successfully updated' });
  });

  it('distinguishes the verification answer from success', async () => {
    const { ctx } = answering(fixture('update-profile-verification.json'), 200, { token: 't' });
    const result = await updateProfile(ctx, new FormData());
    expect(result).toEqual({
      kind: 'verification',
      verification_on: 'phone',
      verification_medium: 'SMS',
      otp_send: true,
      message: 'OTP sent to your phone',
    });
  });

  it('removes the account (200 [])', async () => {
    const { ctx, calls } = answering([], 200, { token: 't' });
    await expect(removeAccount(ctx)).resolves.toBeUndefined();
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.url.pathname).toBe('/api/v1/customer/remove-account');
  });
});

describe('notifications', () => {
  it('normalises broadcast and personal notifications, newest first', async () => {
    const { ctx } = answering(fixture('notifications.json'), 200, { token: 't' });
    const list = await getNotifications(ctx);
    expect(list.map((n) => n.id)).toEqual([31, 1, 32]);
    expect(list[0]).toEqual({
      id: 31,
      kind: 'personal',
      title: 'Order Notification',
      description: 'Your order 100001 is confirmed',
      image_full_url: null,
      order_id: 100001,
      type: 'order_status',
      status: true,
      created_at: '2024-03-02 18:15:00',
    });
    expect(list[1]).toEqual({
      id: 1,
      kind: 'broadcast',
      title: 'Weekend sale',
      description: '20% off all fruit this weekend',
      image_full_url: 'http://127.0.0.1:8787/storage/app/public/notification/n1.png',
      order_id: null,
      type: 'push_notification',
      status: true,
      created_at: '2024-03-01 09:00:00',
    });
    // data as JSON text and a string order id
    expect(list[2]).toMatchObject({ kind: 'personal', title: 'Order delivered', order_id: 100000, status: false });
  });
});
