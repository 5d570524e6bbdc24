// Attacks on a variation's own stock: size M of the polo shirt has a stock of its own, and the
// marketplace compares a new line with the item's first line only, so M can enter the cart in
// several lines (after an S line), each within M's stock, together above it. The storefront
// holds M's stock across all of M's lines: at add, at update and before the order.
import { expect, test } from '@playwright/test';
import { apiGet } from '../e2e/helpers.ts';
import { cartLines, direct, freshCustomer, orderRequest, runningOrders, viaProxy } from './cart-helpers.ts';

const FASHION = 4;
/** Egyptian Cotton Polo Shirt: sizes S, M, L, XL, each with its own stock. */
const POLO = 148;

test('lines of one variation cannot take the cart above that variation’s stock (add, update, order)', async ({
  request,
  baseURL,
}) => {
  const customer = await freshCustomer(request, baseURL!);
  const polo = await apiGet(request, `/items/details/${POLO}`, FASHION);
  const sizes = polo.variations as Array<{ type: string; stock: number }>;
  // The size with the least stock, and another one to open the cart with.
  const scarce = [...sizes].filter((v) => v.stock > 0).sort((a, b) => a.stock - b.stock)[0]!;
  const other = sizes.find((v) => v.type !== scarce.type && v.stock > 0)!;
  // The item's stock (all sizes) would allow more: only the size's own stock stands in the way.
  expect(Number(polo.stock)).toBeGreaterThan(scarce.stock + 2);
  const add = (type: string, quantity: number) =>
    viaProxy(request, baseURL!, 'POST', 'customer/cart/add', FASHION, {
      item_id: POLO,
      quantity,
      price: Number(polo.price),
      model: 'Item',
      variation: [{ type }],
    });

  expect((await add(other.type, 1)).status).toBe(200);
  expect((await add(scarce.type, scarce.stock)).status).toBe(200);
  const again = await add(scarce.type, 1);
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('stock');
  expect(again.body.error).toContain(`(${scarce.type})`);
  expect((await cartLines(request, customer, FASHION)).length).toBe(2);

  // Straight at the marketplace (around the storefront): a second line of the scarce size.
  const forced = await direct(request, customer, 'POST', '/customer/cart/add', FASHION, {
    item_id: POLO,
    quantity: 1,
    price: Number(polo.price),
    model: 'Item',
    variation: [{ type: scarce.type }],
  });
  expect(forced.status).toBe(200);
  const lines = await cartLines(request, customer, FASHION);
  const scarceLines = lines.filter((l) => l.variation?.[0]?.type === scarce.type);
  expect(scarceLines).toHaveLength(2);

  // Raising the second line through the storefront: refused.
  const raised = await viaProxy(request, baseURL!, 'POST', 'customer/cart/update', FASHION, {
    cart_id: scarceLines[1].id,
    quantity: 2,
    price: Number(polo.price),
  });
  expect(raised.status).toBe(409);
  expect(raised.body.code).toBe('stock');

  // Ordering the cart as it is: refused, nothing ordered, the size's stock untouched.
  const before = await runningOrders(request);
  const order = await request.post('/api/order', {
    headers: { Origin: baseURL! },
    data: orderRequest(
      Number(polo.store_id),
      FASHION,
      lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    ),
  });
  expect(order.status()).toBe(409);
  const refusal = await order.json();
  expect(refusal.code).toBe('stock');
  // (The item's name in the marketplace's language for this request.)
  expect(refusal.error).toMatch(new RegExp(`^Only ${scarce.stock} of .+ \\(${scarce.type}\\) can be ordered`));
  expect(await runningOrders(request)).toEqual(before);
  const after = await apiGet(request, `/items/details/${POLO}`, FASHION);
  expect(after.variations.find((v: { type: string }) => v.type === scarce.type).stock).toBe(scarce.stock);
});
