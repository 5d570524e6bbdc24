// A dish's choices and add-ons, from the product page to the order page: the groups are form
// controls in the server's HTML, the price follows the choice, a missing required choice is named
// and focused, one dish with two option sets is two cart lines, and the order keeps them.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { setOrderStatus } from './aftercare-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { confirmOrder, customerInCairo, openCart, openOrderDialog } from './cart-steps.ts';

/** Build Your Own Pizza (store 22): 162, 30 % off; Size required (Large +50); Toppings 1 to 3. */
const PIZZA = 311;
/** Shawarma Wrap Your Way (store 25): Sauces is a required multi-choice group, 1 to 2. */
const WRAP = 312;

async function purchaseAwake(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('island:wake:purchase')));
  await expect(page.locator('astro-island[component-url*="ProductPurchase"]')).not.toHaveAttribute('ssr', /.*/);
}

const purchase = (page: Page) => page.locator('[data-product-purchase]');
const group = (page: Page, name: string) => page.locator(`fieldset[data-choice-group="${name}"]`);

/** Extra mozzarella on the line, two of it: the add-on's own quantity, counted once for the line. */
async function twoExtraMozzarella(page: Page) {
  await purchase(page)
    .getByRole('checkbox', { name: /Extra mozzarella/ })
    .check();
  await purchase(page).getByRole('button', { name: 'More: Extra mozzarella' }).click();
}

/** A large pizza with mushrooms and black olives: (162 + 50 + 15 + 10) less 30 % = 165.90. */
async function largeWithTwoToppings(page: Page) {
  await group(page, 'Size').getByRole('radio', { name: /Large/ }).check();
  for (const name of ['Mushrooms', 'Black olives'])
    await group(page, 'Toppings')
      .getByRole('checkbox', { name: new RegExp(name) })
      .check();
}

test('the choices are form controls in the page as the server sends it, the same for everyone', async ({ request }) => {
  // A render from data past its freshness says no-store and refreshes it: the next one is shared.
  let res!: APIResponse;
  await expect
    .poll(async () => {
      res = await request.get(`/en/single-product/${PIZZA}?module=2`);
      return `${res.status()} ${res.headers()['cache-control']}`;
    })
    .toMatch(/^200 public, .*s-maxage=/);
  const html = await res.text();
  expect(html).toMatch(/<fieldset[^>]*data-choice-group="Size"/);
  expect(html).toMatch(/<input[^>]*type="radio"[^>]*value="Large"/);
  expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*value="Mushrooms"/);
  expect(html).toContain('Extra mozzarella');
});

test('choosing options in English: the missing choice is named and focused, the price follows, two option sets are two lines, and the order keeps them', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await page.goto(`/en/single-product/${PIZZA}?module=2`);
  await purchaseAwake(page);
  const unit = purchase(page).locator('[data-unit-price]');
  const total = purchase(page).locator('[data-total-price]');
  const add = purchase(page).getByRole('button', { name: 'Add to cart', exact: true });
  // 162 less 30 %.
  await expect(unit).toHaveText(/113\.40/);

  await add.click();
  await expect(purchase(page).getByRole('alert')).toHaveText('Choose an option for Size.');
  await expect(group(page, 'Size').getByRole('radio', { name: 'Regular' })).toBeFocused();
  await expect(group(page, 'Size')).toContainText('Choose an option for Size.');

  await group(page, 'Size').getByRole('radio', { name: /Large/ }).check();
  await expect(purchase(page).getByRole('alert')).toBeHidden();
  // (162 + 50) less 30 %.
  await expect(unit).toHaveText(/148\.40/);

  // At most three toppings: the fourth is disabled, and the group says why.
  const toppings = group(page, 'Toppings');
  await expect(toppings).toContainText('Choose 1 to 3');
  for (const name of ['Mushrooms', 'Black olives', 'Green peppers'])
    await toppings.getByRole('checkbox', { name: new RegExp(name) }).check();
  await expect(toppings.getByRole('checkbox', { name: /Sweet corn/ })).toBeDisabled();
  await expect(toppings.locator('[data-choice-full]')).toHaveText('Toppings: at most 3 options.');
  await toppings.getByRole('checkbox', { name: /Green peppers/ }).uncheck();
  await expect(toppings.getByRole('checkbox', { name: /Sweet corn/ })).toBeEnabled();
  // (162 + 50 + 15 + 10) less 30 % = 165.90.
  await expect(unit).toHaveText(/165\.90/);

  // An add-on with its own quantity: counted once for the line, not per pizza.
  await twoExtraMozzarella(page);
  await purchase(page).getByRole('button', { name: 'Increase quantity' }).click();
  // 165.90 × 2 + 30 × 2 = 391.80.
  await expect(total).toHaveText(/391\.80/);
  await add.click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // The same options without the add-on: the marketplace holds one line per option set of a
  // dish's first line, so the customer is told rather than refused.
  await purchase(page)
    .getByRole('checkbox', { name: /Extra mozzarella/ })
    .uncheck();
  await add.click();
  await expect(
    page.getByText('This dish is already in your cart with these options and other add-ons.', { exact: false }),
  ).toBeVisible();

  // The same pizza, Regular with nothing else: a line of its own.
  await group(page, 'Size').getByRole('radio', { name: 'Regular' }).check();
  for (const name of ['Mushrooms', 'Black olives'])
    await toppings.getByRole('checkbox', { name: new RegExp(name) }).uncheck();
  await purchase(page)
    .getByRole('checkbox', { name: /Extra mozzarella/ })
    .uncheck();
  await purchase(page).getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(total).toHaveText(/113\.40/);
  await add.click();
  await expect(page.getByText('Added to cart').last()).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('3');

  await openCart(page);
  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(2);
  const first = lines.filter({ hasText: 'Size: Large' });
  await expect(first).toContainText('Toppings: Mushrooms, Black olives');
  await expect(first.locator('[data-line-add-ons]')).toContainText('Extra mozzarella ×2');
  await expect(lines.filter({ hasText: 'Size: Regular' })).not.toContainText('Toppings');
  // 391.80 + 113.40.
  await expect(page.locator('[data-cart-total]')).toHaveText(/505\.20/);

  // A quantity change keeps the line's choices.
  await first.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(first.locator('[data-line-add-ons]')).toContainText('Extra mozzarella ×2');
  await expect(first).toContainText('Size: Large');
  // 165.90 × 3 + 60 + 113.40.
  await expect(page.locator('[data-cart-total]')).toHaveText(/671\.10/);

  const dialog = await openOrderDialog(page);
  // The dialog lists each line with its choices, as the order will carry them.
  const large = dialog.locator('[data-order-lines] li').filter({ hasText: 'Size: Large' });
  await expect(large.locator('[data-order-line-options]')).toHaveText(
    'Size: Large · Toppings: Mushrooms, Black olives',
  );
  await expect(large.locator('[data-order-line-add-ons]')).toContainText('Extra mozzarella ×2');
  await expect(dialog.locator('[data-order-lines] li').filter({ hasText: 'Size: Regular' })).not.toContainText(
    'Add-ons',
  );
  await confirmOrder(page);
  const orderLines = page.locator('[data-line]');
  await expect(orderLines).toHaveCount(2);
  const ordered = orderLines.filter({ hasText: 'Size: Large' });
  await expect(ordered).toContainText('Toppings: Mushrooms, Black olives');
  await expect(ordered).toContainText('Extra mozzarella ×2');
  await expect(orderLines.filter({ hasText: 'Size: Regular' })).toBeVisible();
});

test('in Arabic, right to left: the missing required choice is named, the price follows, and a 320 px phone shows it all', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await customerInCairo(page, context, baseURL!);
  await page.goto(`/ar/single-product/${WRAP}?module=2`);
  await purchaseAwake(page);
  const add = purchase(page).getByRole('button', { name: 'أضف إلى السلة' });
  await group(page, 'Size').getByRole('radio', { name: 'Regular' }).check();
  await add.click();
  // Sauces: required, at least one.
  await expect(purchase(page).getByRole('alert')).toHaveText('اختر خيارًا من Sauces.');
  await expect(group(page, 'Sauces').getByRole('checkbox', { name: 'Garlic toum' })).toBeFocused();
  const unit = purchase(page).locator('[data-unit-price]');
  const before = await unit.textContent();
  await group(page, 'Sauces')
    .getByRole('checkbox', { name: /Cheddar sauce/ })
    .check();
  await expect(unit).not.toHaveText(before!);
  await expect(group(page, 'Sauces')).toContainText('اختر من ١ إلى ٢');
  // Nothing sticks out of a 320 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await purchase(page).scrollIntoViewIfNeeded();
  await purchase(page).screenshot({ path: 'test-results/variations-ar-320.png' });
  await add.click();
  await expect(page.getByText('تمت الإضافة إلى السلة')).toBeVisible();
});

test('a choice made before the control has loaded counts, in the dark theme on a phone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/en/single-product/${PIZZA}?module=2`);
  // The first touch wakes the island (client:interaction) and is replayed once it is ready.
  await group(page, 'Size').getByRole('radio', { name: /Large/ }).click();
  await expect(group(page, 'Size').getByRole('radio', { name: /Large/ })).toBeChecked();
  await expect(purchase(page).locator('[data-unit-price]')).toHaveText(/148\.40/);
  await group(page, 'Toppings')
    .getByRole('checkbox', { name: /Mushrooms/ })
    .check();
  await purchase(page)
    .getByRole('checkbox', { name: /Olives/ })
    .check();
  await purchase(page).screenshot({ path: 'test-results/variations-en-dark-320.png' });
  await expectNoViolations(page, 'choices', '[data-product-purchase]');
});

test('a card cannot add a dish without its required choice: it leads to the dish page instead', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await page.goto('/en/store/22');
  const cart = page.locator(`button[data-card-cart="${PIZZA}"]`);
  await cart.scrollIntoViewIfNeeded();
  await cart.click();
  await page.waitForURL(new RegExp(`/en/single-product/${PIZZA}`));
  await expect(group(page, 'Size')).toBeVisible();
  const res = await page.request.get('/api/v1/customer/cart/list', { headers: { 'X-Module-Id': '2' } });
  expect(await res.json()).toEqual([]);
});

test('Order again puts a delivered dish back with the same options, add-ons and price', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  await page.goto(`/en/single-product/${PIZZA}?module=2`);
  await purchaseAwake(page);
  await largeWithTwoToppings(page);
  await twoExtraMozzarella(page);
  await purchase(page).getByRole('button', { name: 'Increase quantity' }).click();
  // (162 + 50 + 15 + 10) less 30 % = 165.90, twice, and the add-on 30 × 2 once.
  await expect(purchase(page).locator('[data-total-price]')).toHaveText(/391\.80/);
  await purchase(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await openCart(page);
  await expect(page.locator('[data-cart-total]')).toHaveText(/391\.80/);
  const before = await page.request.get('/api/cart');
  const ordered = (await before.json()).lines as Array<Record<string, unknown>>;
  expect(ordered).toHaveLength(1);
  await openOrderDialog(page);
  const orderId = await confirmOrder(page);

  setOrderStatus(orderId, 'delivered');
  await page.reload();
  await page.getByRole('button', { name: 'Order again' }).click();
  await page.waitForURL(/\/en\/cart$/);
  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Size: Large');
  await expect(lines.first()).toContainText('Toppings: Mushrooms, Black olives');
  await expect(lines.first().locator('[data-line-add-ons]')).toContainText('Extra mozzarella ×2');
  await expect(page.locator('[data-cart-total]')).toHaveText(/391\.80/);
  const again = (await (await page.request.get('/api/cart')).json()).lines as Array<Record<string, unknown>>;
  const same = (l: Record<string, unknown>) => [
    l.item_id,
    l.quantity,
    l.price,
    l.variation,
    l.add_on_ids,
    l.add_on_qtys,
  ];
  expect(again.map(same)).toEqual(ordered.map(same));
});
