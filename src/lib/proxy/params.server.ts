// What the proxy's tables of calls (proxy.server.ts, aftercare-routes.server.ts, wishlist-routes.server.ts) are made
// of, and what they check alike.
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

/** One call the proxy lets through to the marketplace, and what it checks of it. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  /** Calls that need a signed-in customer; without one they answer 401 at once. */
  auth: boolean;
  /** Cart calls a guest may make too, with the storefront's own guest id (identity/guest.server.ts). */
  guest?: true;
  maxBody?: number;
  /** The query parameters the call takes; any other is refused (a `guest_id` above all). */
  query?: z.ZodType<Record<string, string>>;
  /** A JSON body the call takes, checked and written anew (only its known fields go through). */
  body?: z.ZodType<Record<string, unknown>>;
}
