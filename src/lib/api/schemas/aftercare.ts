// customer/order/cancellation-reasons and customer/address/list (api/docs/aftercare.md).
import { z } from 'zod';
import type { SavedAddress } from '../../domain/ordering/address-rules.ts';
import { id, numOrNull, strOr } from './common.ts';

export const CancelReasonsSchema = z.object({
  total_size: z.number().catch(0),
  data: z
    .array(z.object({ id, reason: strOr(''), user_type: strOr('') }))
    .catch([])
    .transform((list) => list.filter((r) => r.reason.trim() !== '')),
});
export type CancelReasons = z.infer<typeof CancelReasonsSchema>;

const AddressRowSchema = z
  .object({
    id,
    address_type: strOr(''),
    contact_person_name: strOr(''),
    contact_person_number: strOr(''),
    address: strOr(''),
    road: strOr(''),
    house: strOr(''),
    floor: strOr(''),
    latitude: numOrNull.catch(null),
    longitude: numOrNull.catch(null),
  })
  .transform(
    (a): SavedAddress => ({
      id: a.id,
      type: a.address_type,
      name: a.contact_person_name,
      phone: a.contact_person_number,
      address: a.address,
      road: a.road,
      house: a.house,
      floor: a.floor,
      lat: a.latitude,
      lng: a.longitude,
    }),
  );

export const AddressListSchema = z.object({
  total_size: z.number().catch(0),
  addresses: z.array(z.unknown()).transform((rows) =>
    rows.flatMap((row) => {
      const parsed = AddressRowSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
export type AddressList = z.infer<typeof AddressListSchema>;

export const MessageSchema = z.looseObject({ message: strOr('') });
