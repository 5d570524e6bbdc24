/**
 * The dictionaries (one JSON file per language, nested by namespace) and the flat view
 * pages use to hand an island only the strings it needs. Server-side: importing this
 * module bundles all three dictionaries.
 */
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import type { Lang } from './langs.ts';

export interface Dictionary {
  [key: string]: string | Dictionary;
}

export const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { en, ar, tr };

/** i18next's plural suffixes; a key ending in one is a form of its base key. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'nav.cartCount_few' → 'nav.cartCount'; other keys are their own base. */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** {"auth": {"password": "..."}} → {"auth.password": "..."} */
export function flatten(dictionary: Dictionary, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(dictionary)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat[key] = value;
    else Object.assign(flat, flatten(value, key));
  }
  return flat;
}

const flatCache = new Map<Lang, Readonly<Record<string, string>>>();

/** Every message of a language, keyed by its dotted name. */
export function messages(lang: Lang): Readonly<Record<string, string>> {
  let flat = flatCache.get(lang);
  if (!flat) {
    flat = Object.freeze(flatten(DICTIONARIES[lang]));
    flatCache.set(lang, flat);
  }
  return flat;
}

/**
 * The strings under the given prefixes, flat, for an island's props: ['auth', 'common.close']
 * gives every auth.* key and common.close; a plural key brings all its forms
 * ('nav.cartCount' → nav.cartCount_one, ...). Only the active language is included.
 */
const pickCache = new Map<string, Readonly<Record<string, string>>>();

export function pick(lang: Lang, prefixes: string[]): Readonly<Record<string, string>> {
  // Pages ask for the same few sets on every render (once per product card): computed once.
  const cacheKey = `${lang}|${prefixes.join('|')}`;
  const cached = pickCache.get(cacheKey);
  if (cached) return cached;
  const wanted = prefixes.map((p) => p.trim().replace(/\.+$/, '')).filter(Boolean);
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages(lang))) {
    const base = baseKey(key);
    if (wanted.some((p) => base === p || key.startsWith(`${p}.`))) picked[key] = value;
  }
  const frozen = Object.freeze(picked);
  // Callers pass literal prefix lists, so the cache stays small; the bound is a guard.
  if (pickCache.size < 500) pickCache.set(cacheKey, frozen);
  return frozen;
}
