// The order dialog's choices beside the contact: delivery or pick-up, the delivery details
// (house, floor, road, type, instruction), the tip and the delivery time. Kept apart from the dialog so it stays
// about placing the order.
import type { CheckoutOptions, OrderType } from '../../lib/domain/ordering/order-extras.ts';
import type { OrderForm } from '../../lib/domain/ordering/order-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';
import DeliveryDetails from './DeliveryDetails.tsx';
import OrderTypeChoice from './OrderTypeChoice.tsx';
import ScheduleChoice from './ScheduleChoice.tsx';
import TipChoice from './TipChoice.tsx';

interface Props {
  t: Translate;
  money: (amount: number) => string;
  options: CheckoutOptions;
  orderType: OrderType;
  form: OrderForm;
  setForm: (update: (current: OrderForm) => OrderForm) => void;
  errors: Record<string, string>;
}

export default function OrderExtras({ t, money, options, orderType, form, setForm, errors }: Props) {
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <>
      {(options.takeAway || !options.delivery) && (
        <OrderTypeChoice
          t={t}
          options={options}
          value={orderType}
          onChange={(order_type) => setForm((f) => ({ ...f, order_type }))}
          error={error('order_type')}
        />
      )}
      {options.slots && (
        <ScheduleChoice t={t} slots={options.slots} form={form} setForm={setForm} error={error('schedule_at')} />
      )}
      {orderType === 'delivery' && <DeliveryDetails t={t} form={form} setForm={setForm} errors={errors} />}
      {orderType === 'delivery' && options.tips && (
        <TipChoice
          t={t}
          money={money}
          form={form}
          setForm={setForm}
          suggested={options.suggestedTip}
          error={error('tip')}
        />
      )}
    </>
  );
}

/** The order type the form stands for: its own choice, else delivery when the store delivers. */
export function orderTypeOf(form: OrderForm, options: CheckoutOptions): OrderType {
  return form.order_type ?? (options.delivery || !options.takeAway ? 'delivery' : 'take_away');
}
