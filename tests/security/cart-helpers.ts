// Shared steps of the cart attacks: a fresh customer signed in both to the storefront (the
// request context's cookie) and, for calls that go around the storefront, to the API itself.
import { expect, type APIRequestContext } from '@playwright/test';
import { API, newAccount } from '../e2e/helpers.ts';
import { apiToken } from '../e2e/marketplace-orders.ts';

export interface Customer {
  email: string;
  /** The API token, for direct calls (as an attacker with their own account would make). */
  token: string;
}

export async function freshCustomer(request: APIRequestContext, baseURL: string): Promise<Customer> {
  const email = await newAccount(request, baseURL);
  return { email, token: await apiToken(request, email) };
}

/** A call to the API directly, with the customer's token (never through the storefront). */
export async function direct(
  request: APIRequestContext,
  customer: Customer,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  moduleId: number,
  data?: unknown,
) {
  const res = await request.fetch(`${API}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${customer.token}`,
      moduleId: String(moduleId),
      zoneId: '[5]',
      'X-localization': 'en',
    },
    data,
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as any };
}

/** A cart call through the storefront's proxy, as the islands make it. */
export async function viaProxy(
  request: APIRequestContext,
  baseURL: string,
  method: 'POST' | 'DELETE' | 'GET',
  path: string,
  moduleId: number,
  data?: unknown,
) {
  const res = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { Origin: baseURL, 'X-Module-Id': String(moduleId), Accept: 'application/json' },
    data,
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as any };
}

export async function cartLines(request: APIRequestContext, customer: Customer, moduleId: number): Promise<any[]> {
  const list = await direct(request, customer, 'GET', '/customer/cart/list', moduleId);
  expect(list.status).toBe(200);
  return list.body as any[];
}

export async function runningOrders(request: APIRequestContext): Promise<number[]> {
  const res = await request.get('/api/v1/customer/order/running-orders?limit=50&offset=1');
  expect(res.status()).toBe(200);
  return ((await res.json()).orders as Array<{ id: number }>).map((o) => o.id);
}

/** What the place-order dialog posts to /api/order for the lines the cart holds (Cairo, zone 5). */
export function orderRequest(storeId: number, moduleId: number, lines: Array<{ id: number; quantity: number }>) {
  return {
    key: crypto.randomUUID(),
    storeId,
    moduleId,
    distance: 2,
    latitude: 30.0444,
    longitude: 31.2357,
    total: 1,
    form: {
      contact_person_name: 'Test Buyer',
      contact_person_number: '+201012345678',
      contact_person_email: 'buyer@demo.test',
      address: '12 Tahrir Square, Cairo',
    },
    lines,
  };
}

/** A request context's starting cookies on `host`: plain ones, as the storefront's pages set them. */
export function cookieJar(host: string, cookies: Array<[string, string]>) {
  return {
    cookies: cookies.map(([name, value]) => ({
      name,
      value,
      domain: host,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}
