// `test` with a `phone` page: a phone-sized touch context of the test's own, closed after it.
import { test as base, type Page } from '@playwright/test';
import { phoneContext } from './helpers.ts';

export const test = base.extend<{ phone: Page }>({
  phone: async ({ browser, baseURL }, use) => {
    const { context, page } = await phoneContext(browser, baseURL!);
    await use(page);
    await context.close();
  },
});
