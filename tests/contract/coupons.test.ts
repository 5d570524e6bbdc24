// Coupons: the list, the list without a sign-in and the check of one code, with every answer of
// CouponLogic::is_valide (api/docs/coupons.md). Demo customer 1 has orders and used WELCOME20 once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let other: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  other = await api.login('other@demo.test');
});
afterAll(() => api.stop());

const COUPON_KEYS = [
  'id',
  'title',
  'code',
  'start_date',
  'expire_date',
  'min_purchase',
  'max_discount',
  'discount',
  'discount_type',
  'coupon_type',
  'limit',
  'status',
  'created_at',
  'updated_at',
  'data',
  'total_uses',
  'module_id',
  'created_by',
  'customer_id',
  'slug',
  'store_id',
];

/** Over plain HTTP: an expired code's 407 is a network error to fetch() (harness.ts). */
const apply = (code: string, store: number, who: string | null = token, module = 2) =>
  api.callHttp(`/coupon/apply?code=${encodeURIComponent(code)}&store_id=${store}`, { token: who, module });

describe('GET coupon/list', () => {
  it('needs a sign-in, and a zone (403 zoneId) but no module', async () => {
    expect((await api.call('/coupon/list')).status).toBe(401);
    const noZone = await api.call('/coupon/list', { token, zone: null });
    expect(noZone.status).toBe(403);
    expect(noZone.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    const noModule = await api.call('/coupon/list', { token, module: null });
    expect(noModule.status).toBe(200);
    const codes = noModule.body.map((c: { code: string }) => c.code);
    expect(codes).toContain('FRESH15');
    expect(codes).toContain('SAVE10');
  });

  it('lists the running coupons of the module a customer may use, in the real shape', async () => {
    const res = await api.call('/coupon/list', { token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const codes = res.body.map((c: { code: string }) => c.code);
    // Not: expired, not started, switched off, another module's, another customer's.
    for (const code of ['RAMADAN25', 'SUMMER30', 'OFF', 'FRESH15', 'VIP50']) expect(codes).not.toContain(code);
    for (const code of ['SAVE10', 'KOSHARY15', 'GRILL30', 'WELCOME20', 'FIRSTBITE', 'FREEDEL', 'CAIRO5'])
      expect(codes).toContain(code);
    const save = res.body.find((c: { code: string }) => c.code === 'SAVE10');
    expect(Object.keys(save)).toEqual([...COUPON_KEYS, 'store', 'translations']);
    expect(save).toMatchObject({
      title: '10% off your order',
      min_purchase: 100,
      max_discount: 50,
      discount: 10,
      discount_type: 'percent',
      coupon_type: 'default',
      limit: null,
      status: 1,
      data: null,
      module_id: 2,
      created_by: 'admin',
      customer_id: '["all"]',
      store_id: null,
      store: null,
      translations: [],
    });
    expect(save.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(save.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it("names a store-wise coupon's store in `data` and sets `store_id`; a vendor's carries its store", async () => {
    const res = await api.call('/coupon/list', { token });
    const storeWise = res.body.find((c: { code: string }) => c.code === 'KOSHARY15');
    expect(storeWise).toMatchObject({ data: 'Tahrir Koshary House', store_id: 2, store: null });
    const vendor = res.body.find((c: { code: string }) => c.code === 'GRILL30');
    expect(vendor).toMatchObject({
      created_by: 'vendor',
      store_id: 5,
      store: { id: 5, name: 'Zamalek Grill & Kebab' },
    });
  });

  it('keeps zone-wise coupons to their zones, and gives each customer their own', async () => {
    const alexandria = await api.call('/coupon/list', { token, zone: '[6]' });
    const codes = alexandria.body.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('CAIRO5');
    // Stores 2 and 5 are in Cairo: their coupons are not offered in Alexandria.
    expect(codes).not.toContain('KOSHARY15');
    expect(codes).not.toContain('GRILL30');
    const vip = await api.call('/coupon/list', { token: other });
    expect(vip.body.map((c: { code: string }) => c.code)).toContain('VIP50');
  });

  it('answers titles in the caller language with the translation rows', async () => {
    const res = await api.call('/coupon/list', { token, lang: 'ar' });
    const save = res.body.find((c: { code: string }) => c.code === 'SAVE10');
    expect(save.title).toBe('خصم 10% على طلبك');
    expect(save.translations).toEqual([
      expect.objectContaining({ translationable_type: 'App\\Models\\Coupon', locale: 'ar', key: 'title' }),
    ]);
  });
});

describe('GET coupon/list/all', () => {
  it('answers without a sign-in but needs a module', async () => {
    const res = await api.call('/coupon/list/all');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { code: string }) => c.code)).toContain('SAVE10');
    const noModule = await api.call('/coupon/list/all', { module: null });
    expect(noModule.status).toBe(403);
    expect(noModule.body).toEqual({ errors: [{ code: 'moduleId', message: 'Module id required' }] });
  });

  it('reads the customer from ?customer_id, as the web guard knows nobody', async () => {
    const nobody = await api.call('/coupon/list/all');
    expect(nobody.body.map((c: { code: string }) => c.code)).not.toContain('VIP50');
    const two = await api.call('/coupon/list/all?customer_id=2');
    expect(two.body.map((c: { code: string }) => c.code)).toContain('VIP50');
  });
});

describe('GET coupon/apply', () => {
  it('needs a sign-in and a module; code and store_id are required (403 error_processor)', async () => {
    expect((await apply('SAVE10', 2, null)).status).toBe(401);
    const noModule = await api.call('/coupon/apply?code=SAVE10&store_id=2', { token, module: null });
    expect(noModule.status).toBe(403);
    const missing = await api.call('/coupon/apply', { token });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      errors: [
        { code: 'code', message: 'The code field is required.' },
        { code: 'store_id', message: 'The store id field is required.' },
      ],
    });
  });

  it('reaches fetch() as a network error when the answer is 407, as from the real server', async () => {
    await expect(api.call('/coupon/apply?code=RAMADAN25&store_id=2', { token })).rejects.toThrow(/fetch failed/);
  });

  it('answers a valid code with the coupon row, `data` as stored', async () => {
    const res = await apply('SAVE10', 2);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([...COUPON_KEYS, 'translations']);
    expect(res.body).toMatchObject({ code: 'SAVE10', discount: 10, max_discount: 50, min_purchase: 100 });
    const storeWise = await apply('KOSHARY15', 2);
    expect(storeWise.status).toBe(200);
    expect(storeWise.body.data).toBe('["2"]');
    expect((await apply('GRILL30', 5)).status).toBe(200);
    expect((await apply('FREEDEL', 2)).body.coupon_type).toBe('free_delivery');
    expect((await apply('CAIRO5', 2)).status).toBe(200);
  });

  const refusals: Array<[string, string, number, number, string, number?]> = [
    ['an unknown code', 'NOPE', 2, 404, 'Not found'],
    ['a switched-off code', 'OFF', 2, 404, 'Not found'],
    ['another module', 'FRESH15', 2, 404, 'Not found'],
    ['a store-wise coupon of another store', 'KOSHARY15', 5, 404, 'Not found'],
    ["a vendor's coupon at another store", 'GRILL30', 2, 404, 'Not found'],
    ['an expired coupon', 'RAMADAN25', 2, 407, 'Coupon expire'],
    ['a coupon not started yet', 'SUMMER30', 2, 407, 'Coupon expire'],
    ["another customer's coupon", 'VIP50', 2, 403, 'You are not eligible for this coupon'],
    ['a coupon the customer used up', 'WELCOME20', 22, 406, 'Coupon usage limit over'],
    ['a first-order coupon after orders', 'FIRSTBITE', 2, 406, 'Coupon usage limit over'],
    ['a zone-wise coupon at a store in another zone', 'CAIRO5', 14, 404, 'Not found'],
  ];
  for (const [what, code, store, status, message] of refusals) {
    it(`refuses ${what}: ${status}`, async () => {
      const res = await apply(code, store);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ errors: [{ code: 'coupon', message }] });
    });
  }

  it('gives the other customer what customer 1 is refused', async () => {
    expect((await apply('VIP50', 2, other)).status).toBe(200);
    expect((await apply('WELCOME20', 2, other)).status).toBe(200);
  });

  it('never checks the minimum purchase (the client does, as the real app)', async () => {
    const res = await apply('FREEDEL', 2);
    expect(res.status).toBe(200);
    expect(res.body.min_purchase).toBe(200);
  });
});

describe('stores/details active_coupons', () => {
  it("carries the store's own running coupons", async () => {
    const grill = await api.call('/stores/details/5');
    expect(grill.body.active_coupons.map((c: { code: string }) => c.code)).toEqual(['GRILL30']);
    expect(Object.keys(grill.body.active_coupons[0])).toEqual([...COUPON_KEYS, 'translations']);
    const koshary = await api.call('/stores/details/2');
    expect(koshary.body.active_coupons).toEqual([]);
  });
});
