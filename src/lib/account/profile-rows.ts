// The profile page's rows: the customer's details (a missing one said as "not specified") and
// the three figures above them. Pure, so that what a half-filled profile shows is tested apart.
import type { Customer } from '../api/index.ts';
import { formatDate, formatNumber, type Lang } from '../i18n/client.ts';
import type { Translate } from '../i18n/interpolate.ts';

export interface DetailRow {
  label: string;
  value: string;
  /** Not given: the value is "not specified", shown apart. */
  empty: boolean;
  /** An email or phone: shown left to right in every language. */
  ltr?: boolean;
}

export interface StatRow {
  label: string;
  value: string;
  href?: string;
}

export interface RowsContext {
  t: Translate;
  lang: Lang;
  money: (amount: number) => string;
  /** Where the order count links to. */
  ordersHref: string;
}

export function profileDetails(customer: Customer, { t, lang }: Pick<RowsContext, 't' | 'lang'>): DetailRow[] {
  const notSpecified = t('profile.notSpecified');
  return [
    { label: t('profile.firstName'), value: customer.f_name || notSpecified, empty: !customer.f_name },
    { label: t('profile.lastName'), value: customer.l_name || notSpecified, empty: !customer.l_name },
    { label: t('profile.email'), value: customer.email || notSpecified, empty: !customer.email, ltr: true },
    { label: t('profile.phone'), value: customer.phone || notSpecified, empty: !customer.phone, ltr: true },
    {
      label: t('profile.createdAt'),
      value: formatDate(lang, customer.created_at) || notSpecified,
      empty: !customer.created_at,
    },
  ];
}

export function profileStats(customer: Customer, { t, lang, money, ordersHref }: RowsContext): StatRow[] {
  return [
    { label: t('profile.wallet'), value: money(customer.wallet_balance) },
    { label: t('profile.loyaltyPoints'), value: formatNumber(lang, customer.loyalty_point) },
    { label: t('profile.orderCount'), value: formatNumber(lang, customer.order_count), href: ordersHref },
  ];
}
