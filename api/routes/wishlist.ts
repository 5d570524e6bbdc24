// The customer's favourites (B31 WishlistController.php, api.php:366-370): list, add and remove an
// item or a store, each behind auth:api and every query scoped to the token's user. Notes and
// citations: api/docs/wishlist.md.
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv, type Ctx } from '../env.ts';
import { formatCtx } from '../format/context.ts';
import { formatItem } from '../format/item.ts';
import { formatStore } from '../format/store.ts';
import { error, errors, type ErrorEntry } from '../lib/errors.ts';
import { all, get, placeholders, run, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { readInput } from '../lib/validate.ts';
import { authApi } from '../middleware.ts';

export const wishlistRoutes = new Hono<AppEnv>();
wishlistRoutes.use('/customer/wish-list', authApi);
wishlistRoutes.use('/customer/wish-list/*', authApi);

/** Laravel's `required`: null (an empty string is made null first) and '' are missing. */
const given = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** PHP's truthiness of a request value: '' and '0' are false (the controller's `&&` and `when`). */
const truthy = (v: unknown) => given(v) && v !== '0' && v !== 0 && v !== false;

/**
 * The id as the bigint column takes it. Anything else fails in the database (PostgreSQL: "invalid
 * input syntax for type bigint"), which Laravel answers with a 500.
 */
function column(v: unknown): number | null {
  if (!given(v)) return null;
  const text = String(v).trim();
  if (!/^-?\d{1,18}$/.test(text)) throw new Error(`invalid input syntax for type bigint: "${text}"`);
  return Number(text);
}

/** 'item_id' => 'required_without:store_id', 'store_id' => 'required_without:item_id' (:15-18, :45-48). */
function requiredOne(input: Record<string, unknown>): ErrorEntry[] {
  if (given(input.item_id) || given(input.store_id)) return [];
  return [
    { code: 'item_id', message: 'The item id field is required when store id is not present.' },
    { code: 'store_id', message: 'The store id field is required when item id is not present.' },
  ];
}

const userOf = (c: Ctx) => Number(c.get('user')!.id);

// GET customer/wish-list (:70-103): the saved items and stores that the header zones (and the
// module, when one is named) still show; a row outside them, or of a deleted item or store, is
// left out without a word.
wishlistRoutes.get('/customer/wish-list', (c) => {
  if (c.req.header('zoneId') === undefined) return error(c, 403, 'zoneId', 'Zone id is required!');
  const zones = zoneIds(c) ?? [];
  const module = moduleId(c);
  const db = c.get('deps').db;
  const rows = all(db, 'SELECT * FROM wishlists WHERE user_id = ? ORDER BY id', userOf(c));
  // whereHas('module', status 1); with a module: the store's module, in a zone that serves it.
  const inZones = zones.length ? `stores.zone_id IN (${placeholders(zones.length)})` : '0';
  const storeWhere = `${inZones}
    AND EXISTS (SELECT 1 FROM modules WHERE modules.id = stores.module_id AND modules.status = 1)
    ${module === null ? '' : 'AND stores.module_id = ? AND EXISTS (SELECT 1 FROM module_zone mz WHERE mz.zone_id = stores.zone_id AND mz.module_id = ?)'}`;
  const storeParams = [...zones, ...(module === null ? [] : [module, module])];
  const f = formatCtx(c);
  const item: Row[] = [];
  const store: Row[] = [];
  for (const row of rows) {
    if (row.item_id !== null) {
      const found = get(
        db,
        `SELECT items.* FROM items JOIN stores ON stores.id = items.store_id WHERE items.id = ? AND ${storeWhere}`,
        Number(row.item_id),
        ...storeParams,
      );
      if (found) item.push(formatItem(f, found));
    }
    if (row.store_id !== null) {
      const found = get(
        db,
        `SELECT stores.* FROM stores WHERE stores.id = ? AND ${storeWhere}`,
        Number(row.store_id),
        ...storeParams,
      );
      if (found) store.push(formatStore(f, found));
    }
  }
  return c.json({ item, store }, 200);
});

// POST customer/wish-list/add (:13-41). F36 sends item_id or store_id in the query, body empty.
wishlistRoutes.post('/customer/wish-list/add', async (c) => {
  const input = await readInput(c);
  const missing = requiredOne(input);
  if (missing.length) return errors(c, 403, missing);
  if (truthy(input.item_id) && truthy(input.store_id)) {
    return error(c, 403, 'data', 'Can not add both food and restaurant at same time');
  }
  const itemId = column(input.item_id);
  const storeId = column(input.store_id);
  const db = c.get('deps').db;
  const userId = userOf(c);
  // where('item_id', null) is whereNull: the row of exactly this item, or of exactly this store.
  const saved = get(
    db,
    'SELECT id FROM wishlists WHERE user_id = ? AND item_id IS ? AND store_id IS ? LIMIT 1',
    userId,
    itemId,
    storeId,
  );
  if (saved) return c.json({ message: 'Already in wishlist' }, 409);
  const stamp = isoMicros(c.get('deps').now());
  run(
    db,
    'INSERT INTO wishlists (user_id, item_id, store_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    userId,
    itemId,
    storeId,
    stamp,
    stamp,
  );
  return c.json({ message: 'Added successfully' }, 200);
});

// DELETE customer/wish-list/remove (:43-68): the caller's first row matching the ids given.
wishlistRoutes.delete('/customer/wish-list/remove', async (c) => {
  const input = await readInput(c);
  const missing = requiredOne(input);
  if (missing.length) return errors(c, 403, missing);
  const where = ['user_id = ?'];
  const params: number[] = [userOf(c)];
  // ->when($request->item_id, ...): a falsy id ('0') adds no condition.
  if (truthy(input.item_id)) {
    where.push('item_id = ?');
    params.push(column(input.item_id)!);
  }
  if (truthy(input.store_id)) {
    where.push('store_id = ?');
    params.push(column(input.store_id)!);
  }
  const db = c.get('deps').db;
  const found = get(db, `SELECT id FROM wishlists WHERE ${where.join(' AND ')} ORDER BY id LIMIT 1`, ...params);
  if (!found) return c.json({ message: 'Not found' }, 404);
  run(db, 'DELETE FROM wishlists WHERE id = ?', Number(found.id));
  return c.json({ message: 'Successfully removed' }, 200);
});
