// Server-only: what the checkout page's review step shows, kept between the Review post and the
// review page it redirects to (so Back and reload fetch a page, never resend a form): the typed
// values and the confirmation key, in a sealed httpOnly cookie of the storefront's own, tied to
// the customer (or guest) who typed them and kept an hour. After the order, only the order's id
// stays, so the review page shown again by Back says the order was placed instead of offering it.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { hkdfSync } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { CompactEncrypt, compactDecrypt } from 'jose';
import { z } from 'zod';
import { sessionKeys } from '../identity/session.server.ts';
import { EXTRA_FIELDS, EXTRA_LIMITS, type ExtraValues } from './checkout-extras.server.ts';

export const DRAFT_COOKIE = 'checkout';
const DRAFT_SECONDS = 60 * 60;
/** A cookie (name and value) must stay under 4096 bytes. */
const MAX_SEALED = 3900;

interface BaseValues {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  address: string;
  order_note: string;
  point: string;
}

const ValuesSchema = z.object({
  contact_person_name: z.string().max(200),
  contact_person_number: z.string().max(60),
  contact_person_email: z.string().max(200),
  address: z.string().max(600),
  order_note: z.string().max(1000),
  point: z.string().max(40),
  // The extra fields (checkout-extras.server.ts); absent from a draft kept before them.
  ...Object.fromEntries(EXTRA_FIELDS.map((f) => [f, z.string().max(EXTRA_LIMITS[f]).default('')])),
}) as unknown as z.ZodType<BaseValues & ExtraValues>;
export type CheckoutValues = BaseValues & ExtraValues;

const DraftSchema = z.object({
  /** ownerTag() of who typed it. */
  o: z.string().max(64),
  /** The confirmation key. */
  k: z.uuid(),
  v: ValuesSchema.optional(),
  /** Placed: the order's id, and whether a guest placed it. */
  p: z.object({ id: z.number().int().positive(), g: z.boolean() }).optional(),
  exp: z.number().int(),
});
export type Draft = z.infer<typeof DraftSchema>;

function draftKeys(): Uint8Array[] {
  return sessionKeys().map((key) => new Uint8Array(hkdfSync('sha256', key, '', 'storefront checkout draft v1', 32)));
}

/** Seals the draft into its cookie; false when it would not fit (a very long note). */
export async function saveDraft(
  cookies: AstroCookies,
  draft: Omit<Draft, 'exp'>,
  secure: boolean,
  now = Date.now(),
): Promise<boolean> {
  const payload = { ...draft, exp: Math.floor(now / 1000) + DRAFT_SECONDS };
  const sealed = await new CompactEncrypt(deflateRawSync(Buffer.from(JSON.stringify(payload))))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(draftKeys()[0]!);
  if (sealed.length > MAX_SEALED) return false;
  cookies.set(DRAFT_COOKIE, sealed, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DRAFT_SECONDS });
  return true;
}

/** The draft `owner` typed, or null (none, not ours, another customer's, expired). */
export async function readDraft(cookies: AstroCookies, owner: string, now = Date.now()): Promise<Draft | null> {
  const value = cookies.get(DRAFT_COOKIE)?.value;
  if (!value || value.length > MAX_SEALED || value.split('.').length !== 5) return null;
  for (const key of draftKeys()) {
    try {
      const { plaintext } = await compactDecrypt(value, key, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const text = inflateRawSync(plaintext, { maxOutputLength: 16 * 1024 }).toString('utf8');
      const parsed = DraftSchema.safeParse(JSON.parse(text));
      if (!parsed.success || parsed.data.o !== owner || parsed.data.exp * 1000 < now) return null;
      return parsed.data;
    } catch {
      // Another key may open it.
    }
  }
  return null;
}
