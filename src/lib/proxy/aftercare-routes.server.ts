// The proxy's calls for cancelling an order and for the address book (api/docs/aftercare.md), with
// the check the real server leaves out: an address is updated only if it is the customer's own.
import { z } from 'zod';
import type { ApiContext } from '../api/context.ts';
import { isApiError } from '../api/errors.ts';
import { ownsAddress } from '../api/aftercare.ts';
import { AddressBodySchema } from '../domain/ordering/address-rules.ts';
import { id, KB, PAGE_QUERY, type Route } from './params.server.ts';

/** The reason the customer picked or typed; the marketplace takes at most 255 characters. */
export const CancelBodySchema = z.strictObject({
  order_id: z.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().min(1).max(255),
});

// zod/mini's pipe is a zod schema too; the proxy only calls safeParse on it.
const addressBody = AddressBodySchema as unknown as z.ZodType<Record<string, unknown>>;

export const AFTERCARE_ROUTES: Route[] = [
  { method: 'PUT', path: /^customer\/order\/cancel$/, auth: true, maxBody: 4 * KB, body: CancelBodySchema },
  {
    method: 'GET',
    path: /^customer\/order\/cancellation-reasons$/,
    auth: false,
    query: z.strictObject({ type: z.literal('customer') }),
  },
  { method: 'GET', path: /^customer\/address\/list$/, auth: true, query: PAGE_QUERY },
  { method: 'POST', path: /^customer\/address\/add$/, auth: true, maxBody: 8 * KB, body: addressBody },
  { method: 'PUT', path: /^customer\/address\/update\/[1-9]\d{0,9}$/, auth: true, maxBody: 8 * KB, body: addressBody },
  {
    method: 'DELETE',
    path: /^customer\/address\/delete$/,
    auth: true,
    maxBody: 1 * KB,
    query: z.strictObject({ address_id: id }),
  },
];

const UPDATE = /^customer\/address\/update\/([1-9]\d{0,9})$/;

/** A refusal for a call the storefront must not pass on, or null to go on. */
export async function guardAftercare(path: string, ctx: ApiContext): Promise<Response | null> {
  const update = UPDATE.exec(path);
  if (!update) return null;
  try {
    if (await ownsAddress({ ...ctx, timeoutMs: 6000 }, Number(update[1]))) return null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null; // the update answers 401 itself
    return Response.json({ error: 'The marketplace is not reachable.' }, { status: 502 });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
}
