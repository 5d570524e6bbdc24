/** Cancelling, cancellation reasons and the address book (api/docs/aftercare.md). */
import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import {
  AddressListSchema,
  CancelReasonsSchema,
  MessageSchema,
  type AddressList,
  type CancelReasons,
} from './schemas/aftercare.ts';

/** GET customer/order/cancellation-reasons?type=customer — public, localised by X-localization. */
export async function getCancelReasons(ctx: ApiContext): Promise<CancelReasons> {
  return request(ctx, 'customer/order/cancellation-reasons', CancelReasonsSchema, {
    query: { type: 'customer', limit: 50, offset: 1 },
  });
}

/** PUT customer/order/cancel — pending (or failed) orders only; otherwise 403 code 'order'. */
export async function cancelOrder(ctx: ApiContext, orderId: number, reason: string) {
  return request(ctx, 'customer/order/cancel', MessageSchema, {
    method: 'PUT',
    json: { order_id: orderId, reason },
  });
}

/** GET customer/address/list — newest first. */
export async function getAddresses(ctx: ApiContext, page = 1, limit = 50): Promise<AddressList> {
  return request(ctx, 'customer/address/list', AddressListSchema, { query: { limit, offset: page } });
}

/** POST customer/address/add — 403 'coordinates' when the point is in no zone. */
export async function addAddress(ctx: ApiContext, body: Record<string, string>) {
  return request(ctx, 'customer/address/add', MessageSchema, { method: 'POST', json: body });
}

/** PUT customer/address/update/{id} — only for an id the customer's own list holds (see the notes). */
export async function updateAddress(ctx: ApiContext, addressId: number, body: Record<string, string>) {
  return request(ctx, `customer/address/update/${addressId}`, MessageSchema, { method: 'PUT', json: body });
}

/** DELETE customer/address/delete?address_id= — 404 when it is not the customer's. */
export async function deleteAddress(ctx: ApiContext, addressId: number) {
  return request(ctx, 'customer/address/delete', MessageSchema, {
    method: 'DELETE',
    query: { address_id: addressId },
  });
}

/** Whether the signed-in customer's own list holds `addressId` (the real update does not check). */
export async function ownsAddress(ctx: ApiContext, addressId: number): Promise<boolean> {
  for (let page = 1; page <= 20; page++) {
    const list = await getAddresses(ctx, page, 50);
    if (list.addresses.some((a) => a.id === addressId)) return true;
    if (page * 50 >= list.total_size || list.addresses.length === 0) return false;
  }
  return false;
}
