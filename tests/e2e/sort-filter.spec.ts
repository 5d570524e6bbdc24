// Sort and veg / non-veg filter on the category, search and store pages: a plain GET form that
// works without JavaScript and submits on change with it; choices stay selected, paging keeps
// them, bad values are ignored, and crawlers are pointed at the unsorted page.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API, apiGet } from './helpers.ts';

interface ApiItem {
  id: number;
  name: string;
  price: number;
  veg: number;
  avg_rating: number;
}

/** Egyptian Classics (food): more than one page of items, veg and non-veg. */
const CATEGORY = 6;

async function categoryItems(request: APIRequestContext): Promise<Map<number, ApiItem>> {
  const items = await apiGet<ApiItem[]>(request, `/categories/items/${CATEGORY}/all`, 2);
  return new Map(items.map((i) => [i.id, i]));
}

/** The item ids of the cards in `scope`, in page order (names repeat across stores; ids do not). */
async function cardIds(scope: Page | Locator): Promise<number[]> {
  const hrefs = await scope
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a[href*="/single-product/"]')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => Number(/\/single-product\/(\d+)/.exec(href)?.[1]));
}

function expectOrdered(values: number[], direction: 'asc' | 'desc') {
  expect(values.length).toBeGreaterThan(1);
  for (let i = 1; i < values.length; i++)
    if (direction === 'asc') expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    else expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category sorts by price across its pages and filters veg', async ({ page, request }) => {
    const items = await categoryItems(request);
    await page.goto(`/en/categories/${CATEGORY}`);
    const form = page.getByRole('search', { name: 'Sort and filter' });
    await form.getByLabel('Sort by').selectOption('price_asc');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/categories/${CATEGORY}\\?sort=price_asc&type=$`));
    await expect(form.getByLabel('Sort by')).toHaveValue('price_asc');
    const first = (await cardIds(page)).map((id) => items.get(id)!.price);
    expectOrdered(first, 'asc');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/categories/${CATEGORY}$`),
    );

    // Page 2 keeps the order and carries on from where page 1 ended.
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/page=2/);
    const second = (await cardIds(page)).map((id) => items.get(id)!.price);
    expectOrdered([...first, ...second], 'asc');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

    await page.getByLabel('Food type').selectOption('veg');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price_asc&type=veg$/);
    const veg = await cardIds(page);
    expect(veg.length).toBeGreaterThan(0);
    for (const id of veg) expect(items.get(id)!.veg).toBe(1);
    await expect(page.getByLabel('Food type')).toHaveValue('veg');
  });

  test('bad values are ignored', async ({ page }) => {
    const response = await page.goto(`/en/categories/${CATEGORY}?sort=cheapest&type=vegan`);
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel('Sort by')).toHaveValue('');
    await expect(page.getByLabel('Food type')).toHaveValue('');
    expect((await cardIds(page)).length).toBe(20);
  });

  test('the search page sorts by the API’s own orders and offers no newest', async ({ page, request }) => {
    await page.goto('/en/search?q=a');
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Top rated',
    ]);
    await sort.selectOption('price_desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=a&sort=price_desc/);
    const found = await apiGet<{ products: ApiItem[] }>(request, '/items/search?name=a&limit=200&offset=1', 2);
    const prices = new Map(found.products.map((i) => [i.id, i.price]));
    const ids = await cardIds(page.locator('[data-search-results]'));
    expectOrdered(
      ids.map((id) => prices.get(id)!),
      'desc',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/search\?q=a$/);
  });

  test('the store menu sorts within each section', async ({ page, request }) => {
    await page.goto('/en/store/2?sort=price_desc');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    const all = await apiGet<{ products: ApiItem[] }>(
      request,
      '/items/latest?store_id=2&category_id=0&limit=50&offset=1',
      2,
    );
    const prices = new Map(all.products.map((i) => [i.name, i.price]));
    for (const section of await page.locator('[data-menu-section]').all()) {
      const names = await section.getByRole('article').getByRole('heading').allTextContents();
      if (names.length > 1)
        expectOrdered(
          names.map((n) => prices.get(n)!),
          'desc',
        );
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/store\/2$/);
  });
});

test.describe('with JavaScript', () => {
  test('a change submits the form at once; the Apply button is gone', async ({ page, request }) => {
    const items = await categoryItems(request);
    await page.goto(`/en/categories/${CATEGORY}`);
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await page.getByLabel('Food type').selectOption('non_veg');
    await expect(page).toHaveURL(new RegExp(`/en/categories/${CATEGORY}\\?type=non_veg$`));
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(items.get(id)!.veg).toBe(0);
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(page).toHaveURL(/\?sort=rating&type=non_veg$/);
    expectOrdered(
      (await cardIds(page)).map((id) => items.get(id)!.avg_rating),
      'desc',
    );
  });

  test('on a phone the list never moves when the form’s script arrives late', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The scripts come a second late, as on a slow network; the page is read as it paints.
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    // Shifts from the first frame painted once the page is parsed, when the scripts are still on
    // their way. While the HTML streams in, a busy machine may paint half a card, and the frame
    // after the parse completes it: that shift is the browser's streaming, not the form, so the
    // count starts two frames after DOMContentLoaded.
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number; applyAsParsed: string };
      w.shifted = 0;
      new MutationObserver((_, observer) => {
        const apply = document.querySelector('[data-sort-apply]');
        if (!apply) return;
        w.applyAsParsed = getComputedStyle(apply).display;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const painted = performance.now();
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                if (entry.startTime >= painted) w.shifted += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
          }),
        );
      });
    });
    await page.goto('/en/search?q=Koshary');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await expect(page.locator('form[data-sort-filter][data-enhanced]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    // The form's own script runs as the parse ends, before that count starts: the Apply button
    // was already hidden when the parser met it, so no frame painted while the page streamed in
    // showed it either.
    expect(await page.evaluate(() => (window as unknown as { applyAsParsed: string }).applyAsParsed)).toBe('none');
  });

  test('the store’s veg filter keeps only veg dishes, in Arabic too', async ({ page, request }) => {
    const details = await apiGet<{ category_ids: number[] }>(request, '/stores/details/2', 2);
    const lists = await Promise.all(
      details.category_ids.map((id) =>
        request
          .get(`${API}/items/latest?store_id=2&category_id=${id}&limit=50&offset=1&type=veg`, {
            headers: { Accept: 'application/json', moduleId: '2', zoneId: '[5]', 'X-localization': 'ar' },
          })
          .then((r) => r.json() as Promise<{ products: ApiItem[] }>),
      ),
    );
    // Eight cards a section at most; a category without veg dishes is left out.
    const shown = lists.reduce((sum, list) => sum + Math.min(list.products.length, 8), 0);
    const vegIds = new Set(lists.flatMap((list) => list.products.map((i) => i.id)));
    await page.goto('/ar/store/2');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('نوع الطعام').selectOption('veg');
    await expect(page).toHaveURL(/\/ar\/store\/2\?type=veg$/);
    await expect(page.getByRole('article')).toHaveCount(shown);
    for (const id of await cardIds(page)) expect(vegIds.has(id)).toBe(true);
    await expect(page.getByLabel('نوع الطعام')).toHaveValue('veg');
    await page.screenshot({ path: test.info().outputPath('store-veg-ar.png') });
  });

  test('the live search keeps the order while typing', async ({ page }) => {
    await page.goto('/en/search?q=a&sort=price_asc');
    await page.locator('astro-island[component-url*="LiveSearch"]:not([ssr])').waitFor({ state: 'attached' });
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/search?q=ch') && r.url().includes('sort=price_asc'),
    );
    await page.getByRole('searchbox').fill('ch');
    await answer;
    await expect(page).toHaveURL(/q=ch/);
    await expect(page).toHaveURL(/sort=price_asc/);
  });
});
