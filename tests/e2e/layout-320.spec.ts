// A 320 px wide phone: nothing a customer needs is hidden under something else.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, locateInCairo, signUpFresh } from './helpers.ts';

test.use({ viewport: { width: 320, height: 640 } });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls to the very bottom and waits until the page stops moving (bars slide, images load). */
async function scrollToBottom(page: Page) {
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300)));
        return Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2;
      }),
    )
    .toBe(true);
}

/** Every visible control inside the viewport that the chat with support overlaps. */
async function controlsUnderChat(page: Page): Promise<string[]> {
  const chat = page.locator('[data-chat-button], [data-chat-link]').filter({ visible: true });
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  // Its position settles after any transition.
  await expect
    .poll(async () => {
      const a = await chat.boundingBox();
      await page.waitForTimeout(250);
      const b = await chat.boundingBox();
      return JSON.stringify(a) === JSON.stringify(b);
    })
    .toBe(true);
  const chatBox = (await chat.boundingBox())!;
  const controls = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button]',
      ),
    ]
      .filter(
        (el) =>
          !el.closest('[data-chat-button], [data-chat-link]') &&
          el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
        };
      })
      .filter(
        ({ box }) =>
          box.width > 0 &&
          box.height > 0 &&
          box.y < window.innerHeight &&
          box.y + box.height > 0 &&
          box.x < window.innerWidth &&
          box.x + box.width > 0,
      ),
  );
  expect(controls.length).toBeGreaterThan(0);
  return controls.filter(({ box }) => overlaps(box, chatBox)).map(({ name }) => name);
}

/** As the page opens and at its very bottom, the chat covers no control. */
async function expectChatCoversNothing(page: Page) {
  expect(await controlsUnderChat(page), 'at the top').toEqual([]);
  await scrollToBottom(page);
  expect(await controlsUnderChat(page), 'at the bottom').toEqual([]);
}

test.describe('the chat with support covers no control at 320 px', () => {
  for (const [name, path] of [
    ['home', '/en'],
    ['a store', '/en/store/1'],
    ['a product', '/en/single-product/1'],
    ['stores', '/en/stores'],
    ['home in Arabic', '/ar'],
  ] as const) {
    test(`on ${name}`, async ({ page, context, baseURL }) => {
      await locateInCairo(context, baseURL!);
      await page.goto(path);
      await expectChatCoversNothing(page);
    });
  }

  test('on the cart with lines, signed in: the order buttons are free', async ({ page, context, request, baseURL }) => {
    await locateInCairo(context, baseURL!);
    await signUpFresh(page, baseURL!);
    const first = await apiGet(request, '/items/details/1');
    const fromStore = (
      (await apiGet(request, `/items/suggested?store_id=${first.store_id}`, first.module_id)).items as any[]
    ).filter((i) => i.id !== first.id);
    for (const item of [first, ...fromStore.slice(0, 2)]) {
      const added = await page.request.post('/api/v1/customer/cart/add', {
        headers: { Origin: baseURL!, 'X-Module-Id': String(item.module_id) },
        data: { item_id: item.id, quantity: 1, price: item.price, model: 'Item' },
      });
      expect(added.ok()).toBe(true);
    }
    await page.goto('/en/cart');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await expectChatCoversNothing(page);
    await page.getByRole('button', { name: 'Place order' }).scrollIntoViewIfNeeded();
    expect(await controlsUnderChat(page)).toEqual([]);
  });

  test('it is in the top bar up to 1440 px, where the page leaves a free corner it floats', async ({ page }) => {
    await page.goto('/en/about');
    const chat = page.getByRole('link', { name: /WhatsApp/ });
    await expect(chat).toHaveCount(1);
    await expect(chat).toHaveAttribute('data-chat-link', '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(chat).toHaveCount(1);
    await expect(chat).toHaveAttribute('data-chat-link', '');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(chat).toHaveCount(1);
    await expect(chat).toHaveAttribute('data-chat-button', '');
    await expect(chat).toHaveCSS('position', 'fixed');
  });
});

test.describe('store cards at 320 px', () => {
  test('each logo is whole inside its card and nothing but the card’s own link lies over it', async ({
    page,
    context,
    baseURL,
  }) => {
    await locateInCairo(context, baseURL!);
    await page.goto('/en/stores');
    const cards = page.locator('article:has([data-store-logo])');
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), 4);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      const result = await card.evaluate((article) => {
        const logo = article.querySelector<HTMLElement>('[data-store-logo]')!;
        const link = article.querySelector('h3 a');
        const l = logo.getBoundingClientRect();
        const c = article.getBoundingClientRect();
        const inside = l.left >= c.left && l.right <= c.right && l.top >= c.top && l.bottom <= c.bottom;
        // Corner points sit 6 px in: hit testing follows the logo's rounded corners.
        const points = [
          [l.left + l.width / 2, l.top + l.height / 2],
          [l.left + 6, l.top + 6],
          [l.right - 6, l.top + 6],
          [l.left + 6, l.bottom - 6],
          [l.right - 6, l.bottom - 6],
        ];
        // Above the logo at each point: only the card's link, whose transparent overlay makes the
        // whole card clickable.
        const covered = points
          .map(([x, y]) => {
            const stack = document.elementsFromPoint(x!, y!);
            const at = stack.indexOf(logo);
            if (at < 0) return `(${x},${y}) logo not hit`;
            const above = stack.slice(0, at).filter((el) => el !== link);
            return above.length ? `(${x},${y}) under ${above.map((el) => el.tagName).join(',')}` : '';
          })
          .filter(Boolean);
        return { inside, covered };
      });
      expect(result).toEqual({ inside: true, covered: [] });
    }
  });
});
