// The order dialog's delivery details: the address's house, floor and road and its type, sent as
// fields of their own (not joined into the address line), and a delivery instruction, one of the
// app's four presets and/or the customer's own words (OrderController.php:481-494, :525).
import type { ChangeEvent } from 'react';
import { ADDRESS_TYPES } from '../../lib/domain/ordering/address-rules.ts';
import { INSTRUCTIONS, MAX_INSTRUCTION_NOTE, MAX_PART } from '../../lib/domain/ordering/order-extras.ts';
import type { OrderForm } from '../../lib/domain/ordering/order-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';
import { Field, inputClass } from '../auth/fields.tsx';

interface Props {
  t: Translate;
  form: OrderForm;
  setForm: (update: (current: OrderForm) => OrderForm) => void;
  errors: Record<string, string>;
}

export default function DeliveryDetails({ t, form, setForm, errors }: Props) {
  const set =
    (key: 'house' | 'floor' | 'road' | 'address_type' | 'instruction' | 'instruction_note') =>
    ({ target }: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setForm((f) => ({ ...f, [key]: target.value || undefined }));
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <fieldset className="space-y-3" data-delivery-details>
      <legend className="mb-1 text-sm font-semibold">{t('delivery.title')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(['house', 'floor', 'road'] as const).map((key) => (
          <Field
            key={key}
            id={`order-${key}`}
            label={t(`delivery.${key}`)}
            name={key}
            maxLength={MAX_PART + 20}
            value={form[key] ?? ''}
            onChange={set(key)}
            error={error(key)}
          />
        ))}
      </div>
      <div>
        <label htmlFor="order-address-type" className="text-sm font-medium">
          {t('delivery.addressType')}
        </label>
        <select
          id="order-address-type"
          name="address_type"
          value={form.address_type ?? ''}
          onChange={set('address_type')}
          className={`mt-1 ${inputClass}`}
        >
          <option value="">{t('delivery.typeNone')}</option>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`delivery.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="order-instruction" className="text-sm font-medium">
          {t('delivery.instruction')}
        </label>
        <select
          id="order-instruction"
          name="instruction"
          value={form.instruction ?? ''}
          onChange={set('instruction')}
          className={`mt-1 ${inputClass}`}
        >
          <option value="">{t('delivery.instructionNone')}</option>
          {INSTRUCTIONS.map((key) => (
            <option key={key} value={key}>
              {t(`delivery.instructions.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        id="order-instruction-note"
        label={t('delivery.instructionNote')}
        name="instruction_note"
        maxLength={MAX_INSTRUCTION_NOTE + 20}
        value={form.instruction_note ?? ''}
        onChange={set('instruction_note')}
        error={error('instruction_note')}
      />
    </fieldset>
  );
}
