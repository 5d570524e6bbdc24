// POST customer/order/place (reference §3.24): validates like 3.1, prices on the server, creates a
// pending order with its lines, takes the stock and empties the server cart.
import { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { moduleId, type AppEnv, type Ctx } from '../env.ts';
import { transaction } from '../db/open.ts';
import { error, errors } from '../lib/errors.ts';
import { all, get, parseJson, run, type Row } from '../lib/sql.ts';
import { businessDate, isoMicros, ymdHis } from '../lib/time.ts';
import { couponDiscount, orderCoupon } from '../lib/coupons.ts';
import { wallToInstant } from '../lib/schedule.ts';
import { deliveryCharges, nextOrderId, orderTime, outOfZone } from './order-checks.ts';
import { number, readInput, text, validate } from '../lib/validate.ts';
import { attachedFiles, storeAttachments } from '../lib/attachments.ts';
import { apiGuestCheck, guestIdRequired, owner } from '../middleware.ts';
import { formatCtx } from '../format/context.ts';
import { activeStoreDiscount } from '../format/store.ts';
import { translated } from '../format/translate.ts';
import { settings } from './config.ts';
import { priceLines, takeVariantStock, type CartEntry } from './order-pricing.ts';

export const orderPlaceRoutes = new Hono<AppEnv>();
orderPlaceRoutes.use('/customer/order/place', apiGuestCheck);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The lines to order: the posted cart for buy-now, otherwise the server cart of this module. */
function cartEntries(
  c: Ctx,
  input: Record<string, unknown>,
  who: { id: number; isGuest: 0 | 1 },
): CartEntry[] | 'malformed' {
  if (Number(input.is_buy_now) === 1) {
    const cart = typeof input.cart === 'string' ? parseJson<unknown>(input.cart, null) : input.cart;
    if (!Array.isArray(cart)) return [];
    const keys = ['variant', 'variation', 'add_on_ids', 'add_on_qtys'];
    // 3.1 reads these keys outside its try block, so a missing one is a 500.
    if (cart.some((e) => !e || typeof e !== 'object' || keys.some((k) => !(k in e)))) return 'malformed';
    return cart.map((e: Row) => ({
      item_id: Number(e.item_id),
      item_type: typeof e.item_type === 'string' ? e.item_type : undefined,
      quantity: Number(e.quantity),
      variation: Array.isArray(e.variation) ? e.variation : [],
      variant: e.variant,
      add_on_ids: Array.isArray(e.add_on_ids) ? e.add_on_ids.map(Number) : [],
      add_on_qtys: Array.isArray(e.add_on_qtys) ? e.add_on_qtys.map(Number) : [],
    }));
  }
  const rows = all(
    c.get('deps').db,
    'SELECT * FROM carts WHERE user_id = ? AND is_guest = ? AND module_id IS ? ORDER BY id',
    who.id,
    who.isGuest,
    moduleId(c),
  );
  return rows.map((r) => ({
    item_id: Number(r.item_id),
    item_type: String(r.item_type),
    quantity: Number(r.quantity),
    variation: parseJson<unknown[]>(r.variation, []),
    variant: '',
    add_on_ids: parseJson<number[]>(r.add_on_ids, []),
    add_on_qtys: parseJson<number[]>(r.add_on_qtys, []),
  }));
}

orderPlaceRoutes.post('/customer/order/place', async (c) => {
  const input = await readInput(c);
  const who = owner(c);
  const orderType = String(input.order_type ?? '');
  const checked = validate(input, {
    order_amount: number('order_amount'),
    payment_method: text('payment_method', {
      oneOf: ['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'],
    }),
    order_type: text('order_type', { oneOf: ['take_away', 'delivery', 'parcel'] }),
    store_id: number('store_id', { integer: true, optional: orderType === 'parcel' }),
    distance: number('distance', { optional: orderType === 'take_away' }),
    address: text('address', { optional: orderType === 'take_away' }),
    longitude: text('longitude', { optional: orderType === 'take_away' }),
    latitude: text('latitude', { optional: orderType === 'take_away' }),
    // nullable|numeric (:108): a negative tip passes and lowers the total, as on the real server.
    dm_tips: number('dm_tips', { optional: true }),
    contact_person_name: text('contact_person_name', { optional: !who || who.isGuest === 0 }),
    contact_person_number: text('contact_person_number', { optional: !who || who.isGuest === 0 }),
    contact_person_email: text('contact_person_email', { optional: !who || who.isGuest === 0, email: true }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  if (!who) return guestIdRequired(c);
  const data = checked.data;
  const deps = c.get('deps');
  const config = settings(deps);
  if (data.order_type === 'parcel') return error(c, 403, 'order_type', 'Parcel delivery is not available');
  if (data.order_type === 'delivery' && config.home_delivery_status === '0') {
    return error(c, 403, 'order_type', 'Home delivery is disabled');
  }
  // :208-214; the store's own take_away flag is not checked (the app hides the choice instead).
  if (data.order_type === 'take_away' && config.takeaway_status !== '1') {
    return error(c, 403, 'order_type', 'Take away is not active');
  }
  if (data.payment_method !== 'cash_on_delivery') {
    return error(c, 403, 'payment_method', 'This payment method is not available');
  }
  const store = get(deps.db, 'SELECT * FROM stores WHERE id = ?', data.store_id!);
  if (!store) return error(c, 404, 'store', 'Store not found');
  if (data.order_type === 'delivery') {
    const away = outOfZone(deps, store, data.latitude, data.longitude);
    if (away) return errors(c, away.status, [away.entry]);
  }
  const f = formatCtx(c);
  const now = deps.now();
  const time = orderTime(deps, store, input.schedule_at, config);
  if ('status' in time) {
    return time.status === 500 ? c.json({ message: 'Server Error' }, 500) : errors(c, time.status, [time.entry]);
  }
  const { scheduled } = time;
  const today = businessDate(deps.now(), deps.timeZone);
  const coupon = orderCoupon(
    deps.db,
    { code: input.coupon_code, storeId: Number(store.id), moduleId: moduleId(c), today },
    who,
  );
  if (!coupon.ok) return error(c, coupon.status, 'coupon', coupon.message);

  const entries = cartEntries(c, input, who);
  if (entries === 'malformed') return c.json({ message: 'Server Error' }, 500);
  if (!entries.length) return error(c, 403, 'empty_cart', 'You can not place empty orders');
  // Files as `order_attachment` (one or a list); text values are no file (:546-568, :729).
  const files = attachedFiles(input);
  const priced = priceLines(deps.db, store, entries, files.length > 0);
  if (!priced.ok) return error(c, priced.status, priced.code, priced.message);

  const subtotal = priced.lines.reduce((s, l) => s + l.price * l.quantity + l.addOnTotal, 0);
  const itemDiscount = priced.lines.reduce((s, l) => s + l.discount * l.quantity, 0);
  const discount = activeStoreDiscount(f, Number(store.id));
  let storeDiscount = 0;
  if (discount && subtotal - itemDiscount >= Number(discount.min_purchase)) {
    storeDiscount = ((subtotal - itemDiscount) * Number(discount.discount)) / 100;
    if (Number(discount.max_discount) > 0) storeDiscount = Math.min(storeDiscount, Number(discount.max_discount));
  }
  const afterDiscount = subtotal - itemDiscount - storeDiscount;
  // get_discount on items + add-ons − discounts (OrderController.php:862).
  const couponAmount = coupon.coupon ? round2(couponDiscount(coupon.coupon.row, afterDiscount)) : 0;
  if (afterDiscount < Number(store.minimum_order)) {
    const currency = config.currency_code ?? 'EGP';
    return error(c, 406, 'order_time', `You need to order at least ${Number(store.minimum_order)} ${currency}`);
  }
  const tax = round2(((afterDiscount - couponAmount) * Number(store.tax)) / 100);
  const shipping = deliveryCharges(
    deps,
    store,
    {
      orderType: data.order_type,
      distance: Number(data.distance ?? 0),
      freeDelivery: Boolean(coupon.coupon?.freeDelivery),
    },
    config,
  );
  const { pivot } = shipping;
  const deliveryCharge = shipping.charge;
  const originalDeliveryCharge = shipping.original;
  // :575-580: the tip only while dm_tips_status is 1, else 0; a take-away tip is kept as sent.
  const tips = config.dm_tips_status === '1' ? (data.dm_tips ?? 0) : 0;
  const orderAmount = round2(afterDiscount - couponAmount + tax + deliveryCharge + tips);
  const codLimit = Number(pivot?.maximum_cod_order_amount ?? 0);
  if (codLimit > 0 && orderAmount > codLimit) {
    return error(
      c,
      203,
      'order_amount',
      `You can not place a cash on delivery order above ${codLimit} ${config.currency_code ?? 'EGP'}`,
    );
  }

  const user = c.get('user');
  const contactName = data.contact_person_name ?? (user ? `${user.f_name ?? ''} ${user.l_name ?? ''}`.trim() : '');
  const address = {
    contact_person_name: contactName,
    contact_person_number: data.contact_person_number ?? user?.phone ?? '',
    contact_person_email: data.contact_person_email ?? user?.email ?? '',
    address_type: input.address_type ? String(input.address_type) : 'Delivery',
    address: data.address ?? '',
    floor: String(input.floor ?? ''),
    road: String(input.road ?? ''),
    house: String(input.house ?? ''),
    longitude: String(data.longitude ?? ''),
    latitude: String(data.latitude ?? ''),
  };
  const stamp = isoMicros(now);
  const stored = await storeAttachments(deps, files, today);
  // schedule_at is the chosen time, or now; scheduled says which (:531-532).
  const scheduleAt = scheduled ? isoMicros(wallToInstant(scheduled, deps.timeZone)) : stamp;
  const orderId = transaction(deps.db, () => {
    const id = nextOrderId(deps.db);
    run(
      deps.db,
      `INSERT INTO orders (id, user_id, is_guest, store_id, zone_id, module_id, order_amount, store_discount_amount,
         total_tax_amount, tax_percentage, delivery_charge, original_delivery_charge, dm_tips, distance, payment_status,
         order_status, payment_method, order_type, order_note, delivery_instruction, delivery_address, cutlery, otp,
         scheduled, schedule_at, order_attachment, pending, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'unpaid', 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      who.id,
      who.isGuest,
      Number(store.id),
      Number(store.zone_id),
      Number(store.module_id),
      orderAmount,
      round2(storeDiscount + itemDiscount),
      tax,
      Number(store.tax),
      deliveryCharge,
      originalDeliveryCharge,
      tips,
      Number(data.distance ?? 0),
      data.payment_method,
      data.order_type,
      typeof input.order_note === 'string' ? input.order_note.slice(0, 1000) : null,
      // $request['delivery_instruction'] as sent (:525): the app sends a preset's key.
      input.delivery_instruction == null ? null : String(input.delivery_instruction),
      JSON.stringify(address),
      Number(input.cutlery) === 1 ? 1 : 0,
      String(randomInt(1000, 10000)),
      scheduled ? 1 : 0,
      scheduleAt,
      stored.length ? JSON.stringify(stored) : null,
      stamp,
      stamp,
      stamp,
    );
    if (coupon.coupon) {
      const row = coupon.coupon.row;
      // The order carries the code, its amount and title, and who made it (:520, :934-936).
      run(
        deps.db,
        `UPDATE orders SET coupon_code = ?, coupon_discount_amount = ?, coupon_discount_title = ?, coupon_created_by = ?
          WHERE id = ?`,
        String(row.code),
        couponAmount,
        String(translated(deps.db, 'coupon', row, f.locale, ['title']).title ?? ''),
        coupon.coupon.freeDelivery ? null : String(row.created_by ?? 'admin'),
        id,
      );
      run(deps.db, 'UPDATE coupons SET total_uses = COALESCE(total_uses, 0) + 1 WHERE id = ?', Number(row.id));
    }
    for (const line of priced.lines) {
      run(
        deps.db,
        `INSERT INTO order_details (order_id, item_id, item_campaign_id, price, quantity, item_details, variation, variant,
           add_ons, total_add_on_price, discount_on_item, tax_amount, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        line.itemId,
        line.campaignId,
        line.price,
        line.quantity,
        JSON.stringify(line.snapshot),
        JSON.stringify(line.variation),
        JSON.stringify(line.variant ?? ''),
        JSON.stringify(line.addOns),
        line.addOnTotal,
        line.discount,
        0,
        stamp,
        stamp,
      );
      // ProductLogic::update_stock on the item, or on the item campaign (OrderController.php:1006-1009).
      const table = line.itemId === null ? 'item_campaigns' : 'items';
      const productId = line.itemId ?? line.campaignId;
      if (line.tracksStock)
        run(
          deps.db,
          table === 'items'
            ? 'UPDATE items SET stock = stock - ?, order_count = order_count + 1 WHERE id = ?'
            : 'UPDATE item_campaigns SET stock = stock - ? WHERE id = ?',
          line.quantity,
          productId,
        );
      if (line.variantType !== null) {
        const current = get(deps.db, `SELECT variations FROM ${table} WHERE id = ?`, productId);
        run(
          deps.db,
          `UPDATE ${table} SET variations = ? WHERE id = ?`,
          takeVariantStock(current?.variations, line.variantType, line.quantity),
          productId,
        );
      }
    }
    if (Number(input.is_buy_now) !== 1) {
      run(
        deps.db,
        'DELETE FROM carts WHERE user_id = ? AND is_guest = ? AND module_id IS ?',
        who.id,
        who.isGuest,
        moduleId(c),
      );
    }
    return id;
  });
  return c.json({
    message: 'Order placed successfully',
    order_id: orderId,
    total_ammount: orderAmount,
    status: 'pending',
    created_at: ymdHis(now),
    user_id: who.id,
  });
});

/**
 * GET most-tips (api.php:333, outside module-check, no auth; OrderController.php:1943-1950): the
 * mode of the non-zero tips of all orders, or null when no order has one.
 */
orderPlaceRoutes.get('/most-tips', (c) => {
  const row = get<{ tip: number }>(
    c.get('deps').db,
    'SELECT dm_tips AS tip FROM orders WHERE dm_tips != 0 GROUP BY dm_tips ORDER BY COUNT(*) DESC, MIN(id) LIMIT 1',
  );
  return c.json({ most_tips_amount: row ? Number(row.tip) : null });
});
