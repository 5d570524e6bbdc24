// Account pages: orders and order details, signed in as the demo customer, rendered on the server
// (profile and notifications: account.spec.ts).
import { expect, test } from '@playwright/test';
import { money, proxyGet, signIn } from './helpers.ts';

test.describe('orders', () => {
  test('tabs Running and All with counts from the API, cards and load more', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    let running: any;
    let history: any;
    // Other tests may place orders meanwhile: compare the page and the API at the same moment.
    await expect(async () => {
      await page.goto('/en/orders-lists');
      running = await proxyGet(page, 'customer/order/running-orders?limit=100&offset=1');
      history = await proxyGet(page, 'customer/order/list?limit=100&offset=1');
      const tabs = page.getByRole('navigation', { name: 'Order lists' });
      await expect(tabs.getByRole('link', { name: /Running/ }).locator('[data-count]')).toHaveText(
        String(running.total_size),
        { timeout: 500 },
      );
      await expect(tabs.getByRole('link', { name: /All/ }).locator('[data-count]')).toHaveText(
        String(running.total_size + history.total_size),
        { timeout: 500 },
      );
    }).toPass({ timeout: 15_000 });

    const tabs = page.getByRole('navigation', { name: 'Order lists' });
    await expect(tabs.getByRole('link', { name: /Running/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /All/ })).not.toHaveAttribute('aria-current', /.*/);
    const cards = page.locator('[data-orders] article');
    await expect(cards).toHaveCount(Math.min(10, running.total_size));
    const runningIds = (running.orders as any[]).map((o) => String(o.id));
    for (const id of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id'))))
      expect(runningIds).toContain(id);

    // A card: number, status, date, amount, delivery fee, address, contact, note, details.
    const sample = (running.orders as any[]).find((o) => o.order_note) ?? running.orders[0];
    const card = page.locator(`article[data-order-id="${sample.id}"]`);
    await expect(card.getByRole('heading', { name: `Order #${sample.id}` })).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', sample.order_status);
    await expect(card).toContainText(`${money(sample.order_amount)} EGP`);
    await expect(card).toContainText(`${money(sample.delivery_charge)} EGP`);
    await expect(card).toContainText(sample.delivery_address.address);
    await expect(card).toContainText(sample.delivery_address.contact_person_name);
    await expect(card).toContainText(sample.delivery_address.contact_person_number);
    if (sample.order_note) await expect(card).toContainText(sample.order_note);

    await tabs.getByRole('link', { name: /All/ }).click();
    await page.waitForURL('**/en/orders-lists?tab=all');
    await expect(
      page.getByRole('navigation', { name: 'Order lists' }).getByRole('link', { name: /All/ }),
    ).toHaveAttribute('aria-current', 'page');
    const total = running.total_size + history.total_size;
    const merged = [...running.orders, ...history.orders].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
    );
    await expect(cards).toHaveCount(Math.min(10, total));
    expect(await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-id'))))).toEqual(
      merged.slice(0, 10).map((o) => o.id),
    );
    await expect(page.locator('[data-showing]')).toHaveText(`Showing ${Math.min(10, total)} of ${total}`);

    if (total > 10) {
      await page.locator('[data-load-more]').click();
      await page.waitForURL('**/en/orders-lists?tab=all&page=2#item-11');
      await expect(cards).toHaveCount(Math.min(20, total));
      expect(await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-id'))))).toEqual(
        merged.slice(0, 20).map((o) => o.id),
      );
      await expect(page.locator('#item-11')).toBeInViewport();
    }
  });

  test('status badges: pending, processing, delivered and canceled have colours, others are neutral', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!);
    await page.goto('/en/orders-lists?tab=all&page=2');
    const tone = async (status: string) => page.locator(`[data-status="${status}"]`).first().getAttribute('data-tone');
    expect(await tone('pending')).toBe('pending');
    expect(await tone('processing')).toBe('processing');
    expect(await tone('delivered')).toBe('delivered');
    expect(await tone('canceled')).toBe('canceled');
    expect(await tone('confirmed')).toBe('neutral');
    expect(await tone('refunded')).toBe('neutral');
    const colour = (status: string) =>
      page
        .locator(`[data-status="${status}"]`)
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundColor);
    const colours = new Set([
      await colour('pending'),
      await colour('processing'),
      await colour('delivered'),
      await colour('canceled'),
      await colour('confirmed'),
    ]);
    expect(colours.size).toBe(5);
  });

  test('work without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, baseURL!);
    await page.goto('/en/orders-lists');
    await page.getByRole('navigation', { name: 'Order lists' }).getByRole('link', { name: /All/ }).click();
    await expect(
      page.getByRole('navigation', { name: 'Order lists' }).getByRole('link', { name: /All/ }),
    ).toHaveAttribute('aria-current', 'page');
    await page
      .locator('[data-orders] article')
      .first()
      .getByRole('link', { name: /Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await context.close();
  });
});

test.describe('order details', () => {
  test('opened from a card', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/en/orders-lists');
    const card = page.locator('[data-orders] article').first();
    const id = await card.getAttribute('data-order-id');
    await card.getByRole('link', { name: `Details, Order #${id}` }).click();
    await page.waitForURL(`**/en/orders-details/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
    await expect(page.locator('[data-line]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.waitForURL('**/en/orders-lists');
  });

  test('opened directly: status, date, lines, subtotal, delivery, coupon and total', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    const order = await proxyGet(page, 'customer/order/track?order_id=100006');
    const lines = await proxyGet<any[]>(page, 'customer/order/details?order_id=100006');
    const response = await page.goto('/en/orders-details/100006');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Order #100006' })).toBeVisible();
    await expect(page.locator('header [data-status]')).toHaveText('Delivered');
    await expect(page.locator('[data-order-date]')).toHaveText(
      /^\s*[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\s*$/,
    );
    const rows = page.locator('[data-line]');
    await expect(rows).toHaveCount(lines.length);
    for (const [i, line] of lines.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole('heading')).toHaveText(line.item_details.name);
      await expect(row).toContainText(`${money(line.price)} EGP`);
      await expect(row.locator('[data-quantity]')).toHaveText(String(line.quantity));
      await expect(row.locator('img')).toHaveCount(1);
    }
    await expect(rows.first()).toContainText('Size: Regular');
    // The subtotal is the lines; the rows add up to the total.
    const subtotal = lines.reduce((s, l) => s + l.price * l.quantity + l.total_add_on_price, 0);
    await expect(page.locator('[data-subtotal]')).toHaveText(`${money(subtotal)} EGP`);
    const amounts = await page
      .locator('[data-summary] dd[data-amount]:not([data-total])')
      .evaluateAll((dds) => dds.map((d) => Number(d.getAttribute('data-amount'))));
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100).toBe(order.order_amount);
    await expect(page.locator('[data-delivery]')).toHaveText(`${money(order.delivery_charge)} EGP`);
    await expect(page.locator('[data-coupon]')).toHaveText(`-${money(order.coupon_discount_amount)} EGP`);
    await expect(page.locator('[data-total]')).toHaveText(`${money(order.order_amount)} EGP`);
  });

  test('variations and add-on prices, and no coupon line without a coupon', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/en/orders-details/100002');
    const first = page.locator('[data-line]').first();
    await expect(first).toContainText('Size: Large');
    await expect(first).toContainText('Extra cheese');
    await expect(first).toContainText('Add-on price');
    await expect(first).toContainText('10.00 EGP');
    await expect(page.locator('[data-coupon]')).toHaveCount(0);
  });

  test("someone else's order, an unknown one and a non-numeric id are not found (404)", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    for (const path of [
      '/en/orders-details/100005',
      '/en/orders/100005',
      '/en/orders-details/999999',
      '/en/orders-details/abc',
      '/en/orders/12x',
    ]) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    }
  });

  test('/orders/{id} is the same screen', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/ar/orders/100006');
    await expect(page.getByRole('heading', { level: 1, name: 'الطلب رقم ١٠٠٠٠٦' })).toBeVisible();
    await expect(page.locator('[data-total]')).toContainText('ج.م');
  });
});
