// Saved addresses: the address book round trip (add with a refusal that keeps what was typed, edit,
// delete after confirming), in English and, without JavaScript, in Arabic; then a saved address
// chosen in the order dialog fills what the order is sent with.
import { expect, test } from '@playwright/test';
import { addToServerCart, type CartItem, customerInCairo, openCart } from './cart-steps.ts';
import { apiGet } from './helpers.ts';

test('add (a refusal keeps what was typed), edit and delete a saved address', async ({ page, context, baseURL }) => {
  await customerInCairo(page, context, baseURL!);
  await page.goto('/en/profile');
  await page.getByRole('link', { name: 'Saved addresses' }).first().click();
  await expect(page).toHaveURL(/\/en\/addresses$/);
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add an address' }).click();
  const form = page.locator('[data-address-form]');
  // The place starts at the chosen delivery location.
  await expect(form.getByLabel('Latitude')).toHaveValue('30.0444');
  await expect(form.getByLabel('Longitude')).toHaveValue('31.2357');
  await form.getByLabel('Contact name').fill('Mo');
  await form.getByLabel('Contact phone').fill('+201011112222');
  await form.getByLabel('Address', { exact: true }).fill('7 Qasr El Nil Street, Cairo');
  await form.getByLabel('Floor').fill('4');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('7 Qasr El Nil Street, Cairo');
  await expect(form.getByLabel('Floor')).toHaveValue('4');
  await expect(form.getByLabel('Contact name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Contact name').fill('Mona Adel');
  await form.getByLabel('Office').check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
  const saved = page.locator('[data-address]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Office');
  await expect(saved).toContainText('7 Qasr El Nil Street, Cairo, 4');

  // A point outside every zone is refused, with the place marked.
  await saved.getByRole('link', { name: /^Edit/ }).click();
  const edit = page.locator('[data-address-form]');
  await edit.getByLabel('Latitude').fill('0');
  await edit.getByLabel('Longitude').fill('0');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit.getByText('We do not deliver to this place yet.').first()).toBeVisible();
  await edit.getByLabel('Latitude').fill('30.05');
  await edit.getByLabel('Longitude').fill('31.24');
  await edit.getByLabel('Address', { exact: true }).fill('9 Talaat Harb Street, Cairo');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address updated.')).toBeVisible();
  await expect(saved).toContainText('9 Talaat Harb Street, Cairo');

  await page.setViewportSize({ width: 320, height: 900 });
  await page.screenshot({ path: test.info().outputPath('addresses-en-320.png'), fullPage: true });

  await saved.getByRole('link', { name: /^Delete/ }).click();
  await expect(page.getByRole('heading', { name: 'Delete this address?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Address deleted.')).toBeVisible();
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();
});

test('without JavaScript, in Arabic, an address is added and listed', async ({ browser, page, context, baseURL }) => {
  await customerInCairo(page, context, baseURL!);
  const bareContext = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    colorScheme: 'dark',
    viewport: { width: 320, height: 900 },
  });
  const bare = await bareContext.newPage();
  await bare.goto('/ar/addresses?add=1');
  const form = bare.locator('[data-address-form]');
  await form.getByLabel('اسم جهة الاتصال').fill('منى عادل');
  await form.getByLabel('هاتف جهة الاتصال').fill('01011112222');
  await form.getByLabel('العنوان', { exact: true }).fill('٧ شارع قصر النيل، القاهرة');
  await form.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(bare.getByText('تم حفظ العنوان.')).toBeVisible();
  await expect(bare.locator('[data-address]')).toContainText('٧ شارع قصر النيل، القاهرة');
  await bare.screenshot({ path: test.info().outputPath('addresses-ar-dark-320.png'), fullPage: true });
  await bareContext.close();
});

test('a saved address chosen in the order dialog fills the address, contact and place the order is sent with', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const added = await page.request.post('/api/v1/customer/address/add', {
    headers: { Origin: baseURL! },
    data: {
      address_type: 'home',
      contact_person_name: 'Karim Nabil',
      contact_person_number: '+201055566677',
      address: '3 Garden City Road, Cairo',
      floor: '2',
      latitude: 30.037,
      longitude: 31.232,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const item = await apiGet<CartItem>(request, '/items/details/1');
  await addToServerCart(page, baseURL!, item);
  await openCart(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place order' });
  const picker = dialog.getByLabel('Deliver to a saved address');
  await picker.selectOption({ label: 'Home · 3 Garden City Road, Cairo, 2' });
  // The line, and the floor in a field of its own (sent apart, as 6amMart takes it).
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('3 Garden City Road, Cairo');
  await expect(dialog.getByLabel('Floor', { exact: true })).toHaveValue('2');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Karim Nabil');
  await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('+201055566677');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/order');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ latitude: 30.037, longitude: 31.232, form: { floor: '2' } });
  await page.waitForURL(/\/en\/orders-details\/\d+$/);
  await expect(page.getByText('3 Garden City Road, Cairo', { exact: true })).toBeVisible();
  await expect(page.locator('[data-address-parts]')).toContainText('2');
  await expect(page.getByText('Karim Nabil')).toBeVisible();
});
