// What every page needs from the request, put on Astro.locals once (after the preferences step):
// the language and its direction, the translator, and the URL helpers. Pages and components read
// these instead of rebuilding them; every link goes through localizePath (src/lib/paths.ts).
import type { MiddlewareHandler } from 'astro';
import { translator, type Lang } from '../../i18n/index.ts';
import { langPrefix, localizePath, type LangPrefix } from '../../paths.ts';
import { publicOrigin } from '../../seo/origin.server.ts';
import type { Preferences } from './preferences-type.ts';

export interface PageLocals {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  t: ReturnType<typeof translator>;
  /** '' or '/ar': the prefix islands receive to build their own links with localizePath. */
  langPrefix: LangPrefix;
  /** A site path in the request's language, keeping the /en, /ar or /tr prefix when the request had it. */
  localizedUrl: (path: string) => string;
  /** The address the visitor is on, with its prefix and query: a retry link, the way back after signing in. */
  currentUrl: string;
  /** The public origin absolute URLs are built on (see src/lib/seo/origin.server.ts). */
  origin: string;
  /**
   * The absolute URL of a site path: as localizedUrl gives it, or in `lang`, always prefixed
   * (canonical links, JSON-LD and the sitemap name each language's own address).
   */
  absoluteUrl: (path: string, lang?: Lang) => string;
}

export function pageLocals(
  prefs: Pick<Preferences, 'lang' | 'dir' | 'prefixed' | 'path'>,
  origin: string,
  search = '',
): PageLocals {
  const prefix = langPrefix(prefs.lang, prefs.prefixed);
  const localizedUrl = (path: string) => localizePath(prefix, path);
  return {
    lang: prefs.lang,
    dir: prefs.dir,
    t: translator(prefs.lang),
    langPrefix: prefix,
    localizedUrl,
    currentUrl: `${localizedUrl(prefs.path)}${search}`,
    origin,
    absoluteUrl: (path, lang) => `${origin}${lang ? localizePath(langPrefix(lang), path) : localizedUrl(path)}`,
  };
}

export const locals: MiddlewareHandler = (context, next) => {
  Object.assign(context.locals, pageLocals(context.locals.prefs, publicOrigin(context), context.url.search));
  return next();
};
