// The sign-in dialog's words load as it is first wanted, in the page's language only, from a JSON
// file written at build time (pages/i18n/auth-[lang].json.ts), instead of riding in the HTML of
// every page that can open it. One promise per language: AuthHost starts the load as the dialog
// is first wanted, and AuthDialog waits on the same promise.
import type { Lang } from '../../lib/i18n/client.ts';

export type AuthStrings = Record<string, string>;

/** What the dialog says: the auth namespace and two common words. */
export const AUTH_STRING_KEYS = ['auth', 'common.close', 'common.error'] as const;

const loading = new Map<Lang, Promise<AuthStrings>>();

async function load(lang: Lang): Promise<AuthStrings> {
  const response = await fetch(`/i18n/auth-${lang}.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the sign-in dialog's words: ${response.status}`);
  const strings: unknown = await response.json();
  if (!strings || typeof strings !== 'object') throw new Error("the sign-in dialog's words: not an object");
  return strings as AuthStrings;
}

/** The dialog's strings for `lang`, loaded once; a failed load is tried again on the next call. */
export function authStrings(lang: Lang): Promise<AuthStrings> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = load(lang);
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}
