// The hearts and add-to-cart buttons of product cards: plain buttons that one CardActions island
// per page handles, on cards the server renders and on cards an island draws later.
import { expect, test, type Page } from '@playwright/test';
import { decodeCardData } from '../../src/lib/catalog/card-data.ts';
import { cartLines } from './cart-steps.ts';
import { NEW_ACCOUNT_PASSWORD, apiGet, newAccount, showOnWishlist, signInInDialog, signUpFresh } from './helpers.ts';

interface CardData {
  id: number;
  name: string;
  store_id: number;
  stock: number | null;
  module_type: string;
  needsChoice: boolean;
}

/**
 * Can be added: food does not track stock (its stock is always 0); other modules need some left.
 * A dish with a required choice is chosen on its page (tests/e2e/variations.spec.ts).
 */
const addable = (p: CardData) => !p.needsChoice && (p.module_type === 'food' || p.stock === null || p.stock > 0);

async function cardData(page: Page): Promise<CardData[]> {
  const cards = await page.locator('article[data-card-product]').evaluateAll((articles) =>
    articles.map((card) => ({
      data: card.getAttribute('data-card-product')!,
      name: card.querySelector(':is(h2, h3) > a')!.textContent!,
      needsChoice: card.querySelector('button[data-card-choice]') !== null,
    })),
  );
  return cards.map(({ data, name, needsChoice }) => ({ ...decodeCardData(data)!, name, needsChoice }));
}

/** Signs in through the banner's dialog: the line added while signed out is the account's cart. */
async function signInAndFindTheLine(page: Page, email: string, itemId: number) {
  await page.getByRole('banner').locator('[data-sign-in]').click();
  await signInInDialog(page, email, NEW_ACCOUNT_PASSWORD);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  expect(await cartLines(page)).toEqual([expect.objectContaining({ item_id: itemId, quantity: 1 })]);
}

const cardOf = (page: Page, id: number) => page.locator(`article:has(button[data-card-cart="${id}"])`).first();

test('a page of cards has one island for all their controls, not two per card', async ({ page }) => {
  await page.goto('/en');
  expect(await page.locator('article[data-card-product]').count()).toBeGreaterThan(10);
  await expect(page.locator('astro-island[component-url*="CardActions"]')).toHaveCount(1);
  await expect(page.locator('article astro-island')).toHaveCount(0);
});

test('a heart on one card shows on every card of that product, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/en');
  // New arrivals that are also discounted are in both carousels.
  const ids = (await cardData(page)).map((p) => p.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  expect(twice, 'a product shown twice on home').toBeDefined();
  const hearts = page.locator(`button[data-card-heart="${twice}"]`);
  await expect(hearts).toHaveCount(2);
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'false');

  await hearts.nth(0).dispatchEvent('click');
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(hearts.nth(1).locator('svg')).not.toHaveCSS('fill', 'none');

  await page.goto('/en/all-products?list=new-arrival');
  const saved = page.locator(`button[data-card-heart="${twice}"]`);
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.focus();
  await page.keyboard.press('Enter');
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishlistItems'))).toBe('[]');
});

for (const path of ['/en', '/en/all-products?list=new-arrival']) {
  test(`adding from a card on ${path} while signed out fills a guest cart`, async ({ page }) => {
    await page.goto(path);
    const product = (await cardData(page)).find(addable)!;
    const button = cardOf(page, product.id).getByRole('button', { name: 'Add to cart' });
    // A card on a carousel slide out of view is pressed as a script would (its slide may be hidden).
    await button.dispatchEvent('click');
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  });
}

test('an add from a card made signed out is in the cart after signing in', async ({ page, request, baseURL }) => {
  const email = await newAccount(request, baseURL!);
  await page.goto('/en/all-products?list=new-arrival');
  const product = (await cardData(page)).find(addable)!;
  await cardOf(page, product.id).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await signInAndFindTheLine(page, email, product.id);
});

test('adding from cards of two stores asks first, gives focus back on cancel, and clears on confirm', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  await page.goto('/en/all-products?list=new-arrival');
  const inStock = (await cardData(page)).filter(addable);
  const first = inStock[0]!;
  const other = inStock.find((p) => p.store_id !== first.store_id)!;

  await cardOf(page, first.id).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');

  const otherButton = cardOf(page, other.id).getByRole('button', { name: 'Add to cart' });
  await otherButton.click();
  const ask = page.getByRole('alertdialog', { name: 'Items from another store' });
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(otherButton).toBeFocused();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');

  await otherButton.click();
  await ask.getByRole('button', { name: 'Clear cart and add' }).click();
  await expect(page.getByText('Added to cart').last()).toBeVisible();
  await expect(otherButton).toBeEnabled();
  await expect(otherButton).toHaveText('Add to cart');
  expect((await cartLines(page)).map((l) => l.item_id)).toEqual([other.id]);
});

test('live search results show saved hearts, add to the cart, ask about another store and toggle the heart', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL!);
  await page.goto('/en/search?q=pizza');
  const found = (await cardData(page)).filter(addable);
  const saved = found[0]!;
  const other = found.find((p) => p.store_id !== saved.store_id);
  expect(other, 'pizza from two stores').toBeDefined();
  await page.evaluate((product) => localStorage.setItem('wishlistItems', JSON.stringify([product])), saved);

  // No query: the results below are drawn by the live search island, after the page has loaded.
  await page.goto('/en/search');
  await expect(page.locator('astro-island[component-url*="LiveSearch"]')).not.toHaveAttribute('ssr', '');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pizza');
  const heart = page.locator(`button[data-card-heart="${saved.id}"]`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart.locator('svg')).not.toHaveCSS('fill', 'none');
  await expect(page.locator(`button[data-card-heart="${other!.id}"]`)).toHaveAttribute('aria-pressed', 'false');

  await cardOf(page, saved.id).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  const otherButton = cardOf(page, other!.id).getByRole('button', { name: 'Add to cart' });
  await otherButton.click();
  const ask = page.getByRole('alertdialog', { name: 'Items from another store' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(otherButton).toBeFocused();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');

  // Another search draws the results again: the heart is still shown saved, and toggles.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pizz');
  await expect(page).toHaveURL(/\?q=pizz$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Results: \d+$/);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart.locator('svg')).toHaveCSS('fill', 'none');
  await expect(page.getByText('Removed from favourites')).toBeVisible();
});

test('an add from a favourites card made signed out is in the cart after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await newAccount(request, baseURL!);
  const item = await apiGet(request, '/items/details/1');
  await showOnWishlist(page, [item]);
  await expect(page.getByRole('article').getByRole('button', { name: /favourites/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await signInAndFindTheLine(page, email, item.id);
});
