// The product page: data rendered on the server, gallery, quantity rules, add to cart, sharing,
// social and structured metadata, the module fallback and the 404.
import { expect, test, type Page } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, newAccount, signInInDialog, signUpFresh } from './helpers.ts';
import { expectNoViolations } from './axe.ts';
import { cartLines } from './cart-steps.ts';

/** Waits until the page's islands of `name` have hydrated (Astro drops `ssr` then). */
async function hydrated(page: Page, name: string) {
  await expect(page.locator(`astro-island[component-url*="${name}"]`).first()).not.toHaveAttribute('ssr', /.*/);
}

/**
 * The purchase control loads on its first touch (client:interaction): wakes it as code would,
 * without touching it, and waits until it has hydrated.
 */
async function purchaseAwake(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('island:wake:purchase')));
  await hydrated(page, 'ProductPurchase');
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Array<Record<string, unknown>>);
}

test('renders the product from the server: name, module, price, old price, store, delivery, suggestions', async ({
  page,
}) => {
  await page.goto('/en/single-product/1?module=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Hass Avocado' })).toBeVisible();
  await expect(page.getByText('Grocery', { exact: true })).toBeVisible();
  await expect(page.locator('[data-current-price]')).toHaveText('108.00 EGP');
  await expect(page.locator('[data-old-price]')).toContainText('120.00 EGP');
  await expect(page.locator('[data-price]').getByText('10% off')).toBeVisible();
  await expect(page.locator('[data-store-link]')).toHaveAttribute('href', '/en/store/1');
  await expect(page.locator('[data-store-link]')).toContainText('Fresh Basket Market');
  await expect(page.locator('[data-delivery-time]')).toHaveText('30–45 min');
  await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
  await expect(page.getByText(/hand-picked from farms in the Nile Delta/)).toBeVisible();
  const contact = page.locator('[data-contact-store]');
  await expect(contact).toHaveAttribute('href', /^https:\/\/wa\.me\/20227351101\?text=Hass%20Avocado$/);

  const suggested = page.locator('[data-suggested]');
  await expect(suggested.getByRole('heading', { level: 2, name: 'More from this store' })).toBeVisible();
  const cards = suggested.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(3);
  const hrefs = await suggested
    .locator('article h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).not.toContain('/en/single-product/1?module=1');
  for (const name of await suggested.locator('article p.truncate').allTextContents())
    expect(name).toBe('Fresh Basket Market');
  // A breadcrumb with the category.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Fruits & Vegetables' })).toHaveAttribute('href', '/en/categories/1');
});

test('social preview and JSON-LD describe the product', async ({ page }) => {
  await page.goto('/en/single-product/1?module=1');
  const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();
  await expect(meta('og:type')).toHaveAttribute('content', 'product');
  await expect(meta('og:image')).toHaveAttribute('content', /\/product\/item-1-1\.jpg$/);
  // The canonical address is the sitemap's: without ?module (the page finds the item without it).
  await expect(meta('og:url')).toHaveAttribute('content', /\/en\/single-product\/1$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/single-product\/1$/);
  await expect(meta('product:price:amount')).toHaveAttribute('content', '108.00');
  await expect(meta('product:price:currency')).toHaveAttribute('content', 'EGP');
  await expect(meta('product:availability')).toHaveAttribute('content', 'in stock');
  await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('twitter:title')).toHaveAttribute('content', 'Hass Avocado');
  await expect(meta('twitter:image')).toHaveAttribute('content', /\/product\/item-1-1\.jpg$/);
  expect(await page.locator('meta[property="og:type"]').count()).toBe(1);

  const nodes = await jsonLd(page);
  const product = nodes.find((n) => n['@type'] === 'Product') as Record<string, any>;
  expect(product.name).toBe('Hass Avocado');
  expect(product.offers).toMatchObject({
    '@type': 'Offer',
    price: '108.00',
    priceCurrency: 'EGP',
    availability: 'https://schema.org/InStock',
  });
  expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 22 });
  const trail = nodes.find((n) => n['@type'] === 'BreadcrumbList') as Record<string, any>;
  expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual([
    'Home',
    'Fruits & Vegetables',
    'Hass Avocado',
  ]);
  expect(trail.itemListElement[2].item).toBeUndefined();

  await page.goto('/en/single-product/12?module=1');
  const eggs = (await jsonLd(page)).find((n) => n['@type'] === 'Product') as Record<string, any>;
  expect(eggs.offers.availability).toBe('https://schema.org/OutOfStock');
  await expect(meta('product:availability')).toHaveAttribute('content', 'out of stock');
});

test('a thumbnail shows its picture in the main image', async ({ page }) => {
  await page.goto('/en/single-product/1?module=1');
  const main = page.locator('product-gallery [data-gallery-slide]:visible img');
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAttribute('src', /item-1-1\.jpg/);
  const second = page.getByRole('button', { name: 'Show image 2' });
  await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-pressed', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-pressed', 'false');
  await expect(main).toHaveAttribute('src', /item-1-2\.jpg/);
  await expect(main).toHaveJSProperty('complete', true);
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('quantity stays between 1 and the stock and says why', async ({ page }) => {
  // Mango Juice: 2 in stock.
  await page.goto('/en/single-product/6?module=1');
  await purchaseAwake(page);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const status = page.getByRole('status').filter({ hasText: /quantity|stock/ });
  await expect(quantity).toHaveValue('1');
  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByText('Minimum quantity is 1')).toBeVisible();
  await plus.click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByText('Minimum quantity is 1')).toHaveCount(0);
  await plus.click();
  await expect(quantity).toHaveValue('2');
  await expect(status).toHaveText('You have reached the maximum available stock');
  // Typing past the stock keeps the stock.
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByText('Minimum quantity is 1')).toBeVisible();
});

const addButton = (page: Page) =>
  page.locator('[data-product-purchase]').getByRole('button', { name: 'Add to cart', exact: true });
const cartBadge = (page: Page) => page.locator('[data-cart-count]').first();

test('adding puts the chosen quantity in the cart, with the toast, the header count and the stock limit', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  // Mango Juice: 2 in stock.
  await page.goto('/en/single-product/6?module=1');
  await purchaseAwake(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await addButton(page).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 6, quantity: 2 })]);

  // Both in the cart already: one more is past the stock, as from a card.
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await addButton(page).click();
  await expect(page.getByText('You have reached the maximum available stock')).toBeVisible();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 6, quantity: 2 })]);
});

test('adding from another store asks first, and confirming leaves only the new item', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL!);
  await page.goto('/en/single-product/1?module=1');
  await purchaseAwake(page);
  await addButton(page).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // A dish of another store (and module).
  await page.goto('/en/single-product/15?module=2');
  await purchaseAwake(page);
  // Its Size is a required choice (tests/e2e/variations.spec.ts).
  await page.getByRole('radio', { name: 'Regular' }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
  await addButton(page).click();
  const ask = page.getByRole('alertdialog', { name: 'Items from another store' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(addButton(page)).toBeFocused();

  await addButton(page).click();
  await ask.getByRole('button', { name: 'Clear cart and add' }).click();
  await expect(page.getByText('Added to cart').last()).toBeVisible();
  await expect(cartBadge(page)).toHaveText('3');
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 15, quantity: 3 })]);
});

test('signed out, adding fills a guest cart, which signing in carries over once', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await newAccount(request, baseURL!);
  await page.goto('/en/single-product/6?module=1');
  await purchaseAwake(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await addButton(page).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await expect(page).toHaveURL(/\/en\/single-product\/6\?module=1$/);

  await page.getByRole('banner').locator('[data-sign-in]').click();
  await signInInDialog(page, email, NEW_ACCOUNT_PASSWORD);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 6, quantity: 2 })]);

  // Taken once: the next load adds nothing more (and the card controls, which wake at load only
  // for a waiting add, stay asleep).
  await page.reload();
  await purchaseAwake(page);
  expect(await page.evaluate(() => sessionStorage.getItem('pending_cart_add'))).toBeNull();
  await expect(cartBadge(page)).toHaveText('2');
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: 6, quantity: 2 })]);
});

test('a food item (stock 0 from the server: food does not track stock) can be added in any quantity', async ({
  page,
}) => {
  await page.goto('/en/single-product/15?module=2');
  await purchaseAwake(page);
  await expect(addButton(page)).toBeEnabled();
  await expect(page.getByText('Product out of stock')).toHaveCount(0);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 4; i++) await plus.click();
  await expect(quantity).toHaveValue('5');
  await expect(page.getByText('You have reached the maximum available stock')).toHaveCount(0);
  await expect(page.locator('meta[property="product:availability"]')).toHaveAttribute('content', 'in stock');
  const product = (await jsonLd(page)).find((node) => node['@type'] === 'Product') as {
    offers: { availability: string };
  };
  expect(product.offers.availability).toBe('https://schema.org/InStock');
});

test('an out-of-stock product cannot be added', async ({ page }) => {
  await page.goto('/en/single-product/12?module=1');
  await purchaseAwake(page);
  const add = page.locator('[data-product-purchase] > button');
  await expect(add).toHaveText('Product out of stock');
  await expect(add).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.locator('meta[property="product:availability"]')).toHaveAttribute('content', 'out of stock');
  const product = (await jsonLd(page)).find((node) => node['@type'] === 'Product') as {
    offers: { availability: string };
  };
  expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
});

test('share links carry the encoded page URL; copy link says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/single-product/1?module=1');
  const url = `${baseURL}/en/single-product/1?module=1`;
  const encoded = encodeURIComponent(url);
  await expect(page.locator('[data-share="facebook"]')).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(page.locator('[data-share="whatsapp"]')).toHaveAttribute(
    'href',
    `https://wa.me/?text=Hass%20Avocado%20${encoded}`,
  );
  await expect(page.locator('[data-share="x"]')).toHaveAttribute(
    'href',
    `https://twitter.com/intent/tweet?url=${encoded}&text=Hass%20Avocado`,
  );
  await expect(page.locator('[data-share="telegram"]')).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encoded}&text=Hass%20Avocado`,
  );
  for (const network of ['Facebook', 'WhatsApp', 'X (Twitter)', 'Telegram']) {
    await expect(page.getByRole('link', { name: `Share on ${network}` })).toHaveAttribute('target', '_blank');
  }
  const copy = page.getByRole('button', { name: 'Copy link' });
  // The island hydrates once it scrolls into view.
  await copy.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => customElements.get('share-buttons'));
  await copy.click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('a product opened without ?module while another module is selected still loads', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'module_id', value: '3', url: baseURL! }]);
  const response = await page.goto('/en/single-product/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hass Avocado' })).toBeVisible();
  // Its share links name the module it was found in, so they open at once.
  await expect(page.locator('[data-share="facebook"]')).toHaveAttribute('href', /single-product%2F1%3Fmodule%3D1$/);
  // A wrong ?module still finds it; junk in ?module is ignored.
  expect((await page.goto('/en/single-product/1?module=4'))?.status()).toBe(200);
  expect((await page.goto('/en/single-product/1?module=abc'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hass Avocado' })).toBeVisible();
});

test('an unknown product answers 404 with its message', async ({ page }) => {
  for (const path of [
    '/en/single-product/999999',
    '/en/single-product/999999?module=1',
    '/en/single-product/no%20such',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No product found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await page.goto('/ar/single-product/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم يتم العثور على المنتج');
});

for (const lang of ['en', 'ar']) {
  test.describe(`${lang}`, () => {
    test('the product page has no accessibility violations', async ({ page }) => {
      await page.goto(`/${lang}/single-product/1?module=1`);
      await purchaseAwake(page);
      await expectNoViolations(page);
    });
  });
}
