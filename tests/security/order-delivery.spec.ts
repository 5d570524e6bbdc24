// Attacks on the delivery fee: the order dialog posts a distance, and the marketplace prices the
// delivery from whatever distance it is sent (per km, at least the minimum). The storefront
// measures the distance itself, from the store to the delivery point, and orders nothing for a
// point its store's zone does not serve.
import { expect, test, type Page } from '@playwright/test';
import { addToServerCart, customerInCairo } from '../e2e/cart-steps.ts';
import { apiGet } from '../e2e/helpers.ts';
import { distanceKm } from '../../src/lib/domain/ordering/distance.ts';
import { deliveryFeeOf, pickShippingRates } from '../../src/lib/domain/ordering/order-costs.ts';
import { orderRequest, runningOrders } from './cart-helpers.ts';

const GROCERY = 1;
/** Fresh Basket Market (Zamalek, Cairo, zone 5) and one of its items above its minimum order. */
const STORE = 1;
const ITEM = { id: 1, price: 120, module_id: GROCERY };
/** Far south-east in the Cairo zone, some 13 km from the store. */
const FAR = { latitude: 29.96, longitude: 31.3 };

async function cartOfOne(page: Page, baseURL: string) {
  const lines = await addToServerCart(page, baseURL, ITEM, 1);
  return lines.map((l) => ({ id: l.id, quantity: l.quantity }));
}

test('a forged distance of 0 changes nothing: the order carries the distance to the point, and its fee', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const lines = await cartOfOne(page, baseURL!);
  const store = await apiGet(request, `/stores/details/${STORE}`, GROCERY);
  const zone = await apiGet(request, `/config/get-zone-id?lat=${FAR.latitude}&lng=${FAR.longitude}`);
  const pivot = zone.zone_data
    .find((z: { id: number }) => z.id === Number(store.zone_id))
    .modules.find((m: { id: number }) => m.id === GROCERY).pivot;
  const expected = distanceKm(
    { lat: Number(store.latitude), lng: Number(store.longitude) },
    { lat: FAR.latitude, lng: FAR.longitude },
  );
  expect(expected).toBeGreaterThan(10);
  const rates = pickShippingRates(
    {
      perKm: pivot.per_km_shipping_charge,
      minimum: pivot.minimum_shipping_charge,
      maximum: pivot.maximum_shipping_charge,
    },
    {
      perKm: store.per_km_shipping_charge,
      minimum: store.minimum_shipping_charge,
      maximum: store.maximum_shipping_charge,
    },
  );
  const fee = deliveryFeeOf(expected, rates, false).fee;
  expect(fee).toBeGreaterThan(deliveryFeeOf(0, rates, false).fee);

  const answer = await page.request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: { ...orderRequest(STORE, GROCERY, lines), ...FAR, distance: 0 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { orderId } = (await answer.json()) as { orderId: number };
  // The order as the marketplace keeps it.
  const orders = (await (await page.request.get('/api/v1/customer/order/running-orders?limit=50&offset=1')).json())
    .orders as Array<{ id: number; distance: number; delivery_charge: number }>;
  const placed = orders.find((o) => o.id === orderId)!;
  expect(Number(placed.distance)).toBeCloseTo(expected, 2);
  expect(Number(placed.delivery_charge)).toBeCloseTo(fee, 2);
});

test('a delivery point outside every zone, or outside the store’s, is refused and nothing is ordered', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const lines = await cartOfOne(page, baseURL!);
  const before = await runningOrders(page.request);
  for (const point of [
    // The desert south of Cairo: no zone.
    { latitude: 29.5, longitude: 31.0 },
    // Alexandria: a zone, not the store's.
    { latitude: 31.2001, longitude: 29.9187 },
  ]) {
    const answer = await page.request.post('/api/order', {
      headers: { Origin: baseURL! },
      data: { ...orderRequest(STORE, GROCERY, lines), ...point, distance: 0 },
    });
    expect(answer.status()).toBe(422);
    const refusal = await answer.json();
    expect(refusal.code).toBe('outside_zone');
    expect(refusal.error).toContain('does not deliver to this address');
  }
  expect(await runningOrders(page.request)).toEqual(before);
});
