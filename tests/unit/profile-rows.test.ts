// The profile page's rows: a detail the customer never gave is said as "not specified" (and
// marked empty), an email and a phone read left to right, and the order count links to the orders.
import { describe, expect, it } from 'vitest';
import { profileDetails, profileStats } from '../../src/lib/account/profile-rows.ts';
import { CustomerSchema } from '../../src/lib/api/index.ts';
import { translator } from '../../src/lib/i18n/index.ts';

const customer = (fields: Record<string, unknown>) => CustomerSchema.parse({ id: 7, status: 1, ...fields });

describe('profile details', () => {
  it('shows what was given, and "not specified" for what was not', () => {
    const rows = profileDetails(customer({ f_name: 'Ada', email: 'ada@example.com' }), {
      t: translator('en'),
      lang: 'en',
    });
    expect(rows.map((r) => [r.label, r.value, r.empty])).toEqual([
      ['First name', 'Ada', false],
      ['Last name', 'Not specified', true],
      [expect.any(String), 'ada@example.com', false],
      [expect.any(String), 'Not specified', true],
      [expect.any(String), 'Not specified', true],
    ]);
    expect(rows.filter((r) => r.ltr).map((r) => r.value)).toEqual(['ada@example.com', 'Not specified']);
  });

  it('formats the account date in the page language, and an unreadable one as not specified', () => {
    const t = translator('ar');
    const [dated] = profileDetails(customer({ created_at: '2024-03-05T10:00:00.000000Z' }), { t, lang: 'ar' }).slice(
      -1,
    );
    expect(dated.empty).toBe(false);
    expect(dated.value).toMatch(/[٠-٩]/);
    const [broken] = profileDetails(customer({ created_at: 'soon' }), { t, lang: 'ar' }).slice(-1);
    expect(broken.value).toBe(t('profile.notSpecified'));
  });
});

describe('profile figures', () => {
  it('gives the wallet in money, the points and orders as numbers, and links the orders', () => {
    const stats = profileStats(customer({ wallet_balance: 12.5, loyalty_point: 1200, order_count: 3 }), {
      t: translator('en'),
      lang: 'en',
      money: (amount) => `EGP ${amount.toFixed(2)}`,
      ordersHref: '/orders',
    });
    expect(stats).toEqual([
      { label: expect.any(String), value: 'EGP 12.50' },
      { label: expect.any(String), value: '1,200' },
      { label: 'Orders', value: '3', href: '/orders' },
    ]);
  });
});
