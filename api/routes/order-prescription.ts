// POST customer/order/prescription/place (api.php:400, apiGuestCheck; OrderController.php:1099-1563;
// api/docs/prescriptions.md): an order of a prescription alone, with no lines. Its total is the
// delivery charge and the tip. As on the real server, nothing checks that the files are images,
// their size, or the store's and marketplace's prescription switches: every file is kept as
// `order/<date>-<id>.png`.
import { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { moduleId, zoneIds, type AppEnv } from '../env.ts';
import { attachedFiles, storeAttachments } from '../lib/attachments.ts';
import { transaction } from '../db/open.ts';
import { couponDiscount, orderCoupon } from '../lib/coupons.ts';
import { error, errors, type ErrorEntry } from '../lib/errors.ts';
import { wallToInstant } from '../lib/schedule.ts';
import { get, run } from '../lib/sql.ts';
import { businessDate, isoMicros, ymdHis } from '../lib/time.ts';
import { readInput } from '../lib/validate.ts';
import { apiGuestCheck, owner } from '../middleware.ts';
import { translated } from '../format/translate.ts';
import { formatCtx } from '../format/context.ts';
import { settings } from './config.ts';
import { deliveryCharges, nextOrderId, orderTime, outOfZone } from './order-checks.ts';

export const orderPrescriptionRoutes = new Hono<AppEnv>();
orderPrescriptionRoutes.use('/customer/order/prescription/place', apiGuestCheck);

const round2 = (n: number) => Math.round(n * 100) / 100;
const blank = (x: unknown) =>
  x === undefined || x === null || (typeof x === 'string' && x.trim() === '') || (Array.isArray(x) && x.length === 0);
const required = (name: string): ErrorEntry => ({
  code: name,
  message: `The ${name.replace(/_/g, ' ')} field is required.`,
});

orderPrescriptionRoutes.post('/customer/order/prescription/place', async (c) => {
  const input = await readInput(c);
  const user = c.get('user');
  const attachments = input['order_attachment[]'] ?? input.order_attachment;
  const takeAway = input.order_type === 'take_away';
  // Validator::make (:1101-1111), one entry per failing field.
  const list: ErrorEntry[] = [];
  if (input.order_type !== 'parcel' && blank(input.store_id)) list.push(required('store_id'));
  if (blank(attachments)) list.push(required('order_attachment'));
  if (!takeAway)
    for (const name of ['distance', 'address', 'longitude', 'latitude'])
      if (blank(input[name])) list.push(required(name));
  if (!user)
    for (const name of ['guest_id', 'contact_person_name', 'contact_person_number'])
      if (blank(input[name])) list.push(required(name));
  if (list.length) return errors(c, 403, list);
  const who = owner(c);
  if (!who) return errors(c, 403, [required('guest_id')]);

  const deps = c.get('deps');
  const config = settings(deps);
  if (input.order_type === 'delivery' && config.home_delivery_status === '0') {
    return error(c, 403, 'order_type', 'Home delivery is disabled');
  }
  const storeId = Number(input.store_id);
  const store = Number.isInteger(storeId) ? get(deps.db, 'SELECT * FROM stores WHERE id = ?', storeId) : undefined;
  if (!store) return error(c, 404, 'order_time', 'Store not found');
  // The zone check runs only when a point is sent (:1162-1176).
  if (!blank(input.latitude) && !blank(input.longitude)) {
    const away = outOfZone(deps, store, input.latitude, input.longitude);
    if (away) return errors(c, away.status, [away.entry]);
  }
  const time = orderTime(deps, store, input.schedule_at, config);
  if ('status' in time) {
    return time.status === 500 ? c.json({ message: 'Server Error' }, 500) : errors(c, time.status, [time.entry]);
  }
  const today = businessDate(deps.now(), deps.timeZone);
  const coupon = orderCoupon(deps.db, { code: input.coupon_code, storeId, moduleId: moduleId(c), today }, who);
  if (!coupon.ok) return error(c, coupon.status, 'coupon', coupon.message);

  const distance = Number(input.distance ?? 0);
  const shipping = deliveryCharges(
    deps,
    store,
    {
      orderType: takeAway ? 'take_away' : 'delivery',
      distance: Number.isFinite(distance) ? distance : 0,
      freeDelivery: Boolean(coupon.coupon?.freeDelivery),
    },
    config,
  );
  // get_discount on a base of 0 (:1427): a percentage gives nothing, an amount its whole value.
  const couponAmount = coupon.coupon ? round2(couponDiscount(coupon.coupon.row, 0)) : 0;
  const tipSent = Number(input.dm_tips ?? 0);
  const tips = config.dm_tips_status === '1' && Number.isFinite(tipSent) ? tipSent : 0;
  const orderAmount = round2(-couponAmount + shipping.charge + tips);

  // Every file goes to order/ as .png, whatever it holds (Helpers::upload('order/', 'png', ...)).
  const stored = await storeAttachments(deps, attachedFiles(input), today);

  const address = {
    contact_person_name: blank(input.contact_person_name)
      ? `${user?.f_name ?? ''} ${user?.f_name ?? ''}`.trim()
      : String(input.contact_person_name),
    contact_person_number: blank(input.contact_person_number)
      ? String(user?.phone ?? '')
      : String(input.contact_person_number),
    address_type: blank(input.address_type) ? 'Delivery' : String(input.address_type),
    address: String(input.address ?? ''),
    floor: String(input.floor ?? ''),
    road: String(input.road ?? ''),
    house: String(input.house ?? ''),
    longitude: String(input.longitude ?? ''),
    latitude: String(input.latitude ?? ''),
  };
  const now = deps.now();
  const stamp = isoMicros(now);
  const zones = zoneIds(c);
  const f = formatCtx(c);
  const orderId = transaction(deps.db, () => {
    const id = nextOrderId(deps.db);
    run(
      deps.db,
      `INSERT INTO orders (id, user_id, is_guest, store_id, zone_id, module_id, order_amount, coupon_discount_amount,
         coupon_discount_title, coupon_code, coupon_created_by, delivery_charge, original_delivery_charge, dm_tips,
         distance, payment_status, order_status, payment_method, order_type, order_note, delivery_instruction, delivery_address, otp,
         scheduled, schedule_at, prescription_order, order_attachment, pending, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'unpaid', 'pending', 'cash_on_delivery', 'delivery', ?, ?, ?, ?,
         ?, ?, 1, ?, ?, ?, ?)`,
      id,
      who.id,
      who.isGuest,
      storeId,
      Number(store.zone_id ?? zones?.at(-1) ?? 0),
      moduleId(c) ?? Number(store.module_id),
      orderAmount,
      couponAmount,
      coupon.coupon ? String(translated(deps.db, 'coupon', coupon.coupon.row, f.locale, ['title']).title ?? '') : '',
      coupon.coupon ? String(coupon.coupon.row.code) : null,
      coupon.coupon && !coupon.coupon.freeDelivery ? String(coupon.coupon.row.created_by ?? 'admin') : null,
      shipping.charge,
      shipping.original,
      tips,
      Number.isFinite(distance) ? distance : 0,
      typeof input.order_note === 'string' ? input.order_note.slice(0, 1000) : null,
      // As sent (:1389); the app sends a preset's key.
      input.delivery_instruction == null ? null : String(input.delivery_instruction),
      JSON.stringify(address),
      String(randomInt(1000, 10000)),
      time.scheduled ? 1 : 0,
      time.scheduled ? isoMicros(wallToInstant(time.scheduled, deps.timeZone)) : stamp,
      stored.length ? JSON.stringify(stored) : null,
      stamp,
      stamp,
      stamp,
    );
    if (coupon.coupon)
      run(
        deps.db,
        'UPDATE coupons SET total_uses = COALESCE(total_uses, 0) + 1 WHERE id = ?',
        Number(coupon.coupon.row.id),
      );
    run(deps.db, 'UPDATE stores SET total_order = total_order + 1 WHERE id = ?', storeId);
    return id;
  });
  return c.json({
    message: 'Order placed successfully',
    order_id: orderId,
    total_ammount: orderAmount,
    offline_payments: null,
    status: 'pending',
    created_at: ymdHis(now),
    user_id: who.id,
  });
});
