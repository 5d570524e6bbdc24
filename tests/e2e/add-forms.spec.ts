// Adding to the cart without JavaScript: a card's Add and the product page's purchase area are
// forms that post to /cart/add, which adds and comes back with the result said (or back to the
// product page with what was typed and why), and asks the one-store question on a page of its
// own. With scripts failing the same forms still add; with JavaScript on, the islands add once
// and nothing reloads.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiGet, locateInCairo, recordRequests, signUpFresh } from './helpers.ts';

type Lang = 'en' | 'ar';
const WORDS = {
  en: { added: 'Added to cart', updated: 'Cart updated', min: 'Minimum quantity is 1' },
  ar: { added: 'تمت الإضافة إلى السلة', updated: 'تم تحديث السلة', min: 'الحد الأدنى للكمية هو ١' },
} as const;

/** Build Your Own Pizza (store 22): 162; Size required (Regular, Large); Toppings 1 to 3; add-ons. */
const PIZZA = 311;
/** Fresh Basket Market's bread: a category page lists it with other stores' items. */
const BREAD_CATEGORY = 26;

interface Line {
  item_id: number;
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** The cart as the storefront answers it to this browser (its cookies). */
async function lines(page: Page): Promise<Line[]> {
  const res = await page.request.get('/api/cart');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { lines: Line[] }).lines;
}

/** A browser without JavaScript, in Cairo, signed in (a fresh customer) or a guest. */
async function plainBrowser(browser: Browser, baseURL: string, who: 'customer' | 'guest', javaScriptEnabled = false) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  await locateInCairo(context, baseURL);
  const page = await context.newPage();
  if (who === 'customer') await signUpFresh(page, baseURL);
  return { context, page };
}

/** A grocery item of an open store other than `exceptStore`, with stock and no cart cap. */
async function groceryItem(request: APIRequestContext, exceptStore = 0) {
  const stores = (await apiGet(request, '/stores/get-stores/all?limit=100&offset=1')).stores as Array<{
    id: number;
    open: number;
    module_id: number;
  }>;
  for (const store of stores.filter((s) => s.open === 1 && s.module_id === 1 && s.id !== exceptStore)) {
    const items = (await apiGet(request, `/items/suggested?store_id=${store.id}`)).items as any[];
    const item = items.find((i) => i.stock >= 5 && i.maximum_cart_quantity === null);
    if (item) return item as { id: number; name: string; stock: number; store_id: number; store_name: string };
  }
  throw new Error('no grocery item');
}

const flash = (page: Page) => page.locator('[data-flash]');
const purchase = (page: Page) => page.locator('form[data-product-purchase]');

/** Adds the first addable card of a category page by its form; answers the card's item id. */
async function addFromCategoryCard(page: Page, lang: Lang): Promise<number> {
  const url = `/${lang}/categories/${BREAD_CATEGORY}`;
  await page.goto(url);
  const button = page
    .locator('form[method="post"] > button[data-card-cart]:not([disabled]):not([data-card-choice])')
    .first();
  const id = Number(await button.getAttribute('data-card-cart'));
  await button.click();
  await expect(flash(page)).toHaveText(WORDS[lang].added);
  expect(new URL(page.url()).pathname).toBe(url);
  return id;
}

for (const lang of ['en', 'ar'] as const) {
  for (const who of ['customer', 'guest'] as const) {
    test(`${lang}, ${who}, no JavaScript: a category card adds, the product page adds its typed quantity`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await plainBrowser(browser, baseURL!, who);
      const id = await addFromCategoryCard(page, lang);
      expect(await lines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 1 })]);
      // The same item from its page, three more: one line of four.
      await page.goto(`/${lang}/single-product/${id}`);
      await purchase(page).locator('input[name="quantity"]').fill('3');
      await purchase(page).locator('button[type="submit"]').click();
      await expect(flash(page)).toHaveText(WORDS[lang].updated);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/single-product/${id}`);
      expect(await lines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 4 })]);
      await context.close();
    });
  }

  test(`${lang}, no JavaScript: the one-store question is a page, answered both ways`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page } = await plainBrowser(browser, baseURL!, 'customer');
    const first = await groceryItem(request);
    const other = await groceryItem(request, first.store_id);
    await page.goto(`/${lang}/single-product/${first.id}`);
    const firstStore = (await page.locator('[data-store-link]').textContent())!.trim();
    await purchase(page).locator('button[type="submit"]').click();
    await expect(flash(page)).toHaveText(WORDS[lang].added);

    await page.goto(`/${lang}/single-product/${other.id}`);
    await purchase(page).locator('input[name="quantity"]').fill('2');
    await purchase(page).locator('button[type="submit"]').click();
    const question = page.locator('[data-add-question]');
    await expect(question).toContainText(firstStore);
    // Keep the cart: back to the product page, nothing changed.
    await page.locator('[data-add-keep]').click();
    expect(new URL(page.url()).pathname).toBe(`/${lang}/single-product/${other.id}`);
    expect(await lines(page)).toEqual([expect.objectContaining({ item_id: first.id, quantity: 1 })]);

    // Again, and clear it: the other store's item alone, with its quantity.
    await purchase(page).locator('input[name="quantity"]').fill('2');
    await purchase(page).locator('button[type="submit"]').click();
    await page.locator('form:has(input[name="replace"]) button[type="submit"]').click();
    await expect(flash(page)).toHaveText(WORDS[lang].added);
    expect(await lines(page)).toEqual([expect.objectContaining({ item_id: other.id, quantity: 2 })]);
    await context.close();
  });

  test(`${lang}, no JavaScript: stock and minimum quantity are said by the field, with what was typed`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page } = await plainBrowser(browser, baseURL!, 'guest');
    const item = await groceryItem(request);
    await page.goto(`/${lang}/single-product/${item.id}`);
    const quantity = purchase(page).locator('input[name="quantity"]');
    const message = purchase(page).locator('[data-purchase-message]');
    await quantity.fill(String(item.stock + 5));
    await purchase(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/#purchase-quantity$/);
    await expect(quantity).toHaveValue(String(item.stock + 5));
    // "Only 174 of Dried Fava Beans 1 kg can go in your cart.", by the product's name on the page.
    await expect(message).toContainText((await page.locator('h1').textContent())!.trim());
    if (lang === 'en') await expect(message).toContainText(`Only ${item.stock} of`);
    await expect(quantity).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!);
    await expect(quantity).toBeFocused();
    // Said once: by the field, not again at the top.
    await expect(flash(page)).toHaveCount(0);

    await quantity.fill('0');
    await purchase(page).locator('button[type="submit"]').click();
    await expect(message).toHaveText(WORDS[lang].min);
    await expect(quantity).toHaveValue('0');
    // Nothing was added, and no guest cart started for nothing.
    const cart = await page.request.get('/api/cart');
    expect(((await cart.json()) as { lines: Line[] }).lines).toEqual([]);
    await context.close();
  });
}

test('en, no JavaScript: a dish with required and optional choices and add-ons, from its card and its page', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await plainBrowser(browser, baseURL!, 'customer');
  const pizza = await apiGet(request, `/items/details/${PIZZA}`, 2);
  const addOn = pizza.add_ons[0] as { id: number; name: string };
  // The card of a dish that needs a choice leads to its page, at the first group to choose.
  await page.goto(`/en/store/${pizza.store_id}`);
  await page.locator(`button[data-card-cart="${PIZZA}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/single-product/${PIZZA}\\?.*#choice-group-0$`));
  const size = page.locator('fieldset[data-choice-group="Size"]');
  await expect(size).toContainText('Choose an option for Size.');
  await expect(page.locator('#choice-group-0')).toBeFocused();

  // Without JavaScript the numbers are typed: no + or − is shown that would do nothing.
  await expect(purchase(page).getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
  await expect(purchase(page).getByRole('button', { name: /Increase quantity|Decrease quantity/ })).toHaveCount(0);
  await expect(purchase(page).locator('button[data-step]:visible')).toHaveCount(0);

  // Large, two toppings, the add-on twice, two pizzas; the quantity typed stays on a refusal.
  await size.getByRole('radio', { name: /Large/ }).check();
  const toppings = page.locator('fieldset[data-choice-group="Toppings"]');
  await toppings.getByRole('checkbox', { name: /Mushrooms/ }).check();
  await toppings.getByRole('checkbox', { name: /Black olives/ }).check();
  await purchase(page)
    .getByRole('checkbox', { name: new RegExp(addOn.name) })
    .check();
  await purchase(page).locator(`input[name="add_on_qty[${addOn.id}]"]`).fill('2');
  await purchase(page).locator('input[name="quantity"]').fill('2');
  await purchase(page).locator('button[type="submit"]').click();
  await expect(flash(page)).toHaveText('Added to cart');
  expect(await lines(page)).toEqual([
    expect.objectContaining({
      item_id: PIZZA,
      quantity: 2,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Toppings', values: { label: ['Mushrooms', 'Black olives'] } },
      ],
      add_on_ids: [addOn.id],
      add_on_qtys: [2],
    }),
  ]);

  // A refused choice (four toppings) comes back with everything typed still chosen.
  await page.goto(`/en/single-product/${PIZZA}`);
  await size.getByRole('radio', { name: /Regular/ }).check();
  for (const name of ['Mushrooms', 'Black olives', 'Green peppers', 'Sweet corn'])
    await toppings.getByRole('checkbox', { name: new RegExp(name) }).check();
  await purchase(page).locator('input[name="quantity"]').fill('3');
  await purchase(page).locator('button[type="submit"]').click();
  await expect(toppings).toContainText('Choose at most 3 options for Toppings.');
  await expect(purchase(page).locator('input[name="quantity"]')).toHaveValue('3');
  await expect(size.getByRole('radio', { name: /Regular/ })).toBeChecked();
  await expect(toppings.getByRole('checkbox', { name: /Mushrooms/ })).toBeChecked();
  expect((await lines(page)).length).toBe(1);
  await context.close();
});

test('ar, no JavaScript, guest: a dish with its choices and an add-on from its page', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await plainBrowser(browser, baseURL!, 'guest');
  const pizza = await apiGet(request, `/items/details/${PIZZA}`, 2);
  const addOn = pizza.add_ons[0] as { id: number };
  await page.goto(`/ar/single-product/${PIZZA}`);
  await purchase(page).locator('button[type="submit"]').click();
  // The missing choice, in Arabic, by its group.
  const groups = page.locator('fieldset[data-choice-group]');
  await expect(groups.nth(0)).toContainText('اختر خيارًا من');
  await groups.nth(0).locator('input').nth(1).check();
  await groups.nth(1).locator('input[type="checkbox"]').first().check();
  await purchase(page).locator(`input[name="add_on"][value="${addOn.id}"]`).check();
  await purchase(page).locator('button[type="submit"]').click();
  await expect(flash(page)).toHaveText(WORDS.ar.added);
  expect(await lines(page)).toEqual([
    expect.objectContaining({ item_id: PIZZA, quantity: 1, add_on_ids: [addOn.id], add_on_qtys: [1] }),
  ]);
  await context.close();
});

test('scripts failing: the card and the product page still add, once each', async ({ browser, baseURL }) => {
  const { context, page } = await plainBrowser(browser, baseURL!, 'customer', true);
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  const id = await addFromCategoryCard(page, 'en');
  expect(await lines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 1 })]);
  await page.goto(`/en/single-product/${id}`);
  await purchase(page).locator('input[name="quantity"]').fill('2');
  await purchase(page).locator('button[type="submit"]').click();
  await expect(flash(page)).toHaveText('Cart updated');
  expect(await lines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 3 })]);
  await context.close();
});

test('JavaScript on: the islands add once, without sending the form or leaving the page', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await plainBrowser(browser, baseURL!, 'customer', true);
  const requests = recordRequests(page);
  const url = `/en/categories/${BREAD_CATEGORY}`;
  await page.goto(url);
  const button = page.locator('button[data-card-cart]:not([disabled]):not([data-card-choice])').first();
  const id = Number(await button.getAttribute('data-card-cart'));
  // The first tap, before the island is awake: held, then replayed once.
  await button.click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  expect(new URL(page.url()).pathname).toBe(url);

  await page.goto(`/en/single-product/${id}`);
  await purchase(page).locator('input[name="quantity"]').fill('2');
  await purchase(page).locator('button[type="submit"]').click();
  await expect(page.getByText('Cart updated')).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('3');
  expect(await lines(page)).toEqual([expect.objectContaining({ item_id: id, quantity: 3 })]);
  // No form post to /cart/add: the island's one call to the proxy's add, then its update.
  expect(requests.filter((r) => /^\/(en\/)?cart\/add$/.test(new URL(r.url()).pathname))).toEqual([]);
  expect(requests.filter((r) => r.url().includes('/customer/cart/add')).length).toBe(1);
  await context.close();
});
