// Sanitised policy and about texts, per page and language, for 30 seconds (or until an editor's
// change is published: POST /api/revalidate drops them by page, src/lib/revalidate).
import type { PolicyKind } from '../api/index.ts';
import type { Lang } from '../i18n/langs.ts';
import { paths } from '../paths.ts';
import { timedCache } from '../server/marketplace/cache.ts';

export const richTextCache = timedCache<string>(30_000, 50, { tag: 'policies' });

/** The key of a page's text in richTextCache. */
export function richTextKey(kind: PolicyKind, lang: Lang): string {
  return `${kind}:${lang}`;
}

/** The storefront page each text is shown on, and the API's name of that text. */
export const POLICY_PAGE_KINDS: Readonly<Record<string, PolicyKind>> = {
  [paths.about]: 'about-us',
  [paths.privacy]: 'privacy-policy',
  [paths.terms]: 'terms-and-conditions',
  [paths.refund]: 'refund-policy',
  [paths.shipping]: 'shipping-policy',
  [paths.cancellation]: 'cancelation',
};
