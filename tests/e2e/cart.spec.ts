// The cart: add from cards, quantities, remove, clear, the one-store rule, and placing an order.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { customerInCairo, openCart } from './cart-steps.ts';
import { apiGet, showOnWishlist, signUpFresh } from './helpers.ts';

test('adding while signed out fills a guest cart (the marketplace allows guest checkout)', async ({
  page,
  request,
}) => {
  const item = await apiGet(request, '/items/details/1');
  await showOnWishlist(page, [item]);
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toHaveCount(0);
  await openCart(page);
  await expect(page.getByText(item.name).first()).toBeVisible();
});

test('add, add again, plus to the stock limit, minus to 1, remove and clear', async ({ page, request, baseURL }) => {
  await signUpFresh(page, baseURL!);
  const stores = (await apiGet(request, '/stores/get-stores/all?limit=100&offset=1')).stores as Array<{
    id: number;
    open: number;
    module_id: number;
  }>;
  // An in-stock item with a small stock in an open grocery store, and a second item of the same store.
  const open = stores.filter((s) => s.open === 1 && s.module_id === 1).map((s) => s.id);
  let small: any;
  let other: any;
  for (const storeId of open) {
    const items = (await apiGet(request, `/items/suggested?store_id=${storeId}`)).items as any[];
    small = items.find((i) => i.stock >= 2 && i.stock <= 3 && i.maximum_cart_quantity === null);
    other = items.find((i) => i.id !== small?.id && i.stock > 5);
    if (small && other) break;
  }
  expect(small && other).toBeTruthy();
  await showOnWishlist(page, [small, other]);
  const cardOf = (name: string) => page.getByRole('article').filter({ hasText: name });
  await cardOf(small.name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  await cardOf(small.name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Cart updated').first()).toBeVisible();
  await cardOf(other.name).getByRole('button', { name: 'Add to cart' }).click();

  await openCart(page);
  const row = page.getByRole('listitem').filter({ hasText: small.name });
  await expect(row.locator('output')).toHaveText('2');
  for (let q = 2; q < small.stock; q++) {
    await row.getByRole('button', { name: `Increase quantity: ${small.name}` }).click();
    await expect(row.locator('output')).toHaveText(String(q + 1));
  }
  // At the stock the button says it is disabled but still answers a press with the reason.
  await expect(row.getByRole('button', { name: `Increase quantity: ${small.name}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await row.getByRole('button', { name: `Increase quantity: ${small.name}` }).click({ force: true });
  await expect(page.getByText('You have reached the maximum available stock')).toBeVisible();
  await expect(row.locator('output')).toHaveText(String(small.stock));
  while (Number(await row.locator('output').textContent()) > 1) {
    const before = Number(await row.locator('output').textContent());
    await row.getByRole('button', { name: `Decrease quantity: ${small.name}` }).click();
    await expect(row.locator('output')).toHaveText(String(before - 1));
  }
  await expect(row.getByRole('button', { name: `Decrease quantity: ${small.name}` })).toBeDisabled();

  await expectNoViolations(page, 'cart');

  await row.getByRole('button', { name: `Remove: ${small.name}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: small.name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await openCart(page);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('rapid plus presses end at the right quantity', async ({ page, request, baseURL }) => {
  await signUpFresh(page, baseURL!);
  const item = await apiGet(request, '/items/details/2');
  await showOnWishlist(page, [item]);
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await openCart(page);
  const plus = page.getByRole('button', { name: `Increase quantity: ${item.name}` });
  await plus.click();
  await plus.click();
  await plus.click();
  await expect(page.locator('output').first()).toHaveText('4');
  await page.reload();
  await expect(page.locator('output').first()).toHaveText('4');
});

test('another store asks before clearing the cart, both ways', async ({ page, request, baseURL }) => {
  await signUpFresh(page, baseURL!);
  const first = await apiGet(request, '/items/details/1');
  const foreign = ((await apiGet(request, '/stores/popular-items/2', 2)) as any[])[0];
  await showOnWishlist(page, [first, foreign]);
  const cardOf = (name: string) => page.getByRole('article').filter({ hasText: name });
  await cardOf(first.name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await cardOf(foreign.name).getByRole('button', { name: 'Add to cart' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Items from another store' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await openCart(page);
  await expect(page.getByRole('listitem').filter({ hasText: first.name })).toBeVisible();

  await showOnWishlist(page, [first, foreign]);
  await cardOf(foreign.name).getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear cart and add' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await openCart(page);
  await expect(page.getByRole('listitem').filter({ hasText: foreign.name })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: first.name })).toHaveCount(0);
});

test('places a cash-on-delivery order; under the minimum it explains and cannot confirm; bad input keeps the form', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  // Store 10 asks for a large minimum order: a single cheap item cannot be ordered.
  const strict = ((await apiGet(request, '/items/suggested?store_id=10', 2)) as any).items.sort(
    (a: any, b: any) => a.price - b.price,
  )[0];
  await showOnWishlist(page, [strict]);
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await openCart(page);
  // The cart says it by Place order, which opens no order dialog until the minimum is met.
  await expect(page.locator('[data-order-blocked="minimum"]')).toContainText('This store takes orders from 400.00 EGP');
  await page.getByRole('button', { name: 'Place order' }).click({ force: true });
  await expect(page.locator('[data-order-blocked="minimum"][role="alert"]')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /order/i })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear cart' }).click();

  const item = await apiGet(request, '/items/details/1');
  await showOnWishlist(page, [item]);
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await openCart(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const place = page.getByRole('dialog', { name: /order/i });
  await place.getByLabel('Address').fill('12 Tahrir Square, Cairo');
  await place.getByLabel('Notes').fill('Ring twice');
  await place.getByLabel('Name').fill('Al');
  await place.getByRole('button', { name: 'Confirm' }).click();
  await expect(place.getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(place.getByLabel('Notes')).toHaveValue('Ring twice');
  await place.getByLabel('Name').fill('Alia Hassan');
  await expectNoViolations(page, 'order dialog', 'dialog');
  await place.getByRole('button', { name: 'Confirm' }).click();
  // The order's page replaces the cart in the history.
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const running = await page.request.get('/api/v1/customer/order/running-orders?limit=10&offset=1');
  expect(((await running.json()).orders as Array<{ id: number }>).map((o) => o.id)).toContain(orderId);
  await openCart(page);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
