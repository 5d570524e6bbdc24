// Server-only: the checkout page (/checkout), the order dialog's twin for a browser without
// JavaScript. One form, three steps, every one a plain request:
//   GET             the cart's lines, the contact fields, the delivery point and the note, with a
//                   confirmation key made now (idempotency.server.ts)
//   POST review     checked and priced by the server (the distance from the store to the point,
//                   deliveryTo; never a distance, price or total from the form), then kept in a
//                   sealed cookie (checkout-draft.server.ts) and shown by GET ?step=review
//   POST confirm    the order placed as the dialog places it (submit.server.ts → place.server.ts), once
//                   per key: a second press, Back and Confirm, or a second tab finds the first
//                   order; then 303 to the order's page, which says "Order placed successfully"
// A refusal (missing fields, outside the zone, closed store, minimum order, stock) answers the
// post with the page again, in its language, with every typed value and the errors on their fields.
import { getStoreDetails } from '../api/index.ts';
import { costsOf, missingForMinimum } from '../cart/costs.ts';
import { addressLine } from '../domain/ordering/address-rules.ts';
import { fieldErrors } from '../domain/account/auth-rules.ts';
import type { OrderCosts } from '../domain/ordering/order-costs.ts';
import { NO_OPTIONS, optionsProblem, tipToSend } from '../domain/ordering/order-extras.ts';
import { OrderFormSchema, type OrderForm } from '../domain/ordering/order-rules.ts';
import { storeHours } from '../domain/catalog/store-hours.ts';
import type { Lang } from '../i18n/client.ts';
import type { Identity } from '../identity/guest.server.ts';
import { heldCartProblem } from '../cart/held-cart.server.ts';
import { confirmationKey, ownerTag, type OrderOutcome } from './place.server.ts';
import { newConfirmationKey, orderConfirmations } from './idempotency.server.ts';
import { submitOrder } from './submit.server.ts';
import { deliveryTo } from './terms.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import { closedNotice } from '../store/hours-text.ts';
import { readDraft, saveDraft, type CheckoutValues } from './checkout-draft.server.ts';
import { EXTRA_FIELDS, EXTRA_LIMITS, NO_EXTRAS, extraField, extrasOf } from './checkout-extras.server.ts';
import { loadCheckout, parsePoint, type CheckoutPage, type Loaded } from './checkout-load.server.ts';
import { marketplaceRefusal } from '../prescription/refusal.ts';
import { appliedMessage, checkCoupon, refusalMessage } from './checkout-coupon.server.ts';
import type { Coupon } from '../api/index.ts';
import { refusalOfCode } from '../domain/ordering/coupon-rules.ts';

type Ready = Extract<Loaded, { state: 'ready' }>;
type T = (key: string, params?: Record<string, string | number>) => string;
export type Field = keyof CheckoutValues;

export interface CheckoutRequest extends CheckoutPage {
  method: string;
  step: string | null;
  form: FormData | null;
  t: T;
  lang: Lang;
  money: (amount: number) => string;
}

export type CheckoutView =
  | { kind: 'redirect'; placed: { orderId: number; guest: boolean } | null; review: boolean }
  | { kind: 'state'; loaded: Exclude<Loaded, Ready>; status: number }
  /** The review shown again (Back) after its order was placed. */
  | { kind: 'placed'; loaded: Loaded; orderId: number; guest: boolean }
  | FormView;

/** The form, or the review of what it will order. */
export interface FormView {
  kind: 'form' | 'review';
  loaded: Ready;
  status: number;
  key: string;
  values: CheckoutValues;
  /** Field → message, already translated. */
  errors: Partial<Record<Field, string>>;
  /** Above the form, already translated. */
  message: string | null;
  /** What the review shows: the order as it will be sent, and its costs. */
  priced: Priced | null;
  /** The coupon Apply accepted, said (already translated). */
  couponNote?: string | null;
}

export interface Priced {
  form: OrderForm;
  point: { lat: number; lng: number };
  distance: number;
  costs: OrderCosts;
  /** Picked up at the store: no address, no fee, no tip. */
  pickUp: boolean;
  /** The coupon the marketplace accepted; only its code goes with the order. */
  coupon: Coupon | null;
}

const FIELDS: Field[] = [
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'address',
  'order_note',
  'point',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typed(form: FormData): CheckoutValues {
  const out = {} as CheckoutValues;
  const limits: Record<Field, number> = {
    ...EXTRA_LIMITS,
    contact_person_name: 200,
    contact_person_number: 60,
    contact_person_email: 200,
    address: 600,
    order_note: 1000,
    point: 40,
  };
  for (const field of [...FIELDS, ...EXTRA_FIELDS]) {
    const value = form.get(field);
    out[field] = typeof value === 'string' ? value.slice(0, limits[field]) : '';
  }
  return out;
}

function defaults(loaded: Ready, page: CheckoutRequest): CheckoutValues {
  const here = page.prefs.location.latitude !== null && page.prefs.location.longitude !== null;
  const saved = loaded.addresses.find((a) => a.lat !== null && a.lng !== null);
  return {
    ...NO_EXTRAS,
    ...loaded.contact,
    // With a saved address chosen, an empty address field means its own address.
    address: saved ? '' : (page.prefs.location.label ?? ''),
    order_note: '',
    point: here ? 'here' : saved ? `address:${saved.id}` : '',
  };
}

/** Shown lines, as the form carries them ("id:quantity,..."); nothing when unreadable. */
function shownLines(value: FormDataEntryValue | null): Array<{ id: number; quantity: number }> {
  if (typeof value !== 'string' || value.length > 4000) return [];
  const lines = value.split(',').map((part) => /^(\d{1,10}):(\d{1,6})$/.exec(part.trim()));
  if (lines.some((m) => !m)) return [];
  return lines.map((m) => ({ id: Number(m![1]), quantity: Number(m![2]) }));
}

export const linesValue = (loaded: Ready) => loaded.cart.lines.map((l) => `${l.id}:${l.quantity}`).join(',');

type Checked =
  | { ok: true; priced: Priced }
  | { ok: false; status: number; errors: Partial<Record<Field, string>>; message: string | null };

/** The values checked and the order priced, as the server decides it; or why it cannot be. */
async function check(loaded: Ready, values: CheckoutValues, page: CheckoutRequest): Promise<Checked> {
  const { t } = page;
  const refuse = (status: number, errors: Partial<Record<Field, string>>, message: string | null = null): Checked => ({
    ok: false,
    status,
    errors,
    message,
  });
  // The delivery point: one of the customer's own saved addresses, the saved location, or an area.
  const choice = parsePoint(values.point);
  const saved = choice?.kind === 'saved' ? loaded.addresses.find((a) => a.id === choice.id) : undefined;
  let point: { lat: number; lng: number } | null = null;
  if (choice?.kind === 'saved' && saved && saved.lat !== null && saved.lng !== null)
    point = { lat: saved.lat, lng: saved.lng };
  else if (choice?.kind === 'here') {
    const { latitude, longitude } = page.prefs.location;
    if (latitude !== null && longitude !== null) point = { lat: latitude, lng: longitude };
  } else if (choice?.kind === 'area') point = loaded.areas.find((a) => a.id === choice.id)?.point ?? null;

  // Pick-up or delivery as the marketplace and the store offer them now; a pick-up order still
  // names a point (the customer's, else the store's).
  const options = loaded.terms?.options ?? NO_OPTIONS;
  const extras = extrasOf(values);
  const orderType = extras.order_type ?? (options.delivery || !options.takeAway ? 'delivery' : 'take_away');
  const pickUp = orderType === 'take_away';
  if (pickUp && !point && choice === null) point = loaded.terms?.point ?? null;

  const parsed = OrderFormSchema.safeParse({
    contact_person_name: values.contact_person_name.trim() || saved?.name || '',
    contact_person_number: values.contact_person_number.trim() || saved?.phone || '',
    contact_person_email: values.contact_person_email,
    // A saved address gives its parts when none were typed (sent apart, not in the line).
    address: values.address.trim() || (saved ? saved.address || addressLine(saved) : ''),
    order_note: values.order_note,
    ...extras,
    house: extras.house ?? (saved?.house || undefined),
    floor: extras.floor ?? (saved?.floor || undefined),
    road: extras.road ?? (saved?.road || undefined),
    order_type: orderType,
  });
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success)
    for (const [field, key] of Object.entries(fieldErrors(parsed.error)))
      errors[extraField(field) ?? (field as Field)] = t(key);
  const way = optionsProblem({ order_type: orderType, schedule_at: extras.schedule_at }, options);
  if (way) errors[way.field] = t(way.key);
  if (!point) errors.point = t(choice?.kind === 'saved' ? 'checkout.errors.notYourAddress' : 'checkout.errors.point');
  if (!parsed.success || !point || way) return refuse(400, errors, t('checkout.errors.fields'));

  const { cart, terms } = loaded;
  if (!terms) return refuse(503, {}, t('placeOrder.costsUnavailable'));
  const flaw = heldCartProblem(cart.held);
  if (flaw)
    return refuse(
      409,
      {},
      flaw.code === 'stock' && flaw.item
        ? flaw.max
          ? t('checkout.errors.stock', { name: flaw.item, max: flaw.max })
          : t('checkout.errors.outOfStock', { name: flaw.item })
        : t('cart.cannotOrderFlawed'),
    );
  const ctx = apiContext(page.prefs, { ...loaded.who, moduleId: cart.moduleId, timeoutMs: 6000 });
  let delivery: Awaited<ReturnType<typeof deliveryTo>>;
  let hours: ReturnType<typeof storeHours> | null;
  try {
    [delivery, hours] = await Promise.all([
      pickUp ? { ok: true as const, distance: 0 } : deliveryTo(ctx, cart.storeId, point),
      getStoreDetails(ctx, cart.storeId).then(storeHours, () => null),
    ]);
  } catch {
    return refuse(503, {}, t('placeOrder.costsUnavailable'));
  }
  if (!delivery.ok) return refuse(422, { point: t('placeOrder.outsideZone') }, t('placeOrder.outsideZone'));
  if (hours && hours.state !== 'open') return refuse(409, {}, closedNotice(t, page.lang, hours));
  const coupon = await checkCoupon(page.prefs, loaded, values.coupon_code);
  if (!coupon.ok) {
    const message = refusalMessage(t, page.money, coupon.refusal, coupon.minimum);
    return refuse(422, { coupon_code: message }, message);
  }
  const costs = costsOf(cart.lines, terms, delivery.distance, {
    tips: tipToSend(parsed.data, options.tips),
    deliver: !pickUp,
    coupon: coupon.coupon,
  });
  if (costs.belowMinimum)
    return refuse(
      422,
      {},
      t('placeOrder.minimumOrder', {
        amount: page.money(costs.minimumOrder),
        missing: page.money(missingForMinimum(costs)),
      }),
    );
  return {
    ok: true,
    priced: { form: parsed.data, point, distance: delivery.distance, costs, pickUp, coupon: coupon.coupon },
  };
}

/** The order a key placed before, if it did (a second press, a second tab, Back and Confirm). */
async function placedBefore(who: Identity, key: string): Promise<OrderOutcome | null> {
  const outcome = await orderConfirmations.peek<OrderOutcome>(confirmationKey(who, key));
  return outcome?.kind === 'placed' ? outcome : null;
}

export async function checkout(page: CheckoutRequest): Promise<CheckoutView> {
  const loaded = await loadCheckout(page);
  const posted = page.method === 'POST' && page.form ? String(page.form.get('key') ?? '') : '';
  const confirming = UUID.test(posted) && page.form?.get('intent') === 'confirm';
  if (loaded.state !== 'ready') {
    const who = loaded.state === 'empty' ? loaded.who : null;
    if (who) {
      // The cart an order just emptied: a repeated Confirm finds that order, and the review shown
      // again by Back says it was placed.
      const draft = await readDraft(page.cookies, ownerTag(who));
      const guest = 'guestId' in who;
      if (confirming) {
        const before = await placedBefore(who, posted.toLowerCase());
        if (before?.kind === 'placed')
          return { kind: 'redirect', placed: { orderId: before.orderId, guest }, review: false };
        if (draft?.p && draft.k === posted.toLowerCase())
          return { kind: 'redirect', placed: { orderId: draft.p.id, guest: draft.p.g }, review: false };
      }
      if (draft?.p && page.step === 'review' && page.method !== 'POST')
        return { kind: 'placed', loaded, orderId: draft.p.id, guest: draft.p.g };
    }
    const status =
      loaded.state === 'error'
        ? 502
        : loaded.state === 'unavailable'
          ? 503
          : loaded.state === 'signed-out' && page.method === 'POST'
            ? 401
            : 200;
    return { kind: 'state', loaded, status };
  }
  const owner = ownerTag(loaded.who);
  const draft = await readDraft(page.cookies, owner);
  const guest = 'guestId' in loaded.who;
  const view = (
    kind: 'form' | 'review',
    key: string,
    values: CheckoutValues,
    extra: Partial<FormView> = {},
  ): CheckoutView => ({ kind, loaded, status: 200, key, values, errors: {}, message: null, priced: null, ...extra });

  if (page.method !== 'POST' || !page.form) {
    if (draft?.p) {
      if (page.step === 'review') return { kind: 'placed', loaded, orderId: draft.p.id, guest: draft.p.g };
      return view('form', newConfirmationKey(), defaults(loaded, page));
    }
    const key = draft?.k ?? newConfirmationKey();
    const values = draft?.v ?? defaults(loaded, page);
    if (page.step !== 'review' || !draft?.v) return view('form', key, values);
    const checked = await check(loaded, values, page);
    return checked.ok
      ? view('review', key, values, { priced: checked.priced })
      : view('form', key, values, { status: checked.status, errors: checked.errors, message: checked.message });
  }

  const values = typed(page.form);
  // Apply, or Use beside a listed coupon: the code checked alone, the form shown again as typed.
  const applying = page.form.get('apply_coupon');
  if (typeof applying === 'string' && !confirming) {
    if (applying) values.coupon_code = applying.slice(0, 200);
    const key = UUID.test(posted) ? posted.toLowerCase() : newConfirmationKey();
    const coupon = await checkCoupon(page.prefs, loaded, values.coupon_code);
    if (coupon.ok)
      return view('form', key, values, {
        couponNote: coupon.coupon ? appliedMessage(page.t, page.money, loaded, coupon.coupon) : null,
      });
    const message = refusalMessage(page.t, page.money, coupon.refusal, coupon.minimum);
    return view('form', key, values, { status: 422, errors: { coupon_code: message } });
  }
  const intent = confirming ? 'confirm' : 'review';
  const key = UUID.test(posted) ? posted.toLowerCase() : newConfirmationKey();
  if (intent === 'confirm') {
    const before = await placedBefore(loaded.who, key);
    if (before?.kind === 'placed')
      return { kind: 'redirect', placed: { orderId: before.orderId, guest }, review: false };
    if (draft?.p && draft.k === key)
      return { kind: 'redirect', placed: { orderId: draft.p.id, guest: draft.p.g }, review: false };
  }
  const checked = await check(loaded, values, page);
  if (!checked.ok) {
    if (intent === 'confirm') {
      // The first press may have ordered (and emptied the cart) while this one was checked.
      const before = await placedBefore(loaded.who, key);
      if (before?.kind === 'placed')
        return { kind: 'redirect', placed: { orderId: before.orderId, guest }, review: false };
    }
    return view('form', key, values, { status: checked.status, errors: checked.errors, message: checked.message });
  }
  if (intent === 'review') {
    const kept = await saveDraft(page.cookies, { o: owner, k: key, v: values }, page.secure);
    if (!kept)
      return view('form', key, values, { status: 413, errors: { order_note: page.t('checkout.errors.tooLong') } });
    return { kind: 'redirect', placed: null, review: true };
  }

  const { priced } = checked;
  const outcome = await submitOrder(page, loaded.who, {
    key,
    storeId: loaded.cart.storeId,
    moduleId: loaded.cart.moduleId,
    latitude: priced.point.lat,
    longitude: priced.point.lng,
    // The server's own total; the marketplace prices the order again itself.
    total: priced.costs.total,
    form: priced.form,
    ...(priced.coupon ? { coupon: priced.coupon.code } : {}),
    lines: shownLines(page.form.get('lines')),
  });
  const again = (status: number, message: string) => view('review', key, values, { status, message, priced });
  switch (outcome.kind) {
    case 'placed':
      await saveDraft(page.cookies, { o: owner, k: key, p: { id: outcome.orderId, g: guest } }, page.secure);
      return { kind: 'redirect', placed: { orderId: outcome.orderId, guest }, review: false };
    case 'cart-changed':
      return outcome.lines.length
        ? again(409, page.t('checkout.cartChanged'))
        : view('form', key, values, { status: 409, message: page.t('cart.orderedElsewhere') });
    case 'signed-out':
      return { kind: 'state', loaded: { state: 'signed-out' }, status: 401 };
    case 'refused': {
      // The coupon no longer holds (expired, used up since the review): back on its field.
      const refusal = refusalOfCode(outcome.code);
      if (refusal) {
        const message = refusalMessage(page.t, page.money, refusal);
        return view('form', key, values, { status: 422, errors: { coupon_code: message }, message });
      }
      if (outcome.code === 'outside_zone')
        return view('form', key, values, {
          status: 422,
          errors: { point: page.t('placeOrder.outsideZone') },
          message: page.t('placeOrder.outsideZone'),
        });
      if (outcome.code === 'order_time' && outcome.status === 406) return again(409, page.t('menu.orderClosed'));
      return again(
        outcome.status >= 400 && outcome.status < 500 ? outcome.status : 422,
        marketplaceRefusal(outcome.code, outcome.message, page.t),
      );
    }
    case 'unavailable':
      return again(503, page.t(outcome.unconfirmed ? 'placeOrder.unconfirmed' : 'placeOrder.unavailable'));
  }
}
