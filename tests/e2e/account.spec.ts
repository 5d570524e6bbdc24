// Account pages: profile and notifications — signed out (the unauthorized page) and signed in as
// the demo customer, rendered on the server (orders and order details: account-orders.spec.ts).
import { expect, test } from '@playwright/test';
import { proxyGet, signIn } from './helpers.ts';

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
