import { expect, test } from '@playwright/test';

const apiPort = Number(process.env.E2E_API_PORT || 8791);

test.describe('storefront smoke', () => {
  for (const path of ['/', '/home']) {
    test(`${path} renders the marketplace's name from the API, with a language and a main landmark`, async ({
      page,
      request,
    }) => {
      const settings = await (await request.get(`http://127.0.0.1:${apiPort}/api/v1/configurations`)).json();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}/);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveTitle(settings.business_name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.business_name);
    });
  }
});
