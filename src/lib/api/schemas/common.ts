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

/**
 * Image URLs on servers that send only file names. 2.x servers send no `*_full_url`: the URL is
 * the matching `base_urls` entry of /config plus the file name. getConfig() records the bases
 * (ConfigSchema reads them), and every schema with images fills an absent `*_full_url` from
 * its file name through withFileImages. A `*_full_url` the server did send, null included
 * (3.x: the file is missing), is kept as it is.
 */
const BASE_URL_KEYS = {
  store: 'store_image_url',
  store_cover: 'store_cover_photo_url',
  item: 'item_image_url',
  category: 'category_image_url',
  banner: 'banner_image_url',
  campaign: 'campaign_image_url',
  module: 'module_image_url',
  customer: 'customer_image_url',
  business: 'business_logo_url',
  notification: 'notification_image_url',
} as const;
export type ImageFolder = keyof typeof BASE_URL_KEYS;

let imageBases: Partial<Record<ImageFolder, string>> = {};

const isWebUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

/** Records /config's base_urls (one marketplace server per storefront process). */
export function rememberImageBases(baseUrls: unknown): void {
  if (typeof baseUrls !== 'object' || baseUrls === null) return;
  const raw = baseUrls as Record<string, unknown>;
  const next: Partial<Record<ImageFolder, string>> = {};
  for (const [folder, key] of Object.entries(BASE_URL_KEYS) as Array<[ImageFolder, string]>) {
    const value = raw[key];
    if (typeof value === 'string' && isWebUrl(value.trim())) next[folder] = value.trim().replace(/\/+$/, '');
  }
  imageBases = next;
}

/**
 * The origins of the recorded base_urls: a server may keep its files elsewhere (S3, a CDN), and
 * the browser (CSP img-src) and the image endpoint must then accept them as the API's own.
 */
export function imageBaseOrigins(): string[] {
  return [...new Set(Object.values(imageBases).map((base) => new URL(base).origin))];
}

/** The URL of an image file: already absolute, else the folder's base plus the name; null when unknown. */
export function imageFileUrl(folder: ImageFolder, file: unknown): string | null {
  const name = typeof file === 'object' && file !== null ? (file as { img?: unknown }).img : file;
  if (typeof name !== 'string' || name.trim() === '') return null;
  const value = name.trim();
  if (isWebUrl(value)) return value;
  const base = imageBases[folder];
  return base ? `${base}/${value.replace(/^\/+/, '')}` : null;
}

/** urlKey → [file name key, folder], e.g. { logo_full_url: ['logo', 'store'] }. */
export type FileImageFields = Record<string, readonly [fileKey: string, folder: ImageFolder]>;

/** Fills each absent `*_full_url` of an object from its file name before `schema` reads it. */
export function withFileImages<S extends z.ZodType>(fields: FileImageFields, schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    let filled: Record<string, unknown> | null = null;
    for (const [urlKey, [fileKey, folder]] of Object.entries(fields)) {
      if (record[urlKey] !== undefined || record[fileKey] === undefined) continue;
      const file = record[fileKey];
      const url = Array.isArray(file)
        ? file.map((f) => imageFileUrl(folder, f)).filter((u) => u !== null)
        : imageFileUrl(folder, file);
      if (url === null || (Array.isArray(url) && url.length === 0)) continue;
      filled ??= { ...record };
      filled[urlKey] = url;
    }
    return filled ?? value;
  }, schema);
}
