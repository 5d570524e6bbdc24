// Attacks on an item campaign's cart line: a forged price, a campaign the module does not run
// (ended, switched off, unknown), add-ons and options it does not offer, more than its cap, and
// the item of the same id counted as the campaign. The marketplace takes the cart price as given
// and adds any item campaign by id (ItemCampaign::find, no scope), so the storefront's proxy must
// hold these; the marketplace then prices the order from item_campaigns.
import { expect, test } from '@playwright/test';
import { cartLines, freshCustomer, viaProxy } from './cart-helpers.ts';

const FOOD = 2;
/** Family koshary box (item campaign 2, store 2, 180 EGP); the platter (3, store 5, cap 3). */
const BOX = 2;
const PLATTER = 3;
const base = { item_id: BOX, quantity: 1, price: 180, model: 'ItemCampaign' };

test('an item campaign added through the storefront is priced by the marketplace data, not the browser', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const added = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, { ...base, price: 0.01 });
  expect(added.status).toBe(200);
  const lines = await cartLines(request, customer, FOOD);
  expect(lines).toEqual([
    expect.objectContaining({ item_id: BOX, item_type: 'App\\Models\\ItemCampaign', price: 180 }),
  ]);
});

test('campaigns the module does not run, and options, add-ons and quantities they do not offer, are refused', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const attacks: Array<{ name: string; body: Record<string, unknown>; status: number }> = [
    { name: 'an ended campaign', body: { ...base, item_id: 4 }, status: 404 },
    { name: 'a switched-off campaign of another module', body: { ...base, item_id: 5 }, status: 404 },
    { name: 'an unknown campaign', body: { ...base, item_id: 999_999 }, status: 404 },
    { name: 'an add-on', body: { ...base, add_on_ids: [1], add_on_qtys: [1] }, status: 422 },
    { name: 'an option', body: { ...base, variation: [{ type: 'XL' }] }, status: 422 },
    { name: 'more than the cap', body: { ...base, item_id: PLATTER, price: 650, quantity: 4 }, status: 409 },
    { name: 'a guest_id', body: { ...base, guest_id: 1 }, status: 400 },
  ];
  for (const attack of attacks) {
    const answer = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, attack.body);
    expect(answer.status, attack.name).toBe(attack.status);
    expect(typeof answer.body?.error, attack.name).toBe('string');
  }
  expect(await cartLines(request, customer, FOOD)).toEqual([]);
});

test("the cap of a campaign counts its own lines, not the item's of the same id", async ({ request, baseURL }) => {
  const customer = await freshCustomer(request, baseURL!);
  const platter = { ...base, item_id: PLATTER, price: 650, quantity: 3 };
  expect((await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, platter)).status).toBe(200);
  // One more of the platter is over its cap of 3, whatever the cart holds of item 3.
  const more = await viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FOOD, { ...platter, quantity: 1 });
  expect(more.status).toBe(409);
  expect(more.body.code).toBe('stock');
  const lines = await cartLines(request, customer, FOOD);
  expect(lines.map((l) => [l.item_type, l.item_id, l.quantity])).toEqual([['App\\Models\\ItemCampaign', PLATTER, 3]]);
});
