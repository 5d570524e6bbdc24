// Saved delivery addresses: the form the account page and the proxy check (messages are keys of the
// "aftercare" dictionary), and what an address the marketplace lists becomes. Pure and client-safe.
import * as z from 'zod/mini';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, 'aftercare.address.errors.tooLong')));

/** Coordinates arrive as numbers from islands and as text from plain forms. */
const coordinate = (limit: number, message: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.minLength(1, message))]),
    z.pipe(
      z.transform((v: string | number) => Number(v)),
      z.number(message).check(z.gte(-limit, message), z.lte(limit, message)),
    ),
  );

export const AddressFormSchema = z.object({
  address_type: z.enum(ADDRESS_TYPES, 'aftercare.address.errors.type'),
  contact_person_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'aftercare.address.errors.name'),
      z.maxLength(100, 'aftercare.address.errors.tooLong'),
    ),
  contact_person_number: z.string().check(
    z.trim(),
    z.maxLength(20, 'aftercare.address.errors.phone'),
    z.refine((v) => v.replace(/\D/g, '').length >= 10, 'aftercare.address.errors.phone'),
  ),
  address: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, 'aftercare.address.errors.address'),
      z.maxLength(500, 'aftercare.address.errors.tooLong'),
    ),
  road: optionalText(100),
  house: optionalText(100),
  floor: optionalText(100),
  latitude: coordinate(90, 'aftercare.address.errors.place'),
  longitude: coordinate(180, 'aftercare.address.errors.place'),
});
export type AddressForm = z.output<typeof AddressFormSchema>;

/** What the marketplace is sent: coordinates as text (its columns are strings), empty parts left out. */
export function addressPayload(form: AddressForm): Record<string, string> {
  const out: Record<string, string> = {
    contact_person_name: form.contact_person_name,
    contact_person_number: form.contact_person_number,
    address_type: form.address_type,
    address: form.address,
    latitude: String(form.latitude),
    longitude: String(form.longitude),
  };
  for (const key of ['road', 'house', 'floor'] as const) if (form[key]) out[key] = form[key];
  return out;
}

/** The proxy's body for add and update: the form, written as the marketplace takes it. */
export const AddressBodySchema = z.pipe(
  z.strictObject({
    address_type: z.string(),
    contact_person_name: z.string(),
    contact_person_number: z.string(),
    address: z.string(),
    road: z.optional(z.string()),
    house: z.optional(z.string()),
    floor: z.optional(z.string()),
    latitude: z.union([z.number(), z.string()]),
    longitude: z.union([z.number(), z.string()]),
  }),
  z.pipe(AddressFormSchema, z.transform(addressPayload)),
);

/** A saved address as the storefront shows and uses it. */
export interface SavedAddress {
  id: number;
  type: string;
  name: string;
  phone: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  lat: number | null;
  lng: number | null;
}

/** The order dialog's one-line label: "Home · 12 Tahrir Square, Cairo". */
export function addressLine(a: Pick<SavedAddress, 'address' | 'road' | 'house' | 'floor'>): string {
  return [a.address, a.road, a.house, a.floor].filter((part) => part.trim() !== '').join(', ');
}
