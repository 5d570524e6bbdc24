// Links into the catalogue that carry what the page needs when opened directly.
import type { CardProduct } from './types.ts';
import { productHrefFor } from './product-href.ts';
import type { Preferences } from '../server/preferences.ts';

export function langPrefix(prefs: Pick<Preferences, 'lang' | 'prefixed'>): string {
  return prefs.prefixed ? `/${prefs.lang}` : '';
}

export function productHref(prefs: Pick<Preferences, 'lang' | 'prefixed'>, product: Pick<CardProduct, 'id' | 'module_id'>): string {
  return productHrefFor(langPrefix(prefs), product);
}
