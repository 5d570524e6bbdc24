// "Visit again" (api/docs/visit-again.md): the stores of the header's module, in the header's
// zones, where the signed-in customer has ordered (any status, never as a guest), open first, at
// most 20, each with five of its items (best rated, then recommended). Mirrors
// OrderController@order_again (B31 OrderController.php:2071-2105, route api.php:387).
import { Hono } from 'hono';
import { imageUrl, moduleId, zoneIds, type AppEnv } from '../env.ts';
import { formatCtx, type FormatCtx } from '../format/context.ts';
import { imageFiles } from '../format/item.ts';
import { formatStore, isStoreOpen } from '../format/store.ts';
import { translated, translationList } from '../format/translate.ts';
import { zoneRequired } from '../lib/errors.ts';
import { all, placeholders, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { authApi } from '../middleware.ts';

export const visitAgainRoutes = new Hono<AppEnv>();
visitAgainRoutes.use('/customer/visit-again', authApi);

/** `->take(20)` (OrderController.php:2094). */
const STORES_TAKEN = 20;
/** `$data->itemsForReorder->take(5)` (OrderController.php:2100). */
const ITEMS_PER_STORE = 5;

const num = (v: unknown) => Number(v ?? 0);

/**
 * An Item model as Laravel serialises it without product_data_formatting: its columns with the
 * model's casts (Item.php:20-46; `images` is the only JSON column cast, the others stay text),
 * the appended unit_type, image_full_url and images_full_url (Item.php:48), and the eager-loaded
 * translations and storage.
 */
function rawItem(f: FormatCtx, row: Row): Row {
  const t = translated(f.deps.db, 'item', row, f.locale, ['name', 'description']);
  const images = imageFiles(row);
  return {
    id: num(row.id),
    name: t.name,
    description: t.description,
    image: row.image,
    category_id: num(row.category_id),
    category_ids: row.category_ids,
    variations: row.variations,
    add_ons: row.add_ons,
    attributes: row.attributes,
    choice_options: row.choice_options,
    price: num(row.price),
    tax: num(row.tax),
    tax_type: row.tax_type,
    discount: num(row.discount),
    discount_type: row.discount_type,
    available_time_starts: row.available_time_starts,
    available_time_ends: row.available_time_ends,
    veg: num(row.veg),
    status: num(row.status),
    store_id: num(row.store_id),
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    order_count: num(row.order_count),
    avg_rating: num(row.avg_rating),
    rating_count: num(row.rating_count),
    rating: row.rating,
    module_id: num(row.module_id),
    stock: num(row.stock),
    unit_id: null,
    images: JSON.parse(String(row.images ?? '[]')) as unknown,
    food_variations: row.food_variations,
    slug: row.slug,
    recommended: num(row.recommended),
    organic: num(row.organic),
    maximum_cart_quantity: row.maximum_cart_quantity === null ? null : num(row.maximum_cart_quantity),
    is_approved: num(row.is_approved),
    is_halal: num(row.is_halal),
    unit_type: row.unit_type ?? null,
    image_full_url: imageUrl(f.deps, 'product', row.image),
    images_full_url: images.map((file) => imageUrl(f.deps, 'product', file)),
    translations: translationList(f.deps.db, 'item', num(row.id)),
    storage: [],
  };
}

visitAgainRoutes.get('/customer/visit-again', (c) => {
  // `hasHeader('zoneId')` (OrderController.php:2072): only a missing header is refused here.
  if (c.req.header('zoneId') === undefined) return zoneRequired(c);
  const zones = zoneIds(c) ?? [];
  const module = moduleId(c);
  const user = c.get('user')!;
  const db = c.get('deps').db;
  // `where('module_id', $request->header('moduleId'))`: without the header (customer routes pass
  // module-check without one) that is `module_id IS NULL`, which no store matches.
  if (module === null || zones.length === 0) return c.json([]);
  const f = formatCtx(c);
  const rows = all(
    db,
    `SELECT * FROM stores
      WHERE status = 1 AND module_id = ? AND zone_id IN (${placeholders(zones.length)})
        AND EXISTS (SELECT 1 FROM orders WHERE orders.store_id = stores.id AND orders.user_id = ? AND orders.is_guest = 0)
      ORDER BY id`,
    module,
    ...zones,
    Number(user.id),
  );
  // `orderBy('open', 'desc')` with the rows' own order kept among equals (a stable sort).
  const stores = rows
    .map((row) => ({ row, open: isStoreOpen(f, row) ? 1 : 0 }))
    .sort((a, b) => b.open - a.open)
    .slice(0, STORES_TAKEN);
  return c.json(
    stores.map(({ row }) => {
      const items = all(
        db,
        'SELECT * FROM items WHERE store_id = ? ORDER BY avg_rating DESC, recommended DESC, id LIMIT ?',
        Number(row.id),
        ITEMS_PER_STORE,
      );
      return { ...formatStore(f, row), items: items.map((item) => rawItem(f, item)) };
    }),
  );
});
