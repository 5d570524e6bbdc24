// After the order: cancelling a pending order (once, with a reason, in English with the script and
// in Arabic without it), an order the store accepted meanwhile, the timeline following the order
// while the page stays open, and "Order again" into an empty cart and into another store's cart,
// and with an item the marketplace no longer sells.
import { expect, test } from '@playwright/test';
import { addRetiredLine, customerWithOrder, itemOfAnotherStore, setOrderStatus } from './aftercare-helpers.ts';
import { addToServerCart } from './cart-steps.ts';

test('a pending order is cancelled once with the reason chosen, and the page says so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { orderId } = await customerWithOrder(page, context, request, baseURL!);
  const timeline = page.getByRole('region', { name: 'Order progress' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Order placed');

  await page.getByRole('link', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose or write a reason.');

  await dialog.getByLabel('I changed my mind').check();
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/customer/order/cancel')) puts.push(r.url());
  });
  await dialog.getByRole('button', { name: 'Cancel the order' }).dblclick();
  await expect(page.getByText('The order was canceled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(puts).toHaveLength(1);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Canceled');
  await expect(page.locator('header [data-status]')).toHaveText('Canceled');
  await expect(page.getByText('Cancellation reason: I changed my mind')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);

  const track = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`);
  expect(await track.json()).toMatchObject({ order_status: 'canceled', cancellation_reason: 'I changed my mind' });
  // Still so once loaded again.
  await page.reload();
  await expect(page.locator('header [data-status]')).toHaveText('Canceled');
});

test('without JavaScript, in Arabic: the form opens in the page, a typed reason cancels the order', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  const { orderId } = await customerWithOrder(page, context, request, baseURL!);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const bare = await noScript.newPage();
  await bare.goto(`/ar/orders-details/${orderId}`);
  await bare.getByRole('link', { name: 'إلغاء الطلب' }).click();
  const form = bare.locator('[data-cancel-form]');
  await expect(form).toBeVisible();
  // Nothing chosen: refused, nothing lost.
  await form.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(bare.getByText('اختر سببًا أو اكتبه.')).toBeVisible();
  await bare.getByLabel('سببك').fill('وجدت متجرًا أقرب');
  await bare.locator('[data-cancel-form]').getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(bare.getByText('تم إلغاء الطلب.')).toBeVisible();
  await expect(bare.locator('[data-order-live="timeline"] [aria-current="step"]')).toContainText('أُلغي');
  await expect(bare.getByText('وجدت متجرًا أقرب')).toBeVisible();
  await bare.setViewportSize({ width: 320, height: 900 });
  await bare.screenshot({ path: test.info().outputPath('cancelled-ar-320.png'), fullPage: true });
  await noScript.close();
});

test('an order the store accepted meanwhile is not cancelled, and the page says why', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { orderId } = await customerWithOrder(page, context, request, baseURL!);
  await page.getByRole('link', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('I ordered by mistake').check();
  setOrderStatus(orderId, 'confirmed');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'can no longer be canceled' })).toBeVisible();
  await expect(page.locator('header [data-status]')).toHaveText(/Confirmed/);
  await expect(page.locator('[data-order-live="timeline"] [aria-current="step"]')).toContainText('Confirmed');
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
});

test('the timeline follows the order while the page is open, announces it, and stops at the end', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Two status changes, each seen at the next 20 s round, then one quiet round: the page's clock
  // is moved on by each round rather than waited for.
  test.slow();
  await page.clock.install();
  const { orderId } = await customerWithOrder(page, context, request, baseURL!);
  const current = page.locator('[data-order-live="timeline"] [aria-current="step"]');
  await expect(current).toContainText('Order placed');
  setOrderStatus(orderId, 'processing');
  // The page asks every 20 s.
  await page.clock.runFor(20_000);
  await expect(current).toContainText('Being prepared', { timeout: 15_000 });
  await expect(page.locator('[data-order-announce]')).toHaveText('Order status: Being prepared');
  await expect(page.locator('[data-step="placed"] time')).toBeVisible();
  await expect(page.locator('[data-step="processing"] time')).toBeVisible();
  await expect(page.locator('[data-step="delivered"]')).toContainText('Not yet');
  // The cancel control went with the pending status.
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);

  setOrderStatus(orderId, 'delivered');
  await page.clock.runFor(20_000);
  await expect(current).toContainText('Delivered', { timeout: 15_000 });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/customer/order/track')) asked.push(r.url());
  });
  // Ended: "Order again" is offered, and nobody asks for news any more, however long the page stays.
  await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible();
  await page.clock.runFor(25_000);
  // A round would have sent its request from the timer itself; one trip to the page lets it show.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(asked).toEqual([]);
});

test('Order again puts a delivered order back into an empty cart, then into a cart of another store', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { orderId, item } = await customerWithOrder(page, context, request, baseURL!, 3);
  setOrderStatus(orderId, 'delivered');
  await page.reload();
  await page.getByRole('button', { name: 'Order again' }).click();
  await page.waitForURL(/\/en\/cart$/);
  const line = page.locator('[data-cart-line]').first();
  await expect(line).toContainText(item.name);
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.lines.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity])).toEqual([[item.id, 3]]);

  // Another store's item in the cart: the usual question, then only this order's lines.
  await page.request.delete('/api/v1/customer/cart/remove', { headers: { Origin: baseURL!, 'X-Module-Id': '1' } });
  const other = await itemOfAnotherStore(request, item.store_id);
  await addToServerCart(page, baseURL!, other);
  await page.goto(`/en/orders-details/${orderId}`);
  await page.getByRole('button', { name: 'Order again' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  await page.screenshot({ path: test.info().outputPath('reorder-question-320.png') });
  await question.getByRole('button', { name: /clear/i }).click();
  await page.waitForURL(/\/en\/cart$/);
  const after = await (await page.request.get('/api/cart')).json();
  expect(after.lines.map((l: { item_id: number }) => l.item_id)).toEqual([item.id]);
});

test('Order again with an item no longer sold adds the rest and names it, in English and Arabic', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { orderId, item } = await customerWithOrder(page, context, request, baseURL!, 2);
  addRetiredLine(orderId, 'Retired Falafel Plate');
  setOrderStatus(orderId, 'delivered');
  await page.reload();
  await page.getByRole('button', { name: 'Order again' }).click();
  // The page stays to say what could not come back; the rest is in the cart.
  const report = page.locator('[data-reorder-report]');
  await expect(report).toHaveRole('alert');
  await expect(report).toContainText('Some items could not be added');
  await expect(report).toContainText('Retired Falafel Plate: no longer sold');
  await expect(page).toHaveURL(new RegExp(`/en/orders-details/${orderId}$`));
  await expect(page.locator('[data-cart-count]').first()).toHaveText('2');
  await report.getByRole('link', { name: 'Go to cart' }).click();
  await page.waitForURL(/\/en\/cart$/);
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.locator('[data-cart-line]').first()).toContainText(item.name);

  // In Arabic, right to left, with the same cart: the lines are updated, the missing one named.
  await page.goto(`/ar/orders-details/${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'اطلب مرة أخرى' }).click();
  await expect(page.locator('[data-reorder-report]')).toContainText('Retired Falafel Plate');
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.lines.map((l: { item_id: number }) => l.item_id)).toEqual([item.id]);
});
