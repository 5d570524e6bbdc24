// The query of the home page's private JSON endpoints (/api/home/*): at most the page's language,
// so an /ar page's island is answered in Arabic whatever language the cookie keeps.
import { z } from 'zod';
import type { Lang } from '../i18n/index.ts';

export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

const Query = z.object({ lang: z.enum(['en', 'ar', 'tr'] satisfies Lang[]).optional() }).strict();

/** The parsed query, or null for anything else (an unknown parameter, a language not offered). */
export function homeQuery(url: URL): z.infer<typeof Query> | null {
  const parsed = Query.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : null;
}
