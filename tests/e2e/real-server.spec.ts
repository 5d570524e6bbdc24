// The storefront against a server that numbers its modules and zones its own way: the stub of
// tests/fixtures/sample-server.ts answers from real servers' captured answers (modules 3, 1
// and 4, no module 2; zone 1 around its default location, zone 2 without stores) and refuses
// any other module id as a real server does. Playwright starts it and a second storefront
// against it (playwright.config.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';

const SAMPLE = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4391) + 10}`;
const STUB = `http://127.0.0.1:${Number(process.env.E2E_API_PORT || 8791) + 10}`;
const SAMPLE_STORES = ['KK Fashion', 'Bicycle', 'Organic Market'];
const ERROR_LINES = /couldn't load|Failed to load/i;

test.use({ baseURL: SAMPLE });

async function setCookies(context: BrowserContext, cookies: Record<string, string>) {
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      domain: '127.0.0.1',
      path: '/',
    })),
  );
}

async function moduleCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(SAMPLE)).find((c) => c.name === 'module_id')?.value;
}

/** Every image matching `selector` has loaded: a URL the browser could fetch, not a broken one. */
async function expectImagesLoaded(page: Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeAttached();
  await expect
    .poll(() =>
      images.evaluateAll((list) =>
        (list as HTMLImageElement[]).every((img) => {
          img.loading = 'eager';
          return img.complete && img.naturalWidth > 0;
        }),
      ),
    )
    .toBe(true);
}

test('a first visit to home shows the sample stores and no error line', async ({ page, context }) => {
  await page.goto('/en');
  const main = page.locator('main');
  await expect(main.locator('#stores')).toBeVisible();
  for (const name of SAMPLE_STORES) await expect(main.locator('#stores').getByRole('link', { name })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Popular stores' })).toBeVisible();
  await expect(main).not.toContainText(ERROR_LINES);
  // Nothing chosen, nothing stored: the default follows the server.
  expect(await moduleCookie(context)).toBeUndefined();
});

test("the module switcher lists the server's modules, Shop chosen, and switches", async ({ page, context }) => {
  await page.goto('/en');
  const switcher = page.getByRole('navigation', { name: /services/i });
  await expect(switcher.getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-pressed', 'true');
  await expect(switcher.getByRole('button', { name: 'Jayma Gade Gui' })).toHaveAttribute('aria-pressed', 'false');
  await expect(switcher.getByRole('button', { name: 'خضروات وفواكه' })).toBeVisible();
  await expectImagesLoaded(page, '[data-module-bar] img');
  await switcher.getByRole('button', { name: 'Jayma Gade Gui' }).click();
  await expect(
    page.getByRole('navigation', { name: /services/i }).getByRole('button', { name: 'Jayma Gade Gui' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await moduleCookie(context)).toBe('1');
  // That module has no store in the samples: an honest empty list, not an error.
  await expect(page.locator('main')).not.toContainText(ERROR_LINES);
  await expect(page.locator('#stores')).toContainText(/no stores/i);
});

for (const stale of ['2', '99']) {
  test(`a stored module the server does not have (${stale}) is corrected, never an error`, async ({
    page,
    context,
  }) => {
    await setCookies(context, { module_id: stale });
    await page.goto('/en/stores');
    for (const name of SAMPLE_STORES)
      await expect(page.locator('main').getByRole('link', { name }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(ERROR_LINES);
    expect(await moduleCookie(context)).toBe('3');
  });
}

test('the stores page lists the sample stores with their logos, ratings, times and minimum order', async ({ page }) => {
  await page.goto('/en/stores');
  const all = page.locator('section[aria-labelledby="all-stores"]');
  for (const name of SAMPLE_STORES) await expect(all.getByRole('heading', { name })).toBeVisible();
  const kk = all.locator('article', { has: page.getByRole('heading', { name: 'KK Fashion' }) });
  // The sample's "3-5 days", written in the page's language.
  await expect(kk).toContainText('3–5 days');
  await expect(kk).toContainText(/Minimum order: 66\s?CFA/);
  const organic = all.locator('article', { has: page.getByRole('heading', { name: 'Organic Market' }) });
  await expect(organic).toContainText('★ 5.0');
  await expectImagesLoaded(page, 'section[aria-labelledby="all-stores"] article img');
  // A cover of another shape than 3:1 (the sample server's are square) keeps the card's layout.
  const cover = await kk.locator('img').first().boundingBox();
  expect(Math.round(cover!.width / cover!.height)).toBe(3);
  await expect(page.locator('main')).not.toContainText(ERROR_LINES);
});

test("the frame shows the server's business name, logo and contacts from /config", async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveTitle(/Example Shop/);
  const footer = page.locator('footer');
  await expect(footer).toContainText('700000000');
  await expect(footer).toContainText('business@example.com');
  await expect(footer).toContainText('Dakar');
  await expectImagesLoaded(page, 'header img');
});

test('a zone without stores says so and offers to change the location', async ({ page, context }) => {
  await setCookies(context, { zoneid: '[2]', location_asked: '1', fullLocation: 'Far away' });
  for (const path of ['/en', '/en/stores']) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByText(/no stores in this area yet/i).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /change location/i }).first()).toBeVisible();
    await expect(main).not.toContainText(ERROR_LINES);
  }
  // The offer is the top bar's location action: the device's position in zone 1 brings its stores.
  await context.grantPermissions(['geolocation'], { origin: SAMPLE });
  await context.setGeolocation({ latitude: 14.7141, longitude: -17.4638 });
  await page
    .locator('main')
    .getByRole('button', { name: /change location/i })
    .click();
  await expect(page.locator('main').getByRole('heading', { name: 'KK Fashion' }).first()).toBeVisible();
  await expect(page.locator('main [data-no-stores]')).toHaveCount(0);
});

for (const lang of ['en', 'ar']) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`home and /stores on the sample server have no axe violations (${lang}, ${colorScheme}, 320 px), the empty zone included`, async ({
      page,
      context,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 320, height: 720 });
      for (const zone of ['[1]', '[2]']) {
        await setCookies(context, { zoneid: zone, location_asked: '1' });
        for (const path of ['', '/stores']) {
          await page.goto(`/${lang}${path}`);
          if (zone === '[2]') await expect(page.locator('main [data-no-stores]')).toBeVisible();
          await expectNoViolations(page, `${lang}${path} zone ${zone}`);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${lang}${path} fits 320 px`,
          ).toBeLessThanOrEqual(320);
        }
      }
    });
  }
}

test("the sitemap lists the stores of the server's default zone, in each of its modules", async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const id of [21, 22, 26]) expect(xml).toContain(`<loc>${SAMPLE}/en/store/${id}</loc>`);
});

test('the stub refuses a module it does not have, as a real server does', async ({ request }) => {
  const res = await request.get(`${STUB}/api/v1/stores/get-stores/all`, { headers: { moduleId: '2', zoneId: '[1]' } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ errors: [{ code: 'moduleId', message: 'Not found' }] });
});

test.describe('signed in on the sample server', () => {
  test.beforeEach(async ({ page }) => {
    const res = await page.request.post('/api/session', {
      headers: { Origin: SAMPLE },
      data: { email_or_phone: 'redacted@example.com', password: 'anything1', terms: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test('the profile shows the customer of customer-info.json', async ({ page }) => {
    await page.goto('/en/profile');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Muhammad Ramzan' })).toBeVisible();
    await expect(main).toContainText('redacted@example.com');
    await expect(main).toContainText('+920000000000');
    await expect(main).toContainText('brand99360');
    await expect(main).not.toContainText(ERROR_LINES);
    await expectImagesLoaded(page, 'main img');
  });

  test('the order details list the lines of order-details.json with names, prices, quantities and images', async ({
    page,
  }) => {
    await page.goto('/en/orders-details/100002');
    const main = page.locator('main');
    for (const [name, price] of [
      ['عيش فينو', '120'],
      ['عيش بلدي', '12'],
    ] as const) {
      const line = main.getByRole('listitem').filter({ hasText: name });
      await expect(line).toBeVisible();
      await expect(line).toContainText(new RegExp(`${price}\\s?CFA`));
      await expect(line.locator('[data-quantity]')).toHaveText('1');
    }
    await expect(main).not.toContainText(ERROR_LINES);
    await expectImagesLoaded(page, 'main li img');
  });
});
