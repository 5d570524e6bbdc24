// Profile, update, account removal and notifications (§3.21–§3.23, §3.27).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

describe('customer info', () => {
  it('answers the demo customer with wallet, points and referral code', async () => {
    const { status, body } = await api.call('/customer/info', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      f_name: 'Demo',
      l_name: 'Customer',
      email: 'customer@demo.test',
      phone: '+201012345678',
      wallet_balance: 250.5,
      loyalty_point: 120,
      ref_code: 'DEMO2024',
    });
    expect([1, '1']).toContain(body.status);
    expect(body.order_count).toBeGreaterThanOrEqual(8);
    expect(body.image_full_url).toMatch(/\/storage\/app\/public\/profile\//);
    expect(body).not.toHaveProperty('password');
  });

  it('answers 200 with an error list when X-localization is missing', async () => {
    const res = await api.call('/customer/info', { token, lang: null });
    expect(res).toMatchObject({
      status: 200,
      body: { errors: [{ code: 'current_language_key', message: 'Current language key required' }] },
    });
  });
});

describe('update-profile', () => {
  it('takes multipart with an image and stores it', async () => {
    const other = await api.login('other@demo.test');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('name', 'Omar Hassan Ali');
    form.set('email', 'other@demo.test');
    form.set('phone', '+201098765432');
    form.set('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await api.call('/customer/update-profile', { method: 'POST', token: other, form });
    expect(res).toMatchObject({ status: 200, body: { message: 'Profile successfully updated' } });
    const info = (await api.call('/customer/info', { token: other })).body;
    expect(info).toMatchObject({ f_name: 'Omar', l_name: 'Hassan Ali' });
    const image = await fetch(info.image_full_url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('validates required fields and uniqueness with the 403 format', async () => {
    const form = new FormData();
    form.set('name', '');
    form.set('email', 'other@demo.test');
    form.set('phone', '+201012345678');
    const res = await api.call('/customer/update-profile', { method: 'POST', token, form });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([
      { code: 'name', message: 'The name field is required.' },
      { code: 'email', message: 'The email has already been taken.' },
    ]);
  });

  it('needs a token', async () => {
    expect((await api.call('/customer/update-profile', { method: 'POST', form: new FormData() })).status).toBe(401);
  });
});

describe('remove-account', () => {
  it('answers 203 on-going while orders are running', async () => {
    const res = await api.call('/customer/remove-account', { method: 'DELETE', token });
    expect(res).toMatchObject({
      status: 203,
      body: { errors: [{ code: 'on-going', message: 'Please complete your ongoing and accepted orders' }] },
    });
  });

  it('deletes the customer and revokes the token', async () => {
    const signUp = await api.call('/auth/sign-up', {
      method: 'POST',
      json: { name: 'Temp User', email: 'temp@demo.test', phone: '+201055512345', password: 'longenough1' },
    });
    const temp = signUp.body.token;
    expect(await api.call('/customer/remove-account', { method: 'DELETE', token: temp })).toMatchObject({
      status: 200,
      body: [],
    });
    expect((await api.call('/customer/info', { token: temp })).status).toBe(401);
    const again = await api.call('/auth/login', {
      method: 'POST',
      json: { login_type: 'manual', email_or_phone: 'temp@demo.test', password: 'longenough1', field_type: 'email' },
    });
    expect(again.status).toBe(401);
  });
});

describe('notifications', () => {
  it('merges broadcasts and personal notifications of the last 15 days', async () => {
    const { status, body } = await api.call('/customer/notifications', { token });
    expect(status).toBe(200);
    const personal = body.filter((n: Record<string, unknown>) => !('title' in n));
    const broadcast = body.filter((n: Record<string, unknown>) => 'title' in n);
    expect(personal.length).toBeGreaterThan(0);
    expect(broadcast.length).toBeGreaterThan(0);
    for (const n of personal) {
      expect(typeof n.data.title).toBe('string');
      expect(n).not.toHaveProperty('image_full_url');
    }
    for (const n of broadcast) expect(n.data).toMatchObject({ order_id: '', type: 'push_notification' });
    expect(personal.some((n: { data: { order_id: unknown } }) => Number(n.data.order_id) > 100000)).toBe(true);
    for (const n of body) {
      expect(n.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const age = Date.now() - new Date(`${n.created_at.replace(' ', 'T')}Z`).getTime();
      expect(age).toBeLessThan(15 * 86_400_000);
    }
    const ids = body.map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters broadcasts by the zone header', async () => {
    const cairo = await api.call('/customer/notifications', { token, zone: '[5]' });
    const alex = await api.call('/customer/notifications', { token, zone: '[6]' });
    const titles = (r: typeof cairo) =>
      new Set(r.body.filter((n: Record<string, unknown>) => 'title' in n).map((n: { title: string }) => n.title));
    expect(titles(cairo)).not.toEqual(titles(alex));
  });
});
