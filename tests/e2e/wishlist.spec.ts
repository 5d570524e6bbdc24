// The wishlist: hearts on cards, kept on the device, shared across tabs, listed on /whishlists.
import { expect, type Locator, test } from '@playwright/test';

test('a heart saves the product, the list survives a reload and shows in another tab', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/en/all-products?list=new-arrival');
  const firstCard = page.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent())!.trim();
  const heart = firstCard.getByRole('button', {
    name: new RegExp(`Add to favourites: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The page's card controls wake with this first press, and replay it.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to favourites')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/en/whishlists');
  await expect(other.getByRole('heading', { level: 2, name })).toBeVisible();

  // Removing in the first tab shows in the other without a reload.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(other.getByRole('heading', { level: 2, name })).toHaveCount(0);
  await expect(other.getByText("You haven't saved any products yet.")).toBeVisible();

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /Add to favourites/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('wishlistItems') ?? '[]') as Array<{ id: number; name: string }>,
  );
  expect(stored.map((p) => p.name)).toEqual([name]);
});

test('a product saved from its card shows on the favourites page as the card showed it', async ({ page }) => {
  // What a customer sees of a card, and the data its buttons use.
  const shown = async (card: Locator) => ({
    text: await card.textContent(),
    image: await card.locator('img').getAttribute('src'),
    links: await card.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    data: await card.getAttribute('data-card-product'),
  });
  await page.goto('/en/categories/6');
  // A discounted product with a contact link: every part of the card is there.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('deletion') })
    .filter({
      has: page.getByRole('link', { name: 'Contact store' }),
    });
  const listed = await shown(card.first());
  // The card controls load with this first tap, which is then done.
  const heart = card.first().getByRole('button', { name: /Add to favourites/ });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/whishlists');
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await shown(page.getByRole('article'))).toEqual(listed);
});

test('the favourites page lists saved products and offers a way back when empty', async ({ page }) => {
  await page.goto('/en/whishlists');
  await expect(page.getByText("You haven't saved any products yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/en');
  await page.evaluate(() =>
    localStorage.setItem(
      'wishlistItems',
      JSON.stringify([
        {
          id: 1,
          name: 'Saved thing',
          image_full_url: null,
          price: 120,
          discount: 10,
          discount_type: 'percent',
          avg_rating: 4.2,
          rating_count: 3,
          store_id: 1,
          store_name: 'Store',
          module_id: 1,
          module_type: 'grocery',
          stock: 5,
          store_phone: null,
        },
      ]),
    ),
  );
  await page.reload();
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: 'Saved thing' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Saved thing' })).toHaveAttribute(
    'href',
    '/en/single-product/1?module=1',
  );
  await expect(card.getByRole('button', { name: /favourites/ })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: /favourites/ }).click();
  await expect(page.getByText("You haven't saved any products yet.")).toBeVisible();
});

test('unreadable storage falls back to an empty list', async ({ page }) => {
  await page.goto('/en/whishlists');
  await page.evaluate(() => localStorage.setItem('wishlistItems', '{broken'));
  await page.reload();
  await expect(page.getByText("You haven't saved any products yet.")).toBeVisible();
});
