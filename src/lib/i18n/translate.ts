/**
 * The server's translator: one i18next instance per language, built on first use and
 * kept for the life of the process. Resources are inline, so init is synchronous.
 */
import i18next, { type i18n } from 'i18next';
import { localiseVars, type MessageVars, type Translate } from './interpolate.ts';
import type { Lang } from './langs.ts';
import { DICTIONARIES } from './messages.ts';

const instances = new Map<Lang, i18n>();

function instance(lang: Lang): i18n {
  let i18 = instances.get(lang);
  if (i18) return i18;
  i18 = i18next.createInstance();
  void i18.init({
    lng: lang,
    // No cross-language fallback: a test keeps the dictionaries complete, and a missing key
    // showing itself is easier to spot than a sentence in another language.
    fallbackLng: false,
    resources: { [lang]: { translation: DICTIONARIES[lang] } },
    initAsync: false,
    // Keys are plain dotted names; a ':' in one must not be read as a namespace.
    nsSeparator: false,
    // Astro escapes on output and React islands never get raw HTML from here.
    interpolation: { escapeValue: false },
  });
  instances.set(lang, i18);
  return i18;
}

/**
 * t(key, vars) for a language: {{var}} interpolation with numbers in the language's digits,
 * plural forms from a numeric `count` (key_one, key_other; Arabic also zero/two/few/many),
 * and the key itself when the dictionary has no such message.
 */
export function translator(lang: Lang): Translate {
  const t = instance(lang).getFixedT(lang);
  return (key: string, vars?: MessageVars): string => {
    if (!vars) return t(key);
    // Variables go in `replace` so that names like `lng` or `context` stay message variables
    // rather than i18next options, and so {{count}} prints localised digits while the
    // numeric count still selects the plural form.
    const count = typeof vars.count === 'number' ? vars.count : undefined;
    return t(key, { replace: localiseVars(lang, vars), ...(count === undefined ? {} : { count }) });
  };
}
