// The frame every page shares: what it shows, language and direction, theme, side menu,
// location, module choice, policy pages and the not-found page.
import { expect, test } from '@playwright/test';

test.describe('frame elements', () => {
  test('top bar, header, footer and chat button are present', async ({ page }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('button', { name: 'Choose location' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Language: English/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    const main = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Categories', 'Favourites', 'Stores'])
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search');
    await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/en/notifications');
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/en/cart');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/en');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Souq Express`)).toBeVisible();
    for (const name of ['Privacy policy', 'Terms and conditions', 'About us'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', { name: '+20225550100' })).toHaveAttribute('href', 'tel:+20225550100');
    await expect(footer.getByRole('link', { name: 'support@souq.example' })).toHaveAttribute(
      'href',
      'mailto:support@souq.example',
    );
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/20225550100');
  });

  test('phones get the bottom bar, wide screens do not', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/about');
    const bottom = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(bottom).toBeVisible();
    for (const name of ['Home', 'Categories', 'Favourites', 'Stores', 'Sign in'])
      await expect(bottom.getByRole('link', { name })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bottom).toBeHidden();
  });
});

test.describe('language and direction', () => {
  test('switching to Arabic turns the page right-to-left, survives reload, and switches back', async ({ page }) => {
    await page.goto('/en/about');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The choice is stored: a plain URL now opens in Arabic too.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
    await page.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('each language has its own URL with hreflang alternates and a canonical link', async ({ page }) => {
    await page.goto('/tr/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/tr\/privacy-policy$/);
    for (const lang of ['en', 'ar', 'tr']) {
      await expect(page.locator(`link[rel=alternate][hreflang=${lang}]`)).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/privacy-policy$`),
      );
    }
    await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', /\/privacy-policy$/);
  });

  test('without a stored choice the browser language decides, else Turkish', async ({ browser }) => {
    const arabic = await browser.newContext({ locale: 'ar-EG' });
    const page = await arabic.newPage();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await arabic.close();
    const french = await browser.newContext({ locale: 'fr-FR' });
    const other = await french.newPage();
    await other.goto('/about');
    await expect(other.locator('html')).toHaveAttribute('lang', 'tr');
    await french.close();
  });
});

test.describe('theme', () => {
  test('follows the system, toggles, and is dark from the first paint after a reload', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/en/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();

    // A light system with a stored dark choice: the class is set by the head script, before the
    // body exists, so the first frame is already dark.
    const light = await browser.newContext({ colorScheme: 'light' });
    const lightPage = await light.newPage();
    await lightPage.addInitScript(() => {
      if (location.pathname !== '/blank') localStorage.setItem('theme', 'dark');
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { darkAtBody: boolean }).darkAtBody =
            document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await lightPage.goto('/en/about', { waitUntil: 'commit' });
    await lightPage.waitForLoadState('domcontentloaded');
    expect(await lightPage.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(true);
    const background = await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await light.close();
  });
});

test.describe('side menu', () => {
  test('opens from the inline end, traps focus, locks scrolling and closes on Escape and backdrop', async ({
    page,
  }) => {
    await page.goto('/en/about');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Souq Express' });
    await expect(menu).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    for (const name of [
      'Profile',
      'My orders',
      'Categories',
      'Favourites',
      'Stores',
      'About us',
      'Privacy policy',
      'Shipping policy',
      'Refund policy',
      'Cancellation policy',
      'Terms and conditions',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const box = await menu.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(1270);
    expect(box!.width).toBeCloseTo(288, -1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest('#side-menu') || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    await opener.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
  });

  test('slides in from the left in Arabic', async ({ page }) => {
    await page.goto('/ar/about');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const box = await page.locator('#side-menu').boundingBox();
    await expect(page.locator('#side-menu')).toBeVisible();
    await expect.poll(async () => (await page.locator('#side-menu').boundingBox())!.x).toBeLessThan(5);
    expect(box).not.toBeNull();
  });
});

test.describe('policy and error pages', () => {
  test('a policy page shows the text and none of the hostile sample', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/en/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('We never sell your personal data', { exact: false })).toBeVisible();
    const article = page.locator('article');
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('[onerror], [onclick], [onload]').count()).toBe(0);
    expect(await article.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await article.locator('iframe, style, object').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('every policy page and about answer in each language', async ({ request }) => {
    for (const path of [
      '/about',
      '/privacy-policy',
      '/terms-conditions',
      '/refund-policy',
      '/shipping-policy',
      '/cancellation-policy',
    ]) {
      for (const lang of ['en', 'ar', 'tr']) {
        const res = await request.get(`/${lang}${path}`);
        expect(res.status(), `${lang}${path}`).toBe(200);
        expect(await res.text(), `${lang}${path}`).toContain('class="rich-text"');
      }
    }
  });

  test('unknown paths answer 404 with a way home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('location and module', () => {
  test('using the device location stores the zone and shows the place', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 30.0444, longitude: 31.2357 },
    });
    const page = await context.newPage();
    await page.goto('/en');
    await page.getByRole('button', { name: 'Use my location' }).click();
    // Geolocation, the zone and place look-ups and a reload: allow for a busy machine.
    await expect(page.getByRole('button', { name: /Cairo, Cairo Governorate, Egypt/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
    const cookies = await context.cookies();
    expect(decodeURIComponent(cookies.find((c) => c.name === 'zoneid')?.value ?? '')).toBe('[5]');
    // The mirrors are written at the page's first quiet moment.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('fullLocation')))
      .toBe('Cairo, Cairo Governorate, Egypt');
    await context.close();
  });

  test('a refused location keeps the default zone and offers to choose the location again', async ({
    page,
    context,
  }) => {
    // The browser answers as when the visitor refuses (or has refused before) to share the position.
    await context.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_success, error) =>
        setTimeout(
          () =>
            error?.({
              code: 1,
              PERMISSION_DENIED: 1,
              POSITION_UNAVAILABLE: 2,
              TIMEOUT: 3,
              message: 'User denied Geolocation',
            } as GeolocationPositionError),
          50,
        );
    });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
    // Not a bare line: the reason, and a button to choose the location, both in view.
    await expect(page.getByRole('alert').filter({ hasText: 'Location access was denied' })).toBeVisible();
    const choose = page.getByRole('button', { name: 'Choose location' });
    await expect(choose).toHaveCount(2);
    for (const button of await choose.all()) {
      await expect(button).toBeVisible();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    const zone = (await context.cookies()).find((c) => c.name === 'zoneid');
    expect(zone).toBeUndefined();
    // Asking again asks the browser again, and says so again.
    await choose.last().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Location access was denied' })).toBeVisible();
    // The first-visit banner stays away; the top bar still offers the choice.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose location' })).toBeVisible();
    await page.goto('/ar');
    await expect(page.getByRole('button', { name: 'اختر موقعك' })).toBeVisible();
  });

  test('choosing a module stores it and reloads the page with it', async ({ page }) => {
    await page.goto('/en');
    const services = page.getByRole('navigation', { name: 'Services' });
    await expect(services.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    await services.getByRole('button', { name: 'Grocery' }).click();
    await expect(services.getByRole('button', { name: 'Grocery' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selected_module_id'))).toBe('1');
    await expect(services.getByRole('button', { name: 'Parcel' })).toHaveCount(0);
  });
});

test.describe('sign-in page', () => {
  test('explains a failure, keeps the input, and signs in', async ({ page, context }) => {
    await page.goto('/en/login');
    // Typed into before the form's island wakes, the values would be reset by hydration.
    await page.locator('astro-island[component-url*="AuthPanel"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByLabel('Email or phone').fill('customer@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'password' })).toHaveText(
      "The email or phone and the password don't match an account.",
    );
    await expect(page.getByLabel('Email or phone')).toHaveValue('customer@demo.test');
    await page.getByLabel('Password').fill('demo12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    const session = (await context.cookies()).find((c) => c.name === 'session');
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  });
});

test.describe('delivery times', () => {
  test('store cards, the store header and the product page write them in the page’s language and digits', async ({
    page,
    request,
  }) => {
    const api = `http://127.0.0.1:${Number(process.env.E2E_API_PORT || 8791)}/api/v1`;
    // A store of the service the stores page opens with (food).
    const list = await (
      await request.get(`${api}/stores/get-stores/all?limit=10&offset=1`, { headers: { zoneId: '[5]', moduleId: '2' } })
    ).json();
    const store = (list.stores as Array<{ id: number; delivery_time: string }>).find((s) =>
      /^\d+-\d+ min$/.test(s.delivery_time),
    )!;
    const [, min, max] = /^(\d+)-(\d+) min$/.exec(store.delivery_time)!;
    const arabic = (n: string) => Number(n).toLocaleString('ar-EG');
    const expected = { ar: `${arabic(min!)}–${arabic(max!)} دقيقة`, tr: `${min}–${max} dk`, en: `${min}–${max} min` };

    await page.goto('/ar/stores');
    const card = page
      .locator('article')
      .filter({ has: page.locator(`h3 a[href="/ar/store/${store.id}"]`) })
      .first();
    await expect(card).toContainText(expected.ar);
    await expect(card).not.toContainText(store.delivery_time);
    await page.goto(`/ar/store/${store.id}`);
    await expect(page.locator('[data-store-delivery]')).toHaveText(expected.ar);
    await page.goto(`/tr/store/${store.id}`);
    await expect(page.locator('[data-store-delivery]')).toHaveText(expected.tr);
    await page.goto('/en/stores');
    await expect(
      page
        .locator('article')
        .filter({ has: page.locator(`h3 a[href="/en/store/${store.id}"]`) })
        .first(),
    ).toContainText(expected.en);
    // The product page's delivery time too.
    await page.goto('/ar/single-product/1');
    await expect(page.locator('[data-delivery-time]')).toHaveText(/^[٠-٩]+–[٠-٩]+ دقيقة$/);
  });
});
