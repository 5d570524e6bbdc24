// Ordering with a prescription (pharmacy): when a store offers it, and the limits of the form.
// Pure: shared by the store page, the prescription page and the tests.
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '../domain/account/profile-rules.ts';

/** At most this many pictures of a prescription per order. */
export const MAX_PRESCRIPTION_FILES = 5;
/** Each picture: the profile photo's limit (checkPhoto), enough for a phone photo of a page. */
export const MAX_PRESCRIPTION_FILE_BYTES = MAX_PHOTO_BYTES;
/** All pictures together: under the server's 5 MB door for any request (server/request-limits.ts). */
export const MAX_PRESCRIPTION_TOTAL_BYTES = 4 * 1024 * 1024;
/** The form read whole up to the door's own cap, so a few pictures over the total keep the typed note. */
export const MAX_PRESCRIPTION_BODY = 5 * 1024 * 1024;
/** The limits as the customer reads them (counts and megabytes), for the form's hint and errors. */
export const FILE_LIMITS = {
  max: MAX_PRESCRIPTION_FILES,
  each: MAX_PRESCRIPTION_FILE_BYTES / 2 ** 20,
  total: MAX_PRESCRIPTION_TOTAL_BYTES / 2 ** 20,
};
export const MAX_NOTE_LENGTH = 500;

/**
 * Whether a store takes orders by prescription, as the app decides (store_screen.dart:821-823): the
 * module type allows attachments (`module_config.<type>.order_attachment`, pharmacy), the store
 * takes them (`prescription_order`) and the marketplace has them on (`prescription_order_status`).
 * The real server checks none of the three, so the storefront's own route checks them again.
 */
export function takesPrescriptions(
  config: {
    prescription_order_status: boolean;
    module_config: Record<string, { order_attachment?: boolean } | undefined>;
  } | null,
  store: { prescription_order: boolean },
  moduleType: string | null | undefined,
): boolean {
  if (!config || !moduleType) return false;
  return Boolean(
    config.prescription_order_status && config.module_config[moduleType]?.order_attachment && store.prescription_order,
  );
}

/** The form's text fields. `point` names a saved address (`address:12`) or the chosen location (`here`). */
export const PrescriptionFormSchema = z.object({
  point: z
    .string()
    .trim()
    .regex(/^(here|address:\d{1,10})$/, 'prescription.errors.point'),
  order_note: z.string().trim().max(MAX_NOTE_LENGTH, 'prescription.errors.noteTooLong'),
});
export type PrescriptionForm = z.input<typeof PrescriptionFormSchema>;
export const PRESCRIPTION_FIELDS = ['point', 'order_note'] as const;

/** The dictionary key of why the pictures as a whole cannot go (count, total size), or null. */
export function filesProblem(files: ReadonlyArray<{ size: number }>): string | null {
  if (files.length === 0) return 'prescription.errors.noFiles';
  if (files.length > MAX_PRESCRIPTION_FILES) return 'prescription.errors.tooMany';
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_PRESCRIPTION_TOTAL_BYTES)
    return 'prescription.errors.tooLargeTotal';
  return null;
}

/** A photo check's key (server/profile.ts checkPhoto) in the prescription form's words. */
export function photoKey(key: string): string {
  switch (key) {
    case 'Editprofile.imageTooLarge':
      return 'prescription.errors.tooLarge';
    case 'Editprofile.imageTooManyPixels':
      return 'prescription.errors.tooManyPixels';
    case 'Editprofile.busy':
      return 'prescription.errors.busy';
    case 'Editprofile.imageUnreadable':
      return 'prescription.errors.unreadable';
    default:
      return 'prescription.errors.notImage';
  }
}
