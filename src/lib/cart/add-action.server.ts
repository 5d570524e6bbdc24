// Server-only: adding to the cart with a plain form post (/cart/add), for a card's Add and the
// product page's purchase form, with JavaScript off or before it arrives. The form carries only
// what the customer chose (item id, quantity, a dish's options and add-ons, the page to come back
// to); everything else is worked out here, and every change goes through the same door as the
// islands' (proxy/proxy.server.ts: the strict body, the price from the marketplace, the item's and each
// variation's stock over all its lines, the cart cap, the dish's required choices, the closed
// store, the storefront's own guest). The steps the cart store takes in the browser before it
// calls that door (the one-store question, old plus new for a line already there, the same
// options with other add-ons) are taken here with the same functions.
import type { APIContext } from 'astro';
import { z } from 'zod';
import type { ItemDetails } from '../api/index.ts';
import { cartLineViews, heldQuantity, type CartLineView } from './lines.ts';
import { choiceKey, choiceProblem, toVariation, type ChoiceProblem } from '../domain/pricing/food-choice.ts';
import { MAX_ADD_ON_QUANTITY } from '../domain/pricing/line-price.ts';
import { maxForLine, MIN_QUANTITY } from '../domain/pricing/quantity.ts';
import { storeHours } from '../domain/catalog/store-hours.ts';
import { paths, returnPath, signInHref } from '../paths.ts';
import { productChoices } from '../product/choices.ts';
import { findItem } from '../product/find-item.server.ts';
import { findCart } from './marketplace-cart.server.ts';
import { setFlash, type FlashKey } from '../server/request/flash.ts';
import { identity, type Identity } from '../identity/guest.server.ts';
import { proxy } from '../proxy/proxy.server.ts';
import { clientKey } from '../identity/rate-limit.server.ts';
import { isHttps } from '../server/request/security.ts';
import { closedNotice } from '../store/hours-text.ts';
import {
  ADD_FIELD,
  addOnOfQtyField,
  choiceGroupId,
  choiceGroupOf,
  QUANTITY_FIELD_ID,
  typedPurchase,
} from './add-form.ts';

/** The fields of a post, checked: at most this many, none long. */
const Entries = z
  .array(z.tuple([z.string().min(1).max(240), z.string().max(2048)]))
  .max(120)
  .refine((entries) => entries.filter(([name]) => name === ADD_FIELD.item).length === 1, 'one item_id');
const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export type AddOutcome =
  | { kind: 'redirect'; to: string }
  /** The cart holds another store's items: the question, with the same post to send again. */
  | { kind: 'question'; cartStore: string; itemName: string; fields: Array<[string, string]>; back: string }
  | { kind: 'bad'; status: number };

export type AddContext = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'url' | 'clientAddress'>;

interface Refusal {
  key: FlashKey;
  params?: Record<string, string | number>;
  /** Back to the product page with what was typed, opened at this field; else to the return path. */
  field?: string;
}

const groupsOf = (item: ItemDetails) => productChoices(item)?.props.groups ?? [];

const PROBLEM_KEYS: Record<ChoiceProblem['kind'], FlashKey> = {
  required: 'variations.missingRequired',
  min: 'variations.missingMin',
  max: 'variations.tooMany',
  unknown: 'addForm.notOffered',
};

/** Reads the post and adds, answering where the browser goes next (or the question to ask). */
export async function addFromForm(context: AddContext, form: FormData): Promise<AddOutcome> {
  const { locals, cookies } = context;
  const { prefs } = locals;
  const entries = Entries.safeParse(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (!entries.success) return { kind: 'bad', status: 400 };
  const fields = entries.data;
  const value = (name: string) => fields.find(([n]) => n === name)?.[1];
  const itemId = Id.safeParse(value(ADD_FIELD.item));
  if (!itemId.success) return { kind: 'bad', status: 400 };
  const at = { lang: prefs.lang, prefixed: prefs.prefixed };
  const back = returnPath(value(ADD_FIELD.back) ?? locals.localizedUrl(paths.product(itemId.data)), at);
  const secure = isHttps(context);
  const flash = (key: FlashKey, tone: 'success' | 'error', params?: Record<string, string | number>) =>
    setFlash(cookies, { key, tone, ...(params ? { params } : {}) }, secure);

  const found = await findItem(prefs, String(itemId.data), null);
  if (found.kind !== 'found') {
    flash(found.kind === 'not-found' ? 'addForm.gone' : 'cart.add_failed', 'error');
    return { kind: 'redirect', to: back };
  }
  const item = found.item;
  const productPage = locals.localizedUrl(paths.product(item.id));
  const refuse = (refusal: Refusal): AddOutcome => {
    flash(refusal.key, 'error', { ...refusal.params, ...(refusal.field ? { field: refusal.field } : {}) });
    if (!refusal.field) return { kind: 'redirect', to: back };
    // The product page again, with what was typed (its own field names), at the field to correct.
    const query = new URLSearchParams([['module', String(item.module_id)], ...typedFields(fields)]);
    return { kind: 'redirect', to: `${productPage}?${query}#${refusal.field}` };
  };

  // The choice, as the product page's form names it; anything the dish does not offer is sent on
  // as it is, for the storefront's check to refuse.
  const choice = readChoice(item, fields);
  const groups = groupsOf(item);
  // A card posts no quantity: one. Typed, a whole number from the minimum up.
  const typed = value(ADD_FIELD.quantity);
  const count = typed === undefined ? MIN_QUANTITY : Number(typed.trim() || Number.NaN);
  if (!Number.isInteger(count) || count < MIN_QUANTITY)
    return refuse({ key: 'product.minQuantity', field: QUANTITY_FIELD_ID });
  const problem = choice.known ? choiceProblem(groups, choice.picked) : null;
  if (problem) return refuse(choiceRefusal(groups, problem));

  let who: Identity | null;
  try {
    who = await identity(prefs, cookies);
  } catch {
    return refuse({ key: 'cart.add_failed' });
  }
  let lines: CartLineView[] = [];
  let cartModule: number | null = null;
  if (who) {
    try {
      const cart = await findCart(prefs, 'token' in who ? who.token : who, cookies, secure);
      lines = cartLineViews(cart.lines);
      cartModule = cart.moduleId;
    } catch {
      // An expired session or guest: the add below says so (the door signs them out).
    }
  }

  const send = (path: string, method: 'POST' | 'DELETE', moduleId: number | null, body?: unknown) =>
    callDoor(context, path, method, moduleId, body);
  if (lines.length && lines[0]!.storeId !== item.store_id) {
    // Another store's cart is never cleared for a store that takes no orders now.
    const hours = item.store_details ? storeHours(item.store_details) : null;
    if (hours && hours.state !== 'open')
      return refuse({
        key: 'addForm.notice',
        params: { notice: closedNotice(locals.t, prefs.lang, hours).slice(0, 120) },
      });
    if (value(ADD_FIELD.replace) !== '1')
      return {
        kind: 'question',
        cartStore: lines[0]!.storeName,
        itemName: item.name,
        fields: fields.filter(([name]) => name !== ADD_FIELD.replace),
        back,
      };
    const cleared = await send('customer/cart/remove', 'DELETE', cartModule);
    if (!cleared.ok) return refuse(answerRefusal(cleared, item, groups, choice));
    lines = [];
  }

  const line = { variation: choice.variation, add_on_ids: choice.add_on_ids, add_on_qtys: choice.add_on_qtys };
  const key = choiceKey(line);
  const existing = lines.find((l) => l.itemId === item.id && l.choiceKey === key);
  // The marketplace compares a new line with the item's first line, by its options only.
  const first = lines.find((l) => l.itemId === item.id);
  if (!existing && first && first.variationKey === JSON.stringify(line.variation))
    return refuse({ key: 'variations.sameOptions', field: QUANTITY_FIELD_ID });
  const max = maxForLine(item, heldQuantity(lines, item.id));
  if (count > max) return refuse(stockRefusal(item, max));

  const answer = existing
    ? await send('customer/cart/update', 'POST', existing.moduleId, {
        cart_id: existing.id,
        quantity: existing.quantity + count,
      })
    : await send('customer/cart/add', 'POST', item.module_id, {
        item_id: item.id,
        quantity: count,
        model: 'Item',
        ...line,
      });
  if (!answer.ok) {
    if (answer.signIn) {
      flash('cart.login_required', 'error');
      return { kind: 'redirect', to: signInHref(locals.localizedUrl(paths.login), back) };
    }
    return refuse(answerRefusal(answer, item, groups, choice));
  }
  flash(existing ? 'cart.updated' : 'cart.added', 'success', { name: item.name.slice(0, 120) });
  return { kind: 'redirect', to: back };
}

interface Choice {
  picked: Record<string, string[]>;
  /** Every group and label posted is one the dish offers. */
  known: boolean;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

function readChoice(item: ItemDetails, fields: ReadonlyArray<[string, string]>): Choice {
  const groups = groupsOf(item);
  const picked: Record<string, string[]> = {};
  const addOns: number[] = [];
  const qtys = new Map<number, number>();
  for (const [name, value] of fields) {
    const group = choiceGroupOf(name);
    const qty = addOnOfQtyField(name);
    if (group !== null && value !== '') picked[group] = [...(picked[group] ?? []), value];
    else if (name === ADD_FIELD.addOn) addOns.push(/^\d{1,10}$/.test(value) ? Number(value) : 0);
    else if (qty !== null) qtys.set(Number(qty), /^\d{1,3}$/.test(value) ? Number(value) : 0);
  }
  const known = Object.entries(picked).every(([name, labels]) => {
    const group = groups.find((g) => g.name === name);
    return group !== undefined && labels.every((label) => group.values.some((v) => v.label === label));
  });
  const variation = known
    ? toVariation(groups, picked)
    : Object.entries(picked).map(([name, label]) => ({ name, values: { label } }));
  const ids = [...new Set(addOns)].sort((a, b) => a - b);
  return {
    picked,
    known,
    variation,
    add_on_ids: ids,
    // An add-on ticked without a quantity is one; an unreadable quantity is sent to be refused.
    add_on_qtys: ids.map((id) => Math.min(qtys.get(id) ?? 1, MAX_ADD_ON_QUANTITY + 1)),
  };
}

/** The typed fields to give back to the product page (not the item, the return path, the answer). */
function typedFields(fields: ReadonlyArray<[string, string]>): Array<[string, string]> {
  const typed = typedPurchase(fields);
  if (!typed) return [];
  const out: Array<[string, string]> = [[ADD_FIELD.quantity, typed.quantity]];
  for (const [name, value] of fields)
    if (choiceGroupOf(name) !== null || name === ADD_FIELD.addOn || addOnOfQtyField(name) !== null)
      out.push([name, value.slice(0, 200)]);
  return out;
}

function choiceRefusal(groups: ReturnType<typeof groupsOf>, problem: ChoiceProblem): Refusal {
  const index = groups.findIndex((g) => g.name === problem.group);
  return {
    key: PROBLEM_KEYS[problem.kind],
    params: {
      group: problem.group.slice(0, 120),
      ...(problem.kind === 'min' ? { min: problem.min } : {}),
      ...(problem.kind === 'max' ? { max: problem.max } : {}),
    },
    field: index >= 0 ? choiceGroupId(index) : QUANTITY_FIELD_ID,
  };
}

function stockRefusal(item: ItemDetails, max: number): Refusal {
  return max < 1
    ? { key: 'addForm.soldOut', params: { name: item.name.slice(0, 120) }, field: QUANTITY_FIELD_ID }
    : { key: 'addForm.stockLeft', params: { max, name: item.name.slice(0, 120) }, field: QUANTITY_FIELD_ID };
}

export type DoorAnswer =
  | { ok: true }
  | { ok: false; status: number; code: string; error: string; signIn: boolean; max: number | null };

/** What the door's refusal means for the customer, in the page's language. */
function answerRefusal(
  answer: Extract<DoorAnswer, { ok: false }>,
  item: ItemDetails,
  groups: ReturnType<typeof groupsOf>,
  choice: Choice,
): Refusal {
  switch (answer.code) {
    case 'stock':
      return stockRefusal(item, answer.max ?? 0);
    case 'choice_required':
    case 'invalid_variation': {
      const problem = choiceProblem(groups, choice.picked);
      return problem ? choiceRefusal(groups, problem) : { key: 'addForm.notOffered', field: QUANTITY_FIELD_ID };
    }
    case 'invalid_add_on':
    case 'invalid_quantity':
    case 'invalid_cart_request':
      return { key: 'addForm.notOffered', field: QUANTITY_FIELD_ID };
    case 'store_closed':
      return { key: 'addForm.notice', params: { notice: answer.error.slice(0, 120) } };
    case 'too_many_guests':
      return { key: 'cart.tooManyGuests' };
    case 'not_found':
      return { key: 'addForm.gone' };
    default:
      return { key: 'cart.add_failed' };
  }
}

/**
 * One cart call through the islands' own door (proxy/proxy.server.ts), so a form's add is checked, priced and
 * held to the stock exactly as theirs.
 */
export async function callDoor(
  context: AddContext,
  path: string,
  method: 'POST' | 'DELETE',
  moduleId: number | null,
  body?: unknown,
): Promise<DoorAnswer> {
  const headers: Record<string, string> = {};
  if (moduleId) headers['x-module-id'] = String(moduleId);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(new URL(`/api/v1/${path}`, context.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await proxy({
    request,
    rawPath: path,
    search: '',
    prefs: context.locals.prefs,
    cookies: context.cookies,
    secure: isHttps(context),
    client: clientKey(context),
  });
  if (response.ok) return { ok: true };
  const data = (await response.json().catch(() => ({}))) as {
    code?: unknown;
    error?: unknown;
    signIn?: unknown;
    max?: unknown;
  };
  return {
    ok: false,
    status: response.status,
    code: typeof data.code === 'string' ? data.code : '',
    error: typeof data.error === 'string' ? data.error : '',
    signIn: data.signIn === true,
    // How many the line may hold, when the refusal is the stock's.
    max: Number.isInteger(data.max) && (data.max as number) >= 0 ? (data.max as number) : null,
  };
}
