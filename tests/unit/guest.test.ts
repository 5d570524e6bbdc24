// Guest checkout on the server (src/lib/identity/guest.server.ts): the sealed guest cookie, the cart and
// order endpoints with the marketplace's guest_checkout_status on and off, and a sign-in that
// carries the guest cart over. Against the reference API; the setting is switched in the settings
// the storefront read (the reference's demo settings have it on).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../contract/harness.ts';
import { fakeCookies, type Jar } from '../fixtures/fake-cookies.ts';

const mocks = vi.hoisted(() => ({ guestCheckout: true }));
vi.mock('../../src/lib/server/marketplace/settings.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/server/marketplace/settings.ts')>();
  return {
    ...real,
    siteSettings: async (lang: 'en') => ({ ...(await real.siteSettings(lang)), guestCheckout: mocks.guestCheckout }),
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  process.env.API_BASE_URL = api.url;
});
afterAll(() => api.stop());
beforeEach(() => {
  mocks.guestCheckout = true;
});

const prefs = { lang: 'en', moduleId: 1, zoneIds: [5] };

function context(url: string, init: RequestInit = {}, cookies: Jar = fakeCookies()) {
  const request = new Request(`http://shop.test${url}`, init);
  return {
    request,
    cookies,
    locals: { prefs, localizedUrl: (p: string) => p },
    url: new URL(request.url),
    clientAddress: '10.1.0.1',
    redirect: (to: string, status: number) => new Response(null, { status, headers: { Location: to } }),
  } as never as { cookies: Jar };
}

const { sealGuest, openGuest, GUEST_COOKIE } = await import('../../src/lib/identity/guest.server.ts');
const { sealSession, openSession } = await import('../../src/lib/identity/session.server.ts');
const { proxy } = await import('../../src/lib/proxy/proxy.server.ts');
const cartEndpoint = (await import('../../src/pages/api/cart.ts')).GET;
const orderEndpoint = (await import('../../src/pages/api/order.ts')).POST;
const signIn = (await import('../../src/pages/api/session/index.ts')).POST;

async function add(cookies: Jar, body: unknown, search = '') {
  const request = new Request(`http://shop.test/api/v1/customer/cart/add${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-module-id': '1' },
    body: JSON.stringify(body),
  });
  return proxy({ request, rawPath: 'customer/cart/add', search, prefs: prefs as never, cookies: cookies as never });
}

describe('the guest cookie', () => {
  it('holds the guest id sealed: it opens, and nothing else opens as a guest', async () => {
    const sealed = await sealGuest(41);
    // Encrypted, not only signed: the id cannot be read from the cookie.
    expect(sealed.split('.')).toHaveLength(5);
    expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('gid');
    expect(await openGuest(sealed)).toBe(41);
    const tampered = `${sealed.slice(0, -3)}${sealed.endsWith('A') ? 'B' : 'A'}AA`;
    expect(await openGuest(tampered)).toBeNull();
    expect(await openGuest('41')).toBeNull();
    // A session cookie is no guest, and a guest cookie no session (keys derived apart).
    expect(await openGuest(await sealSession('token', { remember: false }))).toBeNull();
    expect(await openSession(sealed)).toBeNull();
  });

  it('ends with its lifetime', async () => {
    const sealed = await sealGuest(7, Date.now() - 31 * 24 * 3600 * 1000);
    expect(await openGuest(sealed)).toBeNull();
  });
});

describe('guest checkout on', () => {
  it('a visitor has an empty cart; the first add makes a guest kept in an httpOnly cookie', async () => {
    const cookies = fakeCookies();
    const empty = await cartEndpoint(context('/api/cart', {}, cookies) as never);
    expect(await empty.json()).toEqual({ moduleId: null, lines: [], guest: true });
    expect(cookies.jar.has(GUEST_COOKIE)).toBe(false);

    const added = await add(cookies, { item_id: 1, quantity: 2, price: 108, model: 'Item' });
    expect(added.status).toBe(200);
    const guest = cookies.jar.get(GUEST_COOKIE)!;
    expect(guest.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const id = await openGuest(guest.value);
    expect(id).toBeGreaterThan(0);
    expect(cookies.jar.get('guest_cart')?.value).toBe('1');
    // The marketplace holds the line for that guest.
    const held = await api.call(`/customer/cart/list?guest_id=${id}`, { module: 1 });
    expect(held.body).toEqual([expect.objectContaining({ item_id: 1, quantity: 2 })]);
    const cart = await cartEndpoint(context('/api/cart', {}, cookies) as never);
    expect(await cart.json()).toMatchObject({ moduleId: 1, guest: true, lines: [{ item_id: 1, quantity: 2 }] });
  });

  it('a guest_id from the browser is refused, in the query and in the body', async () => {
    const cookies = fakeCookies();
    const line = { item_id: 1, quantity: 1, price: 108, model: 'Item' };
    const other = (await api.call('/auth/guest/request', { method: 'POST' })).body.guest_id;
    expect((await add(cookies, line, `?guest_id=${other}`)).status).toBe(400);
    expect(cookies.jar.has(GUEST_COOKIE)).toBe(false);
    expect((await add(cookies, { ...line, guest_id: other })).status).toBe(400);
    // Nothing reached the other guest's cart, nor the visitor's own.
    expect((await api.call(`/customer/cart/list?guest_id=${other}`, { module: 1 })).body).toEqual([]);
    const own = cookies.jar.get(GUEST_COOKIE);
    if (own) {
      const id = await openGuest(own.value);
      expect((await api.call(`/customer/cart/list?guest_id=${id}`, { module: 1 })).body).toEqual([]);
    }
  });

  it('signing in sends the guest id: the cart is carried over and the guest cookie goes', async () => {
    const cookies = fakeCookies();
    await add(cookies, { item_id: 2, quantity: 1, price: 1, model: 'Item' });
    const id = await openGuest(cookies.jar.get(GUEST_COOKIE)!.value);
    const res = await signIn(
      context(
        '/api/session',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email_or_phone: 'other@demo.test', password: 'demo12345', terms: true }),
        },
        cookies,
      ) as never,
    );
    expect(res.status).toBe(200);
    expect(cookies.jar.has(GUEST_COOKIE)).toBe(false);
    expect(cookies.jar.has('guest_cart')).toBe(false);
    const token = (await openSession(cookies.jar.get('session')!.value))!.token;
    const carried = await api.call('/customer/cart/list', { token, module: 1 });
    expect(carried.body.map((l: { item_id: number }) => l.item_id)).toEqual([2]);
    expect((await api.call(`/customer/cart/list?guest_id=${id}`, { module: 1 })).body).toEqual([]);
  });
});

describe('guest checkout off', () => {
  it('keeps the sign-in path: no guest is made, the cart and the order ask to sign in', async () => {
    mocks.guestCheckout = false;
    const cookies = fakeCookies();
    const cart = await cartEndpoint(context('/api/cart', {}, cookies) as never);
    expect(cart.status).toBe(401);
    expect(await cart.json()).toMatchObject({ signIn: true });
    const added = await add(cookies, { item_id: 1, quantity: 1, price: 108, model: 'Item' });
    expect(added.status).toBe(401);
    expect(cookies.jar.has(GUEST_COOKIE)).toBe(false);
    const order = await orderEndpoint(
      context(
        '/api/order',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
        cookies,
      ) as never,
    );
    expect(order.status).toBe(401);
  });

  it('ignores a guest cookie made while it was on', async () => {
    const cookies = fakeCookies();
    await add(cookies, { item_id: 1, quantity: 1, price: 108, model: 'Item' });
    expect(cookies.jar.has(GUEST_COOKIE)).toBe(true);
    mocks.guestCheckout = false;
    const fresh = fakeCookies({ [GUEST_COOKIE]: cookies.jar.get(GUEST_COOKIE)!.value });
    const cart = await cartEndpoint(context('/api/cart', {}, fresh) as never);
    expect(cart.status).toBe(401);
  });
});
