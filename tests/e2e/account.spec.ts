// Account pages: profile, notifications, orders and order details — signed out (the unauthorized
// page) and signed in as the demo customer, rendered on the server.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const money = (n: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** A customer call through the storefront's proxy, with the page's session cookie. */
async function proxyGet<T = any>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test.describe('signed out', () => {
  for (const path of [
    '/profile',
    '/update-profile',
    '/notifications',
    '/orders-lists',
    '/orders-details/100001',
    '/orders/100001',
  ]) {
    test(`${path} shows the unauthorized page with a sign-in button`, async ({ page }) => {
      await page.goto(`/en${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();
      await expect(page.getByText('Please sign in to see this page.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
    });
  }

  test('signing in from the unauthorized page shows the profile', async ({ page }) => {
    await page.goto('/en/profile');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Email or phone').fill('customer@demo.test');
    await dialog.getByLabel('Password', { exact: true }).fill('demo12345');
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Demo Customer' })).toBeVisible();
  });

  test('an ended session clears the cookie and shows the unauthorized page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'session', value: 'no-such-token', url: baseURL! }]);
    await page.goto('/en/orders-lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
  });
});

test.describe('profile', () => {
  test("shows the demo customer's data, rendered on the server", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    const info = await proxyGet(page, 'customer/info');
    const response = await page.goto('/en/profile');
    expect(response!.headers()['cache-control']).toContain('no-store');
    const html = await response!.text();
    expect(html).toContain('DEMO2024');
    expect(html).toContain('Demo Customer');

    await expect(page.getByRole('heading', { name: 'Demo Customer' })).toBeVisible();
    const row = (label: string) =>
      page
        .locator('main dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(row('First name')).toHaveText('Demo');
    await expect(row('Last name')).toHaveText('Customer');
    await expect(row('Email')).toHaveText('customer@demo.test');
    await expect(row('Phone')).toHaveText(info.phone);
    await expect(row('Member since')).toHaveText(/^\s*[A-Z][a-z]{2} \d{1,2}, 2025\s*$/);
    await expect(page.locator('[data-status]')).toHaveText('Active');
    await expect(page.getByText('250.50 EGP')).toBeVisible();
    await expect(page.locator('main li').filter({ hasText: 'Loyalty points' })).toContainText('120');
    await expect(page.locator('main li').filter({ hasText: 'Orders' })).toContainText(String(info.order_count));
    await expect(page.locator('main img[src^="/img?"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/en/update-profile');
  });

  test('copies the referral code', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await signIn(page, baseURL!);
    await page.goto('/en/profile');
    await page.getByRole('button', { name: 'Copy referral code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO2024');
  });

  test("shows 'not specified' for an empty last name and the name's first letter without a photo", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!, 'other@demo.test');
    await page.goto('/en/profile');
    const lastName = page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Last name$/ }) })
      .locator('dd');
    await expect(lastName).toHaveText('Not specified');
    await expect(page.locator('[data-avatar-initial]')).toHaveText('O');
  });

  test('is in Arabic digits and dates in Arabic', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/ar/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main li').filter({ hasText: 'نقاط الولاء' })).toContainText('١٢٠');
    await expect(page.getByText('٢٥٠٫٥٠ ج.م')).toBeVisible();
    await expect(page.locator('dl > div').filter({ hasText: 'عضو منذ' }).locator('dd')).toHaveText(/فبراير ٢٠٢٥/);
  });

  test('signs out and goes home', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/en/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Only the navigation matters here, not how long home takes to load.
    await page.waitForURL((url) => url.pathname === '/en', { waitUntil: 'commit' });
    await page.goto('/en/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();
  });
});

test.describe('notifications', () => {
  test('lists them newest first with dates, an unread look, read more / less and order links', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!);
    const raw = await proxyGet<any[]>(page, 'customer/notifications');
    await page.goto('/en/notifications');
    const items = page.locator('notification-list li[data-key]');
    await expect(items).toHaveCount(raw.length);
    // Personal ones carry their title only under data.
    await expect(items.filter({ hasText: 'Order Notification' }).first()).toBeVisible();
    const times = await items
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The server's read state (spec: unread when status is falsy), even on a device that has
    // seen nothing: the seed's loyalty notification has status 0, the rest 1.
    const unreadOnServer = raw.filter((n) => !n.status);
    expect(unreadOnServer.length).toBeGreaterThan(0);
    expect(raw.length - unreadOnServer.length).toBeGreaterThan(0);
    const loyalty = items.filter({ hasText: 'Loyalty points earned' });
    await expect(loyalty).toHaveAttribute('data-unread', '');
    await expect(loyalty.getByText('Unread')).toBeVisible();
    await expect(page.locator('notification-list li[data-unread]')).toHaveCount(unreadOnServer.length);
    const first = items.first();
    await expect(first).not.toHaveAttribute('data-unread', /.*/);
    await expect(first.getByText('Unread')).toBeHidden();

    const long = items.filter({ hasText: 'Thank you for your order 100012' });
    const text = long.locator('[data-description]');
    const toggle = long.getByRole('button', { name: 'Read more' });
    await expect(text).toHaveClass(/line-clamp-2/);
    const clampedHeight = (await text.boundingBox())!.height;
    await toggle.click();
    await expect(long.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(text).not.toHaveClass(/line-clamp-2/);
    expect((await text.boundingBox())!.height).toBeGreaterThan(clampedHeight);
    await long.getByRole('button', { name: 'Read less' }).click();
    await expect(long.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text).toHaveClass(/line-clamp-2/);

    // Short ones have no toggle; broadcasts have no order link.
    await expect(items.filter({ hasText: 'Your order 100008 is processing' }).getByRole('button')).toHaveCount(0);
    await expect(items.filter({ hasText: 'New pharmacies in Cairo' }).getByRole('link')).toHaveCount(0);

    // Seen once on this device: read on the next visit (the device adds to the server's state).
    await loyalty.scrollIntoViewIfNeeded();
    const key = await loyalty.getAttribute('data-key');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('notification_id_list') ?? ''))
      .toContain(`"${key}"`);
    await page.reload();
    await expect(page.locator(`li[data-key="${key}"]`)).not.toHaveAttribute('data-unread', /.*/);
    await expect(page.locator(`li[data-key="${key}"]`).getByText('Unread')).toBeHidden();
    await expect(page.locator('notification-list li[data-unread]')).toHaveCount(unreadOnServer.length - 1);

    await long.getByRole('link', { name: /View order/ }).click();
    await page.waitForURL('**/en/orders/100012');
    await expect(page.getByRole('heading', { level: 1, name: 'Order #100012' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("shows the server's unread ones as unread", async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.goto('/en/notifications');
      const loyalty = page.locator('notification-list li[data-key]').filter({ hasText: 'Loyalty points earned' });
      await expect(loyalty).toHaveAttribute('data-unread', '');
      await expect(loyalty.getByText('Unread')).toBeVisible();
      await expect(
        page.locator('notification-list li').filter({ hasText: 'Your order 100008 is processing' }).getByText('Unread'),
      ).toBeHidden();
    });
  });

  test('shows date and time in Arabic', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/ar/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
    await expect(page.locator('notification-list time').first()).toHaveText(
      /^\s*[٠-٩]+ [^\d\s]+ [٠-٩]{4}، [٠-٩]+:[٠-٩]{2} [صم]\s*$/,
    );
  });

  test('shows the empty state for a customer without notifications', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, 'other@demo.test');
    const raw = await proxyGet<any[]>(page, 'customer/notifications');
    await page.goto('/en/notifications');
    if (raw.length === 0) await expect(page.getByText('You have no notifications yet.')).toBeVisible();
    else await expect(page.locator('notification-list li')).toHaveCount(raw.length);
  });
});

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
    await expect(page.getByRole('heading', { level: 1, name: 'الطلب رقم 100006' })).toBeVisible();
    await expect(page.locator('[data-total]')).toContainText('ج.م');
  });
});
