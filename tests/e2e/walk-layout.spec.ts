// What a customer's walk at 360 and 1280 px in English and Arabic found in the layout: a dish's
// option names by their controls and the controls visible in the dark theme, the breadcrumb arrows
// pointing along the reading direction, an English place name cut at its end in Arabic, the chat
// button over prices and "See all", the banner arrows over the headline, toasts over the header,
// and the menu drawer's header repeating the name its logo shows.
import { expect, test, type Page } from '@playwright/test';

/** Build Your Own Pizza (store 22): Size (required), Toppings, add-ons; English option names. */
const PIZZA = 311;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const WIDTHS = [360, 1280] as const;

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: width < 500 ? 760 : 900 });
  await page.goto(path);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'location_asked', value: '1', url: baseURL! }]);
});

for (const width of WIDTHS) {
  test(`Arabic at ${width} px: each option's name sits by its control, not across the row`, async ({ page }) => {
    await open(page, width, `/ar/single-product/${PIZZA}?module=2`);
    const gaps = await page.locator('[data-product-choices] label:has(input)').evaluateAll((labels) =>
      labels.map((label) => {
        const input = label.querySelector('input')!.getBoundingClientRect();
        const name = label.querySelector('bdi') ?? label.querySelector('span')!;
        const range = document.createRange();
        range.selectNodeContents(name);
        const text = range.getBoundingClientRect();
        // Right to left: the control is on the right, the name just left of it.
        return { name: name.textContent, gap: Math.round(input.left - text.right) };
      }),
    );
    expect(gaps.length).toBeGreaterThan(5);
    for (const { name, gap } of gaps) {
      expect(gap, `${name}: between its control and its name`).toBeGreaterThanOrEqual(0);
      expect(gap, `${name}: between its control and its name`).toBeLessThanOrEqual(16);
    }
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`unchecked option controls show a ring of at least 3:1 against the page (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/en/single-product/${PIZZA}?module=2`);
    // The choices' radios and checkboxes (an add-on's quantity field beside its box is no option).
    const unchecked = '[data-product-choices] :is(input[type="radio"], input[type="checkbox"]):not(:checked)';
    const rings = await page.locator(unchecked).evaluateAll((inputs) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      // Any CSS colour (oklch included) to sRGB through the canvas, then its relative luminance.
      const luminance = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const backdrop = (el: Element | null): string => {
        for (let e = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
        }
        return 'white';
      };
      return inputs.map((input) => {
        const style = getComputedStyle(input);
        const [a, b] = [luminance(style.borderTopColor), luminance(backdrop(input.parentElement))];
        return {
          width: Number.parseFloat(style.borderTopWidth),
          ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        };
      });
    });
    expect(rings.length).toBeGreaterThan(5);
    for (const ring of rings) {
      expect(ring.width).toBeGreaterThanOrEqual(1);
      expect(ring.ratio).toBeGreaterThanOrEqual(3);
    }
  });
}

/** Which way a breadcrumb arrow's tip points, read from the pixels the page shows. */
async function arrowPointsTo(page: Page, index: number): Promise<'left' | 'right'> {
  const arrow = page
    .getByRole('navigation', { name: /Breadcrumb|مسار التنقل/ })
    .locator('svg')
    .nth(index);
  const box = (await arrow.boundingBox())!;
  const png = await page.screenshot({ clip: box, scale: 'device' });
  const reader = await page.context().newPage();
  const side = await reader.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, img.width, img.height);
    // The ink's mean x in the middle rows against the top and bottom rows: the tip is the middle.
    const meanX = (from: number, to: number) => {
      let sum = 0;
      let weight = 0;
      for (let y = from; y < to; y++)
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const ink = Math.abs(255 - (data[i]! + data[i + 1]! + data[i + 2]!) / 3);
          if (ink > 40) {
            sum += x * ink;
            weight += ink;
          }
        }
      return sum / weight;
    };
    const middle = meanX(Math.floor(height * 0.4), Math.ceil(height * 0.6));
    const ends = (meanX(0, Math.floor(height * 0.3)) + meanX(Math.ceil(height * 0.7), height)) / 2;
    return middle > ends ? 'right' : 'left';
  }, png.toString('base64'));
  await reader.close();
  return side;
}

test('breadcrumb arrows point along the reading direction: right in English, left in Arabic', async ({ page }) => {
  for (const [lang, side] of [
    ['en', 'right'],
    ['ar', 'left'],
  ] as const) {
    await open(page, 360, `/${lang}/single-product/${PIZZA}?module=2`);
    expect(await arrowPointsTo(page, 0), lang).toBe(side);
    expect(await arrowPointsTo(page, 1), lang).toBe(side);
  }
});

test('in Arabic, an English place name in the top bar is cut at its end, its beginning shown', async ({
  page,
  baseURL,
}) => {
  const place = 'Downtown Heliopolis, Cairo Governorate, Egypt';
  await page.context().addCookies([{ name: 'fullLocation', value: encodeURIComponent(place), url: baseURL! }]);
  await open(page, 360, '/ar');
  const label = page.locator('[data-location-label]').first();
  await expect(label).toHaveText(place);
  const shown = await label.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.firstChild!, 0);
    range.setEnd(el.firstChild!, 1);
    const first = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return {
      firstInside: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
      cut: el.scrollWidth > el.clientWidth,
    };
  });
  expect(shown.cut, 'the name is longer than the bar').toBe(true);
  expect(shown.firstInside, 'its first letter is shown').toBe(true);
  await expect(label).toHaveCSS('direction', 'ltr');
});

/** Scrolls `target` to the bottom of the view (where a floating button sits) and tells whether the chat covers it. */
async function chatCovers(page: Page, target: ReturnType<Page['locator']>): Promise<boolean> {
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.bottom - (window.innerHeight - 40));
  });
  const box = await target.boundingBox();
  const chat = page.locator('[data-chat-button], [data-chat-link]').filter({ visible: true });
  await expect(chat).toHaveCount(1);
  const chatBox = await chat.boundingBox();
  return !!box && !!chatBox && overlaps(box, chatBox);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the chat with support covers no option price and no "See all", at 360, 1280 and 1440 px`, async ({
    page,
  }) => {
    for (const width of [360, 1280, 1440]) {
      await open(page, width, `/${lang}/single-product/${PIZZA}?module=2`);
      const prices = page.locator('[data-product-choices] label > span:last-child').filter({ hasText: /^\+/ });
      expect(await prices.count()).toBeGreaterThan(3);
      for (let i = 0; i < (await prices.count()); i++)
        expect(await chatCovers(page, prices.nth(i)), `${width} px, price ${i}`).toBe(false);
      await open(page, width, `/${lang}/store/22`);
      const seeAll = page.getByRole('link', { name: /See all|عرض الكل/ });
      expect(await seeAll.count()).toBeGreaterThan(0);
      for (let i = 0; i < Math.min(await seeAll.count(), 4); i++)
        expect(await chatCovers(page, seeAll.nth(i)), `${width} px, See all ${i}`).toBe(false);
    }
  });

  test(`${lang} at 360 px: the banner controls lie over no banner picture`, async ({ page }) => {
    await open(page, 360, `/${lang}`);
    const banners = page.locator('#banners');
    await expect(banners).toHaveAttribute('data-ready', '');
    const controls = banners.locator('.carousel-controls').filter({ visible: true });
    expect(await controls.count()).toBeGreaterThan(0);
    const pictures = await banners.locator('.swiper-slide img').evaluateAll((imgs) =>
      imgs
        .map((img) => img.getBoundingClientRect())
        .filter((r) => r.right > 0 && r.left < window.innerWidth)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      for (const picture of pictures) expect(overlaps(box, picture)).toBe(false);
    }
  });

  for (const width of WIDTHS) {
    test(`${lang} at ${width} px: a toast comes below the header, its close button whole on screen`, async ({
      page,
    }) => {
      await open(page, width, `/${lang}/store/22`);
      // At the page's top, then scrolled: a card's heart says what it did in a toast.
      for (const step of ['top', 'scrolled']) {
        // The first toast leaves by itself (3 s); waiting for that races with nothing.
        if (step === 'scrolled') {
          await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
        }
        await page
          .locator('button[data-card-heart]')
          .nth(step === 'top' ? 1 : 2)
          .click();
        if (step === 'top') await page.evaluate(() => window.scrollTo(0, 0));
        // Its place once it has slid in, read in the same frame as the header's: a toast shown
        // for 3 s may be gone by a later call on a busy machine.
        const boxes = await page
          .waitForFunction(() => {
            const el = document.querySelector<HTMLElement>('[data-sonner-toast][data-mounted="true"]');
            if (!el || el.getAnimations({ subtree: true }).length > 0) return null;
            const rect = (node: Element) => {
              const { x, y, width, height } = node.getBoundingClientRect();
              return { x, y, width, height };
            };
            return {
              header: rect(document.querySelector('header')!), // the site's banner, the page's first
              toast: rect(el),
              close: rect(el.querySelector('button')!),
            };
          })
          .then((handle) => handle.jsonValue());
        const { header: headerBox, toast: toastBox, close } = boxes!;
        expect(overlaps(toastBox, headerBox), `${step}: toast over the header`).toBe(false);
        expect(overlaps(close, headerBox), `${step}: close button over the header`).toBe(false);
        expect(close.x, step).toBeGreaterThanOrEqual(0);
        expect(close.y, step).toBeGreaterThanOrEqual(0);
        expect(close.x + close.width, step).toBeLessThanOrEqual(width);
      }
    });
  }

  test(`${lang}: the menu drawer names the marketplace once (its logo), with room for its close button`, async ({
    page,
  }) => {
    await open(page, 360, `/${lang}`);
    await page.getByRole('button', { name: /Open menu|فتح القائمة/ }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAccessibleName('Souq Express');
    const logo = menu.locator('img').first();
    await expect(logo).toBeVisible();
    // The picture shows the name: no second, visible copy of it beside the close button.
    const title = menu.locator('#side-menu-title');
    expect((await title.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    const brand = (await menu
      .getByRole('link', { name: /Souq Express/ })
      .first()
      .boundingBox())!;
    const close = (await menu.getByRole('button', { name: /Close menu|إغلاق القائمة/ }).boundingBox())!;
    expect(overlaps(brand, close)).toBe(false);
    expect(brand.height).toBeLessThanOrEqual(44);
  });
}
