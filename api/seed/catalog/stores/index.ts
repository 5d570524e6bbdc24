// The demo stores. Ids matter: other code and tests rely on
//   store 1 = open grocery in Cairo (minimum order 50), store 2 = open food store in Cairo,
//   stores 13 and 19 = temporarily closed (active 0), store 18 = active but no schedule (closed),
//   store 10 = food store with a high minimum order (400),
//   stores 18 and 26 = no ratings yet, stores 5, 12, 17 = running store-wide discount,
//   store 27 = food store in Alexandria with real opening hours (closed part of every day;
//   added last so no earlier id moves).
//
// Each module's stores are in a file of their own; the seed inserts them all in id order.
import { ECOMMERCE_STORES } from './ecommerce.ts';
import { FOOD_STORES } from './food.ts';
import { GROCERY_STORES } from './grocery.ts';
import { PHARMACY_STORES } from './pharmacy.ts';
import type { StoreDef } from './types.ts';

export type { StoreDef } from './types.ts';

export const STORES: readonly StoreDef[] = [
  ...GROCERY_STORES,
  ...FOOD_STORES,
  ...PHARMACY_STORES,
  ...ECOMMERCE_STORES,
].sort((a, b) => a.id - b.id);
