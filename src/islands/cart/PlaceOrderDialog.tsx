// Cash-on-delivery order from the cart: the lines, what they cost with delivery (priced as the
// marketplace will price them), the contact fields pre-filled from the profile, confirm and
// cancel. One idempotency key per opened dialog: a double click, Back or a retry never orders
// twice. A failure keeps every typed value and shows the server's reason.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { changeOf } from '../../lib/browser/typed-before-hydration.ts';
import type { CartLineView } from '../../lib/cart/lines.ts';
import { fieldErrors } from '../../lib/domain/account/auth-rules.ts';
import { distanceKm } from '../../lib/domain/ordering/distance.ts';
import { costsOf, missingForMinimum, type OrderTermsProp } from './costs.ts';
import { newOrderKey, OrderFormSchema } from '../../lib/domain/ordering/order-rules.ts';
import type { OrderForm, OrderRequest } from '../../lib/domain/ordering/order-rules.ts';
import { formatNumber, type Lang, type Translate } from '../../lib/i18n/client.ts';
import { Field } from '../auth/fields.tsx';
import GuestContact, { type GuestOrdering } from './GuestContact.tsx';
import SavedAddressPicker from './SavedAddressPicker.tsx';
import { ADDRESS_TYPES } from '../../lib/domain/ordering/address-rules.ts';
import { NO_OPTIONS, tipToSend } from '../../lib/domain/ordering/order-extras.ts';
import OrderExtras, { orderTypeOf } from './OrderExtras.tsx';
import { addOnsText } from './line-text.ts';
import { locate } from './locate.ts';
import CouponBlock, { NO_COUPON, type CouponState } from './CouponBlock.tsx';
import CostsList from './CostsList.tsx';
import OrderActions from './OrderActions.tsx';
import { useOnline } from '../ui/use-online.ts';
import { refusalOfCode } from '../../lib/domain/ordering/coupon-rules.ts';

export interface Placement {
  orderId: number;
  total: number;
  /** Placed as a guest: followed by its id and phone rather than in an account. */
  guest?: boolean;
}

export type { OrderTermsProp };

interface Props {
  t: Translate;
  lang: Lang;
  money: (amount: number) => string;
  lines: CartLineView[];
  moduleId: number | null;
  storeId: number;
  store: { lat: number; lng: number } | null;
  terms: OrderTermsProp | null;
  location: { lat: number; lng: number } | null;
  initial: OrderForm;
  /** Ordering without an account; null for a signed-in customer. */
  guest?: GuestOrdering | null;
  onPlaced: (placement: Placement) => void;
  /** The server's cart is not the one shown: it was applied to the cart store; nothing was ordered. */
  onCartChanged: (form: OrderForm) => void;
  onCancel: (form: OrderForm) => void;
}

export default function PlaceOrderDialog(props: Props) {
  const {
    t,
    lang,
    money,
    lines,
    moduleId,
    storeId,
    store,
    terms,
    location: savedLocation,
    initial,
    onPlaced,
    onCartChanged,
    onCancel,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const [key] = useState(newOrderKey);
  const sending = useRef(false);
  const [location, setLocation] = useState(savedLocation);
  const [locating, setLocating] = useState(false);
  const [form, setForm] = useState<OrderForm>(initial);
  // Offline nothing can be ordered: the dialog stays open (nothing typed is lost) and says why.
  const online = useOnline();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [coupon, setCoupon] = useState<CouponState>(NO_COUPON);

  // Closed however it closes (Escape, Cancel, the cart shown again), the focus goes back to the
  // control that opened it rather than to the page's body.
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const cancel = (e: Event) => {
      e.preventDefault();
      if (!pending) onCancel(form);
    };
    dialog?.addEventListener('cancel', cancel);
    return () => dialog?.removeEventListener('cancel', cancel);
  }, [onCancel, pending, form]);

  const options = terms?.options ?? NO_OPTIONS;
  const orderType = orderTypeOf(form, options);
  const pickUp = orderType === 'take_away';
  const distance = store && location ? distanceKm(location, store) : null;
  const tips = tipToSend({ ...form, order_type: orderType }, options.tips);
  const costs = terms ? costsOf(lines, terms, distance ?? 0, { tips, deliver: !pickUp, coupon: coupon.applied }) : null;
  // A pick-up order still names a point (the customer's, else the store's); no fee depends on it.
  const point = pickUp ? (location ?? store) : location;
  const belowMinimum = costs?.belowMinimum === true;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    // A second press while the first is on its way: the key makes it harmless, this makes it silent.
    if (sending.current) return;
    const parsed = OrderFormSchema.safeParse({ ...form, order_type: orderType });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (!point || (!pickUp && distance === null)) return setFailure(t('placeOrder.needLocation'));
    if (!costs || belowMinimum || !moduleId) return;
    setErrors({});
    setFailure(null);
    setPending(true);
    sending.current = true;
    const order: OrderRequest = {
      key,
      storeId,
      moduleId,
      // No distance: the storefront measures it from the store to this point.
      latitude: point.lat,
      longitude: point.lng,
      total: costs.total,
      form: parsed.data,
      ...(coupon.applied ? { coupon: coupon.applied.code } : {}),
      lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    };
    try {
      // Longer than the storefront's own limits on the marketplace (20 s to order, then a few
      // seconds looking for the order if no answer came), so its answer arrives.
      const answer = await storefrontFetch<Placement>('/api/order', { method: 'POST', timeoutMs: 60_000, json: order });
      onPlaced(answer);
      return; // The page is being replaced: the dialog stays busy until it goes.
    } catch (error) {
      const e = error instanceof ClientError ? error : null;
      if (e?.code === 'cart_changed') {
        sending.current = false;
        return onCartChanged(form);
      }
      // No answer, or the marketplace could not tell: the same key (this dialog's) makes Confirm a
      // safe retry, which finds the order if it was placed. Otherwise the server's own reason
      // (store closed, outside the zone, minimum order, stock) when it gave one.
      const refusal = refusalOfCode(e?.code);
      // The coupon no longer holds: it is taken off, its code left in the field with the reason.
      if (refusal) {
        setCoupon((c) => ({ ...c, applied: null, refusal: { reason: refusal } }));
        setFailure(t(`coupons.refused.${refusal === 'minimum' ? 'minimumPlain' : refusal}`));
      } else if (!e || e.status === 0 || e.code === 'unconfirmed') setFailure(t('placeOrder.unconfirmed'));
      else if (e.code === 'unavailable') setFailure(t('placeOrder.unavailable'));
      // 406 order_time: the store closed (OrderController.php:314-320), said as the cart says it.
      else if (e.code === 'order_time' && e.status === 406) setFailure(t('menu.orderClosed'));
      else if (e.code === 'outside_zone') setFailure(t('placeOrder.outsideZone'));
      else if (e.code === 'schedule_at') {
        setErrors({ schedule_at: 'delivery.errors.slotGone' });
        setFailure(t('delivery.errors.slotGone'));
      } else if (e.code === 'take_away' || e.code === 'order_type') {
        setErrors({ order_type: 'delivery.errors.takeAwayOff' });
        setFailure(e.message || t('delivery.errors.takeAwayOff'));
      } else setFailure(e.status < 500 && e.message ? e.message : t('placeOrder.errorMessage'));
    }
    sending.current = false;
    setPending(false);
  }

  const missing = costs ? missingForMinimum(costs) : 0;
  const blocked = !terms || belowMinimum;

  return (
    <dialog
      ref={ref}
      aria-labelledby="place-order-title"
      className="m-auto max-h-[92dvh] w-[min(30rem,94vw)] overflow-y-auto rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id="place-order-title" className="text-xl font-bold">
        {t('placeOrder.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300" data-distance>
        {distance !== null
          ? t('placeOrder.distance', {
              km: formatNumber(lang, distance, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
            })
          : t('placeOrder.needLocation')}
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

      <section
        aria-labelledby="place-order-items"
        className="mt-4 rounded-xl border border-gray-200 p-3 text-sm dark:border-gray-700"
      >
        <h3 id="place-order-items" className="mb-2 font-semibold">
          {t('placeOrder.items')}
        </h3>
        <ul className="space-y-1" data-order-lines>
          {lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                <bdi>{l.name}</bdi> × {formatNumber(lang, l.quantity)}
                {l.options && (
                  <span className="block text-xs text-gray-700 dark:text-gray-300" data-order-line-options>
                    <bdi>{l.options}</bdi>
                  </span>
                )}
                {l.addOns.length > 0 && (
                  <span className="block text-xs text-gray-700 dark:text-gray-300" data-order-line-add-ons>
                    <bdi>{addOnsText(t, l, money)}</bdi>
                  </span>
                )}
              </span>
              <span className="shrink-0">{money(l.price * l.quantity + l.addOnTotal)}</span>
            </li>
          ))}
        </ul>
        {costs && (
          <CostsList
            costs={costs}
            t={t}
            money={money}
            pickUp={pickUp}
            located={distance !== null}
            freeDelivery={terms?.store.freeDelivery === true}
            couponCode={coupon.applied?.code ?? null}
          />
        )}
        <p className="mt-2 font-medium" data-payment>
          {t('placeOrder.payment')}
        </p>
        {costs && distance === null && !pickUp && (
          <p className="mt-2 text-gray-700 dark:text-gray-300">{t('placeOrder.needsLocationForFee')}</p>
        )}
        {!terms && (
          <div role="alert" className="mt-2 flex flex-wrap items-center gap-2">
            <p id="place-order-blocked" className="font-medium text-red-800 dark:text-red-200">
              {t('placeOrder.costsUnavailable')}
            </p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="h-9 rounded-full border border-red-800 px-3 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-200 dark:text-red-100 dark:hover:bg-red-950"
            >
              {t('common.retry')}
            </button>
          </div>
        )}
        {belowMinimum && (
          <p
            id="place-order-blocked"
            role="alert"
            className="mt-2 font-medium text-red-800 dark:text-red-200"
            data-minimum
          >
            {t('placeOrder.minimumOrder', { amount: money(costs!.minimumOrder), missing: money(missing) })}
          </p>
        )}
      </section>

      {!props.guest && moduleId && costs && (
        <CouponBlock
          t={t}
          lang={lang}
          money={money}
          storeId={storeId}
          moduleId={moduleId}
          base={costs.subtotal - costs.discount}
          discount={costs.coupon}
          state={coupon}
          setState={setCoupon}
        />
      )}
      {failure && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {failure}
        </p>
      )}
      <form method="post" action="/api/order" onSubmit={submit} noValidate className="mt-4 space-y-4">
        {props.guest && <GuestContact t={t} guest={props.guest} />}
        {!props.guest && (
          <SavedAddressPicker
            t={t}
            onPick={(a) => {
              setForm((f) => ({
                ...f,
                contact_person_name: a.name || f.contact_person_name,
                contact_person_number: a.phone || f.contact_person_number,
                address: a.address,
                house: a.house || undefined,
                floor: a.floor || undefined,
                road: a.road || undefined,
                address_type: (ADDRESS_TYPES as readonly string[]).includes(a.type)
                  ? (a.type as OrderForm['address_type'])
                  : f.address_type,
              }));
              if (a.lat !== null && a.lng !== null) setLocation({ lat: a.lat, lng: a.lng });
            }}
          />
        )}
        <Field
          label={t('placeOrder.name')}
          name="contact_person_name"
          autoComplete="name"
          value={form.contact_person_name}
          onChange={changeOf(setForm, 'contact_person_name')}
          error={errors.contact_person_name && t(errors.contact_person_name)}
        />
        <Field
          label={t('placeOrder.phone')}
          name="contact_person_number"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={form.contact_person_number}
          onChange={changeOf(setForm, 'contact_person_number')}
          error={errors.contact_person_number && t(errors.contact_person_number)}
        />
        <Field
          label={t('placeOrder.email')}
          name="contact_person_email"
          type="email"
          autoComplete="email"
          value={form.contact_person_email}
          onChange={changeOf(setForm, 'contact_person_email')}
          error={errors.contact_person_email && t(errors.contact_person_email)}
        />
        {!pickUp && (
          <Field
            label={t('placeOrder.address')}
            name="address"
            autoComplete="street-address"
            value={form.address}
            onChange={changeOf(setForm, 'address')}
            error={errors.address && t(errors.address)}
          />
        )}
        <OrderExtras
          t={t}
          money={money}
          options={options}
          orderType={orderType}
          form={form}
          setForm={setForm}
          errors={errors}
        />
        <div>
          <label htmlFor="order-note" className="text-sm font-medium">
            {t('placeOrder.notes')}
          </label>
          <textarea
            id="order-note"
            name="order_note"
            rows={3}
            maxLength={1000}
            value={form.order_note ?? ''}
            onChange={changeOf(setForm, 'order_note')}
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white p-3 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          />
        </div>
        <OrderActions
          t={t}
          pending={pending}
          online={online}
          held={(distance === null && !pickUp) || blocked}
          blockedNote={blocked ? 'place-order-blocked' : undefined}
          onCancel={() => onCancel(form)}
        />
      </form>
    </dialog>
  );
}
