// Home delivery or pick-up at the store, offered only when both are allowed: the marketplace's
// `home_delivery_status`/`takeaway_status` and the store's `delivery`/`take_away` (F36
// top_section.dart:386-420). Pick-up has no delivery fee and no tip; the store's address is where
// the order is collected.
import type { CheckoutOptions, OrderType } from '../../lib/domain/ordering/order-extras.ts';
import type { Translate } from '../../lib/i18n/client.ts';

interface Props {
  t: Translate;
  options: CheckoutOptions;
  value: OrderType;
  onChange: (value: OrderType) => void;
  error: string | undefined;
}

export default function OrderTypeChoice({ t, options, value, onChange, error }: Props) {
  const both = options.delivery && options.takeAway;
  return (
    <fieldset className="space-y-2" data-order-type aria-describedby={error ? 'order-type-error' : undefined}>
      <legend className="text-sm font-semibold">{t('delivery.orderType.label')}</legend>
      {both ? (
        <div className="flex flex-wrap gap-2">
          {(['delivery', 'take_away'] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-gray-600 dark:has-[:checked]:bg-brand-900/50"
            >
              <input
                type="radio"
                name="order_type"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="accent-brand-700"
              />
              {t(type === 'delivery' ? 'delivery.orderType.delivery' : 'delivery.orderType.takeAway')}
            </label>
          ))}
        </div>
      ) : (
        <p className="text-sm">{t(options.takeAway ? 'delivery.orderType.takeAway' : 'delivery.orderType.delivery')}</p>
      )}
      {value === 'take_away' && (
        <p className="text-sm text-gray-700 dark:text-gray-300" data-pick-up-hint>
          <bdi>
            {t('delivery.orderType.pickUpHint', { address: options.storeAddress || t('delivery.storeAddressUnknown') })}
          </bdi>
        </p>
      )}
      {error && (
        <p id="order-type-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
