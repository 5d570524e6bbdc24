// Server-only: the editors' draft page's request, read and answered (pages/preview/draft.astro).
// Nothing is stored or cached. Without a preview the page is locked (401); a GET shows the empty
// form; a posted draft is shown through the customers' sanitiser beside what it removed, or the
// form comes back with what was typed and why it was refused (413 too long, 400 not a page).
import type { Translate } from '../i18n/index.ts';
import { PREVIEW_CACHE_CONTROL } from '../server/request/cache-policy.ts';
import { unreadBodyResponse } from '../server/request/json-body.ts';
import { DRAFT_MAX_BYTES, DRAFT_PAGES, readDraft, type DraftRead } from './draft.server.ts';
import { type Removal, sanitizeReport } from './sanitize-report.server.ts';
import { sanitizeRichText } from './sanitize.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (Astro global) gives it. */
export type DraftContext = Pick<PageContext<'preview' | 't'>, 'request' | 'locals' | 'response'>;

/** What the page shows: the form's values, its error, and the rendered draft with its removals. */
export interface DraftView {
  status: number;
  kind: string;
  html: string;
  error: string | undefined;
  /** The sanitised draft, null until one is shown. */
  rendered: string | null;
  removals: Removal[];
  /** The longest draft, in KB, for the hint and the refusal. */
  sizeKb: number;
  /** The page the draft is for (its title heads the rendered draft). */
  page: (typeof DRAFT_PAGES)[number];
  removalText: (removal: Removal) => string;
}

type Shown = Exclude<DraftRead, { error: 'unreadable' }>;

/** The page's answer: a Response to return (an unreadable post), or what it shows. */
export async function draftAction(ctx: DraftContext): Promise<Response | DraftView> {
  ctx.response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
  ctx.response.headers.set('X-Robots-Tag', 'noindex');
  const { preview, t } = ctx.locals;
  let view: DraftView;
  if (!preview) view = { ...draftView(null, t), status: 401 };
  else if (ctx.request.method !== 'POST') view = draftView(null, t);
  else {
    const read = await readDraft(ctx.request);
    if (!read.ok && read.error === 'unreadable') return unreadBodyResponse('unreadable');
    view = draftView(read, t);
  }
  if (view.status !== 200) ctx.response.status = view.status;
  return view;
}

/** What the page shows for a read post, or for none (null: the empty form). */
export function draftView(read: Shown | null, t: Translate): DraftView {
  const sizeKb = DRAFT_MAX_BYTES / 1024;
  let kind: string = DRAFT_PAGES[0].kind;
  let html = '';
  let error: string | undefined;
  let rendered: string | null = null;
  let removals: Removal[] = [];
  let status = 200;
  if (read?.ok) {
    ({ kind, html } = read.draft);
    rendered = sanitizeRichText(html);
    removals = sanitizeReport(html);
  } else if (read) {
    ({ kind, html } = read);
    error = read.error === 'tooLong' ? t('preview.tooLong', { size: sizeKb }) : t('preview.badKind');
    status = read.error === 'tooLong' ? 413 : 400;
  }
  const page = DRAFT_PAGES.find((p) => p.kind === kind) ?? DRAFT_PAGES[0];
  const removalText = (r: Removal) =>
    t(`preview.reason.${r.reason}`, { tag: r.tag, attr: r.attr ?? '', scheme: r.scheme ?? '' });
  return { status, kind, html, error, rendered, removals, sizeKb, page, removalText };
}
