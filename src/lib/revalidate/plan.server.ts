// What POST /api/revalidate is asked to refresh, checked, and what that means in the storefront's
// caches: the body names pages (`paths`) and/or kinds of data (`tags`, cache.ts CACHE_TAGS).
//
// A page's path maps to the cache entries that page reads:
//   - a policy or about page (/privacy-policy, /terms-conditions, /refund-policy,
//     /shipping-policy, /cancellation-policy, /about): its text in every language (content/rich-text.server.ts
//     keys); /about also the settings, whose about text is the site's description;
//   - the home page: the catalogue and the zone's modules (banners, categories, stores, items);
//   - a catalogue page (/categories..., /stores, /store/..., /single-product/..., /all-products,
//     /search, /brands...): the catalogue;
//   - /sitemap.xml: the sitemap;
//   - any other page: nothing of the data caches (its data is personal, or not cached), only the
//     shared caches' copies of it (nginx, revalidate.server.ts).
// A language prefix (/ar/privacy-policy) names the same page: every language is refreshed.
//
// A tag names the pages showing its data, whose shared copies go too: `policies` the policy and
// about pages, `sitemap` the sitemap, and the others (settings, catalogue, modules, zones, which
// the page frame or every catalogue page shows) every page (ALL_PAGES).
import { z } from 'zod';
import { LANGS } from '../i18n/langs.ts';
import { type CacheTag, cacheTags } from '../server/marketplace/cache.ts';
import { POLICY_PAGE_KINDS, richTextKey } from '../content/rich-text.server.ts';

/** In a plan's paths: every page (not the static files: scripts, styles, pictures). */
export const ALL_PAGES = '*';

/** The endpoint an admin panel's save hook posts to (src/pages/api/revalidate.ts). */
export const REVALIDATE_ROUTE = '/api/revalidate';

export const MAX_PATHS = 50;
const MAX_PATH_LENGTH = 300;

/** A page's path as a visitor's address bar has it: one leading "/", no query, no fragment. */
const PagePath = z
  .string()
  .max(MAX_PATH_LENGTH, `A path has at most ${MAX_PATH_LENGTH} characters.`)
  .regex(/^\/(?!\/)[^\s?#\\]*$/, 'A path starts with a single "/" and has no query, fragment, space or backslash.');

const Tag = z.enum(cacheTags as [CacheTag, ...CacheTag[]], {
  error: `A tag is one of ${cacheTags.join(', ')}.`,
});

export const RevalidateBody = z
  .strictObject({
    paths: z.array(PagePath).max(MAX_PATHS, `At most ${MAX_PATHS} paths at once.`).optional(),
    tags: z.array(Tag).max(cacheTags.length, `At most ${cacheTags.length} tags.`).optional(),
  })
  .refine((body) => (body.paths?.length ?? 0) + (body.tags?.length ?? 0) > 0, {
    error: 'Name at least one path or tag.',
  });

export type RevalidateRequest = z.output<typeof RevalidateBody>;

/** The body checked, or the reasons it is refused in words an editor can act on. */
export function parseRevalidateBody(
  value: unknown,
): { ok: true; request: RevalidateRequest } | { ok: false; error: string; issues: string[] } {
  const parsed = RevalidateBody.safeParse(value);
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    error: 'The body must be JSON like {"paths": ["/privacy-policy"]} and/or {"tags": ["policies"]}.',
    issues: parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}

/** What every storefront process drops, and which pages shared caches must fetch anew. */
export const Plan = z.object({
  /** Pages, without a language prefix or a trailing "/"; or ALL_PAGES. */
  paths: z.array(z.string()),
  /** Caches emptied whole. */
  tags: z.array(Tag),
  /** Single entries dropped from the caches of a tag (the tag itself not emptied). */
  keys: z.array(z.object({ tag: Tag, key: z.string() })),
});
export type Plan = z.output<typeof Plan>;

const LANG_PREFIX = new RegExp(`^/(?:${LANGS.join('|')})(?=/|$)`);

/** `path` without its language prefix and trailing "/": the page in any language. */
export function pagePath(path: string): string {
  const bare = path.replace(LANG_PREFIX, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** The data caches each kind of page reads (see the top of this file). */
function pageTags(page: string): CacheTag[] {
  const first = page.split('/')[1] ?? '';
  switch (first) {
    case '':
    case 'home':
      return ['catalog', 'modules'];
    case 'categories':
    case 'stores':
    case 'store':
    case 'single-product':
    case 'all-products':
    case 'search':
    case 'brands':
      return ['catalog'];
    case 'sitemap.xml':
      return ['sitemap'];
    default:
      return [];
  }
}

/** The pages whose shared copies show a tag's data. */
function tagPages(tag: CacheTag): string[] {
  if (tag === 'policies') return Object.keys(POLICY_PAGE_KINDS);
  if (tag === 'sitemap') return ['/sitemap.xml'];
  return [ALL_PAGES];
}

export function planFor(request: RevalidateRequest): Plan {
  const tags = new Set<CacheTag>(request.tags ?? []);
  const named = [...(request.paths ?? []).map(pagePath), ...[...tags].flatMap(tagPages)];
  const paths = named.includes(ALL_PAGES) ? [ALL_PAGES] : [...new Set(named)];
  const keys: Plan['keys'] = [];
  for (const page of new Set((request.paths ?? []).map(pagePath))) {
    const kind = POLICY_PAGE_KINDS[page];
    if (kind) {
      for (const lang of LANGS) keys.push({ tag: 'policies', key: richTextKey(kind, lang) });
      // The about text is also the site's description (settings.ts aboutText).
      if (kind === 'about-us') tags.add('settings');
    } else {
      for (const tag of pageTags(page)) tags.add(tag);
    }
  }
  return {
    paths,
    tags: [...tags],
    // A tag emptied whole needs no single drops.
    keys: keys.filter((k) => !tags.has(k.tag)),
  };
}
