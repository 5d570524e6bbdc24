/**
 * Messages in the browser without i18next: a page picks the strings an island needs
 * (see pick() in messages.ts) and the island resolves them with the same rules as the
 * server's translator: {{var}} interpolation, numbers in the reader's digits, and plural
 * forms chosen by Intl.PluralRules with i18next's key suffixes (_zero, _one, _two, _few,
 * _many, _other). Client-safe.
 */
import { formatMessageNumber } from './format.ts';
import { intlLocale, type Lang } from './langs.ts';

export type MessageVars = Record<string, string | number>;
export type Translate = (key: string, vars?: MessageVars) => string;

const PLACEHOLDER = /\{\{\s*([^{}\s,]+)\s*\}\}/g;

/**
 * Replaces {{name}} with vars.name. With a language, numbers are written in its digits
 * (Arabic ١٢٣). An unknown name is left as written, as i18next does.
 */
export function interpolate(template: string, vars?: MessageVars, lang?: Lang): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (value === undefined) return match;
    return typeof value === 'number' && lang ? formatMessageNumber(lang, value) : String(value);
  });
}

/** Values for interpolation: numbers already written in the language's digits. */
export function localiseVars(lang: Lang, vars: MessageVars): MessageVars {
  const out: MessageVars = {};
  for (const [name, value] of Object.entries(vars)) {
    out[name] = typeof value === 'number' ? formatMessageNumber(lang, value) : value;
  }
  return out;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The CLDR plural category of a count: 'one', 'few', ... */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(lang));
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** The key a count selects, in i18next's order: key_zero for 0 if present, key_<category>, key. */
export function pluralKey(lang: Lang, key: string, count: number, has: (key: string) => boolean): string {
  if (count === 0 && has(`${key}_zero`)) return `${key}_zero`;
  const byCategory = `${key}_${pluralCategory(lang, count)}`;
  return has(byCategory) ? byCategory : key;
}

/**
 * A translator over strings picked for an island: the same output as the server's
 * translator(lang) for those keys; a key that was not picked comes back as itself.
 */
export function pickedTranslator(lang: Lang, strings: Readonly<Record<string, string>>): Translate {
  const has = (key: string) => Object.hasOwn(strings, key);
  return (key, vars) => {
    const count = vars?.count;
    const resolved = typeof count === 'number' ? pluralKey(lang, key, count, has) : key;
    if (!has(resolved)) return key;
    return interpolate(strings[resolved] as string, vars, lang);
  };
}
