// A store as a menu: sections per category with a bar that follows the scroll, a search in the
// store, and a closed store that says so and refuses the order before the dialog, in English and
// Arabic, down to 320 px.
import { expect, test, type Page } from '@playwright/test';
import { openCart, openOrderDialog } from './cart-steps.ts';
import { API, apiGet, locateInCairo, signUpFresh } from './helpers.ts';
import { API_HEADERS, apiToken } from './marketplace-orders.ts';

const shots = test.info;

async function screenshot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: shots().outputPath(`${name}.png`), fullPage });
}

test('the store lists its items by category, and the bar marks the section being read', async ({ page, request }) => {
  const details = await apiGet<{ category_details: { id: number; name: string }[] }>(request, '/stores/details/1', 1);
  const names = details.category_details.map((c) => c.name);
  expect(names.length).toBeGreaterThan(2);

  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/en/store/1');
  const sections = page.locator('[data-menu-section]');
  await expect(sections).toHaveCount(names.length);
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(names);
  // Each section holds that category's items of this store, as the API counts them.
  for (const [i, category] of details.category_details.entries()) {
    const list = await apiGet<{ total_size: number; products: { store_id: number }[] }>(
      request,
      `/items/latest?store_id=1&category_id=${category.id}&limit=50&offset=1`,
      1,
    );
    await expect(sections.nth(i).getByRole('article')).toHaveCount(Math.min(list.total_size, 8));
  }

  const bar = page.getByRole('navigation', { name: 'Menu categories' });
  await expect(bar.getByRole('link')).toHaveCount(names.length);
  await expect(bar.getByRole('link', { name: names[0] })).toHaveAttribute('aria-current', 'true');
  const last = names.at(-1)!;
  await bar.getByRole('link', { name: last }).click();
  await expect(page).toHaveURL(new RegExp(`#menu-${details.category_details.at(-1)!.id}$`));
  await expect(sections.last().getByRole('heading', { level: 2, name: last })).toBeInViewport();
  await expect(bar.getByRole('link', { name: last })).toHaveAttribute('aria-current', 'true');
  // The bar stays under the header while the page scrolls.
  const header = await page.locator('body > header, header.sticky').first().boundingBox();
  const stuck = await bar.boundingBox();
  expect(Math.abs(stuck!.y - (header!.y + header!.height))).toBeLessThan(3);
  await screenshot(page, 'menu-en-scrolled');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar.getByRole('link', { name: names[0] })).toHaveAttribute('aria-current', 'true');
  await expect(bar.getByRole('link', { name: last })).not.toHaveAttribute('aria-current', 'true');
});

test('a section with more items than shown links to the whole category', async ({ page, request }) => {
  const details = await apiGet<{ category_details: { id: number; name: string }[] }>(request, '/stores/details/2', 2);
  const totals = await Promise.all(
    details.category_details.map(
      async (c) =>
        (
          await apiGet<{ total_size: number }>(
            request,
            `/items/latest?store_id=2&category_id=${c.id}&limit=50&offset=1`,
            2,
          )
        ).total_size,
    ),
  );
  const big = totals.findIndex((n) => n > 8);
  expect(big).toBeGreaterThanOrEqual(0);
  await page.goto('/en/store/2');
  const section = page.locator(`[data-menu-section="${details.category_details[big]!.id}"]`);
  await section.getByRole('link', { name: `See all (${totals[big]})` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/store/2\\?category=${details.category_details[big]!.id}$`));
  await expect(page.locator('[data-menu-section]')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(totals[big]!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/en/store/2\\?category=${details.category_details[big]!.id}$`),
  );
  await page.getByRole('link', { name: 'Back to the whole menu' }).click();
  await expect(page.locator('[data-menu-section]')).toHaveCount(details.category_details.length);
});

test('the search box searches this store only, results in the page', async ({ page, request }) => {
  // A word from one of the store's own dishes.
  const menu = await apiGet<{ products: { name: string }[] }>(
    request,
    '/items/latest?store_id=2&category_id=0&limit=50&offset=1',
    2,
  );
  const dish = menu.products[0]!.name;
  const word = dish.split(/[\s,]+/).find((w) => w.length > 3)!;
  await page.goto('/en/store/2');
  const box = page.getByRole('searchbox', { name: 'Search in this store' });
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/store/2\\?q=${encodeURIComponent(word)}$`));
  const items = page.locator('[data-store-items]');
  await expect(items.getByRole('heading', { level: 2 })).toHaveText(`Results for “${word}”`);
  await expect(items.getByRole('heading', { level: 3, name: dish })).toBeVisible();
  await expect(page.locator('[data-menu-section]')).toHaveCount(0);
  for (const name of await items.locator('article p.truncate').allTextContents())
    expect(name).toBe('Tahrir Koshary House');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('closed stores say so, and when a scheduled one opens', async ({ page, request }) => {
  await page.goto('/en/store/18');
  await expect(page.locator('[data-store-closed-message]')).toHaveText(
    'This store is closed and is not taking orders right now.',
  );
  await page.goto('/en/store/13');
  await expect(page.locator('[data-store-closed-message]')).toHaveText(
    'This store is temporarily closed and is not taking orders.',
  );
  await page.goto('/en/store/1');
  await expect(page.locator('[data-store-closed]')).toHaveCount(0);

  // Store 27 keeps breakfast hours: what it says depends on the API's clock, read first.
  const store = await apiGet<{ open: number; current_opening_time: string }>(request, '/stores/details/27', 2);
  await page.goto('/en/store/27');
  if (store.open === 1) await expect(page.locator('[data-store-closed]')).toHaveCount(0);
  else {
    const message = page.locator('[data-store-closed-message]');
    await expect(message).toHaveText(
      store.current_opening_time === 'closed'
        ? 'This store is closed now and is not taking orders. See its opening hours.'
        : /^This store is closed now and opens today at \d{1,2}:\d{2} [AP]M\. Orders are not taken until then\.$/,
    );
    const hours = page.locator('[data-store-hours]');
    await expect(hours.locator('dt')).toHaveCount(7);
    await expect(hours).toContainText(/Friday\s*9:00 AM – 12:00 PM/);
    await expect(hours).toContainText(/Monday\s*6:30 AM – 11:30 AM/);
    await page.goto('/ar/store/27');
    await expect(page.locator('[data-store-hours]')).toContainText('الجمعة');
    await expect(page.locator('[data-store-hours]')).toContainText('٩:٠٠');
  }
});

test('a closed store’s item says so on its page', async ({ page }) => {
  await page.goto('/en/single-product/207');
  await expect(page.locator('[data-store-closed-message]')).toHaveText(
    'This store is closed and is not taking orders right now.',
  );
  await page.goto('/en/single-product/1');
  await expect(page.locator('[data-store-closed]')).toHaveCount(0);
});

async function cartWithClosedStoreItem(page: Page, baseURL: string) {
  const email = await signUpFresh(page, baseURL);
  // Straight at the marketplace (which adds it; the storefront's cart refuses a closed store's
  // item), as a cart filled while the store was open, or on another device.
  const res = await page.request.post(`${API}/customer/cart/add`, {
    headers: { ...API_HEADERS, moduleId: '2', Authorization: `Bearer ${await apiToken(page.request, email)}` },
    // Four cups: above the store's minimum order, so only its being closed stands in the way.
    data: { item_id: 207, quantity: 4, price: 53, model: 'Item' },
  });
  expect(res.status()).toBe(200);
}

test('ordering from a closed store is refused before the order dialog', async ({ page, context, baseURL }) => {
  await locateInCairo(context, baseURL!);
  await cartWithClosedStoreItem(page, baseURL!);
  await page.goto('/en/cart');
  const notice = page.locator('[data-cart-notice]');
  await expect(notice).toHaveText('This store is closed and is not taking orders right now.');
  // Said by the button too, which keeps the focus (aria-disabled) and asks again when pressed.
  await page.getByRole('button', { name: 'Place order' }).click({ force: true });
  await expect(page.locator('[data-order-blocked="closed"][role="alert"]')).toHaveText(
    'This store is closed and is not taking orders right now.',
  );
  await expect(notice).toHaveText('This store is closed and is not taking orders right now.');
  await expect(page.getByRole('dialog', { name: 'Place order' })).toHaveCount(0);
  await screenshot(page, 'cart-closed-en');
});

test('a store that closes after the check: the server’s refusal reads the same way', async ({
  page,
  context,
  baseURL,
}) => {
  await locateInCairo(context, baseURL!);
  await cartWithClosedStoreItem(page, baseURL!);
  // The check said open (the store closed a moment later): the marketplace refuses the order.
  await page.route('**/api/store-status/**', (route) => route.fulfill({ json: { open: true } }));
  await openCart(page);
  const dialog = await openOrderDialog(page);
  await dialog.getByRole('button', { name: /Confirm/ }).click();
  await expect(dialog.getByText('The store is closed now, so your order was not placed.')).toBeVisible();
});

test.describe('Arabic, right to left, at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the menu and its bar fit and read right to left', async ({ page }) => {
    await page.goto('/ar/store/1');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bar = page.getByRole('navigation', { name: 'أقسام القائمة' });
    await expect(bar).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The first link sits at the start (the right) of the bar.
    const first = await bar.getByRole('link').first().boundingBox();
    const barBox = await bar.boundingBox();
    expect(first!.x + first!.width).toBeGreaterThan(barBox!.x + barBox!.width - 40);
    await bar.getByRole('link').nth(2).click();
    await expect(bar.getByRole('link').nth(2)).toHaveAttribute('aria-current', 'true');
    await screenshot(page, 'menu-ar-320');
    await page.goto('/ar/store/18');
    await expect(page.locator('[data-store-closed-message]')).toHaveText('هذا المتجر مغلق ولا يستقبل طلبات حاليًا.');
    await screenshot(page, 'closed-ar-320');
  });

  test('dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en/store/27');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-menu-section]').first()).toBeVisible();
    await screenshot(page, 'store-27-dark-320', true);
  });
});
