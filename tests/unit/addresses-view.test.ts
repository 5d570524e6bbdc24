// What the saved-addresses page opens: ?edit=, ?delete= and ?add=1 name a form, a refused post
// keeps its own form open whatever the query says, an id not in the customer's list opens
// nothing, and ?done= names only what a post can have done.
import { describe, expect, it } from 'vitest';
import {
  addressesView,
  addressValues,
  blankAddress,
  type RefusedAddress,
} from '../../src/lib/account/addresses-view.ts';
import type { AddressValues } from '../../src/lib/account/addresses.server.ts';
import type { SavedAddress } from '../../src/lib/domain/ordering/address-rules.ts';

const saved = (id: number, extra: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  type: 'home',
  name: 'Ada',
  phone: '+201000000001',
  address: `Street ${id}`,
  road: '',
  house: '',
  floor: '',
  lat: 30.05,
  lng: 31.25,
  ...extra,
});
const list = [saved(4), saved(9)];
const query = (search: string) => new URLSearchParams(search);
const refused = (intent: RefusedAddress['intent'], id: number | null): RefusedAddress => ({
  kind: 'refused',
  status: 400,
  intent,
  id,
  values: {} as AddressValues,
  fields: {},
  message: 'aftercare.address.fixErrors',
});

describe('addresses view', () => {
  it('opens nothing on a bare visit', () => {
    expect(addressesView(list, null, query(''))).toEqual({
      editing: null,
      deleting: null,
      adding: false,
      doneMessage: null,
    });
  });

  it('opens the form the query names, for an address of the list only', () => {
    expect(addressesView(list, null, query('edit=9')).editing?.id).toBe(9);
    expect(addressesView(list, null, query('delete=4')).deleting?.id).toBe(4);
    expect(addressesView(list, null, query('add=1')).adding).toBe(true);
    for (const id of ['5', '0', '-4', '4.0', 'abc', '99999999999'])
      expect(addressesView(list, null, query(`edit=${id}&delete=${id}`))).toMatchObject({
        editing: null,
        deleting: null,
      });
    expect(addressesView(list, null, query('add=yes')).adding).toBe(false);
  });

  it('keeps a refused post’s own form open, whatever the query names', () => {
    expect(addressesView(list, refused('update', 4), query('edit=9')).editing?.id).toBe(4);
    expect(addressesView(list, refused('delete', 9), query('delete=4')).deleting?.id).toBe(9);
    expect(addressesView(list, refused('add', null), query('')).adding).toBe(true);
    // An update refused for an id no longer in the list opens no form (the page says not found).
    expect(addressesView(list, refused('update', 5), query('edit=4')).editing).toBeNull();
  });

  it('says what a post did, and nothing for another ?done=', () => {
    expect(addressesView(list, null, query('done=added')).doneMessage).toBe('aftercare.address.added');
    expect(addressesView(list, null, query('done=updated')).doneMessage).toBe('aftercare.address.updated');
    expect(addressesView(list, null, query('done=deleted')).doneMessage).toBe('aftercare.address.deleted');
    for (const done of ['toString', 'constructor', 'removed', ''])
      expect(addressesView(list, null, query(`done=${done}`)).doneMessage).toBeNull();
  });
});

describe('address form values', () => {
  it('starts a new address at the chosen location, or empty without one', () => {
    expect(blankAddress({ label: 'Tahrir Square', latitude: 30.0444, longitude: 31.2357, asked: true })).toMatchObject({
      address_type: 'home',
      address: 'Tahrir Square',
      latitude: '30.0444',
      longitude: '31.2357',
    });
    expect(blankAddress({ label: null, latitude: null, longitude: null, asked: false })).toMatchObject({
      address: '',
      latitude: '',
      longitude: '',
    });
  });

  it('fills an edit form from the saved address', () => {
    expect(addressValues(saved(4, { type: 'office', floor: '3', lat: null }))).toEqual({
      address_type: 'office',
      contact_person_name: 'Ada',
      contact_person_number: '+201000000001',
      address: 'Street 4',
      road: '',
      house: '',
      floor: '3',
      latitude: '',
      longitude: '31.25',
    });
  });
});
