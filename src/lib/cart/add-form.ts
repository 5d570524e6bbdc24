// The add-to-cart form's field names, spelt once: the product page's purchase form and the cards
// post them to /cart/add (add-action.server.ts), which reads them back. Client-safe: no I/O.

/** Where add-to-cart forms post. */
export const ADD_PATH = '/cart/add';

export const ADD_FIELD = {
  item: 'item_id',
  quantity: 'quantity',
  /** The page to come back to (a same-site path). */
  back: 'return',
  /** The answer to the one-store question: clear the other store's cart first. */
  replace: 'replace',
  /** One checkbox per add-on, its value the add-on's id. */
  addOn: 'add_on',
  /** CAMPAIGN_MODEL when item_id is an item campaign's (a campaign page's Add); absent for an item. */
  model: 'model',
  /** The module an item campaign was shown in (campaigns/item is read per module). */
  module: 'module',
} as const;

/** The model an item campaign is added to the cart as (POST customer/cart/add `model`). */
export const CAMPAIGN_MODEL = 'ItemCampaign';

/** A dish's choice group: one field per group, named by the group, its values the option labels. */
export const choiceField = (group: string) => `option[${group}]`;
/** The group a choice field names, or null. */
export const choiceGroupOf = (name: string): string | null => /^option\[(.+)\]$/s.exec(name)?.[1] ?? null;

/** An add-on's quantity. */
export const addOnQtyField = (id: number) => `add_on_qty[${id}]`;
export const addOnOfQtyField = (name: string): string | null => /^add_on_qty\[(\d{1,10})\]$/.exec(name)?.[1] ?? null;

/** Stable ids the form's refusals point at (the page opens at the field, which the browser focuses). */
export const QUANTITY_FIELD_ID = 'purchase-quantity';
export const choiceGroupId = (index: number) => `choice-group-${index}`;

/** What was typed, as the product page gets it back after a refusal (its own field names). */
export interface TypedPurchase {
  quantity: string;
  picked: Record<string, string[]>;
  addOnQtys: Record<number, number>;
}

/** The typed values of an add, read from a query or a form's entries (unknown names ignored). */
export function typedPurchase(entries: Iterable<[string, string]>): TypedPurchase | null {
  const typed: TypedPurchase = { quantity: '1', picked: {}, addOnQtys: {} };
  const addOns = new Set<number>();
  const qtys: Record<number, number> = {};
  let any = false;
  for (const [name, value] of entries) {
    if (value.length > 200) continue;
    const group = choiceGroupOf(name);
    const qty = addOnOfQtyField(name);
    if (name === ADD_FIELD.quantity) {
      typed.quantity = value.slice(0, 12);
      any = true;
    } else if (group !== null && value) {
      typed.picked[group] = [...(typed.picked[group] ?? []), value];
      any = true;
    } else if (name === ADD_FIELD.addOn && /^\d{1,10}$/.test(value)) {
      addOns.add(Number(value));
      any = true;
    } else if (qty !== null && /^\d{1,3}$/.test(value)) {
      qtys[Number(qty)] = Number(value);
    }
  }
  for (const id of addOns) typed.addOnQtys[id] = Math.max(1, qtys[id] ?? 1);
  return any ? typed : null;
}
