/** Profile, account and notifications (auth:api: a token is required). */
import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import {
  CustomerSchema,
  NotificationListSchema,
  RemoveAccountSchema,
  UpdateProfileResultSchema,
  notificationTime,
  type Customer,
  type Notification,
  type UpdateProfileResult,
} from './schemas/index.ts';

/**
 * GET customer/info. The server saves X-localization as the customer's
 * language for later push notifications, so ctx.lang matters here.
 */
export async function getCustomerInfo(ctx: ApiContext): Promise<Customer> {
  return request(ctx, 'customer/info', CustomerSchema);
}

/**
 * POST customer/update-profile, multipart: name (one field, split by the
 * server), email, phone, optional image. Answers
 * { kind: 'updated', message } or, when the server wants an OTP first and
 * saved NOTHING, { kind: 'verification', verification_on, otp_send, ... }.
 */
export async function updateProfile(ctx: ApiContext, form: FormData): Promise<UpdateProfileResult> {
  return request(ctx, 'customer/update-profile', UpdateProfileResultSchema, { method: 'POST', form });
}

/** DELETE customer/remove-account. With running orders: ApiError 203 'on-going'. */
export async function removeAccount(ctx: ApiContext): Promise<void> {
  await request(ctx, 'customer/remove-account', RemoveAccountSchema, { method: 'DELETE' });
}

/**
 * GET customer/notifications (needs zoneId), newest first — the server merges
 * two tables and does not sort. Both kinds are normalised (see NotificationSchema).
 */
export async function getNotifications(ctx: ApiContext): Promise<Notification[]> {
  const list = await request(ctx, 'customer/notifications', NotificationListSchema);
  return list.sort((a, b) => notificationTime(b) - notificationTime(a));
}
