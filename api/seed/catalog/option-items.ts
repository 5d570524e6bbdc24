// Food items listed after every store's own selection, so no earlier id moves: dishes whose
// choices cover what a food item may carry (reference §5.1 food_variations): a required
// single choice, an optional multi-choice group with a minimum and a maximum, a required
// multi-choice group, and the store's add-ons. They belong to stores of the default zone.
import { group, type ProductDef } from './products/types.ts';

export interface OptionItemDef {
  storeId: number;
  product: ProductDef;
}

const PIZZA = group('pizza', null, [
  [
    'pizza-build-your-own',
    'Build Your Own Pizza',
    'بيتزا على ذوقك',
    'Kendi Pizzanı Yap',
    150,
    'veg sizes toppings addons',
  ],
]);
const SHAWARMA = group('shawarma', null, [
  [
    'shawarma-wrap-your-way',
    'Shawarma Wrap Your Way',
    'راب شاورما على ذوقك',
    'Dilediğin Gibi Şavurma Dürüm',
    95,
    'halal sizes sauces spice addons',
  ],
]);
const KOSHARY = group('koshary', null, [
  [
    'koshary-toppings-bowl',
    'Koshary Toppings Bowl',
    'طبق كشري بالإضافات',
    'Ekstralı Koşari Kasesi',
    70,
    'veg toppings addons',
  ],
]);

export const OPTION_ITEMS: readonly OptionItemDef[] = [
  { storeId: 22, product: PIZZA[0]! },
  { storeId: 25, product: SHAWARMA[0]! },
  { storeId: 2, product: KOSHARY[0]! },
];
