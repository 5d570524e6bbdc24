// The public origin absolute URLs are built on (sitemap, robots.txt, JSON-LD): SITE_URL when the
// deployment sets it (behind a proxy the request's own host may be an internal one), else the
// origin the request arrived at.
import type { Lang } from '../i18n/index.ts';
import { inLanguage } from '../server/preferences.ts';

/** SITE_URL's origin when it is a valid http(s) URL, else the request's origin. */
export function publicOrigin(requestUrl: URL, env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // An invalid SITE_URL falls back to the request, as if unset.
    }
  }
  return requestUrl.origin;
}

/** The absolute URL of `path` in `lang`: 'https://shop.example/ar/store/3'. */
export function pageUrl(origin: string, lang: Lang, path: string): string {
  return `${origin}${inLanguage(lang, path)}`;
}

/** The absolute language-neutral URL of `path` (the hreflang x-default). */
export function defaultPageUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}
