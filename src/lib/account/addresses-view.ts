// What the saved-addresses page (/addresses) opens, from its query and a refused post: the
// address being edited or deleted, the add form, the message of what was just done, and the
// values each form starts with. Pure, so that a refusal's precedence over the query is tested apart.
import type { SavedAddress } from '../domain/ordering/address-rules.ts';
import { parseOrderId } from '../domain/aftercare/orders.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import type { AddressOutcome, AddressValues } from './addresses.server.ts';

export type RefusedAddress = Extract<AddressOutcome, { kind: 'refused' }>;

export interface AddressesView {
  /** The address whose form is open (a refused update keeps its own open), if it is in the list. */
  editing: SavedAddress | null;
  /** The address whose deletion is being confirmed, if it is in the list. */
  deleting: SavedAddress | null;
  adding: boolean;
  /** Dictionary key of what the last post did (?done=), or null. */
  doneMessage: string | null;
}

const DONE: Record<string, string> = {
  added: 'aftercare.address.added',
  updated: 'aftercare.address.updated',
  deleted: 'aftercare.address.deleted',
};

export function addressesView(
  addresses: SavedAddress[],
  refused: RefusedAddress | null,
  query: URLSearchParams,
): AddressesView {
  const done = query.get('done');
  const find = (id: number | null) => (id !== null ? (addresses.find((a) => a.id === id) ?? null) : null);
  return {
    editing: find(refused?.intent === 'update' ? refused.id : parseOrderId(query.get('edit'))),
    deleting: find(refused?.intent === 'delete' ? refused.id : parseOrderId(query.get('delete'))),
    adding: refused?.intent === 'add' || query.get('add') === '1',
    doneMessage: done !== null && Object.hasOwn(DONE, done) ? DONE[done] : null,
  };
}

/** The add form's start: a home address at the location the visitor chose, if any. */
export function blankAddress(location: Preferences['location']): AddressValues {
  return {
    address_type: 'home',
    contact_person_name: '',
    contact_person_number: '',
    address: location.label ?? '',
    road: '',
    house: '',
    floor: '',
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
  };
}

/** A saved address as its edit form's values. */
export function addressValues(a: SavedAddress): AddressValues {
  return {
    address_type: a.type,
    contact_person_name: a.name,
    contact_person_number: a.phone,
    address: a.address,
    road: a.road,
    house: a.house,
    floor: a.floor,
    latitude: a.lat === null ? '' : String(a.lat),
    longitude: a.lng === null ? '' : String(a.lng),
  };
}
