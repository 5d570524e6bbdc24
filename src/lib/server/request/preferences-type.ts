// What the middleware reads from a request before a page renders (preferences.ts): language,
// module, zones and location. Its own module so that what preferences.ts calls can name it too.
import type { Lang } from '../../i18n/index.ts';

export interface Preferences {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The language came from the URL (/ar/...), so links keep that prefix. */
  prefixed: boolean;
  /**
   * What decided the language: the URL's prefix, the stored choice (cookie), or else the
   * browser's Accept-Language (which shared caches must then vary on).
   */
  langFrom: 'url' | 'cookie' | 'accept-language';
  /** The path without its language prefix, e.g. '/about'. */
  path: string;
  /** The module browsed: resolved against the server's list by the middleware. */
  moduleId: number;
  zoneIds: number[];
  /** The visitor chose a location (a zone is stored); otherwise zoneIds is the server's default. */
  zoneChosen: boolean;
  location: { label: string | null; latitude: number | null; longitude: number | null; asked: boolean };
  /** The request carries a valid session (checked by the session middleware). */
  signedIn: boolean;
}
