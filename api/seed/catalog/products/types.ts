// Product definitions: what a store can list. The same product may be listed by several stores
// (each listing is its own item with its own id, price and pictures).
import type { Names } from '../../rows.ts';

/**
 * Flags: veg, organic, halal; food only: sizes (a required Size choice), spice (an optional
 * Spice level choice), addons (the store's add-ons apply), toppings (an optional multi-choice
 * group, 1 to 3 options), sauces (a required multi-choice group, 1 to 2 options); shop only:
 * apparel (S/M/L/XL variations with choice_options); any module: max5 (maximum_cart_quantity 5).
 */
export type Flag =
  | 'veg'
  | 'organic'
  | 'halal'
  | 'sizes'
  | 'spice'
  | 'addons'
  | 'toppings'
  | 'sauces'
  | 'apparel'
  | 'max5';

export interface ProductDef {
  key: string;
  names: Names;
  /** Leaf category slug. */
  leaf: string;
  /** Typical price in EGP; each store prices within a few percent of it. */
  price: number;
  unit: string | null;
  flags: readonly Flag[];
}

/** [key, en, ar, tr, price, 'space separated flags'?, unit?] */
export type ProductTuple = readonly [string, string, string, string, number, string?, string?];

export function group(leaf: string, unit: string | null, tuples: readonly ProductTuple[]): ProductDef[] {
  return tuples.map(([key, en, ar, tr, price, flags, ownUnit]) => ({
    key,
    names: [en, ar, tr],
    leaf,
    price,
    unit: ownUnit ?? unit,
    flags: (flags ? flags.split(' ') : []) as Flag[],
  }));
}
