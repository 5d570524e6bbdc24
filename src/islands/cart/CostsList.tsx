// The order's costs as the dialog shows them before confirming: subtotal, discounts, the coupon,
// tax, the delivery fee (or pick-up), the tip and the total. A row's `data-cost` names it for tests
// and for the order's summary.
import type { OrderCosts } from '../../lib/domain/ordering/order-costs.ts';
import type { Translate } from '../../lib/i18n/client.ts';

interface Props {
  costs: OrderCosts;
  t: Translate;
  money: (amount: number) => string;
  pickUp: boolean;
  /** The delivery point is known, so the fee (and the total) can be worked out. */
  located: boolean;
  freeDelivery: boolean;
  couponCode: string | null;
}

function Row({ label, value, name, strong }: { label: string; value: string; name: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold dark:border-gray-700' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-cost={name}>{value}</dd>
    </div>
  );
}

export default function CostsList({ costs, t, money, pickUp, located, freeDelivery, couponCode }: Props) {
  const fee = pickUp
    ? t('delivery.pickUp')
    : !located
      ? '—'
      : costs.waivedDeliveryFee > 0 || freeDelivery
        ? t('placeOrder.freeDelivery')
        : money(costs.deliveryFee);
  return (
    <dl className="mt-3 space-y-1 border-t border-gray-200 pt-2 dark:border-gray-700" data-costs>
      <Row label={t('placeOrder.subtotal')} value={money(costs.subtotal)} name="subtotal" />
      {costs.discount > 0 && <Row label={t('placeOrder.discount')} value={money(-costs.discount)} name="discount" />}
      {costs.coupon > 0 && couponCode && (
        <Row label={t('coupons.row', { code: couponCode })} value={money(-costs.coupon)} name="coupon" />
      )}
      {costs.tax > 0 && <Row label={t('placeOrder.tax')} value={money(costs.tax)} name="tax" />}
      <Row label={t('placeOrder.deliveryFee')} value={fee} name="delivery" />
      {costs.tips > 0 && <Row label={t('delivery.tip.row')} value={money(costs.tips)} name="tips" />}
      <Row label={t('placeOrder.total')} value={!located && !pickUp ? '—' : money(costs.total)} strong name="total" />
    </dl>
  );
}
