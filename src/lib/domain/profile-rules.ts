// Profile rules: what the edit form checks before sending, the photo rule, and how a name turns
// into an avatar letter. Pure and client-safe (the edit island imports it; no zod).

export interface ProfileForm {
  name: string;
  email: string;
  phone: string;
}

export type ProfileField = keyof ProfileForm;

/** Field → dictionary key of its message. Name, email and phone are required (spec §5). */
export function profileErrors(form: ProfileForm): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (!form.name.trim()) errors.name = 'Editprofile.nameRequired';
  if (!form.email.trim()) errors.email = 'Editprofile.emailRequired';
  if (!form.phone.trim()) errors.phone = 'Editprofile.phoneRequired';
  return errors;
}

/** The real server refuses images over 2048 KB (and the storefront's proxy bodies over 3 MB). */
export const MAX_PHOTO_BYTES = 2048 * 1024;

const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|avif|bmp|heic|heif)$/i;

/**
 * Why a chosen file cannot be the profile photo, as a dictionary key, or null when it can.
 * SVG is refused: it is a document that can carry script, and the server stores files as sent.
 * Some systems give no type for a file; then the extension decides.
 */
export function photoProblem(file: { type: string; name: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  const image = type ? type.startsWith('image/') && !type.includes('svg') : IMAGE_EXTENSIONS.test(file.name);
  if (!image) return 'Editprofile.imageOnly';
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

/**
 * update-profile answers 200 in both cases (reference §3.22); when it asks for verification
 * nothing was saved, so the page must not say it was.
 */
export function needsVerification(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && typeof (answer as { verification_on?: unknown }).verification_on === 'string';
}

/** Which form field a server error code belongs to ('email', 'phone', ...), if any. */
export function fieldOfError(code: string | null | undefined): ProfileField | 'image' | null {
  return code === 'name' || code === 'email' || code === 'phone' || code === 'image' ? code : null;
}
