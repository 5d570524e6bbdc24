// Order lists, details and tracking (reference §3.25, §3.26); placement is in order-place.ts.
import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../env.ts';
import { error, errors, modelNotFound } from '../lib/errors.ts';
import { all, get, placeholders } from '../lib/sql.ts';
import { readInput, number, text, validate } from '../lib/validate.ts';
import { apiGuestCheck, guestIdRequired, owner } from '../middleware.ts';
import { formatCtx } from '../format/context.ts';
import { formatOrder, formatOrderLine, formatOrderModel } from '../format/order.ts';
import { HISTORY_STATUSES } from './order-status.ts';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use('/customer/order/*', apiGuestCheck);

async function orderList(c: Ctx, history: boolean) {
  const input = await readInput(c);
  const checked = validate(input, {
    limit: number('limit', { integer: true }),
    offset: number('offset', { integer: true }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const who = owner(c);
  if (!who) return guestIdRequired(c);
  const limit = Math.max(1, checked.data.limit);
  const page = Math.max(1, checked.data.offset);
  const where = `user_id = ? AND is_guest = ? AND order_status ${history ? '' : 'NOT'} IN (${placeholders(HISTORY_STATUSES.length)})`;
  const db = c.get('deps').db;
  const total = get<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE ${where}`,
    who.id,
    who.isGuest,
    ...HISTORY_STATUSES,
  );
  const rows = all(
    db,
    `SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    who.id,
    who.isGuest,
    ...HISTORY_STATUSES,
    limit,
    (page - 1) * limit,
  );
  const f = formatCtx(c);
  return c.json({
    total_size: total?.n ?? 0,
    limit: c.req.query('limit') ?? input.limit,
    offset: c.req.query('offset') ?? input.offset,
    orders: rows.map((row) => formatOrder(f, row)),
  });
}

orderRoutes.get('/customer/order/list', (c) => orderList(c, true));
orderRoutes.get('/customer/order/running-orders', (c) => orderList(c, false));

// details and track (B31 OrderController.php:1645-1690 and 47-92). Signed in, an order is the
// customer's own. Without a user (a guest, or a token the server does not know), details finds ANY
// order by id (findOrFail, no owner filter: its guest filter is commented out) and track finds the
// order whose delivery address carries `contact_number` (a '+' put in front when missing). The
// storefront therefore asks a guest's details only after track matched the phone (api/docs/guest.md).

orderRoutes.get('/customer/order/details', async (c) => {
  const checked = validate(await readInput(c), { order_id: number('order_id', { integer: true }) });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const user = c.get('user');
  const db = c.get('deps').db;
  const order = user
    ? get(
        db,
        'SELECT * FROM orders WHERE id = ? AND is_guest = 0 AND user_id = ?',
        checked.data.order_id,
        Number(user.id),
      )
    : get(db, 'SELECT * FROM orders WHERE id = ?', checked.data.order_id);
  if (!order) return modelNotFound(c, 'Order', checked.data.order_id);
  const lines = all(db, 'SELECT * FROM order_details WHERE order_id = ? ORDER BY id', Number(order.id));
  const f = formatCtx(c);
  if (!lines.length && Number(order.prescription_order) === 1) return c.json(formatOrderModel(f, order));
  if (!lines.length) return error(c, 404, 'order', 'Not found');
  return c.json(lines.map((line, i) => formatOrderLine(f, line, i, Number(order.is_guest) === 1)));
});

orderRoutes.get('/customer/order/track', async (c) => {
  const user = c.get('user');
  const checked = validate(await readInput(c), {
    order_id: number('order_id', { integer: true }),
    contact_number: text('contact_number', { optional: Boolean(user) }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const db = c.get('deps').db;
  let phone = checked.data.contact_number;
  if (phone && !phone.startsWith('+')) phone = `+${phone}`;
  const order = user
    ? get(db, 'SELECT * FROM orders WHERE id = ? AND user_id = ?', checked.data.order_id, Number(user.id))
    : get(
        db,
        "SELECT * FROM orders WHERE id = ? AND json_extract(delivery_address, '$.contact_person_number') = ?",
        checked.data.order_id,
        phone ?? '',
      );
  if (!order) return error(c, 404, 'order', 'Not found');
  return c.json(formatOrder(formatCtx(c), order));
});
