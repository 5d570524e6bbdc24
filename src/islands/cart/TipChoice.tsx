// The order dialog's tip for the delivery person, offered as the app offers it (F36
// deliveryman_tips_section.dart; choices app_constants.dart:262): not now, 15, 10, 20, 40 or the
// customer's own amount, the amount most customers give marked "suggested" (GET most-tips). Only
// while the marketplace takes tips (`dm_tips_status`) and the order is delivered. Whatever is
// typed stays; a negative or unreadable amount is refused on the field (local and Arabic-Indic
// digits are read).
import { useState } from 'react';
import { TIP_CHOICES } from '../../lib/domain/ordering/order-extras.ts';
import type { OrderForm } from '../../lib/domain/ordering/order-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';
import { Field } from '../auth/fields.tsx';

interface Props {
  t: Translate;
  money: (amount: number) => string;
  form: OrderForm;
  setForm: (update: (current: OrderForm) => OrderForm) => void;
  suggested: number | null;
  error: string | undefined;
}

const OWN = 'own';

export default function TipChoice({ t, money, form, setForm, suggested, error }: Props) {
  const typed = form.tip ?? '';
  const [choice, setChoice] = useState<string>(() =>
    typed === '' ? '0' : (TIP_CHOICES as readonly number[]).map(String).includes(typed) ? typed : OWN,
  );
  const [own, setOwn] = useState(choice === OWN ? typed : '');
  const pick = (value: string) => {
    setChoice(value);
    setForm((f) => ({ ...f, tip: value === OWN ? own : value }));
  };
  return (
    <fieldset className="space-y-2" data-tips>
      <legend className="text-sm font-semibold">{t('delivery.tip.title')}</legend>
      <p className="text-xs text-gray-700 dark:text-gray-300">{t('delivery.tip.hint')}</p>
      <div className="flex flex-wrap gap-2">
        {[...TIP_CHOICES.map(String), OWN].map((value) => {
          const amount = Number(value);
          const label = value === OWN ? t('delivery.tip.own') : amount === 0 ? t('delivery.tip.notNow') : money(amount);
          const isSuggested = value !== OWN && amount > 0 && amount === suggested;
          return (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-gray-600 dark:has-[:checked]:bg-brand-900/50"
            >
              <input
                type="radio"
                name="tip_choice"
                value={value}
                checked={choice === value}
                onChange={() => pick(value)}
                className="accent-brand-700"
              />
              <span>{label}</span>
              {isSuggested && (
                <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white" data-suggested>
                  {t('delivery.tip.suggested')}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {choice === OWN && (
        <Field
          id="order-tip"
          label={t('delivery.tip.ownLabel')}
          name="tip_custom"
          inputMode="decimal"
          dir="ltr"
          maxLength={20}
          value={own}
          onChange={({ target }) => {
            setOwn(target.value);
            setForm((f) => ({ ...f, tip: target.value }));
          }}
          error={error}
        />
      )}
      {choice !== OWN && error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
