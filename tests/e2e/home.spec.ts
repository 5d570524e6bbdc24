// Home: every block shows its data from the API, the store filter lives in the URL (and works
// without JavaScript), carousel arrows appear only when slides overflow, the categories carousel
// loops both ways in English and Arabic, each block fails on its own, and axe finds nothing.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiGet } from './helpers.ts';
import { expectNoViolations } from './axe.ts';

const FOOD = 2; // the default module

async function setCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>) {
  const url = new URL(baseURL!);
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      domain: url.hostname,
      path: '/',
    })),
  );
}

/** The Swiper state of a carousel: where it is, and which real slides are in view from the start edge. */
async function carouselState(page: Page, id: string) {
  return page.evaluate((id) => {
    const container = document.querySelector<HTMLElement & { swiper?: any }>(`#${id} .swiper`)!;
    const swiper = container.swiper;
    const box = container.getBoundingClientRect();
    const rtl = getComputedStyle(container).direction === 'rtl';
    const slides = [...container.querySelectorAll<HTMLElement>('.swiper-slide')]
      .map((el) => ({ index: Number(el.dataset.swiperSlideIndex), rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.right > box.left + 1 && rect.left < box.right - 1)
      // Order from the start edge: the right in Arabic.
      .sort((a, b) => (rtl ? b.rect.right - a.rect.right : a.rect.left - b.rect.left));
    // Blank gaps: the first slide must sit at the start edge and the row must reach the end edge.
    const first = slides[0]?.rect;
    const last = slides[slides.length - 1]?.rect;
    const startGap = first ? Math.round(rtl ? box.right - first.right : first.left - box.left) : -1;
    const endGap = last ? Math.round(rtl ? last.left - box.left : box.right - last.right) : -1;
    return {
      moving: !!swiper?.animating,
      realIndex: swiper?.realIndex as number,
      visible: slides.map((s) => s.index),
      startGap,
      endGap,
    };
  }, id);
}

/**
 * The state once the carousel has stopped moving: not animating, and the same in two reads in a
 * row (a busy machine may read a slide between Swiper's end of transition and its last position).
 */
async function settledState(page: Page, id: string) {
  let previous = '';
  let state: Awaited<ReturnType<typeof carouselState>> | undefined;
  await expect
    .poll(async () => {
      state = await carouselState(page, id);
      const now = JSON.stringify(state);
      const settled = !state.moving && now === previous;
      previous = now;
      return settled;
    })
    .toBe(true);
  return state!;
}

test.describe('home blocks', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('banners, categories, popular stores, both product carousels and recommended stores show their data', async ({
    page,
    request,
  }) => {
    const [bannerData, categories, popular, newArrivals, discounted, featured] = await Promise.all([
      apiGet(request, '/banners', FOOD),
      apiGet(request, '/categories', FOOD),
      apiGet(request, '/stores/popular', FOOD),
      apiGet(request, '/items/new-arrival?limit=10&offset=1', FOOD),
      apiGet(request, '/items/discounted?limit=10&offset=1', FOOD),
      apiGet(request, '/stores/get-stores/all?featured=1', FOOD),
    ]);
    await page.goto('/en');

    // Banners, then the running campaigns: one slide each, the first loaded at once and at high
    // priority, the rest lazily.
    const slideCount = bannerData.banners.length + bannerData.campaigns.length;
    expect(bannerData.campaigns.length).toBeGreaterThan(0);
    const banners = page.locator('#banners .swiper-slide');
    await expect(banners).toHaveCount(slideCount);
    const images = page.locator('#banners .swiper-slide img');
    const firstBanner = bannerData.banners[0];
    await expect(page.locator(`#banners img[alt="${firstBanner.title}"]`)).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator(`#banners img[alt="${firstBanner.title}"]`)).toHaveAttribute('loading', 'eager');
    await expect(images.and(page.locator('[loading="lazy"]'))).toHaveCount(slideCount - 1);
    for (const campaign of bannerData.campaigns)
      await expect(page.locator(`#banners a[data-campaign-link="${campaign.id}"]`)).toHaveAttribute(
        'href',
        `/en/campaigns/${campaign.id}?module=2`,
      );
    for (const banner of bannerData.banners) {
      const link = page.locator('#banners a').filter({ has: page.locator(`img[alt="${banner.title}"]`) });
      if (banner.type === 'store_wise') await expect(link).toHaveAttribute('href', `/en/store/${banner.store.id}`);
      if (banner.type === 'item_wise')
        await expect(link).toHaveAttribute(
          'href',
          `/en/single-product/${banner.item.id}?module=${banner.item.module_id}`,
        );
      if (banner.type === 'default') {
        await expect(link).toHaveAttribute('href', banner.link);
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    }
    // The banner box is reserved at 2:1 before any image arrives.
    const box = await page.locator('#banners .swiper-slide a').first().boundingBox();
    expect(Math.abs(box!.width / box!.height - 2)).toBeLessThan(0.02);

    // Categories: a link per category and one to the categories page.
    const categoryLinks = page.locator('#categories-carousel .swiper-slide a');
    await expect(categoryLinks).toHaveCount(categories.length);
    const hrefs = await categoryLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(categories.map((c: { id: number }) => `/en/categories/${c.id}`).sort());
    await expect(page.locator('#categories-carousel').getByRole('link', { name: 'View categories' })).toHaveAttribute(
      'href',
      '/en/categories',
    );

    // Popular stores: the first six logos.
    const logos = page.locator('[data-popular-stores] li');
    await expect(logos).toHaveCount(6);
    for (const [i, store] of popular.stores.slice(0, 6).entries()) {
      await expect(logos.nth(i).getByRole('link')).toHaveAttribute('href', `/en/store/${store.id}`);
      await expect(logos.nth(i)).toContainText(store.name);
    }

    // Product carousels: the cards in order, and See all to the whole list.
    for (const [id, list, data] of [
      ['new-arrivals', 'new-arrival', newArrivals],
      ['discounted-products', 'discounted', discounted],
    ] as const) {
      const cards = page.locator(`#${id} .swiper-slide article`);
      await expect(cards).toHaveCount(Math.min(10, data.products.length));
      await expect(cards.first()).toContainText(data.products[0].name);
      await expect(page.locator(`#${id} [data-see-all]`)).toHaveAttribute('href', `/en/all-products?list=${list}`);
    }

    // Recommended: the featured stores.
    const recommended = page.locator('[data-recommended-stores]');
    await expect(recommended.getByRole('heading', { name: 'Recommended stores' })).toBeVisible();
    await expect(recommended.locator('article')).toHaveCount(Math.min(4, featured.stores.length));
  });

  test('/home is the same page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('#banners .swiper-slide').first()).toBeVisible();
    await expect(page.locator('#stores')).toBeVisible();
  });

  test('the store grid shows the first 8 stores, and each filter changes it through the URL', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // Cairo and Alexandria together have eight food stores.
    await setCookies(context, baseURL, { zoneid: '[5,6]' });
    const zone = '[5,6]';
    const lists = {
      all: await apiGet(request, '/stores/get-stores/all', FOOD, zone),
      'newly-joined': await apiGet(request, '/stores/latest', FOOD, zone),
      discounted: await apiGet(request, '/stores/discounted', FOOD, zone),
      'top-rated': await apiGet(request, '/stores/top-rated', FOOD, zone),
    };
    expect(lists.all.stores.length).toBeGreaterThanOrEqual(8);
    await page.goto('/en');
    const grid = page.locator('#stores article');
    const names = () => grid.locator('h3').allInnerTexts();
    await expect(grid).toHaveCount(8);
    expect(await names()).toEqual(lists.all.stores.slice(0, 8).map((s: { name: string }) => s.name));
    const filters = page.getByRole('navigation', { name: 'Filter stores' });
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    for (const [label, value] of [
      ['Newly joined', 'newly-joined'],
      ['Discounted', 'discounted'],
      ['Top rated', 'top-rated'],
      ['All', 'all'],
    ] as const) {
      await filters.getByRole('link', { name: label }).click();
      if (value === 'all') await expect(page).toHaveURL(/\/en#stores$/);
      else await expect(page).toHaveURL(new RegExp(`/en\\?stores=${value}#stores$`));
      await expect(filters.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(filters.locator('[aria-current]')).toHaveCount(1);
      const expected = lists[value].stores.slice(0, 8).map((s: { name: string }) => s.name);
      if (expected.length) expect(await names()).toEqual(expected);
      else await expect(page.locator('#stores')).toContainText('No stores to show.');
    }
  });

  test('the store filter works without JavaScript', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const top = await apiGet(request, '/stores/top-rated', FOOD);
    await page.goto('/en');
    await page.getByRole('navigation', { name: 'Filter stores' }).getByRole('link', { name: 'Top rated' }).click();
    await expect(page).toHaveURL(/\?stores=top-rated#stores$/);
    expect(await page.locator('#stores article h3').allInnerTexts()).toEqual(
      top.stores.slice(0, 8).map((s: { name: string }) => s.name),
    );
    await context.close();
  });

  test('each block fails on its own with its error line', async ({ page, context, baseURL }) => {
    // A module the API does not know, in a zone without modules (so none to fall back to): every
    // catalogue call answers 403.
    await setCookies(context, baseURL, { module_id: '999', zoneid: '[999]' });
    const response = await page.goto('/en');
    // The page still comes, each block with its error line; its status says "try again later", so
    // crawlers do not index it and a shared cache answers with its last whole copy instead.
    expect(response?.status()).toBe(503);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByText("We couldn't load the offers.")).toBeVisible();
    await expect(page.getByText('Failed to load categories')).toBeVisible();
    // The pages' one error block, with its retry.
    await expect(page.locator('[data-error-block]', { hasText: 'Failed to load categories' })).toHaveClass(
      /\berror-block\b/,
    );
    await expect(page.getByText('Failed to load recommended stores').first()).toBeVisible();
    await expect(page.getByText('Failed to load products')).toHaveCount(2);
    await expect(page.getByText('Failed to load stores')).toBeVisible();
    // The frame is still there.
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('carousel arrows and layout', () => {
  test('arrows show only when the slides overflow the view', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    await expect(page.locator('#banners[data-ready]')).toBeAttached();
    // Ten products do not fit 4.4 to a view; five categories fit seven.
    await expect(page.locator('#new-arrivals').getByRole('button', { name: 'Next' })).toBeVisible();
    // At the start of a list that does not loop, there is nothing before: no Previous.
    await expect(page.locator('#new-arrivals [data-carousel-prev]')).toBeDisabled();
    await expect(page.locator('#new-arrivals [data-carousel-prev]')).toBeHidden();
    await expect(page.locator('#categories-carousel').getByRole('button', { name: 'Next' })).toBeHidden();
    // Three food banners overflow two to a view.
    await expect(page.locator('#banners').getByRole('button', { name: 'Next' })).toBeVisible();

    // On a phone the five categories overflow three to a view.
    await page.setViewportSize({ width: 360, height: 760 });
    await expect(page.locator('#categories-carousel').getByRole('button', { name: 'Next' })).toBeVisible();

    // The shop module has two banners and no campaign (grocery's campaign makes three slides): at
    // two to a view, no arrows and no pause button.
    await setCookies(context, baseURL, { module_id: '4' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    await expect(page.locator('#banners .swiper-slide')).toHaveCount(2);
    await expect(page.locator('#banners[data-ready]')).toBeAttached();
    await expect(page.locator('#banners').getByRole('button', { name: 'Next' })).toBeHidden();
    await expect(page.locator('#banners').getByRole('button', { name: 'Pause slideshow' })).toBeHidden();
  });

  test('before and without JavaScript the slides already sit where Swiper puts them', async ({ browser, baseURL }) => {
    const slideBoxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        baseURL,
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto('/en');
      if (javaScriptEnabled) await expect(page.locator('#new-arrivals[data-ready]')).toBeAttached();
      const boxes = await page.locator('#new-arrivals .swiper-slide').evaluateAll((els) =>
        els.slice(0, 5).map((el) => {
          const r = el.getBoundingClientRect();
          return { x: Math.round(r.x), width: Math.round(r.width), height: Math.round(r.height) };
        }),
      );
      await context.close();
      return boxes;
    };
    const without = await slideBoxes(false);
    const withSwiper = await slideBoxes(true);
    expect(without).toHaveLength(5);
    for (const [i, box] of withSwiper.entries()) {
      expect(Math.abs(box.x - without[i]!.x), `slide ${i} x`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.width - without[i]!.width), `slide ${i} width`).toBeLessThanOrEqual(1);
    }
  });
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`categories carousel in ${lang}`, () => {
    test.use({ viewport: { width: 360, height: 760 } });

    test('advances and wraps around in both directions without blank gaps', async ({ page, request }) => {
      const count = (await apiGet(request, '/categories', FOOD)).length;
      expect(count).toBeGreaterThan(3);
      await page.goto(`/${lang}`);
      const root = page.locator('#categories-carousel');
      await expect(root).toHaveAttribute('data-ready', '');
      const pause = root.getByRole('button', { name: lang === 'en' ? 'Pause slideshow' : 'إيقاف العرض المتحرك مؤقتًا' });
      await pause.click();
      await expect(
        root.getByRole('button', { name: lang === 'en' ? 'Play slideshow' : 'تشغيل العرض المتحرك' }),
      ).toBeVisible();
      const next = root.getByRole('button', { name: lang === 'en' ? 'Next' : 'التالي' });
      const prev = root.getByRole('button', { name: lang === 'en' ? 'Previous' : 'السابق' });

      const start = (await settledState(page, 'categories-carousel')).realIndex;
      const seen: number[] = [];
      for (let i = 1; i <= count + 1; i++) {
        await next.click();
        await expect
          .poll(async () => (await settledState(page, 'categories-carousel')).realIndex)
          .toBe((start + i) % count);
        const state = await settledState(page, 'categories-carousel');
        seen.push(state.realIndex);
        expect(state.visible[0], 'the active slide sits at the start edge').toBe(state.realIndex);
        expect(state.visible.length).toBeGreaterThanOrEqual(3);
        expect(Math.abs(state.startGap), 'no gap at the start edge').toBeLessThanOrEqual(1);
        expect(state.endGap, 'no blank space at the end edge').toBeLessThanOrEqual(1);
      }
      // Every category came round, and it wrapped past the last one back to the first.
      expect(new Set(seen).size).toBe(count);
      for (let i = 1; i <= count + 1; i++) {
        const before = (await settledState(page, 'categories-carousel')).realIndex;
        await prev.click();
        await expect
          .poll(async () => (await settledState(page, 'categories-carousel')).realIndex)
          .toBe((before - 1 + count) % count);
        const state = await settledState(page, 'categories-carousel');
        expect(state.visible[0]).toBe(state.realIndex);
        expect(Math.abs(state.startGap)).toBeLessThanOrEqual(1);
        expect(state.endGap).toBeLessThanOrEqual(1);
      }
    });

    test('advances on its own every 1.1 s, stops with the pause button and resumes with play', async ({ page }) => {
      // The page's clock, moved on to show a pause lasts rather than waited for.
      await page.clock.install();
      await page.goto(`/${lang}`);
      const root = page.locator('#categories-carousel');
      await expect(root).toHaveAttribute('data-ready', '');
      await root.scrollIntoViewIfNeeded();
      const first = (await carouselState(page, 'categories-carousel')).realIndex;
      await expect
        .poll(async () => (await carouselState(page, 'categories-carousel')).realIndex, { timeout: 4000 })
        .not.toBe(first);
      await root.locator('[data-carousel-toggle]').click();
      const held = (await carouselState(page, 'categories-carousel')).realIndex;
      await page.clock.runFor(2500);
      expect((await carouselState(page, 'categories-carousel')).realIndex).toBe(held);
      await root.locator('[data-carousel-toggle]').click();
      await expect
        .poll(async () => (await carouselState(page, 'categories-carousel')).realIndex, { timeout: 4000 })
        .not.toBe(held);
    });
  });
}

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 360, height: 760 }, reducedMotion: 'reduce' });

  test('nothing moves on its own and there is nothing to pause', async ({ page }) => {
    // The page's clock, moved on to show nothing moves rather than waited for.
    await page.clock.install();
    await page.goto('/en');
    await expect(page.locator('#categories-carousel')).toHaveAttribute('data-ready', '');
    const banner = (await carouselState(page, 'banners')).realIndex;
    const category = (await carouselState(page, 'categories-carousel')).realIndex;
    await page.clock.runFor(3500);
    expect((await carouselState(page, 'banners')).realIndex).toBe(banner);
    expect((await carouselState(page, 'categories-carousel')).realIndex).toBe(category);
    await expect(page.locator('[data-carousel-toggle]:visible')).toHaveCount(0);
    // The arrows still work.
    await page.locator('#categories-carousel').getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(async () => (await carouselState(page, 'categories-carousel')).realIndex)
      .toBe((category + 1) % 5);
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 360, height: 760 }, reducedMotion: 'reduce' });

  test('tabbing to a hidden slide brings it into view', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('#new-arrivals')).toHaveAttribute('data-ready', '');
    const links = page.locator('#new-arrivals .swiper-slide h3 a');
    const fourth = links.nth(3);
    await fourth.focus();
    await expect
      .poll(async () =>
        fourth.evaluate((a) => {
          const r = a.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth;
        }),
      )
      .toBe(true);
    expect(await page.locator('#new-arrivals .swiper').evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("a script's scrollIntoView on a hidden card slides it into view (and its islands hydrate)", async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('#new-arrivals')).toHaveAttribute('data-ready', '');
    const card = page.locator('#new-arrivals .swiper-slide article').nth(6);
    await card.evaluate((el) => el.scrollIntoView());
    await expect
      .poll(async () =>
        card.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= -1 && r.right <= window.innerWidth + 1;
        }),
      )
      .toBe(true);
    await expect(card.locator('astro-island[ssr]')).toHaveCount(0);
  });
});

for (const lang of ['en', 'ar']) {
  test.describe(`axe ${lang}`, () => {
    for (const width of [360, 1280]) {
      test(`home at ${width} px has no violations`, async ({ page }) => {
        // A long page: axe needs more than a page's time on a busy machine.
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}`);
        await expect(page.locator('#banners')).toHaveAttribute('data-ready', '');
        await expectNoViolations(page, `${lang} ${width}`);
      });
    }
  });
}
