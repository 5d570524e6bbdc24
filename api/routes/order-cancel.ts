// Customer cancellation (B31 OrderController.php:1692-1747) and the reasons a customer picks from
// (OrderController.php:1909-1925). Notes and citations: api/docs/aftercare.md.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { locale } from '../env.ts';
import { transaction } from '../db/open.ts';
import { error, errors } from '../lib/errors.ts';
import { all, get, parseJson, run, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { readInput, text, validate } from '../lib/validate.ts';
import { apiGuestCheck, guestIdRequired, owner } from '../middleware.ts';

export const orderCancelRoutes = new Hono<AppEnv>();

/** Statuses the real server lets a customer cancel; 'canceled' again answers 200 once more. */
export const CANCELLABLE_STATUSES = ['pending', 'failed', 'canceled'] as const;

// Outside the module-check and auth groups (api.php:325): anyone may read the list.
orderCancelRoutes.get('/customer/order/cancellation-reasons', (c) => {
  const limitRaw = c.req.query('limit') ?? '25';
  const offsetRaw = c.req.query('offset') ?? '1';
  const limit = Math.max(1, Number.parseInt(limitRaw, 10) || 25);
  const page = Math.max(1, Number.parseInt(offsetRaw, 10) || 1);
  const type = c.req.query('type');
  const db = c.get('deps').db;
  const where = type ? 'status = 1 AND user_type = ?' : 'status = 1';
  const params = type ? [type] : [];
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM order_cancel_reasons WHERE ${where}`, ...params);
  const rows = all(
    db,
    `SELECT * FROM order_cancel_reasons WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`,
    ...params,
    limit,
    (page - 1) * limit,
  );
  const lang = locale(c);
  return c.json({
    total_size: total?.n ?? 0,
    limit: limitRaw,
    offset: offsetRaw,
    data: rows.map((row) => {
      // The model's global scope loads the current locale's translations and getReasonAttribute uses them.
      const translations = all<Row>(
        db,
        `SELECT id, translationable_type, translationable_id, locale, key, value FROM translations
          WHERE translationable_type = 'order_cancel_reason' AND translationable_id = ? AND locale = ?`,
        Number(row.id),
        lang,
      ).map((t): Row => ({ ...t, translationable_type: 'App\\Models\\OrderCancelReason' }));
      const own = translations.find((t) => t.key === 'reason');
      return {
        id: Number(row.id),
        reason: own ? own.value : row.reason,
        user_type: row.user_type,
        status: Number(row.status),
        created_at: isoMicros(new Date(String(row.created_at))),
        updated_at: isoMicros(new Date(String(row.updated_at))),
        translations,
      };
    }),
  });
});

orderCancelRoutes.put('/customer/order/cancel', apiGuestCheck, async (c) => {
  const input = await readInput(c);
  const user = c.get('user');
  const checked = validate(input, {
    reason: text('reason', { max: 255 }),
    guest_id: text('guest_id', { optional: !!user }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const who = owner(c);
  if (!who) return guestIdRequired(c);
  const db = c.get('deps').db;
  const orderId = Number(input.order_id);
  // A signed-in customer's own orders only (is_guest = 0); a guest id matches on user_id alone.
  const order = Number.isInteger(orderId)
    ? get(
        db,
        `SELECT * FROM orders WHERE id = ? AND user_id = ?${who.isGuest ? '' : ' AND is_guest = 0'}`,
        orderId,
        who.id,
      )
    : undefined;
  if (!order) return error(c, 403, 'order', 'Not found');
  const status = String(order.order_status);
  if (!(CANCELLABLE_STATUSES as readonly string[]).includes(status)) {
    return error(c, 403, 'order', 'You can not cancel after confirm');
  }
  const stamp = isoMicros(c.get('deps').now());
  transaction(db, () => {
    if (status !== 'canceled') giveStockBack(db, Number(order.id), Number(order.module_id));
    run(
      db,
      `UPDATE orders SET order_status = 'canceled', canceled = ?, cancellation_reason = ?, updated_at = ? WHERE id = ?`,
      stamp,
      checked.data.reason,
      stamp,
      Number(order.id),
    );
  });
  return c.json({ message: 'Order canceled successfully' }, 200);
});

/**
 * ProductLogic::update_stock with the quantity back, where the module keeps stock (not food): on the
 * item, or on the item campaign for a campaign's line (OrderController.php:1724-1731).
 */
function giveStockBack(db: Parameters<typeof run>[0], orderId: number, moduleId: number) {
  const module = get(db, 'SELECT module_type FROM modules WHERE id = ?', moduleId);
  if (!module || module.module_type === 'food') return;
  const lines = all(
    db,
    'SELECT item_id, item_campaign_id, quantity, variation FROM order_details WHERE order_id = ?',
    orderId,
  );
  for (const line of lines) {
    const table = line.item_id ? 'items' : line.item_campaign_id ? 'item_campaigns' : null;
    const id = Number(line.item_id ?? line.item_campaign_id);
    if (!table) continue;
    const item = get(db, `SELECT stock, variations FROM ${table} WHERE id = ?`, id);
    if (!item || item.stock === null) continue;
    const chosen = parseJson<Row[]>(line.variation, [])[0]?.type;
    run(db, `UPDATE ${table} SET stock = stock + ? WHERE id = ?`, Number(line.quantity), id);
    if (typeof chosen === 'string') {
      const variants = parseJson<Row[]>(item.variations, []).map((v) =>
        v.type === chosen ? { ...v, stock: Number(v.stock ?? 0) + Number(line.quantity) } : v,
      );
      run(db, `UPDATE ${table} SET variations = ? WHERE id = ?`, JSON.stringify(variants), id);
    }
  }
}
