// The typed client against the reference API: every call parses a live answer, and the server's
// refusals arrive as ApiError with the server's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from '../../src/lib/api/index.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let ctx: client.ApiContext;
beforeAll(async () => {
  api = await startTestApi();
  ctx = { baseUrl: api.url, lang: 'en', moduleId: 1, zoneIds: [5] };
});
afterAll(() => api.stop());

describe('public calls', () => {
  it('parse settings, zones, policies and the reverse geocoder', async () => {
    expect((await client.getConfigurations(ctx)).business_name).toBeTruthy();
    expect((await client.getConfig(ctx)).phone).toMatch(/^\+/);
    expect((await client.getZoneId(ctx, 30.0444, 31.2357)).zoneIds).toEqual([5]);
    expect(await client.getPolicyPage({ ...ctx, lang: 'ar' }, 'about-us')).toMatch(/[\u0600-\u06FF]/);
    const place = await client.reverseGeocode({ reverseGeocodeBase: api.url }, 30.0444, 31.2357);
    expect(place.city).toBe('Cairo');
  });

  it('parse the catalogue', async () => {
    const modules = await client.getModules(ctx);
    expect(modules.map((m) => m.module_type)).not.toContain('parcel');
    expect((await client.getBanners(ctx)).banners.length).toBeGreaterThan(0);
    for (const list of [
      client.getPopularStores,
      client.getLatestStores,
      client.getDiscountedStores,
      client.getTopRatedStores,
    ]) {
      const stores = await list({ ...ctx, zoneIds: [5, 6] });
      expect(Array.isArray(stores.stores)).toBe(true);
    }
    const page = await client.getStores({ ...ctx, moduleId: 2 }, 'all', { limit: 3, offset: 2 });
    expect(page.stores).toHaveLength(3);
    expect(page.total_size).toBeGreaterThan(3);
    const store = await client.getStoreDetails(ctx, 1);
    expect(store.ratings).toHaveLength(5);
    expect((await client.getNewArrivals(ctx, { limit: 10, offset: 1 })).products).toHaveLength(10);
    expect((await client.getDiscountedItems(ctx)).products.length).toBeGreaterThan(0);
    const item = await client.getItemDetails(ctx, 1);
    expect(item.price).toBe(120);
    expect((await client.getSuggestedItems(ctx, 1)).items.length).toBeGreaterThan(0);
    expect((await client.searchItems(ctx, item.name.split(' ')[0]!)).products.map((p) => p.id)).toContain(1);
    const categories = await client.getCategories(ctx);
    expect(categories.length).toBeGreaterThan(0);
    expect((await client.getCategoryChildren(ctx, 1)).length).toBeGreaterThan(0);
    expect((await client.getCategoryItems(ctx, 1)).length).toBeGreaterThan(0);
  });

  it('turn the real error formats into ApiError', async () => {
    await expect(client.getItemDetails(ctx, 999999)).rejects.toMatchObject({ status: 404, code: 'product-001' });
    await expect(client.getZoneId(ctx, 0, 0)).rejects.toMatchObject({ status: 404, code: 'coordinates' });
    await expect(client.getBanners({ ...ctx, moduleId: 999 })).rejects.toMatchObject({ status: 403, code: 'moduleId' });
    await expect(client.getCustomerInfo(ctx)).rejects.toSatisfy(client.isUnauthenticated);
  });
});

describe('a customer session', () => {
  it('signs in, fills the cart, orders and reads the account', async () => {
    const { token } = await client.login(ctx, {
      email_or_phone: 'customer@demo.test',
      password: 'demo12345',
      field_type: 'email',
    });
    const session = { ...ctx, token: token! };
    expect((await client.getCustomerInfo(session)).ref_code).toBe('DEMO2024');
    const [line] = await client.addToCart(session, { item_id: 1, quantity: 1, price: 108 });
    await expect(client.addToCart(session, { item_id: 1, quantity: 1, price: 108 })).rejects.toMatchObject({
      status: 403,
      code: 'cart_item',
    });
    expect((await client.updateCartItem(session, { cart_id: line!.id, quantity: 3, price: 108 }))[0]!.quantity).toBe(3);
    expect(await client.getCart(session)).toHaveLength(1);

    const answer = await client.placeOrder(session, {
      order_amount: 324,
      store_id: 1,
      distance: 1.2,
      latitude: 30.0444,
      longitude: 31.2357,
      address: '12 Tahrir Square, Cairo',
      contact_person_name: 'Demo Customer',
      contact_person_number: '+201012345678',
      cart: [{ item_id: 1, quantity: 3 }],
    });
    expect(answer.order_id).toBeGreaterThan(100000);
    expect(await client.clearCart(session)).toEqual([]);
    const order = await client.trackOrder(session, answer.order_id);
    expect(order.order_status).toBe('pending');
    expect((await client.getOrderDetails(session, answer.order_id))[0]!.quantity).toBe(3);
    expect((await client.getRunningOrders(session)).orders.map((o) => o.id)).toContain(answer.order_id);
    expect((await client.getOrders(session)).orders.length).toBeGreaterThan(0);
    const notifications = await client.getNotifications(session);
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.every((n) => typeof n.title === 'string')).toBe(true);
    await expect(client.removeAccount(session)).rejects.toMatchObject({ status: 203, code: 'on-going' });
  });

  it('signs up with the server rules', async () => {
    await expect(
      client.signUp(ctx, { name: 'Ab', phone: '+201012345678', password: 'longenough1' }),
    ).rejects.toMatchObject({ status: 403, code: 'phone' });
    const { token } = await client.signUp(ctx, {
      name: 'New Person',
      email: 'new@demo.test',
      phone: '+201077700011',
      password: 'longenough1',
    });
    expect(typeof token).toBe('string');
    const form = new FormData();
    form.set('name', 'New Person Renamed');
    form.set('email', 'new@demo.test');
    form.set('phone', '+201077700011');
    expect(await client.updateProfile({ ...ctx, token: token! }, form)).toMatchObject({ kind: 'updated' });
    await client.removeAccount({ ...ctx, token: token! });
  });
});
