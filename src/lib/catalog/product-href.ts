// Product links that carry the module (the API finds items only in their own module).
import { localizePath, paths } from '../paths.ts';
import type { CardProduct } from './types.ts';

/** `prefix` is '' or the language prefix ('/ar') of the page. */
export function productHrefFor(prefix: string, product: Pick<CardProduct, 'id' | 'module_id'>): string {
  const base = localizePath(prefix, paths.product(product.id));
  return product.module_id ? `${base}?module=${product.module_id}` : base;
}
