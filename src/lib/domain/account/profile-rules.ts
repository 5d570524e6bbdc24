// Profile rules: what the edit form checks (in the island and again on the server, one schema),
// the photo rule, and how a name turns into an avatar letter. Client-safe: zod/mini keeps the
// island's chunk small, and the photo check reads bytes the browser and the server both have.
import * as z from 'zod/mini';
import { fieldErrors } from './auth-rules.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longer values are cut before checking: nothing the server would keep is that long. */
export const MAX_FIELD_LENGTH = 200;

/** Name, email and phone are required (spec §5); an email must look like one (the server refuses it otherwise). */
export const ProfileSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Editprofile.nameRequired')),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Editprofile.emailRequired'),
    z.refine((v) => v.length === 0 || EMAIL.test(v), 'auth.invalidEmail'),
  ),
  phone: z.string().check(z.trim(), z.minLength(1, 'Editprofile.phoneRequired')),
});
export type ProfileForm = z.infer<typeof ProfileSchema>;
export type ProfileField = keyof ProfileForm;
export const PROFILE_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly ProfileField[];

/** Field → dictionary key of its message; empty when the form can be sent. */
export function profileErrors(form: ProfileForm): Partial<Record<ProfileField, string>> {
  const parsed = ProfileSchema.safeParse(form);
  return parsed.success ? {} : (fieldErrors(parsed.error) as Partial<Record<ProfileField, string>>);
}

/** The real server refuses images over 2048 KB (reference §3.22). */
export const MAX_PHOTO_BYTES = 2048 * 1024;

/** How many leading bytes tell the formats apart. */
export const PHOTO_HEAD_BYTES = 12;

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The file name extension and type each accepted format is sent upstream with. */
export const PHOTO_TYPES: Record<PhotoFormat, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The format the file's first bytes announce, or null. The photo is judged by its content, not
 * by its name or the type the browser claims: a text file renamed .png is not a picture. The
 * real server takes any file (no mime check), stores it as sent and shows it to the customer, so
 * only the raster formats every browser draws are let through: no SVG (it can carry script),
 * no HEIC or AVIF (not drawn everywhere).
 */
export function sniffPhoto(head: Uint8Array): PhotoFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Why a file cannot be the profile photo, as a dictionary key, or null when its size and first bytes are right. */
export function photoProblem(file: { size: number }, head: Uint8Array): string | null {
  if (file.size === 0 || !sniffPhoto(head)) return 'Editprofile.imageFormats';
  if (file.size > MAX_PHOTO_BYTES) return 'Editprofile.imageTooLarge';
  return null;
}

export function fullName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter(Boolean).join(' ');
}

/** The avatar letter: the first letter of the name (whole grapheme, upper case), else of the email. */
export function avatarInitial(name: string, email = ''): string {
  const source = name.trim() || email.trim();
  const first = Array.from(source)[0] ?? '?';
  return first.toLocaleUpperCase();
}

/** Which form field a server error code belongs to ('email', 'phone', ...), if any. */
export function fieldOfError(code: string | null | undefined): ProfileField | 'image' | null {
  return code === 'name' || code === 'email' || code === 'phone' || code === 'image' ? code : null;
}
