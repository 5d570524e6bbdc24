// The sign-in dialog's words load with its code, in the page's language only, instead of riding
// in the HTML of every page that can open it. One promise per language: AuthHost starts the load
// as the dialog is first wanted, and AuthDialog waits on the same promise.
import type { Lang } from '../../lib/i18n/client.ts';
import { type Dictionary, flatten } from '../../lib/i18n/flatten.ts';

export type AuthStrings = Record<string, string>;

function dialogStrings(auth: Dictionary, common: { close: string; error: string }): AuthStrings {
  return { ...flatten({ auth }), 'common.close': common.close, 'common.error': common.error };
}

// Destructured where imported, so each language's chunk keeps only these two namespaces.
const LOADERS: Record<Lang, () => Promise<AuthStrings>> = {
  en: () => import('../../lib/i18n/locales/en.json').then(({ auth, common }) => dialogStrings(auth, common)),
  ar: () => import('../../lib/i18n/locales/ar.json').then(({ auth, common }) => dialogStrings(auth, common)),
  tr: () => import('../../lib/i18n/locales/tr.json').then(({ auth, common }) => dialogStrings(auth, common)),
};

const loading = new Map<Lang, Promise<AuthStrings>>();

/** The dialog's strings for `lang`, loaded once; a failed load is tried again on the next call. */
export function authStrings(lang: Lang): Promise<AuthStrings> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]();
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}
