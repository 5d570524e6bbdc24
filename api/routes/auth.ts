// Customer login, sign-up and guest ids (reference §3.3, §3.4, §1.3).
import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../env.ts';
import { transaction } from '../db/open.ts';
import { error, errors } from '../lib/errors.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../lib/password.ts';
import { get, run, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { readInput, text, validate } from '../lib/validate.ts';

export const authRoutes = new Hono<AppEnv>();

const TOKEN_DAYS = 365;

export function issueToken(c: Ctx, userId: number): string {
  const deps = c.get('deps');
  const token = newToken();
  const now = deps.now();
  const expires = new Date(now.getTime() + TOKEN_DAYS * 86_400_000);
  run(
    deps.db,
    'INSERT INTO access_tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    userId,
    hashToken(token),
    now.toISOString(),
    expires.toISOString(),
  );
  return token;
}

function authAnswer(c: Ctx, user: Row) {
  const hasName = typeof user.f_name === 'string' && user.f_name !== '';
  return c.json({
    token: hasName ? issueToken(c, Number(user.id)) : null,
    is_phone_verified: Number(user.is_phone_verified),
    is_email_verified: Number(user.is_email_verified),
    is_personal_info: hasName ? 1 : 0,
    is_exist_user: null,
    login_type: 'manual',
    email: user.email ?? null,
  });
}

/** Logging in with a guest_id moves the guest cart to the user, replacing the user's old cart. */
function mergeGuestCart(c: Ctx, guestId: number, userId: number) {
  const db = c.get('deps').db;
  const guestLines = get<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM carts WHERE user_id = ? AND is_guest = 1',
    guestId,
  );
  if (!guestLines?.n) return;
  transaction(db, () => {
    run(db, 'DELETE FROM carts WHERE user_id = ? AND is_guest = 0', userId);
    run(db, 'UPDATE carts SET user_id = ?, is_guest = 0 WHERE user_id = ? AND is_guest = 1', userId, guestId);
  });
}

authRoutes.post('/auth/login', async (c) => {
  const input = await readInput(c);
  const first = validate(input, { login_type: text('login_type', { oneOf: ['manual', 'otp', 'social'] }) });
  if (!first.ok) return errors(c, 403, first.errors);
  if (first.data.login_type !== 'manual') {
    return error(c, 403, 'login_type', 'This login method is not enabled');
  }
  const checked = validate(input, {
    email_or_phone: text('email_or_phone'),
    password: text('password', { min: 6 }),
    field_type: text('field_type', { oneOf: ['phone', 'email'] }),
  });
  if (!checked.ok) return errors(c, 403, checked.errors);
  const { email_or_phone: login, password, field_type: field } = checked.data;
  const db = c.get('deps').db;
  // Phones are matched verbatim against the stored value (E.164 with +), emails case-insensitively.
  const user =
    field === 'email'
      ? get(db, 'SELECT * FROM users WHERE lower(email) = lower(?)', login)
      : get(db, 'SELECT * FROM users WHERE phone = ?', login);
  if (!user || !verifyPassword(password, String(user.password))) {
    return error(c, 401, 'auth-001', 'User credential does not match');
  }
  if (Number(user.status) !== 1) return error(c, 403, 'auth-003', 'Your account is blocked');
  const guestId = Number(input.guest_id);
  if (Number.isInteger(guestId) && guestId > 0) mergeGuestCart(c, guestId, Number(user.id));
  return authAnswer(c, user);
});

authRoutes.post('/auth/sign-up', async (c) => {
  const input = await readInput(c);
  const checked = validate(input, {
    name: text('name'),
    email: text('email', { email: true, optional: true }),
    phone: text('phone'),
    password: text('password', { min: 8 }),
    ref_code: text('ref_code', { optional: true }),
  });
  const db = c.get('deps').db;
  const list = checked.ok ? [] : [...checked.errors];
  const taken = (field: 'email' | 'phone', value: unknown) =>
    typeof value === 'string' &&
    value !== '' &&
    !list.some((e) => e.code === field) &&
    get(db, `SELECT id FROM users WHERE ${field === 'email' ? 'lower(email) = lower(?)' : 'phone = ?'}`, value.trim());
  if (taken('email', input.email)) list.push({ code: 'email', message: 'The email has already been taken.' });
  if (taken('phone', input.phone)) list.push({ code: 'phone', message: 'The phone has already been taken.' });
  if (!checked.ok || list.length) return errors(c, 403, list);
  const { name, email, phone, password } = checked.data;
  const [fName, ...rest] = name.split(' ');
  const now = isoMicros(c.get('deps').now());
  const result = run(
    db,
    `INSERT INTO users (f_name, l_name, phone, email, password, ref_code, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    fName ?? name,
    rest.join(' '),
    phone,
    email ?? null,
    hashPassword(password),
    newToken().slice(0, 10).toUpperCase(),
    now,
    now,
  );
  const user = get(db, 'SELECT * FROM users WHERE id = ?', Number(result.lastInsertRowid));
  return authAnswer(c, user!);
});

authRoutes.post('/auth/guest/request', (c) => {
  const db = c.get('deps').db;
  const result = run(
    db,
    'INSERT INTO guests (ip_address, created_at) VALUES (?, ?)',
    c.req.header('x-forwarded-for') ?? null,
    c.get('deps').now().toISOString(),
  );
  return c.json({ message: 'Guest verified', guest_id: Number(result.lastInsertRowid) });
});
