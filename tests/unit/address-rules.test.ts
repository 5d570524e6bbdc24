// The address form's rules and what the marketplace is sent (coordinates as text, no empty parts).
import { describe, expect, it } from 'vitest';
import { AddressBodySchema, AddressFormSchema, addressLine } from '../../src/lib/domain/ordering/address-rules.ts';

const valid = {
  address_type: 'home',
  contact_person_name: ' Mona Adel ',
  contact_person_number: '+20 101 111 2222',
  address: '7 Qasr El Nil Street',
  latitude: '30.0444',
  longitude: 31.2357,
};

describe('AddressFormSchema', () => {
  it('trims, and reads coordinates typed as text', () => {
    const parsed = AddressFormSchema.parse(valid);
    expect(parsed).toMatchObject({ contact_person_name: 'Mona Adel', latitude: 30.0444, longitude: 31.2357 });
  });

  it('names each field it refuses with its message key', () => {
    const result = AddressFormSchema.safeParse({
      address_type: 'villa',
      contact_person_name: 'Mo',
      contact_person_number: '123',
      address: 'x',
      latitude: '91',
      longitude: 'east',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({
      address_type: 'aftercare.address.errors.type',
      contact_person_name: 'aftercare.address.errors.name',
      contact_person_number: 'aftercare.address.errors.phone',
      address: 'aftercare.address.errors.address',
      latitude: 'aftercare.address.errors.place',
      longitude: 'aftercare.address.errors.place',
    });
  });
});

describe('AddressBodySchema', () => {
  it('writes the body anew, coordinates as text', () => {
    expect(AddressBodySchema.parse({ ...valid, floor: '' })).toEqual({
      address_type: 'home',
      contact_person_name: 'Mona Adel',
      contact_person_number: '+20 101 111 2222',
      address: '7 Qasr El Nil Street',
      latitude: '30.0444',
      longitude: '31.2357',
    });
  });

  it('refuses fields the call does not take', () => {
    expect(AddressBodySchema.safeParse({ ...valid, user_id: 1 }).success).toBe(false);
  });
});

it('addressLine joins the parts that are there', () => {
  expect(addressLine({ address: '3 Garden City Road', road: '', house: '12', floor: ' ' })).toBe(
    '3 Garden City Road, 12',
  );
});
