// How a coupon reads in a list, the same in the order dialog and on the checkout page: what it
// takes off (a percentage up to a cap, an amount, or the delivery fee), its minimum purchase and
// its last day. Client-safe.
import type { Coupon } from '../api/schemas/coupon.ts';
import { formatDate, formatNumber, type Lang } from '../i18n/client.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function couponTerms(t: Translate, lang: Lang, money: (n: number) => string, coupon: Coupon): string {
  const parts: string[] = [];
  if (coupon.type === 'free_delivery') parts.push(t('coupons.freeDelivery'));
  else if (coupon.percent) {
    parts.push(t('coupons.percentOff', { percent: formatNumber(lang, coupon.discount) }));
    if (coupon.maxDiscount > 0) parts.push(t('coupons.upTo', { amount: money(coupon.maxDiscount) }));
  } else parts.push(t('coupons.amountOff', { amount: money(coupon.discount) }));
  if (coupon.minPurchase > 0) parts.push(t('coupons.minimum', { amount: money(coupon.minPurchase) }));
  if (coupon.expires && /^\d{4}-\d{2}-\d{2}$/.test(coupon.expires))
    parts.push(
      t('coupons.until', {
        date: formatDate(lang, `${coupon.expires}T12:00:00Z`, {
          timeZone: 'UTC',
        }),
      }),
    );
  return parts.join(' · ');
}
