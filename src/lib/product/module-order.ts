// Which modules to ask for a product, in order. The API finds an item only under its own module
// (moduleId header), and a product link carries that module as ?module=; a link without it (an
// old bookmark, a typed address) still has to find the product.

/** The ?module= value when it is a positive integer, else null (ignored). */
export function parseModuleParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The link's module, then the selected one, then every other browsable module; no repeats. */
export function moduleAttempts(requested: number | null, selected: number, browsable: readonly number[]): number[] {
  const order = [requested, selected, ...browsable].filter((id): id is number => id !== null && id > 0);
  return [...new Set(order)];
}

/** A product id or slug worth sending upstream (anything else is a 404 without a call). */
export function isProductKey(value: string | undefined): value is string {
  return !!value && /^[\p{L}\p{N}_-]{1,160}$/u.test(value);
}
