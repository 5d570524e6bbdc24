// Profile, account removal and notifications (reference §3.21–§3.23, §3.27).
import { Hono } from 'hono';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { imageUrl, rememberImage, zoneIds, type AppEnv, type Ctx } from '../env.ts';
import { transaction } from '../db/open.ts';
import { error, errors } from '../lib/errors.ts';
import { hashPassword } from '../lib/password.ts';
import { all, get, parseJson, placeholders, run, type Row } from '../lib/sql.ts';
import { isoMicros, ymdHis } from '../lib/time.ts';
import { readInput, text, validate } from '../lib/validate.ts';
import { authApi } from '../middleware.ts';
import { RUNNING_STATUSES } from './order-status.ts';

export const customerRoutes = new Hono<AppEnv>();
for (const path of [
  '/customer/info',
  '/customer/update-profile',
  '/customer/remove-account',
  '/customer/notifications',
]) {
  customerRoutes.use(path, authApi);
}

function formatCustomer(c: Ctx, user: Row): Row {
  const db = c.get('deps').db;
  const orders = get<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0',
    Number(user.id),
  );
  const created = new Date(String(user.created_at));
  const { password: _password, ...visible } = user;
  return {
    ...visible,
    status: Number(user.status),
    wallet_balance: Number(user.wallet_balance),
    loyalty_point: Number(user.loyalty_point),
    created_at: isoMicros(created),
    updated_at: isoMicros(new Date(String(user.updated_at))),
    image_full_url: imageUrl(c.get('deps'), 'profile', user.image),
    order_count: orders?.n ?? 0,
    member_since_days: Math.max(0, Math.floor((c.get('deps').now().getTime() - created.getTime()) / 86_400_000)),
    userinfo: null,
    selected_modules_for_interest: [],
    is_valid_for_discount: false,
    discount_amount: 0,
    discount_amount_type: '',
    validity: '',
    social_id: null,
    module_ids: null,
    cm_firebase_token: null,
    temp_token: null,
    is_from_pos: 0,
    storage: [],
  };
}

customerRoutes.get('/customer/info', (c) => {
  const header = c.req.header('X-localization');
  if (!header) {
    return c.json({ errors: [{ code: 'current_language_key', message: 'Current language key required' }] }, 200);
  }
  const user = c.get('user')!;
  run(c.get('deps').db, 'UPDATE users SET current_language_key = ? WHERE id = ?', header, Number(user.id));
  return c.json(formatCustomer(c, { ...user, current_language_key: header }));
});

const MAX_IMAGE_BYTES = 2048 * 1024;

customerRoutes.post('/customer/update-profile', async (c) => {
  const user = c.get('user')!;
  const input = await readInput(c);
  const checked = validate(input, {
    name: text('name'),
    email: text('email', { email: true }),
    phone: text('phone'),
    password: text('password', { min: 8, optional: true }),
  });
  const list = checked.ok ? [] : [...checked.errors];
  const db = c.get('deps').db;
  const taken = (field: 'email' | 'phone') =>
    typeof input[field] === 'string' &&
    !list.some((e) => e.code === field) &&
    get(db, `SELECT id FROM users WHERE ${field} = ? AND id != ?`, String(input[field]).trim(), Number(user.id));
  if (taken('email')) list.push({ code: 'email', message: 'The email has already been taken.' });
  if (taken('phone')) list.push({ code: 'phone', message: 'The phone has already been taken.' });
  const image = input.image;
  if (image instanceof File && image.size > MAX_IMAGE_BYTES) {
    list.push({ code: 'image', message: 'The image field must not be greater than 2048 kilobytes.' });
  }
  if (!checked.ok || list.length) return errors(c, 403, list);
  const { name, email, phone, password } = checked.data;
  const [fName, ...rest] = name.split(' ');
  let imageFile = user.image as string | null;
  if (image instanceof File && image.size > 0) {
    const deps = c.get('deps');
    const ext = (image.name.split('.').pop() ?? 'png').replace(/[^a-z0-9]/gi, '').slice(0, 5) || 'png';
    imageFile = `${new Date().toISOString().slice(0, 10)}-${randomBytes(6).toString('hex')}.${ext}`;
    const folder = join(deps.storageDir, 'app', 'public', 'profile');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, imageFile), Buffer.from(await image.arrayBuffer()));
    rememberImage(deps, 'profile', imageFile);
  }
  run(
    db,
    `UPDATE users SET f_name = ?, l_name = ?, email = ?, phone = ?, image = ?, password = COALESCE(?, password), updated_at = ? WHERE id = ?`,
    fName ?? name,
    rest.join(' '),
    email,
    phone,
    imageFile,
    password ? hashPassword(password) : null,
    isoMicros(c.get('deps').now()),
    Number(user.id),
  );
  return c.json({ message: 'Profile successfully updated' });
});

customerRoutes.delete('/customer/remove-account', (c) => {
  const user = c.get('user')!;
  const db = c.get('deps').db;
  const running = get<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0
       AND order_status IN (${placeholders(RUNNING_STATUSES.length)})`,
    Number(user.id),
    ...RUNNING_STATUSES,
  );
  if (running && running.n > 0) {
    return error(c, 203, 'on-going', 'Please complete your ongoing and accepted orders');
  }
  transaction(db, () => {
    run(db, 'DELETE FROM access_tokens WHERE user_id = ?', Number(user.id));
    run(db, 'DELETE FROM carts WHERE user_id = ? AND is_guest = 0', Number(user.id));
    run(db, 'DELETE FROM user_notifications WHERE user_id = ?', Number(user.id));
    run(db, 'DELETE FROM users WHERE id = ?', Number(user.id));
  });
  return c.json([]);
});

/**
 * Broadcasts for customers in the caller's zones plus personal notifications, both of the last
 * 15 days, merged by id as Eloquent's Collection::merge does (a personal one replaces a broadcast
 * with the same id). Not sorted.
 */
customerRoutes.get('/customer/notifications', (c) => {
  const zones = zoneIds(c);
  if (!zones) return error(c, 403, 'zoneId', 'Zone id is required!');
  const deps = c.get('deps');
  const since = new Date(deps.now().getTime() - 15 * 86_400_000).toISOString();
  const broadcasts = all(
    deps.db,
    `SELECT * FROM notifications WHERE status = 1 AND tergat = 'customer' AND updated_at >= ?
       AND (zone_id IS NULL OR zone_id IN (${placeholders(zones.length)})) ORDER BY id`,
    since,
    ...zones,
  ).map((n) => ({
    id: n.id,
    title: n.title,
    description: n.description,
    image: n.image,
    status: n.status,
    created_at: ymdHis(String(n.created_at)),
    updated_at: isoMicros(new Date(String(n.updated_at))),
    tergat: n.tergat,
    zone_id: n.zone_id,
    image_full_url: imageUrl(deps, 'notification', n.image),
    data: { title: n.title, description: n.description, order_id: '', image: n.image ?? '', type: 'push_notification' },
    storage: [],
  }));
  const personal = all(
    deps.db,
    'SELECT * FROM user_notifications WHERE user_id = ? AND created_at >= ? ORDER BY id',
    Number(c.get('user')!.id),
    since,
  ).map((n) => ({
    id: n.id,
    data: parseJson(n.data, {}),
    status: n.status,
    user_id: n.user_id,
    vendor_id: n.vendor_id,
    delivery_man_id: n.delivery_man_id,
    created_at: ymdHis(String(n.created_at)),
    updated_at: isoMicros(new Date(String(n.updated_at))),
  }));
  const merged = new Map<unknown, Row>();
  for (const n of [...broadcasts, ...personal]) merged.set(n.id, n);
  return c.json([...merged.values()]);
});
