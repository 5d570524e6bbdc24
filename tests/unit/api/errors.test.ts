import { describe, it, expect } from 'vitest';
import {
  ApiError,
  addToCart,
  getCart,
  getCustomerInfo,
  getItemDetails,
  getOrderDetails,
  getZoneId,
  isUnauthenticated,
  login,
  placeOrder,
  removeAccount,
  signUp,
  type ApiContext,
} from '../../../src/lib/api/index.ts';
import { answering, fixture, rejectionOf } from './helpers.ts';

interface ErrorCase {
  status: number;
  body: unknown;
}
const cases = fixture('errors.json') as Record<string, ErrorCase>;

function failing(name: string): ApiContext {
  const c = cases[name]!;
  return answering(c.body, c.status, { token: 'tok' }).ctx;
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const err = await rejectionOf(promise);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const order = {
  order_amount: 10,
  store_id: 3,
  distance: 1.2,
  latitude: 30,
  longitude: 31,
  address: '5 Tahrir Square',
  contact_person_name: 'Layla',
  contact_person_number: '+201001234567',
  cart: [{ item_id: 12, quantity: 1 }],
};

describe('6amMart error formats become one ApiError', () => {
  it('validation 403 {errors:[{code,message}]} keeps the first code/message and the list', async () => {
    const err = await errorOf(signUp(failing('validation_403'), { name: 'A', phone: '1', password: 'x' }));
    expect(err).toMatchObject({ status: 403, code: 'name', message: 'The name field is required.' });
    expect(err.errors).toHaveLength(2);
  });

  it('404 {errors:{code,message}} (an object, not an array) for product-001', async () => {
    const err = await errorOf(getItemDetails(failing('product_not_found_404'), 12));
    expect(err).toMatchObject({ status: 404, code: 'product-001', message: 'Not found' });
    expect(err.errors).toEqual([{ code: 'product-001', message: 'Not found' }]);
  });

  it('401 {errors:"Unauthorized"} from the guest middleware', async () => {
    const err = await errorOf(getCart(failing('guest_unauthorized_401')));
    expect(err).toMatchObject({ status: 401, code: 'unauthorized', message: 'Unauthorized' });
    expect(err.errors).toEqual([{ code: 'unauthorized', message: 'Unauthorized' }]);
    expect(isUnauthenticated(err)).toBe(true);
  });

  it('401 {message:"Unauthenticated."} from auth:api', async () => {
    const err = await errorOf(getCustomerInfo(failing('unauthenticated_401')));
    expect(err).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Unauthenticated.' });
    expect(isUnauthenticated(err)).toBe(true);
  });

  it('401 auth-001 after the non-JSON redirect, and for wrong credentials', async () => {
    expect(await errorOf(getCustomerInfo(failing('auth_failed_401')))).toMatchObject({ status: 401, code: 'auth-001' });
    const err = await errorOf(
      login(failing('bad_credentials_401'), { email_or_phone: 'a@b.c', password: 'x', field_type: 'email' }),
    );
    expect(err).toMatchObject({ status: 401, code: 'auth-001', message: 'User credential does not match' });
  });

  it('403 guest_id (expired token on cart/order routes) counts as unauthenticated', async () => {
    const err = await errorOf(addToCart(failing('guest_id_403'), { item_id: 12, quantity: 1, price: 18 }));
    expect(err).toMatchObject({ status: 403, code: 'guest_id' });
    expect(isUnauthenticated(err)).toBe(true);
  });

  it('other 403s are not unauthenticated', async () => {
    const err = await errorOf(addToCart(failing('cart_exists_403'), { item_id: 12, quantity: 1, price: 18 }));
    expect(err).toMatchObject({ status: 403, code: 'cart_item', message: 'Item already exists' });
    expect(isUnauthenticated(err)).toBe(false);
    expect(isUnauthenticated(new Error('x'))).toBe(false);
  });

  it('Laravel {message:"No query results..."} 404', async () => {
    const err = await errorOf(getOrderDetails(failing('laravel_not_found_404'), 999));
    expect(err).toMatchObject({ status: 404, code: 'not_found' });
    expect(err.message).toContain('No query results');
  });

  it('place-order catch-all 403 [{}]', async () => {
    const err = await errorOf(placeOrder(failing('place_order_catch_all_403'), order));
    expect(err).toMatchObject({ status: 403, code: 'forbidden', message: 'Request failed (403)' });
  });

  it('203 with errors (remove-account with running orders) is an error', async () => {
    const err = await errorOf(removeAccount(failing('remove_account_ongoing_203')));
    expect(err).toMatchObject({ status: 203, code: 'on-going' });
  });

  it('203 COD limit on place-order is an error', async () => {
    expect(await errorOf(placeOrder(failing('cod_limit_203'), order))).toMatchObject({
      status: 203,
      code: 'order_amount',
    });
  });

  it('200 {errors:[...]} from customer/info without X-localization is an error', async () => {
    const err = await errorOf(getCustomerInfo(failing('info_without_language_200')));
    expect(err).toMatchObject({ status: 200, code: 'current_language_key' });
  });

  it('406 and 405 variants', async () => {
    expect(await errorOf(placeOrder(failing('store_closed_406'), order))).toMatchObject({
      status: 406,
      code: 'order_time',
    });
    expect(await errorOf(signUp(failing('otp_failed_405'), { name: 'A', phone: '1', password: 'x' }))).toMatchObject({
      status: 405,
      code: 'otp',
    });
    const err = await errorOf(placeOrder(failing('method_not_allowed_405'), order));
    expect(err).toMatchObject({ status: 405, code: 'method_not_allowed' });
    expect(err.message).toContain('not supported');
  });

  it('429 and 404 coordinates', async () => {
    expect(await errorOf(getCart(failing('rate_limited_429')))).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(await errorOf(getZoneId(failing('out_of_zone_404'), 1, 1))).toMatchObject({
      status: 404,
      code: 'coordinates',
    });
  });

  it('a bad payload is rejected before any call', async () => {
    const { ctx, calls } = answering([]);
    const err = await errorOf(addToCart(ctx, { item_id: 12, quantity: 0, price: 18 }));
    expect(err).toMatchObject({ status: 0, code: 'invalid_request' });
    expect(calls).toHaveLength(0);
  });
});
