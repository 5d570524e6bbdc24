// The error bodies of 6amMart 3.1 (reference §1.5), so clients meet the real formats.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorEntry {
  code: string;
  message: string;
}

/** `{errors:[{code,message}]}`: Helpers::error_processor and most hand-written errors. */
export function errors(c: Context, status: ContentfulStatusCode, list: ErrorEntry[]) {
  return c.json({ errors: list }, status);
}

export function error(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return errors(c, status, [{ code, message }]);
}

/** Laravel's JSON answer to a failed `auth:api` check. */
export function unauthenticated(c: Context) {
  return c.json({ message: 'Unauthenticated.' }, 401);
}

/** Laravel's JSON answer to a `findOrFail` miss. */
export function modelNotFound(c: Context, model: string, id: string | number) {
  return c.json({ message: `No query results for model [App\\Models\\${model}] ${id}` }, 404);
}

export const zoneRequired = (c: Context) => error(c, 403, 'zoneId', 'Zone id required');
