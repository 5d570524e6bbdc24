// What the product page's purchase island needs of a dish's choices: its groups (those with a
// name and options), its add-ons, the item's discount, and the words they use. Nothing for a
// product without choices, so other product pages carry none of it.
import type { ItemDetails } from '../api/index.ts';
import type { ChoiceGroup } from '../domain/pricing/food-choice.ts';

const CHOICE_STRINGS = [
  'variations.required',
  'variations.optional',
  'variations.chooseOne',
  'variations.chooseRange',
  'variations.chooseUpTo',
  'variations.chooseAtLeast',
  'variations.none',
  'variations.optionPrice',
  'variations.addOns',
  'variations.addOnsHint',
  'variations.fewer',
  'variations.more',
  'variations.addOnQuantity',
  'variations.unitPrice',
  'variations.total',
  'variations.missingRequired',
  'variations.missingMin',
  'variations.tooMany',
  'variations.maxReached',
  'variations.chooseFirst',
];

export function productChoices(item: ItemDetails) {
  const groups: ChoiceGroup[] = item.food_variations
    .filter((g) => g.name && g.values.some((v) => v.label))
    .map(({ name, type, min, max, required, values }) => ({
      name,
      type,
      min,
      max,
      required,
      values: values.filter((v) => v.label).map(({ label, optionPrice }) => ({ label, optionPrice })),
    }));
  const addOns = item.add_ons.map(({ id, name, price }) => ({ id, name, price }));
  if (!groups.length && !addOns.length) return null;
  return {
    strings: CHOICE_STRINGS,
    props: { groups, addOns, discount: { discount: item.discount, discount_type: item.discount_type } },
  };
}
