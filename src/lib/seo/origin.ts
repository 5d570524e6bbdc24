// The public origin absolute URLs are built on (sitemap, robots.txt, JSON-LD): SITE_URL when the
// deployment sets it (behind a proxy the request's own host may be an internal one), else the
// origin the request arrived at.
import { LANGS, type Lang } from '../i18n/langs.ts';
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

export interface LanguageLinks {
  canonical: string;
  alternates: Array<{ lang: Lang; href: string }>;
  xDefault: string;
}

/**
 * The canonical and hreflang links of a page. A prefixed URL (/ar/about) is canonical for its
 * language. An unprefixed URL (/about) picks its language from cookies and Accept-Language: it is
 * the x-default, and its canonical is itself, so that it never names another language's URL (search
 * engines and Lighthouse read a canonical pointing at another hreflang URL as a conflict).
 */
export function languageLinks(origin: string, page: { lang: Lang; prefixed: boolean; path: string }, search = ''): LanguageLinks {
  const xDefault = `${defaultPageUrl(origin, page.path)}${search}`;
  const alternates = LANGS.map((lang) => ({ lang, href: `${origin}${inLanguage(lang, page.path, search)}` }));
  return { canonical: page.prefixed ? `${origin}${inLanguage(page.lang, page.path, search)}` : xDefault, alternates, xDefault };
}
