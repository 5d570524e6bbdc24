// Server-only: the page that orders a prescription alone from a pharmacy (/store/{id}/prescription).
// One path for a form post with or without JavaScript. The store must take prescriptions (the
// app's gate, rules.ts); every picture is checked by its bytes (checkPhoto: a known raster format
// that really decodes), their count and sizes are capped, the distance is worked out here from the
// store and the chosen place, and the files go to customer/order/prescription/place as
// `order_attachment[]` with the session token, which never leaves the server.
import { createHash } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { getAddresses } from '../api/aftercare.ts';
import { getStoreDetails, isApiError, isUnauthenticated, placePrescriptionOrder, type Store } from '../api/index.ts';
import { fieldErrors } from '../domain/account/auth-rules.ts';
import { addressLine, type SavedAddress } from '../domain/ordering/address-rules.ts';
import type { Translate } from '../i18n/index.ts';
import { serverConfig } from '../server/marketplace/zone-and-module.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import { deliveryTo } from '../orders/terms.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { checkPhoto } from '../account/save-profile.server.ts';
import { createLimiter, redisUrlFrom } from '../identity/rate-limit.server.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import * as z from 'zod';
import { confirmationKey } from '../orders/place.server.ts';
import { newConfirmationKey, orderConfirmations } from '../orders/idempotency.server.ts';
import {
  FILE_LIMITS,
  filesProblem,
  MAX_NOTE_LENGTH,
  photoKey,
  type PRESCRIPTION_FIELDS,
  PrescriptionFormSchema,
  takesPrescriptions,
  type PrescriptionForm,
} from './rules.ts';

/** Reading the store, the settings and the addresses. */
const LOAD_TIMEOUT_MS = 6000;
/** Up to 4 MB of pictures over a slow link to the marketplace. */
const PLACE_TIMEOUT_MS = 25_000;

/** Prescription posts per customer and minute (each may carry five pictures to decode). */
export const prescriptionLimiter = createLimiter({
  points: Number(process.env.PRESCRIPTION_RATE_LIMIT) || 10,
  windowSeconds: 60,
  keyPrefix: 'prescription',
  redisUrl: redisUrlFrom(),
});

export type Field = (typeof PRESCRIPTION_FIELDS)[number] | 'files';

export interface PointOption {
  value: string;
  label: string;
}

export interface PrescriptionPage {
  store: Store;
  options: PointOption[];
  values: PrescriptionForm;
  errors: Partial<Record<Field, string>>;
  message: string | null;
  /** The form's confirmation key: a repeated post of it (a double press, Back) is the same order. */
  key: string;
}

export type PrescriptionOutcome =
  | { kind: 'signed-out' }
  /** No such store, or it takes no prescriptions (404). */
  | { kind: 'missing' }
  | { kind: 'not-offered'; store: Store }
  | { kind: 'unavailable' }
  | ({ kind: 'form'; status: number } & PrescriptionPage)
  | { kind: 'placed'; orderId: number };

export interface PrescriptionRequest {
  prefs: Preferences;
  cookies: AstroCookies;
  t: Translate;
  storeKey: string | undefined;
  /** The posted form; 'too_large' when it was over the cap and not read; null for a GET. */
  form: FormData | 'too_large' | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

function pointOptions(addresses: SavedAddress[], prefs: Preferences, t: Translate): PointOption[] {
  const options: PointOption[] = [];
  for (const a of addresses)
    if (a.lat !== null && a.lng !== null) {
      const type = ['home', 'office', 'other'].includes(a.type) ? t(`aftercare.address.types.${a.type}`) : a.type;
      options.push({ value: `address:${a.id}`, label: `${type} · ${addressLine(a)}` });
    }
  const { latitude, longitude, label } = prefs.location;
  if (latitude !== null && longitude !== null)
    options.push({
      value: 'here',
      label: label ? t('checkout.point.here', { place: label }) : t('checkout.point.hereUnnamed'),
    });
  return options;
}

function text(form: FormData, key: string, max: number): string {
  const value = form.get(key);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The chosen files: every non-empty file part under either name the app and a plain form use. */
function filesOf(form: FormData): File[] {
  return [...form.getAll('order_attachment[]'), ...form.getAll('order_attachment')].filter(
    (f): f is File => f instanceof File && (f.size > 0 || f.name !== ''),
  );
}

/** What the marketplace's refusal means to the customer. */
function refusal(error: unknown, t: Translate): { field?: Field; message: string } {
  if (isApiError(error)) {
    if (error.code === 'coordinates') return { field: 'point', message: t('placeOrder.outsideZone') };
    if (error.code === 'order_time' || error.code === 'schedule_at')
      return { message: t('prescription.errors.closed') };
    if (error.status === 0 || error.code === 'timeout') return { message: t('prescription.errors.timeout') };
  }
  return { message: t('prescription.errors.failed') };
}

export async function prescriptionPage(req: PrescriptionRequest): Promise<PrescriptionOutcome> {
  const { prefs, cookies, t } = req;
  const token = sessionToken(cookies);
  if (!token) return { kind: 'signed-out' };
  const storeId = Number(req.storeKey);
  if (!/^\d{1,10}$/.test(req.storeKey ?? '') || !Number.isSafeInteger(storeId)) return { kind: 'missing' };
  const ctx = apiContext(prefs, { token, timeoutMs: LOAD_TIMEOUT_MS });

  let store: Store;
  let addresses: SavedAddress[];
  let offered: boolean;
  try {
    const [found, config, modules, list] = await Promise.all([
      getStoreDetails(ctx, storeId),
      serverConfig(),
      zoneModules(prefs),
      getAddresses(ctx),
    ]);
    store = found;
    addresses = list.addresses;
    const moduleType = modules.find((m) => m.id === store.module_id)?.module_type;
    offered = takesPrescriptions(config, store, moduleType);
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return { kind: 'signed-out' };
    }
    if (isApiError(error) && error.status === 404) return { kind: 'missing' };
    console.error('prescription: loading the page failed', error);
    return { kind: 'unavailable' };
  }
  if (!offered) return { kind: 'not-offered', store };

  const options = pointOptions(addresses, prefs, t);
  const posted = req.form instanceof FormData ? req.form.get('key') : null;
  const key = typeof posted === 'string' && z.uuid().safeParse(posted).success ? posted : newConfirmationKey();
  const page = (status: number, values: PrescriptionForm, errors: PrescriptionPage['errors'], message: string | null) =>
    ({ kind: 'form', status, store, options, values, errors, message, key }) as const;
  const empty: PrescriptionForm = { point: options[0]?.value ?? '', order_note: '' };
  if (req.form === null) return page(200, empty, {}, null);
  if (req.form === 'too_large')
    return page(
      413,
      empty,
      { files: t('prescription.errors.tooLargeTotal', FILE_LIMITS) },
      t('prescription.errors.fields'),
    );

  const form = req.form;
  const values: PrescriptionForm = {
    point: text(form, 'point', 40),
    order_note: text(form, 'order_note', MAX_NOTE_LENGTH + 1),
  };
  const errors: PrescriptionPage['errors'] = {};
  const parsed = PrescriptionFormSchema.safeParse(values);
  if (!parsed.success)
    for (const [field, key] of Object.entries(fieldErrors(parsed.error))) errors[field as Field] = t(key);

  // Counted before any picture is decoded, so a burst of posts decodes nothing.
  const limited = await prescriptionLimiter.hit(`customer:${hash(token)}`);
  if (!limited.allowed) return page(429, values, {}, t('prescription.errors.tooOften'));

  const files = filesOf(form);
  const problem = filesProblem(files);
  const checked: File[] = [];
  if (problem) errors.files = t(problem, FILE_LIMITS);
  else
    for (const [i, file] of files.entries()) {
      const check = await checkPhoto(file);
      if (!check.ok) {
        errors.files = t(photoKey(check.key), { ...FILE_LIMITS, name: file.name || String(i + 1) });
        if (check.busy) return page(503, values, errors, t('prescription.errors.busy'));
        break;
      }
      const ext = check.file.name.split('.').pop();
      checked.push(new File([check.file], `prescription-${i + 1}.${ext}`, { type: check.file.type }));
    }

  // The place: one of the customer's own saved addresses, or the location chosen on this device.
  let point: { lat: number; lng: number } | null = null;
  let saved: SavedAddress | undefined;
  let address = '';
  if (parsed.success && parsed.data.point === 'here') {
    const { latitude, longitude, label } = prefs.location;
    if (latitude !== null && longitude !== null) point = { lat: latitude, lng: longitude };
    address = label ?? '';
  } else if (parsed.success) {
    const id = Number(parsed.data.point.slice('address:'.length));
    saved = addresses.find((a) => a.id === id);
    if (saved && saved.lat !== null && saved.lng !== null) point = { lat: saved.lat, lng: saved.lng };
    address = saved ? saved.address || addressLine(saved) : '';
  }
  if (parsed.success && !point)
    errors.point = t(parsed.data.point === 'here' ? 'checkout.errors.point' : 'checkout.errors.notYourAddress');
  if (!parsed.success || !point || errors.files) return page(400, values, errors, t('prescription.errors.fields'));

  const orderCtx = apiContext(prefs, {
    token,
    moduleId: store.module_id ?? prefs.moduleId,
    timeoutMs: LOAD_TIMEOUT_MS,
  });
  let distance: number;
  try {
    const delivery = await deliveryTo(orderCtx, store.id, point);
    if (!delivery.ok) return page(422, values, { point: t('placeOrder.outsideZone') }, t('placeOrder.outsideZone'));
    distance = delivery.distance;
  } catch (error) {
    console.error('prescription: the distance failed', error);
    return page(503, values, {}, t('prescription.errors.timeout'));
  }

  const upstream = new FormData();
  upstream.set('store_id', String(store.id));
  upstream.set('order_type', 'delivery');
  upstream.set('payment_method', 'cash_on_delivery');
  upstream.set('distance', String(distance));
  upstream.set('address', address || `${point.lat}, ${point.lng}`);
  upstream.set('latitude', String(point.lat));
  upstream.set('longitude', String(point.lng));
  if (saved) {
    upstream.set('address_type', saved.type);
    if (saved.name) upstream.set('contact_person_name', saved.name);
    if (saved.phone) upstream.set('contact_person_number', saved.phone);
    for (const part of ['house', 'floor', 'road'] as const) if (saved[part]) upstream.set(part, saved[part]);
  }
  if (parsed.data.order_note) upstream.set('order_note', parsed.data.order_note);
  for (const file of checked) upstream.append('order_attachment[]', file);
  try {
    // Once per confirmation key and customer: a second press while the first is on its way, or a
    // repost by Back, gets the first order. A failure is not kept, so the customer may try again.
    const placed = await orderConfirmations.once(
      `prescription:${confirmationKey(token, key)}`,
      async () => ({
        orderId: (await placePrescriptionOrder({ ...orderCtx, timeoutMs: PLACE_TIMEOUT_MS }, upstream)).order_id,
      }),
      () => true,
    );
    return { kind: 'placed', orderId: placed.orderId };
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return { kind: 'signed-out' };
    }
    console.error('prescription: placing the order failed', error);
    const why = refusal(error, t);
    return page(
      isApiError(error) && error.status >= 400 ? 409 : 503,
      values,
      why.field ? { [why.field]: why.message } : {},
      why.message,
    );
  }
}
