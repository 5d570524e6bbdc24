// A guest cancels a pending order from the tracked-order view: with the script (a listed reason,
// a double click sending one request) in English, without it (a typed reason, a plain form) in
// Arabic; another browser that follows the same order by id and phone cannot cancel it. The
// attacks are tests/security/guest-cancel.spec.ts.
import { expect, test } from '@playwright/test';
import { guestOrder, trackWith } from './guest-helpers.ts';

test('a guest follows the order, cancels it once with a reason, and sees it cancelled', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await guestOrder(page, context, baseURL!);
  // Placed in this browser: the order shows at once, no phone asked.
  const view = page.locator('[data-tracked-order]');
  await expect(view.locator('header [data-status]')).toHaveText('Pending');

  await view.getByRole('link', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose or write a reason.');
  await dialog.getByLabel('I changed my mind').check();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('order-cancel') || r.url().includes('order/cancel')) sent.push(`${r.method()} ${r.url()}`);
  });
  await dialog.getByRole('button', { name: 'Cancel the order' }).dblclick();
  await expect(page.getByText('The order was canceled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([`PUT ${baseURL}/api/guest-order-cancel`]);
  await expect(view.locator('header [data-status]')).toHaveText('Canceled');
  await expect(page.getByText('Cancellation reason: I changed my mind')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await expect(view.locator('header [data-status]')).toHaveText('Canceled');

  // Someone else who knows the id and the phone sees the order, but no way to cancel it.
  const other = await browser.newContext({ baseURL });
  const stranger = await other.newPage();
  const second = await guestOrder(page, context, baseURL!);
  await stranger.goto(`/en/track-order?order_id=${second.orderId}`);
  await trackWith(stranger, second.phone.local);
  await expect(stranger.locator('[data-tracked-order] header [data-status]')).toHaveText('Pending');
  await expect(stranger.locator('[data-cancel-not-here]')).toHaveText(
    'This order can be cancelled only in the browser it was ordered from, after following it there with its number and phone.',
  );
  await expect(stranger.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await other.close();
});

test('in Arabic without JavaScript: the form opens in the page and a typed reason cancels', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const { orderId } = await guestOrder(page, context, baseURL!, 'ar');
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const bare = await plain.newPage();
  // The same browser's cookies: its guest placed the order, so it opens without the phone.
  await bare.goto(`/ar/track-order?order_id=${orderId}`);
  await expect(bare.locator('html')).toHaveAttribute('dir', 'rtl');
  await bare.getByRole('link', { name: 'إلغاء الطلب' }).click();
  const form = bare.locator('[data-cancel-form]');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(bare.getByText('اختر سببًا أو اكتبه.')).toBeVisible();
  await bare.getByLabel('سببك').fill('طلبت من متجر آخر');
  await bare.locator('[data-cancel-form]').getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(bare.getByText('تم إلغاء الطلب.')).toBeVisible();
  await expect(bare).toHaveURL(new RegExp(`/ar/track-order\\?order_id=${orderId}&cancel=done`));
  await expect(bare.locator('[data-order-live="timeline"] [aria-current="step"]')).toContainText('أُلغي');
  await expect(bare.getByText('طلبت من متجر آخر')).toBeVisible();
  await bare.setViewportSize({ width: 320, height: 900 });
  await bare.screenshot({ path: test.info().outputPath('guest-cancelled-ar-320.png'), fullPage: true });
  await plain.close();
});
