// The saved-addresses page's form posts: add, update and delete, checked with zod before the
// marketplace is asked. An update goes only to an id the customer's own list holds (the real
// server matches on the id alone; api/docs/aftercare.md). A refusal keeps what was typed.
import type { AstroCookies } from 'astro';
import { addAddress, deleteAddress, ownsAddress, updateAddress } from '../api/aftercare.ts';
import { isApiError, isUnauthenticated } from '../api/index.ts';
import { AddressFormSchema, addressPayload } from '../domain/ordering/address-rules.ts';
import { parseOrderId } from '../domain/aftercare/orders.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

export type AddressValues = Record<
  | 'address_type'
  | 'contact_person_name'
  | 'contact_person_number'
  | 'address'
  | 'road'
  | 'house'
  | 'floor'
  | 'latitude'
  | 'longitude',
  string
>;

const FIELDS: Array<keyof AddressValues> = [
  'address_type',
  'contact_person_name',
  'contact_person_number',
  'address',
  'road',
  'house',
  'floor',
  'latitude',
  'longitude',
];

export type AddressOutcome =
  | { kind: 'done'; done: 'added' | 'updated' | 'deleted' }
  | { kind: 'signed-out' }
  | {
      kind: 'refused';
      status: number;
      intent: 'add' | 'update' | 'delete';
      id: number | null;
      values: AddressValues;
      /** Field → dictionary key. */
      fields: Partial<Record<keyof AddressValues, string>>;
      /** Dictionary key of the message above the form. */
      message: string;
    };

export function typedValues(form: FormData): AddressValues {
  const values = {} as AddressValues;
  for (const field of FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.slice(0, 600) : '';
  }
  return values;
}

export async function submitAddress(
  form: FormData,
  page: { cookies: AstroCookies; prefs: Preferences },
): Promise<AddressOutcome> {
  const intent = form.get('intent');
  const id = parseOrderId(String(form.get('id') ?? ''));
  const values = typedValues(form);
  const token = sessionToken(page.cookies);
  if (!token) return { kind: 'signed-out' };
  const ctx = apiContext(page.prefs, { token, timeoutMs: 8000 });
  const refused = (
    status: number,
    message: string,
    fields: Partial<Record<keyof AddressValues, string>> = {},
  ): AddressOutcome => ({
    kind: 'refused',
    status,
    intent: intent === 'update' ? 'update' : intent === 'delete' ? 'delete' : 'add',
    id,
    values,
    fields,
    message,
  });
  try {
    if (intent === 'delete') {
      if (id === null) return refused(400, 'aftercare.address.notFound');
      await deleteAddress(ctx, id);
      return { kind: 'done', done: 'deleted' };
    }
    if (intent !== 'add' && intent !== 'update') return refused(400, 'aftercare.address.saveFailed');
    const parsed = AddressFormSchema.safeParse(
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v === '' && ['road', 'house', 'floor'].includes(k) ? undefined : v]),
      ),
    );
    if (!parsed.success) {
      const fields: Partial<Record<keyof AddressValues, string>> = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof AddressValues] ??= issue.message;
      return refused(400, 'aftercare.address.fixErrors', fields);
    }
    const body = addressPayload(parsed.data);
    if (intent === 'add') {
      await addAddress(ctx, body);
      return { kind: 'done', done: 'added' };
    }
    if (id === null || !(await ownsAddress(ctx, id))) return refused(404, 'aftercare.address.notFound');
    await updateAddress(ctx, id, body);
    return { kind: 'done', done: 'updated' };
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(page.cookies);
      return { kind: 'signed-out' };
    }
    if (isApiError(error) && error.code === 'coordinates')
      return refused(422, 'aftercare.address.outOfZone', { latitude: 'aftercare.address.outOfZone' });
    // An update to a point in no zone fails on the real server (500): said as out of zone.
    if (isApiError(error) && error.status === 500 && intent === 'update')
      return refused(422, 'aftercare.address.outOfZone', { latitude: 'aftercare.address.outOfZone' });
    if (isApiError(error) && error.status === 404) return refused(404, 'aftercare.address.notFound');
    console.error('addresses: the API call failed', error);
    return refused(502, 'aftercare.address.saveFailed');
  }
}
