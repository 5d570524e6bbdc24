// Shared steps of the guest attacks: calls sent as a stranger would (fetch, hand-made cookies) and
// a guest made through the storefront, whose sealed id is found on the marketplace's side.
import { expect } from '@playwright/test';
import { API } from '../e2e/helpers.ts';

export const ITEM = { item_id: 1, quantity: 1, price: 108, model: 'Item' };

/** The value of a cookie set by a response, or null. */
export function setCookie(res: Response, name: string): string | null {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    if (key!.trim() === name) return value.join('=');
  }
  return null;
}

export async function storefront(
  baseURL: string,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown } = {},
) {
  return fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Origin: baseURL,
      'X-Module-Id': '1',
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    redirect: 'manual',
  });
}

/** A guest made through the storefront, with a line in its cart: its cookie and its id. */
export async function guestWithCart(baseURL: string, request: import('@playwright/test').APIRequestContext) {
  const res = await storefront(baseURL, '/api/v1/customer/cart/add', { method: 'POST', json: ITEM });
  expect(res.status).toBe(200);
  const cookie = setCookie(res, 'guest');
  expect(cookie).toBeTruthy();
  const added = ((await res.json()) as Array<{ id: number }>)[0]!.id;
  // The guest id is sealed in the cookie; the marketplace's recent guests show whose line it is.
  const fresh = (await (await request.post(`${API}/auth/guest/request`, { data: {} })).json()).guest_id as number;
  for (let id = fresh - 1; id > fresh - 50; id--) {
    const lines = await (
      await request.get(`${API}/customer/cart/list?guest_id=${id}`, {
        headers: { moduleId: '1', Accept: 'application/json' },
      })
    ).json();
    if (Array.isArray(lines) && lines.some((l: { id: number }) => l.id === added))
      return { cookie: `guest=${cookie}`, id, lines };
  }
  throw new Error('the guest was not found');
}
