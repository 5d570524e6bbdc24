// Server-only: saving the edit-profile form. One path for both ways it arrives: the page's own
// form post (no JavaScript yet, or none at all) and the island's call to /api/profile. The
// fields are checked with the island's schema and the photo by its real content, since a post
// without the island (or a forged one) skips the island's checks.
import { createHash } from 'node:crypto';
import type { AstroCookies } from 'astro';
import sharp from 'sharp';
import { isApiError, isUnauthenticated, removeAccount, updateProfile } from '../api/index.ts';
import { fieldErrors } from '../domain/account/auth-rules.ts';
import { fieldRefusals, marketplaceMessage } from '../domain/account/marketplace-messages.ts';
import {
  fieldOfError,
  MAX_FIELD_LENGTH,
  PHOTO_HEAD_BYTES,
  PHOTO_TYPES,
  photoProblem,
  PROFILE_FIELDS,
  ProfileSchema,
  sniffPhoto,
  type ProfileField,
  type ProfileForm,
} from '../domain/account/profile-rules.ts';
import type { Translate } from '../i18n/index.ts';
import { decodes } from '../images/decode-queue.server.ts';
import { ImageError } from '../images/request.server.ts';
import { readFormBody, type FormResult } from '../server/request/json-body.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { createLimiter, redisUrlFrom } from '../identity/rate-limit.server.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

/**
 * Bodies up to this size are read, so that a phone photo a little over the 2 MB limit still gets
 * the "2 MB or smaller" message with the typed fields kept; anything larger is not read further
 * (413, the connection closed) and the form says the photo is too large.
 */
export const MAX_PROFILE_BODY = 4 * 1024 * 1024;
/** An upload of up to 2 MB over a slow link to the marketplace. */
const UPDATE_TIMEOUT_MS = 20_000;
const DELETE_TIMEOUT_MS = 8_000;
/**
 * A photo of more pixels than this is refused from its header, before it is decoded: a small file
 * can unpack huge (a 38 KB PNG of 6300×6300 is 160 MB decoded). 4096×4096 leaves room for any
 * phone photo of 2 MB or less (a 12-megapixel one is 4032×3024).
 */
export const MAX_PHOTO_PIXELS = 4096 * 4096;

/**
 * Profile saves per customer (per signed-in session's token) and minute, PROFILE_RATE_LIMIT
 * (default 5): each may carry a photo to decode. Shared through Redis when REDIS_URL is set.
 */
export const profileLimiter = createLimiter({
  points: Number(process.env.PROFILE_RATE_LIMIT) || 5,
  windowSeconds: 60,
  keyPrefix: 'profile',
  redisUrl: redisUrlFrom(),
});

export type ProfileMessages = Partial<Record<ProfileField | 'image', string>>;

export type ProfileOutcome =
  | { kind: 'saved' }
  /** The server wants a one-time code first and saved nothing (reference §3.22). */
  | { kind: 'verification'; values: ProfileForm }
  | { kind: 'signed-out' }
  /** `values` is null when the body was too large to read: the form shows the saved values. */
  | {
      kind: 'refused';
      status: number;
      values: ProfileForm | null;
      fields: ProfileMessages;
      message: string;
      /** Seconds to wait (429, 503): sent as Retry-After. */
      retryAfter?: number;
    };

/** `busy`: the decode queue was full, the photo was not judged (503, try again). */
export type PhotoCheck = { ok: true; file: File } | { ok: false; key: string; busy?: boolean };

/**
 * The photo as it will be sent upstream, or the dictionary key of why not: its first bytes must
 * name an accepted format, it must be 2 MB or smaller, and it must really decode as that format
 * (a PNG header followed by anything else is not a picture). It is sent under a name whose
 * extension matches its content, whatever it was called on the device.
 */
export async function checkPhoto(file: File): Promise<PhotoCheck> {
  const head = new Uint8Array(await file.slice(0, PHOTO_HEAD_BYTES).arrayBuffer());
  const problem = photoProblem(file, head);
  if (problem) return { ok: false, key: problem };
  const format = sniffPhoto(head)!;
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    // The header only: format and size, nothing decoded yet (no limit here, so that a picture of
    // too many pixels is told apart from a broken one).
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) return { ok: false, key: 'Editprofile.imageUnreadable' };
    // (Of an animated GIF or WebP, only the first frame is decoded: height is one frame's.)
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS)
      return { ok: false, key: 'Editprofile.imageTooManyPixels' };
  } catch {
    return { ok: false, key: 'Editprofile.imageUnreadable' };
  }
  try {
    // stats() decodes every pixel: damage past the header shows here, not in metadata(). It
    // waits its turn with /img's encodes.
    await decodes.run(() => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).stats());
  } catch (error) {
    if (error instanceof ImageError && error.status === 503) return { ok: false, key: 'Editprofile.busy', busy: true };
    return { ok: false, key: 'Editprofile.imageUnreadable' };
  }
  const type = PHOTO_TYPES[format];
  return { ok: true, file: new File([bytes], `photo.${type.ext}`, { type: type.mime }) };
}

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '';
}

interface Context {
  request: Request;
  cookies: AstroCookies;
  prefs: Preferences;
  t: Translate;
}

export type FormRead = FormResult;

/** The posted form (multipart or urlencoded), read up to MAX_PROFILE_BODY while it streams. */
export function readForm(request: Request): Promise<FormRead> {
  return readFormBody(request, MAX_PROFILE_BODY);
}

/** What to answer when the form could not be read at all. */
export function unreadForm(reason: 'too_large' | 'unreadable', t: Translate): ProfileOutcome {
  const tooLarge = reason === 'too_large';
  if (!tooLarge)
    return { kind: 'refused', status: 400, values: null, fields: {}, message: t('Editprofile.saveFailed') };
  return {
    kind: 'refused',
    status: 413,
    values: null,
    fields: { image: t('Editprofile.imageTooLarge') },
    message: t('Editprofile.fixFields'),
  };
}

/** Reads, checks and sends the edit-profile form. */
export async function submitProfile(ctx: Context): Promise<ProfileOutcome> {
  if (!sessionToken(ctx.cookies)) return { kind: 'signed-out' };
  const read = await readForm(ctx.request);
  return read.ok ? saveProfile(read.form, ctx) : unreadForm(read.reason, ctx.t);
}

/** Checks the form's fields and photo and sends them to the marketplace. */
export async function saveProfile(
  form: FormData,
  { cookies, prefs, t }: Omit<Context, 'request'>,
): Promise<ProfileOutcome> {
  const token = sessionToken(cookies);
  if (!token) return { kind: 'signed-out' };
  const values = Object.fromEntries(PROFILE_FIELDS.map((key) => [key, text(form, key)])) as ProfileForm;
  const fields: ProfileMessages = {};
  const parsed = ProfileSchema.safeParse(values);
  if (!parsed.success)
    for (const [key, message] of Object.entries(fieldErrors(parsed.error))) fields[key as ProfileField] = t(message);
  // Counted before the photo is looked at, so a burst of saves decodes nothing.
  const limited = await profileLimiter.hit(`customer:${createHash('sha256').update(token).digest('base64url')}`);
  if (!limited.allowed)
    return {
      kind: 'refused',
      status: 429,
      values,
      fields: {},
      message: t('Editprofile.tooMany'),
      retryAfter: limited.retryAfter,
    };
  // A form without a chosen file still sends an empty file part: that is "no new photo".
  const image = form.get('image');
  let photo: File | null = null;
  if (image instanceof File && (image.size > 0 || image.name)) {
    const checked = await checkPhoto(image);
    if (checked.ok) photo = checked.file;
    else if (checked.busy)
      return { kind: 'refused', status: 503, values, fields: {}, message: t(checked.key), retryAfter: 2 };
    else fields.image = t(checked.key);
  }
  if (!parsed.success || fields.image)
    return { kind: 'refused', status: 400, values, fields, message: t('Editprofile.fixFields') };

  const upstream = new FormData();
  for (const key of PROFILE_FIELDS) upstream.set(key, parsed.data[key]);
  if (photo) upstream.set('image', photo);
  try {
    const answer = await updateProfile(apiContext(prefs, { token, timeoutMs: UPDATE_TIMEOUT_MS }), upstream);
    return answer.kind === 'verification' ? { kind: 'verification', values } : { kind: 'saved' };
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return { kind: 'signed-out' };
    }
    // A 4xx carries the server's own reason (e.g. "The email has already been taken."), in
    // English whatever X-localization says: shown in the page's language, on its field and not
    // again at the top (marketplace-messages.ts); anything else gets our message.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const refused: ProfileMessages = fieldRefusals(
        t,
        error.errors ?? [{ code: error.code, message: error.message }],
        fieldOfError,
      );
      return {
        kind: 'refused',
        status: 400,
        values,
        fields: refused,
        message: Object.keys(refused).length
          ? t('Editprofile.fixFields')
          : marketplaceMessage(t, error, 'Editprofile.saveFailed'),
      };
    }
    console.error('edit profile: the update failed', error);
    return { kind: 'refused', status: 502, values, fields: {}, message: t('Editprofile.saveFailed') };
  }
}

export type DeleteOutcome =
  | { kind: 'deleted' }
  | { kind: 'signed-out' }
  | { kind: 'refused'; status: number; message: string };

/** Deletes the signed-in customer's account; on success the session cookie goes too. */
export async function deleteAccount({ cookies, prefs, t }: Omit<Context, 'request'>): Promise<DeleteOutcome> {
  const token = sessionToken(cookies);
  if (!token) return { kind: 'signed-out' };
  try {
    await removeAccount(apiContext(prefs, { token, timeoutMs: DELETE_TIMEOUT_MS }));
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return { kind: 'signed-out' };
    }
    // With orders still running the server refuses with its reason (203 'on-going').
    if (isApiError(error) && error.status > 0 && error.status < 500 && error.message)
      return { kind: 'refused', status: 409, message: marketplaceMessage(t, error, 'Editprofile.deleteFailed') };
    console.error('edit profile: deleting the account failed', error);
    return { kind: 'refused', status: 502, message: t('Editprofile.deleteFailed') };
  }
  clearSession(cookies);
  return { kind: 'deleted' };
}
