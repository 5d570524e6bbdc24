// The choices of a food item (food_variations, reference §5.1): whether a choice is complete, what
// it costs, and the variation the cart and the order send. Pure and client-safe: the product page
// checks and prices with it, the storefront's proxy refuses an incomplete choice with it.
//
// The rules are the official app's (6amMart user app, item_bottom_sheet / product_controller):
//   single   at most one option; required → exactly one
//   multi    required, or any option chosen → at least `min`; never more than `max` (0: no cap)
// The marketplace itself checks none of them (Helpers::get_varient prices what it is sent), so
// the storefront does.

export interface ChoiceGroup {
  name: string;
  /** 'single' or 'multi' on the wire. */
  type: string;
  min: number;
  max: number;
  required: boolean;
  values: ReadonlyArray<{ label: string; optionPrice: number }>;
}

/** What the customer picked: option labels by group name. */
export type Picked = Readonly<Record<string, readonly string[]>>;

/** A food cart/order variation: `[{"name":"Size","values":{"label":["Large"]}}]`. */
export type FoodVariation = Array<{ name: string; values: { label: string[] } }>;

export type ChoiceProblem =
  | { kind: 'required'; group: string }
  | { kind: 'min'; group: string; min: number; max: number }
  | { kind: 'max'; group: string; max: number }
  | { kind: 'unknown'; group: string };

export const isMulti = (group: Pick<ChoiceGroup, 'type'>) => group.type === 'multi';

/** The most options a group takes (Infinity: no cap). */
export function maxOf(group: ChoiceGroup): number {
  if (!isMulti(group)) return 1;
  return group.max > 0 ? group.max : Number.POSITIVE_INFINITY;
}

/** The least a group needs once anything is chosen in it (or always, when required). */
export function minOf(group: ChoiceGroup): number {
  if (!isMulti(group)) return group.required ? 1 : 0;
  return Math.max(group.required ? 1 : 0, group.min);
}

/** The first group whose choice is not complete or not allowed, in the item's order; null when all are. */
export function choiceProblem(groups: readonly ChoiceGroup[], picked: Picked): ChoiceProblem | null {
  for (const name of Object.keys(picked)) {
    const group = groups.find((g) => g.name === name);
    if (!group || picked[name]!.some((label) => !group.values.some((v) => v.label === label)))
      return { kind: 'unknown', group: name };
  }
  for (const group of groups) {
    const count = new Set(picked[group.name] ?? []).size;
    const min = minOf(group);
    if (count === 0 && group.required) return isMulti(group) && min > 1 ? minProblem(group) : required(group);
    if (count > 0 && count < min) return minProblem(group);
    if (count > maxOf(group)) return { kind: 'max', group: group.name, max: maxOf(group) };
  }
  return null;
}

const required = (group: ChoiceGroup): ChoiceProblem => ({ kind: 'required', group: group.name });
const minProblem = (group: ChoiceGroup): ChoiceProblem => ({
  kind: 'min',
  group: group.name,
  min: minOf(group),
  max: group.max,
});

/** Whether an item cannot be added without a choice (cards send the customer to its page). */
export const needsChoice = (groups: readonly ChoiceGroup[]) => groups.some((g) => minOf(g) > 0 && g.required);

/** The picked labels as a variation, groups and labels in the item's order, empty groups left out. */
export function toVariation(groups: readonly ChoiceGroup[], picked: Picked): FoodVariation {
  const out: FoodVariation = [];
  for (const group of groups) {
    const chosen = picked[group.name] ?? [];
    const labels = group.values.map((v) => v.label).filter((label) => chosen.includes(label));
    if (labels.length) out.push({ name: group.name, values: { label: labels } });
  }
  return out;
}

/** A posted variation read back as picked labels; null when it is not a food variation. */
export function pickedOf(variation: readonly unknown[]): Record<string, string[]> | null {
  const picked: Record<string, string[]> = {};
  for (const entry of variation) {
    const e = entry as { name?: unknown; values?: { label?: unknown } | null } | null;
    const labels = e?.values?.label;
    if (!e || typeof e.name !== 'string' || !Array.isArray(labels) || e.name in picked) return null;
    if (!labels.every((l): l is string => typeof l === 'string')) return null;
    picked[e.name] = labels;
  }
  return picked;
}

/**
 * An order line's variation in the form the cart takes. The marketplace keeps a food line's
 * choice as the item's groups with the chosen options ([{name, type, values: [{label,
 * optionPrice}]}], Helpers::get_varient); the cart is posted [{name, values: {label: [...]}}].
 * Posted forms and other modules' variations ([{type: 'Red-L'}]) pass as they are.
 */
export function postedVariation(variation: readonly unknown[]): unknown[] {
  return variation.flatMap((entry) => {
    const e = entry as { name?: unknown; values?: unknown } | null;
    if (!e || typeof e.name !== 'string' || !Array.isArray(e.values)) return [entry];
    const labels = e.values
      .map((v) => (v && typeof v === 'object' ? (v as { label?: unknown }).label : v))
      .filter((l): l is string => typeof l === 'string');
    // A group with nothing chosen is left out, as toVariation leaves it out.
    return labels.length ? [{ name: e.name, values: { label: labels } }] : [];
  });
}

/** What the picked options add to the unit price. */
export function optionsPrice(groups: readonly ChoiceGroup[], picked: Picked): number {
  let sum = 0;
  for (const group of groups)
    for (const v of group.values) if ((picked[group.name] ?? []).includes(v.label)) sum += Number(v.optionPrice) || 0;
  return Math.round(sum * 100) / 100;
}

/**
 * A line's choices as one comparable text: the same item with the same options and add-ons is
 * one cart line; anything else is a line of its own.
 */
export function choiceKey(choice: {
  variation: readonly unknown[];
  add_on_ids: readonly number[];
  add_on_qtys: readonly number[];
}): string {
  const picked = pickedOf(choice.variation);
  const options = picked
    ? Object.keys(picked)
        .sort()
        .map((name) => [name, [...picked[name]!].sort()])
    : choice.variation;
  const addOns = choice.add_on_ids.map((id, i) => [id, choice.add_on_qtys[i] ?? 1]).sort((a, b) => a[0]! - b[0]!);
  return JSON.stringify([options, addOns]);
}
