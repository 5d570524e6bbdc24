/**
 * Building blocks shared by the entity schemas. 6amMart's JSON depends on
 * casts and PHP/PDO settings, so numbers may arrive as strings, booleans as
 * 0/1/"1", and missing images as null. These normalise all of that once.
 *
 * Policy: objects strip unknown keys (z.object's default) so pages receive
 * only what the storefront reads, and props stay small when serialised.
 */
import { z } from 'zod';

/** A number, or a numeric string such as '10.5'. Empty strings are not numbers. */
export const numeric = z.union([
  z.number().refine(Number.isFinite, 'Expected a finite number'),
  z
    .string()
    .trim()
    .refine((s) => s !== '' && Number.isFinite(Number(s)), 'Expected a numeric string')
    .transform(Number),
]);

export const id = numeric;

/** Numeric with a default for null/absent. */
export const numOr = (fallback: number) => numeric.nullish().transform((v) => v ?? fallback);

/** Numeric or null; absent, null and '' all become null. */
export const numOrNull = z
  .union([numeric, z.literal('')])
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : v));

/** A string with a default for null/absent. Numbers are accepted and stringified (phones, codes). */
export const strOr = (fallback = '') =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? fallback : String(v)));

export const strOrNull = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** true/false, 1/0, "1"/"0", "true"/"false", "on"/"off". */
export const boolish = z.union([
  z.boolean(),
  z.number().transform((n) => n !== 0),
  z.enum(['1', '0', 'true', 'false', 'on', 'off', '']).transform((s) => s === '1' || s === 'true' || s === 'on'),
]);

export const boolOr = (fallback: boolean) => boolish.nullish().transform((v) => v ?? fallback);

/** An image URL; the server sends null (never a placeholder) when the file is missing. */
export const imageUrl = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));

/** A list of image URLs with the null holes removed. */
export const imageList = z
  .array(z.string().nullable())
  .nullish()
  .transform((list) => (list ?? []).filter((url): url is string => typeof url === 'string' && url !== ''));

export const numList = z
  .array(numeric)
  .nullish()
  .transform((v) => v ?? []);

/** Some columns arrive JSON-encoded on one endpoint and decoded on another. */
export function jsonText<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);
}

/** The echo of ?limit=&offset= (strings with a query, ints without, null on get-stores). */
export const pageEcho = numOrNull;

/** {total_size, limit, offset, <key>: T[]} — the paginated wrapper. */
export function paginated<K extends string, S extends z.ZodType>(key: K, entry: S) {
  return z.object({
    total_size: numOr(0),
    limit: pageEcho,
    offset: pageEcho,
    ...({ [key]: z.array(entry) } as { [P in K]: z.ZodArray<S> }),
  });
}
