// What the proxy's tables of calls (proxy.ts, aftercare-routes.ts) check alike.
import { z } from 'zod';

export const KB = 1024;

/** A database id as a query parameter: 1 to 10 digits, no leading zero. */
export const id = z.string().regex(/^[1-9]\d{0,9}$/);

/** The paged lists' `limit` and `offset`, both optional. */
export const PAGE_QUERY = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  offset: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});
