// Server-only: what the storefront lets through to customer/cart/*. The marketplace takes the
// cart price as given and does not check add-on quantities, so every body is checked here
// (strict: an unknown field such as guest_id or user_id is refused), priced from the item's own
// data (the price a browser posts is never sent on), and held to the item's stock and cap across
// ALL the cart's lines of that item. The same rules check a held cart before it is ordered.
import type * as z from 'zod';
import {
  apiUrl,
  buildApiHeaders,
  CartLineSchema,
  guestQuery,
  fetchRaw,
  ItemCampaignListSchema,
  ItemDetailsSchema,
  StoreSchema,
  type ApiContext,
  type CartLine,
} from '../api/index.ts';
import { linePrice, type PricedItem } from '../domain/pricing/line-price.ts';
import { choiceProblem, pickedOf, type ChoiceProblem } from '../domain/pricing/food-choice.ts';
import { maxForLine, variationStock, variationType } from '../domain/pricing/quantity.ts';
import { storeHours } from '../domain/catalog/store-hours.ts';
import { translator } from '../i18n/translate.ts';
import { closedNotice } from '../store/hours-text.ts';
import { isCampaignType } from './lines.ts';
import { choiceOf } from './held-cart.server.ts';
import {
  CartAddBody,
  CartRemoveBody,
  CartRemoveItemBody,
  CartRemoveItemQuery,
  CartUpdateBody,
} from './schemas.server.ts';

export { CART_PATHS, CartAddBody, CartUpdateBody, isCartPath } from './schemas.server.ts';

const CHECK_TIMEOUT_MS = 6000;

export interface CartRequest {
  path: string;
  /** The query as sent, with its `?`. */
  search: string;
  body: ArrayBuffer | undefined;
  contentType: string | undefined;
  ctx: Pick<ApiContext, 'baseUrl' | 'lang' | 'moduleId' | 'zoneIds' | 'token' | 'guestId'>;
}

export type CartCheck =
  | { ok: true; body: ArrayBuffer | undefined }
  | { ok: false; status: number; error: string; code: string; signIn?: boolean; max?: number };

const refuse = (status: number, code: string, error: string): CartCheck => ({ ok: false, status, code, error });
/** A stock refusal says how many the line may hold (`max`), for a caller that words it itself. */
const refuseStock = (max: number, error: string): CartCheck => ({ ok: false, status: 409, code: 'stock', error, max });
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

function readBody(body: ArrayBuffer | undefined, contentType: string | undefined): unknown | 'not_json' | 'bad_json' {
  if (!body || body.byteLength === 0) return undefined;
  if (!/^application\/json\b/i.test(contentType ?? '')) return 'not_json';
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) as unknown;
  } catch {
    return 'bad_json';
  }
}

function queryOf(search: string): Record<string, string> | 'repeated' {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in out) return 'repeated';
    out[key] = value;
  }
  return out;
}

async function upstream(ctx: CartRequest['ctx'], path: string): Promise<{ status: number; body: unknown }> {
  const headers = buildApiHeaders(ctx);
  return fetchRaw(
    apiUrl(ctx.baseUrl, path, guestQuery(ctx)),
    { method: 'GET', headers, redirect: 'manual' },
    { timeoutMs: CHECK_TIMEOUT_MS },
  );
}

type Held = { ok: true; lines: CartLine[] } | { ok: false; check: CartCheck };

async function heldCart(ctx: CartRequest['ctx']): Promise<Held> {
  let raw: { status: number; body: unknown };
  try {
    raw = await upstream(ctx, 'customer/cart/list');
  } catch {
    return { ok: false, check: refuse(502, 'unavailable', 'The cart could not be checked. Please try again.') };
  }
  if (raw.status === 401 || (raw.status === 403 && JSON.stringify(raw.body ?? null).includes('guest_id'))) {
    return {
      ok: false,
      check: {
        ok: false,
        status: 401,
        code: 'unauthenticated',
        error: 'Your session has ended. Please sign in again.',
        signIn: true,
      },
    };
  }
  if (raw.status !== 200 || !Array.isArray(raw.body))
    return { ok: false, check: refuse(502, 'unavailable', 'The cart could not be checked. Please try again.') };
  const lines = raw.body.map((line) => CartLineSchema.safeParse(line));
  if (lines.some((l) => !l.success))
    return { ok: false, check: refuse(502, 'invalid_response', 'The cart could not be read.') };
  return { ok: true, lines: lines.map((l) => l.data!) };
}

/** `max`: what this line may hold once the item's other lines (`others`) are counted. */
function stockRefusal(name: string, max: number, others: number): CartCheck {
  if (max === 0 && others === 0) return refuseStock(0, `${name} is out of stock.`);
  const held = others > 0 ? ` Your cart already holds ${others} in another line.` : '';
  return refuseStock(Math.max(0, max), `At most ${Math.max(0, max)} of ${name} can be in this line.${held}`);
}

/** The lines of one product: an item, or (campaign) an item campaign of that id. */
const ofProduct = (l: CartLine, itemId: number, campaign: boolean) =>
  l.item_id === itemId && isCampaignType(l.item_type) === campaign;

const othersOf = (lines: readonly CartLine[], itemId: number, exceptId: number | null, campaign = false) =>
  lines.filter((l) => ofProduct(l, itemId, campaign) && l.id !== exceptId).reduce((s, l) => s + l.quantity, 0);

/** How many of the item's `type` variation the cart's lines hold, leaving out `exceptId`. */
const sameTypeOf = (
  lines: readonly CartLine[],
  itemId: number,
  type: string,
  exceptId: number | null,
  campaign: boolean,
) =>
  lines
    .filter((l) => ofProduct(l, itemId, campaign) && l.id !== exceptId && variationType(l.variation) === type)
    .reduce((s, l) => s + l.quantity, 0);

/**
 * A variation's own stock (size M: 2) bounds all the lines of that variation together, as the
 * item's stock bounds all its lines: the marketplace checks each line alone when it orders.
 */
function variationRefusal(
  item: Parameters<typeof variationStock>[0] & { id: number; name: string },
  type: string | null,
  lines: readonly CartLine[],
  quantity: number,
  exceptId: number | null,
  campaign = false,
): CartCheck | null {
  const stock = variationStock(item, type);
  if (type === null || stock === Infinity) return null;
  const others = sameTypeOf(lines, item.id, type, exceptId, campaign);
  if (quantity + others <= stock) return null;
  if (stock - others <= 0 && others === 0) return refuseStock(0, `${item.name} (${type}) is out of stock.`);
  const held = others > 0 ? ` Your cart already holds ${others} of ${type} in another line.` : '';
  const max = Math.max(0, stock - others);
  return refuseStock(max, `At most ${max} of ${item.name} (${type}) can be in this line.${held}`);
}

const OPTION_MESSAGES = {
  quantity: 'Quantities are whole numbers from 1 to 999.',
  variation: 'That option is not offered for this product.',
  add_on: 'That add-on is not offered for this product, or its quantity is not a whole number from 1 to 99.',
} as const;

async function checkAdd(request: CartRequest, input: z.output<typeof CartAddBody>): Promise<CartCheck> {
  if (input.model === 'ItemCampaign') return checkCampaignAdd(request, input);
  let raw: { status: number; body: unknown };
  try {
    raw = await upstream(request.ctx, `items/details/${input.item_id}`);
  } catch {
    return refuse(502, 'unavailable', 'The product could not be checked. Please try again.');
  }
  if (raw.status === 404 || raw.status === 403) return refuse(404, 'not_found', 'This product is not available.');
  const parsed = raw.status === 200 ? ItemDetailsSchema.safeParse(raw.body) : null;
  if (!parsed?.success) return refuse(502, 'unavailable', 'The product could not be checked. Please try again.');
  const item = parsed.data;
  if (!item.status || !item.is_approved) return refuse(404, 'not_found', 'This product is not available.');
  // The marketplace adds an item of a closed store (and refuses only its order): the storefront
  // refuses the add, saying when the store opens, in the customer's language.
  const hours = item.store_details ? storeHours(item.store_details) : null;
  if (hours && hours.state !== 'open') {
    const lang = request.ctx.lang ?? 'en';
    return refuse(409, 'store_closed', closedNotice(translator(lang), lang, hours));
  }
  const priced = linePrice(item as PricedItem, input);
  if (!priced.ok) return refuse(422, `invalid_${priced.problem}`, OPTION_MESSAGES[priced.problem]);
  // The marketplace adds and orders a dish without its required choice (it prices what it is
  // sent), so the storefront holds the item's own rules: required groups, min and max.
  const problem = item.food_variations.length
    ? choiceProblem(item.food_variations, pickedOf(input.variation) ?? {})
    : null;
  if (problem)
    return refuse(
      422,
      problem.kind === 'required' || problem.kind === 'min' ? 'choice_required' : 'invalid_variation',
      choiceMessage(problem),
    );
  const held = await heldCart(request.ctx);
  if (!held.ok) return held.check;
  const others = othersOf(held.lines, item.id, null);
  const max = maxForLine(item, others);
  if (input.quantity > max) return stockRefusal(item.name, max, others);
  const overVariation = variationRefusal(item, variationType(input.variation), held.lines, input.quantity, null);
  if (overVariation) return overVariation;
  const { item_id, quantity, model, variation } = input;
  // Ascending ids: the marketplace pairs each add-on it finds (in id order) with the quantity at
  // the same position (Helpers::calculate_addon_price), not with the quantity sent beside its id.
  const addOns = input.add_on_ids.map((id, i) => [id, input.add_on_qtys[i]!] as const).sort((a, b) => a[0] - b[0]);
  return {
    ok: true,
    body: encode({
      item_id,
      quantity,
      price: priced.unitPrice,
      model,
      variation,
      add_on_ids: addOns.map(([id]) => id),
      add_on_qtys: addOns.map(([, qty]) => qty),
    }),
  };
}

/**
 * An item campaign's add: the campaign is one of the module's running ones in the zones
 * (campaigns/item; there is no details route), its store open now, the price its own, and its
 * stock and cap held across the cart's lines of that campaign. It has no choices to make.
 */
async function checkCampaignAdd(request: CartRequest, input: z.output<typeof CartAddBody>): Promise<CartCheck> {
  let raw: { status: number; body: unknown };
  try {
    raw = await upstream(request.ctx, 'campaigns/item');
  } catch {
    return refuse(502, 'unavailable', 'The product could not be checked. Please try again.');
  }
  const list = raw.status === 200 ? ItemCampaignListSchema.safeParse(raw.body) : null;
  if (!list?.success) return refuse(502, 'unavailable', 'The product could not be checked. Please try again.');
  const item = list.data.find((entry) => entry.id === input.item_id);
  if (!item) return refuse(404, 'not_found', 'This product is not available.');
  const closed = await closedStore(request, item.store_id);
  if (closed) return closed;
  const priced = linePrice(item as PricedItem, input);
  if (!priced.ok) return refuse(422, `invalid_${priced.problem}`, OPTION_MESSAGES[priced.problem]);
  const held = await heldCart(request.ctx);
  if (!held.ok) return held.check;
  const others = othersOf(held.lines, item.id, null, true);
  const max = maxForLine(item, others);
  if (input.quantity > max) return stockRefusal(item.name, max, others);
  return {
    ok: true,
    body: encode({
      item_id: item.id,
      quantity: input.quantity,
      price: priced.unitPrice,
      model: 'ItemCampaign',
      variation: input.variation,
      add_on_ids: [],
      add_on_qtys: [],
    }),
  };
}

/** The refusal for a store that takes no orders now (stores/details), or null; unknown hours pass. */
async function closedStore(request: CartRequest, storeId: number): Promise<CartCheck | null> {
  let raw: { status: number; body: unknown };
  try {
    raw = await upstream(request.ctx, `stores/details/${storeId}`);
  } catch {
    return null;
  }
  const store = raw.status === 200 ? StoreSchema.safeParse(raw.body) : null;
  if (!store?.success) return null;
  const hours = storeHours(store.data);
  if (hours.state === 'open') return null;
  const lang = request.ctx.lang ?? 'en';
  return refuse(409, 'store_closed', closedNotice(translator(lang), lang, hours));
}

function choiceMessage(problem: ChoiceProblem): string {
  switch (problem.kind) {
    case 'required':
      return `Choose an option for ${problem.group}.`;
    case 'min':
      return `Choose at least ${problem.min} options for ${problem.group}.`;
    case 'max':
      return `Choose at most ${problem.max} options for ${problem.group}.`;
    default:
      return OPTION_MESSAGES.variation;
  }
}

async function checkUpdate(request: CartRequest, input: z.output<typeof CartUpdateBody>): Promise<CartCheck> {
  const held = await heldCart(request.ctx);
  if (!held.ok) return held.check;
  const line = held.lines.find((l) => l.id === input.cart_id);
  if (!line) return refuse(404, 'not_found', 'That line is no longer in your cart.');
  if (!line.item) return refuse(409, 'not_found', 'This product is no longer available: remove it from your cart.');
  const priced = linePrice(line.item as PricedItem, choiceOf(line, input.quantity));
  if (!priced.ok)
    return refuse(
      409,
      'cart_line_invalid',
      `${line.item.name} cannot be changed as it is in your cart: remove it and add it again.`,
    );
  const campaign = isCampaignType(line.item_type);
  const others = othersOf(held.lines, line.item_id, line.id, campaign);
  const max = maxForLine(line.item, others);
  // Lowering is always allowed, even a line already above what is left.
  if (input.quantity > line.quantity && input.quantity > max) return stockRefusal(line.item.name, max, others);
  if (input.quantity > line.quantity) {
    const overVariation = variationRefusal(
      line.item,
      variationType(line.variation),
      held.lines,
      input.quantity,
      line.id,
      campaign,
    );
    if (overVariation) return overVariation;
  }
  return { ok: true, body: encode({ cart_id: input.cart_id, quantity: input.quantity, price: priced.unitPrice }) };
}

/**
 * Checks one call to customer/cart/* and gives the body to send on: refused (strictly) when it
 * is not one the storefront makes, rewritten with the server-side price for add and update.
 */
export async function checkCartRequest(request: CartRequest): Promise<CartCheck> {
  const query = queryOf(request.search);
  if (query === 'repeated') return refuse(400, 'invalid_cart_request', 'A query field is repeated.');
  const body = readBody(request.body, request.contentType);
  if (body === 'not_json') return refuse(415, 'invalid_cart_request', 'Send the cart change as JSON.');
  if (body === 'bad_json') return refuse(400, 'invalid_cart_request', 'The request body is not valid JSON.');
  const invalid = (error: z.ZodError) => {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return refuse(
      400,
      'invalid_cart_request',
      `The cart change is not valid (${where}${issue?.message ?? 'invalid'}).`,
    );
  };
  const path = request.path;
  if (path !== 'customer/cart/remove-item' && Object.keys(query).length > 0)
    return refuse(400, 'invalid_cart_request', 'This call takes no query.');
  switch (path) {
    case 'customer/cart/list':
      return { ok: true, body: undefined };
    case 'customer/cart/add': {
      const input = CartAddBody.safeParse(body ?? {});
      return input.success ? checkAdd(request, input.data) : invalid(input.error);
    }
    case 'customer/cart/update': {
      const input = CartUpdateBody.safeParse(body ?? {});
      return input.success ? checkUpdate(request, input.data) : invalid(input.error);
    }
    case 'customer/cart/remove-item': {
      const fromQuery = Object.keys(query).length > 0;
      if (fromQuery && body !== undefined)
        return refuse(400, 'invalid_cart_request', 'Name the line in the query or the body, not both.');
      if (fromQuery) {
        const input = CartRemoveItemQuery.safeParse(query);
        return input.success ? { ok: true, body: undefined } : invalid(input.error);
      }
      const input = CartRemoveItemBody.safeParse(body ?? {});
      return input.success ? { ok: true, body: encode(input.data) } : invalid(input.error);
    }
    case 'customer/cart/remove': {
      const input = CartRemoveBody.safeParse(body ?? {});
      return input.success ? { ok: true, body: undefined } : invalid(input.error);
    }
    default:
      return refuse(404, 'not_found', 'There is no such call.');
  }
}
