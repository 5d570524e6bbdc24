// The rules of a dish's choices (src/lib/domain/pricing/food-choice.ts), as the official app applies them.
import { describe, expect, it } from 'vitest';
import {
  choiceKey,
  choiceProblem,
  needsChoice,
  optionsPrice,
  pickedOf,
  postedVariation,
  toVariation,
  type ChoiceGroup,
} from '../../src/lib/domain/pricing/food-choice.ts';
import { variationLabels } from '../../src/lib/domain/aftercare/orders.ts';

const SIZE: ChoiceGroup = {
  name: 'Size',
  type: 'single',
  min: 0,
  max: 0,
  required: true,
  values: [
    { label: 'Regular', optionPrice: 0 },
    { label: 'Large', optionPrice: 50 },
  ],
};
const SPICE: ChoiceGroup = {
  name: 'Spice',
  type: 'single',
  min: 0,
  max: 0,
  required: false,
  values: [
    { label: 'Mild', optionPrice: 0 },
    { label: 'Hot', optionPrice: 5 },
  ],
};
const TOPPINGS: ChoiceGroup = {
  name: 'Toppings',
  type: 'multi',
  min: 2,
  max: 3,
  required: false,
  values: ['A', 'B', 'C', 'D'].map((label, i) => ({ label, optionPrice: 10 + i })),
};
const SAUCES: ChoiceGroup = { ...TOPPINGS, name: 'Sauces', min: 0, max: 2, required: true };
const GROUPS = [SIZE, SPICE, TOPPINGS, SAUCES];

describe('choiceProblem', () => {
  it('names the first group, in the item order, that is not complete', () => {
    expect(choiceProblem(GROUPS, {})).toEqual({ kind: 'required', group: 'Size' });
    expect(choiceProblem(GROUPS, { Size: ['Large'] })).toEqual({ kind: 'required', group: 'Sauces' });
    expect(choiceProblem(GROUPS, { Size: ['Large'], Sauces: ['A'] })).toBeNull();
  });

  it('asks an optional multi group for its minimum only once something is chosen in it', () => {
    const base = { Size: ['Regular'], Sauces: ['A'] };
    expect(choiceProblem(GROUPS, { ...base, Toppings: ['A'] })).toEqual({
      kind: 'min',
      group: 'Toppings',
      min: 2,
      max: 3,
    });
    expect(choiceProblem(GROUPS, { ...base, Toppings: ['A', 'B'] })).toBeNull();
    expect(choiceProblem(GROUPS, { ...base, Toppings: ['A', 'B', 'C', 'D'] })).toEqual({
      kind: 'max',
      group: 'Toppings',
      max: 3,
    });
  });

  it('takes one option in a single group, and refuses unknown groups and options', () => {
    expect(choiceProblem(GROUPS, { Size: ['Regular', 'Large'], Sauces: ['A'] })).toMatchObject({
      kind: 'max',
      group: 'Size',
    });
    expect(choiceProblem(GROUPS, { Size: ['Huge'] })).toEqual({ kind: 'unknown', group: 'Size' });
    expect(choiceProblem(GROUPS, { Size: ['Large'], Crust: ['Gold'] })).toEqual({ kind: 'unknown', group: 'Crust' });
  });

  it('knows which dishes cannot be added without a choice', () => {
    expect(needsChoice(GROUPS)).toBe(true);
    expect(needsChoice([SPICE, TOPPINGS])).toBe(false);
  });
});

describe('the variation sent and read back', () => {
  it('keeps the item order of groups and options, and leaves out empty groups', () => {
    const picked = { Toppings: ['C', 'A'], Size: ['Large'], Spice: [] };
    expect(toVariation(GROUPS, picked)).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Toppings', values: { label: ['A', 'C'] } },
    ]);
    expect(pickedOf(toVariation(GROUPS, picked))).toEqual({ Size: ['Large'], Toppings: ['A', 'C'] });
    expect(pickedOf([{ type: 'Red-L' }])).toBeNull();
    expect(optionsPrice(GROUPS, picked)).toBe(50 + 10 + 12);
  });

  it('tells lines apart by options and add-ons, whatever their order', () => {
    const a = { variation: toVariation(GROUPS, { Size: ['Large'] }), add_on_ids: [2, 1], add_on_qtys: [1, 3] };
    const b = { variation: [{ name: 'Size', values: { label: ['Large'] } }], add_on_ids: [1, 2], add_on_qtys: [3, 1] };
    expect(choiceKey(a)).toBe(choiceKey(b));
    expect(choiceKey(a)).not.toBe(choiceKey({ ...b, add_on_qtys: [1, 3] }));
    expect(choiceKey(a)).not.toBe(choiceKey({ ...b, variation: [{ name: 'Size', values: { label: ['Regular'] } }] }));
  });

  it('reads an order line as the marketplace keeps it (the item groups with the chosen options)', () => {
    expect(
      variationLabels([
        { name: 'Size', type: 'single', values: [{ label: 'Large', optionPrice: '50' }] },
        { name: 'Toppings', type: 'multi', values: [{ label: 'A' }, { label: 'C' }] },
        { name: 'Spice', type: 'single', values: [] },
      ]),
    ).toEqual(['Size: Large', 'Toppings: A, C']);
    expect(variationLabels([{ name: 'Size', values: { label: ['Large'] } }, { type: 'Red-L' }])).toEqual([
      'Size: Large',
      'Red-L',
    ]);
  });

  it('turns an order line back into the variation the cart takes, for ordering again', () => {
    const kept = [
      { name: 'Size', type: 'single', values: [{ label: 'Large', optionPrice: '50' }] },
      { name: 'Toppings', type: 'multi', values: [{ label: 'A' }, { label: 'C' }] },
      { name: 'Spice', type: 'single', values: [] },
    ];
    const posted = postedVariation(kept);
    expect(posted).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Toppings', values: { label: ['A', 'C'] } },
    ]);
    expect(pickedOf(posted)).toEqual({ Size: ['Large'], Toppings: ['A', 'C'] });
    expect(postedVariation([{ name: 'Size', values: { label: ['Large'] } }, { type: 'Red-L' }])).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { type: 'Red-L' },
    ]);
  });
});
