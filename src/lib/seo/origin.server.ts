// The public origin absolute URLs are built on (canonical and hreflang links, og:url, sitemap,
// robots.txt, JSON-LD, QR codes): SITE_URL when the deployment sets it (at run time, else at build
// time), else the host a trusted proxy forwards, else the server's own HOST:PORT. Never the
// request's Host header: anyone can write it, and a page cached for one visitor would then carry
// their links for everyone.
import { LANGS, type Lang } from '../i18n/langs.ts';
import { langPrefix, localizePath } from '../paths.ts';
import { configuredOrigin, publicOriginOf, requestInfo } from '../server/request/forwarded.ts';

interface RequestContext {
  request: Request;
  url: URL;
  clientAddress?: string;
  /** Astro's `site` (SITE_URL at build time). */
  site?: URL;
}

/** The storefront's public origin for this request (see above). */
export function publicOrigin(context: RequestContext, env: Record<string, string | undefined> = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (context.site && (context.site.protocol === 'https:' || context.site.protocol === 'http:'))
    return context.site.origin;
  return publicOriginOf(requestInfo(context), env);
}

/** The absolute URL of `path` in `lang`: 'https://shop.example/ar/store/3'. */
export function pageUrl(origin: string, lang: Lang, path: string): string {
  return `${origin}${localizePath(langPrefix(lang), path)}`;
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
export function languageLinks(
  origin: string,
  page: { lang: Lang; prefixed: boolean; path: string },
  search = '',
): LanguageLinks {
  const xDefault = `${defaultPageUrl(origin, page.path)}${search}`;
  const alternates = LANGS.map((lang) => ({ lang, href: `${pageUrl(origin, lang, page.path)}${search}` }));
  return {
    canonical: page.prefixed ? `${pageUrl(origin, page.lang, page.path)}${search}` : xDefault,
    alternates,
    xDefault,
  };
}
