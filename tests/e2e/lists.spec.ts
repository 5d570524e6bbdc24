// The list pages: /categories, /categories/{id}, /stores and /all-products, rendered on the server
// from the reference API, with filters and pages as links, and an axe scan of each.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';

async function useModule(context: BrowserContext, baseURL: string | undefined, moduleId: number) {
  await context.addCookies([{ name: 'module_id', value: String(moduleId), url: baseURL! }]);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('categories', () => {
  test('the grid links every category, with 3 to 6 columns as the screen grows, and ships no island', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/en/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const grid = page.locator('[data-category-grid]');
    const tiles = grid.getByRole('link');
    await expect(tiles).toHaveCount(5);
    await expect(tiles.first()).toHaveAttribute('href', /^\/en\/categories\/\d+$/);
    await expect(grid.locator('img').first()).toBeVisible();
    await expect(page.locator('astro-island')).toHaveCount(0);

    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(3);
    for (const [width, expected] of [
      [800, 4],
      [1100, 5],
      [1300, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      expect(await columns(), `${width} px`).toBe(expected);
    }
  });

  test('a category page lists its active products, and a sub-category filter changes the grid and the URL, with skeletons while it loads', async ({
    page,
    context,
    baseURL,
  }) => {
    await useModule(context, baseURL, 1);
    await page.goto('/en/categories/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Fruits & Vegetables' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Sub-categories' });
    await expect(filters.getByRole('link')).toHaveText([
      'All',
      'Fresh Fruits',
      'Fresh Vegetables',
      'Herbs & Leafy Greens',
    ]);
    await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(16);
    // The category endpoint also answers a switched-off item; the page leaves it out.
    await expect(page.getByRole('heading', { name: 'Cucumbers' })).toHaveCount(0);

    // The page being left tells what it shows once the click has been drawn, and the next page is
    // held back until it has (Playwright's locators would wait for the navigation instead).
    let noted!: (state: unknown) => void;
    const shownWhileLoading = new Promise<unknown>((resolve) => (noted = resolve));
    await page.exposeFunction('noteWhileLoading', (state: unknown) => noted(state));
    await page.addInitScript(() => {
      document.addEventListener('click', () =>
        requestAnimationFrame(() => {
          const visible = (selector: string) =>
            [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility()).length;
          const current =
            document.querySelector('nav[aria-label="Sub-categories"] a[aria-current="page"]')?.textContent?.trim() ??
            null;
          (window as unknown as { noteWhileLoading: (state: unknown) => void }).noteWhileLoading({
            skeletons: visible('[data-skeleton-card]'),
            cards: visible('main article'),
            current,
          });
        }),
      );
    });
    await page.reload();
    await page.route(
      (url) => url.pathname === '/en/categories/1' && url.searchParams.get('sub') === '20',
      async (route) => {
        await shownWhileLoading;
        await route.continue();
      },
    );
    await page
      .getByRole('navigation', { name: 'Sub-categories' })
      .getByRole('link', { name: 'Fresh Vegetables', exact: true })
      .click();
    const whileLoading = await shownWhileLoading;
    expect(whileLoading).toEqual({ skeletons: 6, cards: 0, current: 'Fresh Vegetables' });

    await expect(page).toHaveURL(/\/en\/categories\/1\?sub=20$/);
    await expect(page.locator('[data-skeleton-card]:visible')).toHaveCount(0);
    await expect(
      page
        .getByRole('navigation', { name: 'Sub-categories' })
        .getByRole('link', { name: 'Fresh Vegetables', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(7);
    await expect(page.getByRole('heading', { level: 2, name: 'Eggplant' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hass Avocado' })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Sub-categories' })
      .getByRole('link', { name: 'All', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/categories\/1$/);
    await expect(cards(page)).toHaveCount(16);
  });

  test('a long category is paged 20 at a time', async ({ page }) => {
    await page.goto('/en/categories/6');
    await expect(cards(page)).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Next page', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/categories\/6\?page=2$/);
    // 30 items: the seed's 29 and the koshary bowl with toppings to choose.
    await expect(cards(page)).toHaveCount(10);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a link without the module still finds the category, down to the third level', async ({ page }) => {
    // Category 1 is a grocery one; the visitor is on the default (food) module.
    await page.goto('/en/categories/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Fruits & Vegetables' })).toBeVisible();
    await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      /\/en\/single-product\/\d+\?module=1$/,
    );
    await page.goto('/en/categories/72');
    await expect(page.getByRole('heading', { level: 1, name: 'Chargers & Cables' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Accessories', exact: true })).toHaveAttribute(
      'href',
      '/en/categories/62',
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      itemListElement: { name: string }[];
    };
    expect(jsonLd.itemListElement.map((c) => c.name)).toEqual([
      'Home',
      'Categories',
      'Accessories',
      'Chargers & Cables',
    ]);
  });

  test('an empty category says so; an unknown one is a 404', async ({ page }) => {
    await page.goto('/en/categories/9');
    await expect(page.getByText('No products in this category yet.')).toBeVisible();
    for (const path of ['/en/categories/999', '/en/categories/0', '/en/categories/abc', '/ar/categories/999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('stores', () => {
  test('popular and all stores, with the four filters as links', async ({ page }) => {
    await page.goto('/en/stores');
    const popular = page.getByRole('region', { name: 'Popular Stores' });
    await expect(popular.getByRole('article')).toHaveCount(6);
    const all = page.getByRole('region', { name: 'All Stores' });
    await expect(all.getByRole('article')).toHaveCount(7);
    const filters = all.getByRole('navigation', { name: 'Filter stores' });
    await expect(filters.getByRole('link')).toHaveText(['All', 'Newly joined', 'Discounted', 'Top rated']);
    await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');

    await filters.getByRole('link', { name: 'Discounted', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/stores\?filter=discounted#all-stores$/);
    await expect(all.getByRole('link', { name: 'Discounted', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(all.getByRole('article')).toHaveCount(1);
    await expect(all.getByRole('heading', { level: 3 })).toHaveText(['Zamalek Grill & Kebab']);
    // The popular block does not change with the filter.
    await expect(popular.getByRole('article')).toHaveCount(6);

    await all.getByRole('link', { name: 'Top rated', exact: true }).click();
    await expect(page).toHaveURL(/filter=top-rated/);
    await expect(all.getByRole('article')).toHaveCount(6);
    await all.getByRole('link', { name: 'Newly joined', exact: true }).click();
    await expect(all.getByRole('heading', { level: 3 }).first()).toHaveText('Shawarma Station');
    await all.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/stores#all-stores$/);
  });

  test('a page past the last says there is nothing more and leads back, keeping the filter', async ({ page }) => {
    await page.goto('/en/stores?filter=top-rated&page=2');
    const all = page.getByRole('region', { name: 'All Stores' });
    await expect(all.getByText('No stores to show.')).toBeVisible();
    await expect(all.getByRole('link', { name: 'Top rated', exact: true })).toHaveAttribute('aria-current', 'page');
    await all
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Previous page', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/stores\?filter=top-rated#all-stores$/);
    await expect(all.getByRole('article')).toHaveCount(6);
  });
});

test.describe('all products', () => {
  test('new arrivals, 20 a page, with a pager that keeps the list', async ({ page }) => {
    await page.goto('/en/all-products?list=new-arrival');
    await expect(page.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 5', exact: true })).toHaveAttribute(
      'href',
      '/en/all-products?list=new-arrival&page=5',
    );
    await pager.getByRole('link', { name: 'Page 5', exact: true }).click();
    await expect(page).toHaveURL(/list=new-arrival&page=5$/);
    // 84 in the zone: the seed's 81 and the three dishes with choices.
    await expect(cards(page)).toHaveCount(4);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 5', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('discounted products, and an empty page past the end', async ({ page }) => {
    await page.goto('/en/all-products?list=discounted');
    await expect(page.getByRole('heading', { level: 1, name: 'Discounted products' })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await page.goto('/en/all-products?list=discounted&page=9');
    await expect(page.getByText('No products to show.')).toBeVisible();
  });

  test('an unknown or missing list is a 404', async ({ page }) => {
    for (const path of ['/en/all-products?list=bestsellers', '/en/all-products']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

for (const lang of ['en', 'ar']) {
  test.describe(`axe, ${lang}`, () => {
    for (const path of ['/categories', '/categories/6', '/categories/9', '/stores', '/all-products?list=new-arrival']) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(`/${lang}${path}`);
        await expectNoViolations(page);
      });
    }
  });
}
