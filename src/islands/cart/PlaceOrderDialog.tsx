// Cash-on-delivery order from the cart: distance to the store, contact fields pre-filled from the
// profile, confirm and cancel. A failure keeps every typed value and shows the server's reason.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { cartTotal, type CartItemLine } from '../../lib/cart-lines.ts';
import { fieldErrors } from '../../lib/domain/auth-rules.ts';
import { distanceKm } from '../../lib/domain/distance.ts';
import { OrderFormSchema, orderPayload, type OrderForm } from '../../lib/domain/order-rules.ts';
import { formatNumber, type Lang, type Translate } from '../../lib/i18n/client.ts';
import { Field } from '../auth/fields.tsx';

export interface Placement {
  orderId: number;
  total: number;
}

interface Props {
  t: Translate;
  lang: Lang;
  lines: CartItemLine[];
  moduleId: number | null;
  storeId: number;
  store: { lat: number; lng: number } | null;
  location: { lat: number; lng: number } | null;
  initial: OrderForm;
  onPlaced: (placement: Placement) => void;
  onCancel: () => void;
}

/** Asks the device for its position and stores it through the storefront (zone and place name). */
function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          await storefrontFetch('/api/location', { method: 'POST', json: { latitude: coords.latitude, longitude: coords.longitude } });
          resolve({ lat: coords.latitude, lng: coords.longitude });
        } catch (error) {
          reject(error);
        }
      },
      reject,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

export default function PlaceOrderDialog({ t, lang, lines, moduleId, storeId, store, location: savedLocation, initial, onPlaced, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [location, setLocation] = useState(savedLocation);
  const [locating, setLocating] = useState(false);
  const [form, setForm] = useState<OrderForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const cancel = (e: Event) => {
      e.preventDefault();
      if (!pending) onCancel();
    };
    dialog?.addEventListener('cancel', cancel);
    return () => dialog?.removeEventListener('cancel', cancel);
  }, [onCancel, pending]);

  const distance = store && location ? distanceKm(location, store) : null;
  const set = (key: keyof OrderForm) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = OrderFormSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (!location || distance === null) return setFailure(t('placeOrder.needLocation'));
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      const answer = await storefrontFetch<{ order_id: number; total_ammount: number }>('/api/v1/customer/order/place', {
        method: 'POST',
        moduleId,
        timeoutMs: 20_000,
        json: orderPayload(parsed.data, {
          storeId,
          total: cartTotal(lines),
          distance,
          latitude: location.lat,
          longitude: location.lng,
          lines: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
        }),
      });
      onPlaced({ orderId: answer.order_id, total: answer.total_ammount });
    } catch (error) {
      // The server's own reason (store closed, outside the zone, minimum order, stock) when it gave one.
      setFailure(error instanceof ClientError && error.status > 0 && error.status < 500 && error.message ? error.message : t('placeOrder.errorMessage'));
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={ref} aria-labelledby="place-order-title" className="m-auto max-h-[92dvh] w-[min(30rem,94vw)] overflow-y-auto rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100">
      <h2 id="place-order-title" className="text-xl font-bold">{t('placeOrder.title')}</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300" data-distance>
        {distance !== null ? t('placeOrder.distance', { km: formatNumber(lang, distance, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }) : t('placeOrder.needLocation')}
      </p>
      {!location && (
        <button
          type="button"
          disabled={locating}
          onClick={() => {
            setLocating(true);
            locate()
              .then(setLocation)
              .catch(() => setFailure(t('topbar.locationFailed')))
              .finally(() => setLocating(false));
          }}
          className="mt-3 h-10 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-brand-900"
        >
          {locating ? t('topbar.locating') : t('topbar.useMyLocation')}
        </button>
      )}
      {failure && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100">{failure}</p>
      )}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label={t('placeOrder.name')} name="contact_person_name" autoComplete="name" value={form.contact_person_name} onChange={set('contact_person_name')} error={errors.contact_person_name && t(errors.contact_person_name)} />
        <Field label={t('placeOrder.phone')} name="contact_person_number" type="tel" autoComplete="tel" dir="ltr" value={form.contact_person_number} onChange={set('contact_person_number')} error={errors.contact_person_number && t(errors.contact_person_number)} />
        <Field label={t('placeOrder.email')} name="contact_person_email" type="email" autoComplete="email" value={form.contact_person_email} onChange={set('contact_person_email')} error={errors.contact_person_email && t(errors.contact_person_email)} />
        <Field label={t('placeOrder.address')} name="address" autoComplete="street-address" value={form.address} onChange={set('address')} error={errors.address && t(errors.address)} />
        <div>
          <label htmlFor="order-note" className="text-sm font-medium">{t('placeOrder.notes')}</label>
          <textarea id="order-note" name="order_note" rows={3} maxLength={1000} value={form.order_note ?? ''} onChange={set('order_note')}
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white p-3 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100" />
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" onClick={onCancel} disabled={pending} className="h-11 rounded-full px-5 font-medium hover:bg-gray-100 dark:hover:bg-gray-800">{t('placeOrder.cancel')}</button>
          <button type="submit" disabled={pending || distance === null} aria-busy={pending} className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {pending ? t('placeOrder.placing') : t('placeOrder.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
