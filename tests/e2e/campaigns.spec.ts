// Campaigns: a home banner's campaign opens its page (its stores and the module's campaign items),
// a campaign item goes into the cart as an ItemCampaign (with JavaScript, on a slow phone in
// Arabic, and with the plain form), and is ordered cash on delivery and shown in the order.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../src/lib/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { customerInCairo } from './cart-steps.ts';
import { expectNoViolations } from './axe.ts';
import { API, apiGet, slowPhone } from './helpers.ts';

type Dict = typeof en;
const FOOD = 2;

interface Campaign {
  id: number;
  title: string;
}
interface CampaignDetails extends Campaign {
  stores: Array<{ id: number; name: string }>;
}
interface ItemCampaign {
  id: number;
  name: string;
  store_id: number;
}

/** A reference API answer in Arabic. */
async function apiGetArabic<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, {
    headers: { Accept: 'application/json', moduleId: String(FOOD), zoneId: '[5]', 'X-localization': 'ar' },
  });
  return (await res.json()) as T;
}

/** The campaign's link among the home banners, reached with the keyboard and followed. */
async function openFromBanner(page: Page, prefix: string, campaign: Campaign) {
  await page.goto(prefix);
  const link = page.locator(`#banners a[data-campaign-link="${campaign.id}"]`);
  await expect(link).toHaveAttribute('href', `${prefix}/campaigns/${campaign.id}?module=${FOOD}`);
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`${prefix}/campaigns/${campaign.id}\\?module=${FOOD}$`));
}

/** The cart page, the order dialog with the address typed, confirmed: the order's page. */
async function orderCashOnDelivery(page: Page, prefix: string, t: Dict) {
  await page.goto(`${prefix}/cart`);
  await page.locator('astro-island[component-url*="CartView"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t.cart.placeOrder }).click();
  const dialog = page.getByRole('dialog', { name: t.placeOrder.title });
  await expect(dialog.getByText(t.placeOrder.distance.split(':')[0]!)).toBeVisible();
  await dialog.getByLabel(t.placeOrder.address, { exact: true }).fill('12 Tahrir Square, Cairo');
  await dialog.getByRole('button', { name: t.placeOrder.confirm }).click();
  await page.waitForURL(new RegExp(`${prefix}/orders-details/\\d+$`));
}

test('a banner campaign opens its page; a campaign item is added, ordered and shown in the order (en)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const { campaigns } = await apiGet<{ campaigns: Campaign[] }>(request, '/banners', FOOD);
  const campaign = campaigns[0]!;
  const [details, items] = await Promise.all([
    apiGet<CampaignDetails>(request, `/campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`, FOOD),
    apiGet<ItemCampaign[]>(request, '/campaigns/item', FOOD),
  ]);
  expect(details.stores.length).toBeGreaterThan(0);
  expect(items.length).toBeGreaterThan(0);

  await openFromBanner(page, '/en', campaign);
  await expect(page.locator('h1')).toHaveText(campaign.title);
  await expect(page).toHaveTitle(new RegExp(campaign.title));
  const stores = page.getByRole('list', { name: en.campaigns.stores });
  for (const store of details.stores) await expect(stores.getByRole('link', { name: store.name })).toBeVisible();
  const grid = page.getByRole('list', { name: en.campaigns.items });
  await expect(grid.locator('article')).toHaveCount(items.length);

  const koshary = items.find((i) => i.name === 'Family koshary box')!;
  await page.locator('html[data-campaign-actions="ready"]').waitFor({ state: 'attached' });
  const card = grid.locator(`article[data-campaign-item="${koshary.id}"]`);
  await card.getByRole('button', { name: en.product.addToCart }).click();
  await expect(page.getByText(en.cart.added).first()).toBeVisible();
  const lines = await page.evaluate(
    async () =>
      ((await (await fetch('/api/cart')).json()) as { lines: Array<{ item_id: number; item_type: string }> }).lines,
  );
  expect(lines).toEqual([expect.objectContaining({ item_id: koshary.id, item_type: 'App\\Models\\ItemCampaign' })]);

  await orderCashOnDelivery(page, '/en', en);
  await expect(page.getByRole('heading', { name: koshary.name })).toBeVisible();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const orderLines = await (await page.request.get(`/api/v1/customer/order/details?order_id=${orderId}`)).json();
  expect(orderLines).toEqual([expect.objectContaining({ item_id: null, item_campaign_id: koshary.id, quantity: 1 })]);
});

test('in Arabic on a slow phone: the campaign page reads right to left and its item is ordered', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await slowPhone(page);
  await customerInCairo(page, context, baseURL!);
  const { campaigns } = await apiGet<{ campaigns: Campaign[] }>(request, '/banners', FOOD);
  const campaign = campaigns[0]!;
  const arabic = await apiGetArabic<CampaignDetails>(
    request,
    `/campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`,
  );
  const items = await apiGetArabic<ItemCampaign[]>(request, '/campaigns/item');
  const platter = items.find((i) => i.store_id === 5)!;

  await openFromBanner(page, '/ar', campaign);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText(arabic.title);
  const card = page.locator(`article[data-campaign-item="${platter.id}"]`);
  await expect(card.getByRole('heading', { name: platter.name })).toBeVisible();
  // Pressed whether or not the island is awake yet: either it adds in place, or the form posts
  // and the page comes back saying so.
  await card.getByRole('button', { name: ar.product.addToCart }).click();
  await expect(page.getByText(ar.cart.added).first()).toBeVisible();

  await orderCashOnDelivery(page, '/ar', ar);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const orderLines = await (await page.request.get(`/api/v1/customer/order/details?order_id=${orderId}`)).json();
  expect(orderLines).toEqual([expect.objectContaining({ item_id: null, item_campaign_id: platter.id })]);
  await expect(page.locator(`[data-total]`)).toBeVisible();
});

test('without JavaScript the campaign item form adds it to the cart', async ({ browser, baseURL }) => {
  const withJs = await browser.newContext();
  const page = await withJs.newPage();
  await customerInCairo(page, withJs, baseURL!);
  const state = await withJs.storageState();
  await withJs.close();
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const plain = await noJs.newPage();
  await plain.goto(`/en/campaigns/2?module=${FOOD}`);
  const card = plain.locator('article[data-campaign-item="2"]');
  await card.getByRole('button', { name: en.product.addToCart }).click();
  await plain.waitForURL(/\/en\/campaigns\/2\?module=2$/);
  await expect(plain.getByText(en.cart.added).first()).toBeVisible();
  await plain.goto('/en/cart');
  await expect(plain.getByText('Family koshary box').first()).toBeVisible();
  await noJs.close();
});

for (const [lang, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`the campaign page at 320 px in ${lang} (${theme}) fits, and has no axe violations`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/${lang}/campaigns/2?module=${FOOD}`);
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page, `campaign ${lang} 320`);
  });
}

test('an ended or unknown campaign is a 404', async ({ page }) => {
  for (const id of [3, 999]) {
    const res = await page.goto(`/en/campaigns/${id}?module=${FOOD}`);
    expect(res?.status(), String(id)).toBe(404);
  }
});
