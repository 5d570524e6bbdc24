// "Order again": the lines of a past order as they can go into the cart today. Each item is looked
// up as it is now (price, stock, store, module); one that is gone or out of stock is named instead.
// Each line keeps what the order line carries (variation, add-ons) for the cart to take.
import { getOrderDetails, type ApiContext } from '../api/index.ts';
import type { CartProduct } from '../api/schemas/cart.ts';
import { postedVariation } from '../domain/pricing/food-choice.ts';
import { maxQuantity } from '../domain/pricing/quantity.ts';
import { findItem } from '../product/find-item.server.ts';
import type { LineChoice } from '../state/cart.ts';
import type { Preferences } from '../server/request/preferences-type.ts';

export interface ReorderLine {
  product: CartProduct;
  name: string;
  quantity: number;
  /** As the order line carries them; the cart's add takes what it knows of them. */
  selection: LineChoice;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  unavailable: Array<{ name: string; why: 'gone' | 'out-of-stock' }>;
}

export async function reorderPlan(ctx: ApiContext, prefs: Preferences, orderId: number): Promise<ReorderPlan> {
  const details = await getOrderDetails(ctx, orderId);
  const plan: ReorderPlan = { lines: [], unavailable: [] };
  const found = await Promise.all(
    details.map((line) =>
      line.item_id === null ? Promise.resolve(null) : findItem(prefs, String(line.item_id), null),
    ),
  );
  for (const [i, line] of details.entries()) {
    const result = found[i];
    const name = line.item_details.name;
    if (!result || result.kind === 'not-found') {
      plan.unavailable.push({ name, why: 'gone' });
      continue;
    }
    if (result.kind === 'error') throw result.error;
    const item = result.item;
    const max = maxQuantity(item);
    if (max < 1) {
      plan.unavailable.push({ name: item.name || name, why: 'out-of-stock' });
      continue;
    }
    plan.lines.push({
      product: {
        id: item.id,
        price: item.price,
        store_id: item.store_id,
        module_id: item.module_id,
        module_type: item.module_type,
        stock: item.stock,
        maximum_cart_quantity: item.maximum_cart_quantity,
      },
      name: item.name || name,
      quantity: Math.max(1, Math.min(line.quantity, max)),
      selection: {
        variation: postedVariation(line.variation),
        add_on_ids: line.add_ons.map((a) => a.id),
        add_on_qtys: line.add_ons.map((a) => a.quantity),
      },
    });
  }
  return plan;
}
