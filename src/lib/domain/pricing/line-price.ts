// What one cart line costs, from the item as the server describes it (never from the price a
// client posted), and whether the line's choices are ones the item offers. Pure and client-safe:
// the cart view prices its lines with it, the storefront's proxy prices what it sends to
// customer/cart/add, and the order check compares a held cart with it.
//
//   unit price   non-food: the chosen variation's price (type), else the item's price;
//                food: the item's price plus each chosen option's price (name + labels)
//   add-ons      Σ add-on price × its quantity, prices from the item's add-on list
//   quantities   whole numbers, 1 to MAX_LINE_QUANTITY (a line) or MAX_ADD_ON_QUANTITY (an add-on)

export const MAX_LINE_QUANTITY = 999;
export const MAX_ADD_ON_QUANTITY = 99;

export interface PricedItem {
  price: number;
  module_type?: string | null;
  variations?: ReadonlyArray<{ type: string; price: number }> | null;
  food_variations?: ReadonlyArray<{
    name: string;
    values: ReadonlyArray<{ label: string; optionPrice: number }>;
  }> | null;
  add_ons?: ReadonlyArray<{ id: number; price: number }> | null;
}

export interface LineChoice {
  quantity: number;
  variation: readonly unknown[];
  add_on_ids: readonly number[];
  add_on_qtys: readonly number[];
}

/** Why a line cannot be priced as it is. */
export type LineProblem = 'quantity' | 'variation' | 'add_on';

export type LinePrice = { ok: true; unitPrice: number; addOnTotal: number } | { ok: false; problem: LineProblem };

const round2 = (n: number) => Math.round(n * 100) / 100;
const isWhole = (n: unknown, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max;

/** The unit price for the chosen variation, or null when a choice is not one the item offers. */
function variationPrice(item: PricedItem, variation: readonly unknown[]): number | null {
  let price = Number(item.price);
  if (!Number.isFinite(price) || price < 0) return null;
  const types = item.variations ?? [];
  const groups = item.food_variations ?? [];
  const seenGroups = new Set<string>();
  let typed = false;
  for (const chosen of variation) {
    if (!chosen || typeof chosen !== 'object' || Array.isArray(chosen)) return null;
    const c = chosen as Record<string, unknown>;
    if (typeof c.type === 'string' && !('values' in c)) {
      const match = types.find((v) => v.type === c.type);
      if (!match || typed || !(match.price >= 0)) return null;
      typed = true;
      price = Number(match.price);
    } else if (typeof c.name === 'string' && c.values && typeof c.values === 'object') {
      const group = groups.find((g) => g.name === c.name);
      const labels = (c.values as { label?: unknown }).label;
      if (!group || seenGroups.has(group.name) || !Array.isArray(labels)) return null;
      seenGroups.add(group.name);
      if (new Set(labels).size !== labels.length) return null;
      for (const label of labels) {
        const option = group.values.find((v) => v.label === label);
        if (!option || !(option.optionPrice >= 0)) return null;
        price += Number(option.optionPrice);
      }
    } else {
      return null;
    }
  }
  return round2(price);
}

/** The line's unit price (before the item's discount) and add-ons, or what is wrong with it. */
export function linePrice(item: PricedItem, line: LineChoice): LinePrice {
  if (!isWhole(line.quantity, MAX_LINE_QUANTITY)) return { ok: false, problem: 'quantity' };
  const unitPrice = variationPrice(item, line.variation);
  if (unitPrice === null) return { ok: false, problem: 'variation' };
  const { add_on_ids: ids, add_on_qtys: qtys } = line;
  if (ids.length !== qtys.length || new Set(ids).size !== ids.length) return { ok: false, problem: 'add_on' };
  let addOnTotal = 0;
  for (const [index, id] of ids.entries()) {
    const addOn = (item.add_ons ?? []).find((a) => a.id === id);
    const qty = qtys[index];
    if (!addOn || !isWhole(qty, MAX_ADD_ON_QUANTITY) || !(addOn.price >= 0)) return { ok: false, problem: 'add_on' };
    addOnTotal += addOn.price * qty;
  }
  return { ok: true, unitPrice, addOnTotal: round2(addOnTotal) };
}
