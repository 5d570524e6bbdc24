// The editors' draft page (pages/preview/draft.astro): a pasted rich text and the page it is for,
// read from the form post and checked; shown through the customers' sanitiser, never stored.
import { z } from 'zod';
import type { PolicyKind } from '../api/index.ts';
import { KB, readFormBody } from '../server/request/json-body.ts';

/** The longest draft, in bytes of UTF-8 (the longest seeded policy text is a few KB). */
export const DRAFT_MAX_BYTES = 200 * KB;
/** The form post carrying it: URL-encoding may triple a text, plus the other fields. */
const DRAFT_BODY_LIMIT = 3 * DRAFT_MAX_BYTES + 16 * KB;

/** The pages an editor writes, with their dictionary title keys (as their routes render them). */
export const DRAFT_PAGES = [
  { kind: 'privacy-policy', titleKey: 'policy.privacy' },
  { kind: 'terms-and-conditions', titleKey: 'policy.terms' },
  { kind: 'refund-policy', titleKey: 'policy.refund' },
  { kind: 'shipping-policy', titleKey: 'policy.shipping' },
  { kind: 'cancelation', titleKey: 'policy.cancellation' },
  { kind: 'about-us', titleKey: 'policy.about' },
] as const satisfies ReadonlyArray<{ kind: PolicyKind; titleKey: string }>;

const KINDS = DRAFT_PAGES.map((page) => page.kind) as [PolicyKind, ...PolicyKind[]];

export const DraftSchema = z.object({
  kind: z.enum(KINDS, { error: 'badKind' }),
  html: z.string().refine((html) => Buffer.byteLength(html, 'utf8') <= DRAFT_MAX_BYTES, { error: 'tooLong' }),
});
export type Draft = z.infer<typeof DraftSchema>;

export type DraftRead =
  | { ok: true; draft: Draft }
  | { ok: false; error: 'tooLong' | 'badKind'; kind: string; html: string }
  | { ok: false; error: 'unreadable' };

/** The posted draft, or why it is refused (with what was typed, to show it again). */
export async function readDraft(request: Request): Promise<DraftRead> {
  const read = await readFormBody(request, DRAFT_BODY_LIMIT);
  if (!read.ok)
    return read.reason === 'too_large'
      ? { ok: false, error: 'tooLong', kind: '', html: '' }
      : { ok: false, error: 'unreadable' };
  const fields = { kind: String(read.form.get('kind') ?? ''), html: String(read.form.get('html') ?? '') };
  const parsed = DraftSchema.safeParse(fields);
  if (parsed.success) return { ok: true, draft: parsed.data };
  const error = parsed.error.issues.some((issue) => issue.message === 'tooLong') ? 'tooLong' : 'badKind';
  // A text over the limit is not sent back whole either.
  return { ok: false, error, kind: fields.kind, html: error === 'tooLong' ? '' : fields.html };
}
