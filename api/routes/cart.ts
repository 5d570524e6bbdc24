// The customer cart (reference §3.20). Every call answers the owner's whole cart for the
// moduleId header as a bare array; the single-store rule waits until checkout.
import { Hono } from 'hono';
import { moduleId, type AppEnv, type Ctx } from '../env.ts';
import { error, errors } from '../lib/errors.ts';
import { all, get, parseJson, run, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { number, readInput, text, validate } from '../lib/validate.ts';
import { apiGuestCheck, guestIdRequired, owner } from '../middleware.ts';
import { formatCtx } from '../format/context.ts';
import { formatItemCampaign } from '../format/campaign.ts';
import { formatItem } from '../format/item.ts';

export const cartRoutes = new Hono<AppEnv>();
cartRoutes.use('/customer/cart/*', apiGuestCheck);

const ITEM_TYPE = 'App\\Models\\Item';
/** The morph class `$item->carts()->save($cart)` writes over the posted model (CartController.php:84, :90). */
export const ITEM_CAMPAIGN_TYPE = 'App\\Models\\ItemCampaign';

/** The product a line names: an item, or an item campaign (CartController.php:55, :120). */
function lineProduct(c: Ctx, itemType: unknown, id: number): Row | undefined {
  const table = itemType === ITEM_CAMPAIGN_TYPE ? 'item_campaigns' : 'items';
  return get(c.get('deps').db, `SELECT * FROM ${table} WHERE id = ?`, id);
}

function cartAnswer(c: Ctx, who: { id: number; isGuest: 0 | 1 }) {
  const f = formatCtx(c);
  const db = c.get('deps').db;
  const rows = all(
    db,
    'SELECT * FROM carts WHERE user_id = ? AND is_guest = ? AND module_id IS ? ORDER BY id',
    who.id,
    who.isGuest,
    moduleId(c),
  );
  return c.json(
    rows.map((line) => {
      const row = lineProduct(c, line.item_type, Number(line.item_id));
      const item = row
        ? line.item_type === ITEM_CAMPAIGN_TYPE
          ? formatItemCampaign(f, row)
          : formatItem(f, row)
        : null;
      return formatCartLine(line, item);
    }),
  );
}

function formatCartLine(line: Row, item: Row | null): Row {
  const addOnIds = parseJson<number[]>(line.add_on_ids, []);
  const addOnQtys = parseJson<number[]>(line.add_on_qtys, []);
  return {
    id: line.id,
    user_id: line.user_id,
    module_id: line.module_id,
    item_id: line.item_id,
    is_guest: Number(line.is_guest) === 1,
    add_on_ids: addOnIds,
    add_on_qtys: addOnQtys,
    item_type: line.item_type,
    price: Number(line.price),
    quantity: Number(line.quantity),
    variation: parseJson(line.variation, []),
    created_at: line.created_at,
    updated_at: line.updated_at,
    item: item && {
      ...item,
      // cart_product_data_formatting (helpers.php:126-202): add-ons flagged, the chosen options
      // flagged in the item's groups, and food_variations a list even when empty.
      addons: (item.add_ons as Row[]).map((a) => {
        const index = addOnIds.indexOf(Number(a.id));
        return { ...a, isChecked: index >= 0, quantity: index >= 0 ? (addOnQtys[index] ?? 0) : 0 };
      }),
      food_variations: flagSelected(item.food_variations, parseJson<unknown[]>(line.variation, [])),
      // The model's add_ons column, uncast: the JSON text of the add-on ids.
      add_ons: JSON.stringify((item.add_ons as Row[]).map((a) => String(a.id))),
    },
  };
}

type Group = { name?: unknown; values?: Array<Record<string, unknown>> };

/** Each option of a group the line chose from says whether it was chosen (isSelected). */
function flagSelected(groups: unknown, chosen: unknown[]): unknown[] {
  if (!Array.isArray(groups)) return [];
  return (groups as Group[]).map((group) => {
    const pick = (chosen as Array<{ name?: unknown; values?: { label?: unknown } }>).find(
      (c) => c && typeof c === 'object' && c.name === group.name,
    );
    const labels = pick?.values?.label;
    if (!pick || !Array.isArray(labels) || !Array.isArray(group.values)) return group;
    return { ...group, values: group.values.map((v) => ({ ...v, isSelected: labels.includes(v.label) })) };
  });
}

/** maximum_cart_quantity, where the item has one. */
function exceedsMaximum(item: Row | undefined, quantity: number): boolean {
  const max = item?.maximum_cart_quantity;
  return max !== null && max !== undefined && quantity > Number(max);
}

/** Compares variations as Laravel compares the stored JSON: a missing one equals []. */
const variationKey = (v: unknown) => JSON.stringify(v ?? []);

function listInput(input: Record<string, unknown>, key: string): number[] {
  const value = typeof input[key] === 'string' ? parseJson<unknown>(input[key], []) : input[key];
  return Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : [];
}

cartRoutes.get('/customer/cart/list', (c) => {
  const who = owner(c);
  return who ? cartAnswer(c, who) : guestIdRequired(c);
});

cartRoutes.post('/customer/cart/add', async (c) => {
  const input = await readInput(c);
  const checked = validate(input, {
    item_id: number('item_id', { integer: true }),
    model: text('model', { oneOf: ['Item', 'ItemCampaign'] }),
    price: number('price'),
    quantity: number('quantity', { integer: true, min: 1 }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const who = owner(c);
  if (!who) return guestIdRequired(c);
  const db = c.get('deps').db;
  const campaign = checked.data.model === 'ItemCampaign';
  const itemType = campaign ? ITEM_CAMPAIGN_TYPE : ITEM_TYPE;
  const item = lineProduct(c, itemType, checked.data.item_id);
  // Item::find / ItemCampaign::find with no scope; a null is dereferenced at :69, a 500 (the
  // reference answers a campaign so; an unknown item keeps its documented 403).
  if (!item && campaign) return c.json({ message: 'Server Error' }, 500);
  if (!item) return error(c, 403, 'item_id', 'Item not found');
  const variation = typeof input.variation === 'string' ? parseJson(input.variation, []) : (input.variation ?? []);
  // As CartController.php:57-66: only the item's FIRST line in this module is compared, and only
  // its variation (not its add-ons), so a second line of one item with another choice is added.
  const first = get(
    db,
    'SELECT variation FROM carts WHERE user_id = ? AND is_guest = ? AND item_id = ? AND item_type = ? AND module_id IS ? ORDER BY id LIMIT 1',
    who.id,
    who.isGuest,
    checked.data.item_id,
    itemType,
    moduleId(c),
  );
  if (first && variationKey(parseJson(first.variation, [])) === variationKey(variation)) {
    return error(c, 403, 'cart_item', 'Item already exists');
  }
  if (exceedsMaximum(item, checked.data.quantity)) {
    return error(c, 403, 'cart_item_limit', 'Maximum cart quantity exceeded');
  }
  const module = moduleId(c);
  // carts.module_id is NOT NULL: without the header the insert fails as the real server does.
  if (module === null) return c.json({ message: 'Server Error' }, 500);
  const now = isoMicros(c.get('deps').now());
  run(
    db,
    `INSERT INTO carts (user_id, module_id, item_id, is_guest, add_on_ids, add_on_qtys, item_type, price, quantity, variation, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    who.id,
    module,
    checked.data.item_id,
    who.isGuest,
    JSON.stringify(listInput(input, 'add_on_ids')),
    JSON.stringify(listInput(input, 'add_on_qtys')),
    itemType,
    checked.data.price,
    checked.data.quantity,
    JSON.stringify(variation),
    now,
    now,
  );
  return cartAnswer(c, who);
});

cartRoutes.post('/customer/cart/update', async (c) => {
  const input = await readInput(c);
  const checked = validate(input, {
    cart_id: number('cart_id', { integer: true }),
    price: number('price'),
    quantity: number('quantity', { integer: true, min: 1 }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const who = owner(c);
  if (!who) return guestIdRequired(c);
  const db = c.get('deps').db;
  // The real server has no ownership check here; the reference keeps carts private to their owner.
  const line = get(
    db,
    'SELECT * FROM carts WHERE id = ? AND user_id = ? AND is_guest = ?',
    checked.data.cart_id,
    who.id,
    who.isGuest,
  );
  if (!line) return error(c, 404, 'cart_item', 'Not found');
  const item = lineProduct(c, line.item_type, Number(line.item_id));
  if (exceedsMaximum(item, checked.data.quantity)) {
    return error(c, 403, 'cart_item_limit', 'Maximum cart quantity exceeded');
  }
  const variation =
    input.variation === undefined
      ? parseJson(line.variation, [])
      : typeof input.variation === 'string'
        ? parseJson(input.variation, [])
        : input.variation;
  // add_on_ids and add_on_qtys replace the line's when sent (CartController.php:133-134).
  const kept = (key: 'add_on_ids' | 'add_on_qtys') =>
    input[key] === undefined ? String(line[key] ?? '[]') : JSON.stringify(listInput(input, key));
  const addOnIds = kept('add_on_ids');
  const addOnQtys = kept('add_on_qtys');
  run(
    db,
    'UPDATE carts SET price = ?, quantity = ?, variation = ?, add_on_ids = ?, add_on_qtys = ?, module_id = COALESCE(?, module_id), updated_at = ? WHERE id = ?',
    checked.data.price,
    checked.data.quantity,
    JSON.stringify(variation),
    addOnIds,
    addOnQtys,
    moduleId(c),
    isoMicros(c.get('deps').now()),
    Number(line.id),
  );
  return cartAnswer(c, who);
});

cartRoutes.delete('/customer/cart/remove-item', async (c) => {
  const input = await readInput(c);
  const checked = validate(input, { cart_id: number('cart_id', { integer: true }) });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const who = owner(c);
  if (!who) return guestIdRequired(c);
  run(
    c.get('deps').db,
    'DELETE FROM carts WHERE id = ? AND user_id = ? AND is_guest = ?',
    checked.data.cart_id,
    who.id,
    who.isGuest,
  );
  return cartAnswer(c, who);
});

cartRoutes.delete('/customer/cart/remove', (c) => {
  const who = owner(c);
  if (!who) return guestIdRequired(c);
  run(
    c.get('deps').db,
    'DELETE FROM carts WHERE user_id = ? AND is_guest = ? AND module_id IS ?',
    who.id,
    who.isGuest,
    moduleId(c),
  );
  return cartAnswer(c, who);
});
