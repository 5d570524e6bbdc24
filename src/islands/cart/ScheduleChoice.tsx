// The order dialog's delivery time: as soon as possible, or a slot of today or tomorrow when the
// store takes scheduled orders (the 6amMart app's time slot section, time_slot_section.dart). The
// slots come from the server (orders/terms.server.ts), which accepts no other time when the order is sent.
import type { SlotDays } from '../../lib/domain/ordering/time-slots.ts';
import type { OrderForm } from '../../lib/domain/ordering/order-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';

interface Props {
  t: Translate;
  slots: SlotDays;
  form: OrderForm;
  setForm: (update: (current: OrderForm) => OrderForm) => void;
  error: string | undefined;
}

export default function ScheduleChoice({ t, slots, form, setForm, error }: Props) {
  const days = [
    { key: 'today', label: t('delivery.schedule.today'), slots: slots.today.slots },
    { key: 'tomorrow', label: t('delivery.schedule.tomorrow'), slots: slots.tomorrow.slots },
  ].filter((day) => day.slots.length > 0);
  return (
    <div data-schedule>
      <label htmlFor="order-schedule" className="text-sm font-semibold">
        {t('delivery.schedule.title')}
      </label>
      <select
        id="order-schedule"
        name="schedule_at"
        value={form.schedule_at ?? ''}
        onChange={(e) => {
          const schedule_at = e.currentTarget.value;
          setForm((f) => ({ ...f, schedule_at }));
        }}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'order-schedule-error' : undefined}
        className="mt-1 block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
      >
        <option value="">{t('delivery.schedule.now')}</option>
        {days.map((day) => (
          <optgroup key={day.key} label={day.label}>
            {day.slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {t('delivery.schedule.slot', { day: day.label, from: slot.from, to: slot.to })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id="order-schedule-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
