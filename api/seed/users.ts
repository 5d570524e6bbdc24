// The two demo customers. Both passwords are "demo12345".
import { scryptSync, createHash } from 'node:crypto';
import { fixed } from './time.ts';
import type { Row } from './rows.ts';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_PROFILE_IMAGE = 'demo-customer.jpg';

/**
 * The same "scrypt$N$r$p$salt$hash" format as api/lib/password.ts hashPassword (which
 * verifyPassword reads), but with a salt derived from the user id instead of random bytes, so the
 * seeded database is byte-for-byte reproducible.
 */
function seedPasswordHash(password: string, userId: number): string {
  const [N, r, p] = [16384, 8, 1];
  const salt = createHash('sha256').update(`souq-express-seed-user-${userId}`).digest().subarray(0, 16);
  const hash = scryptSync(password, salt, 32, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export function userRows(): Row[] {
  const demoCreated = fixed('2025-02-10 17:45');
  const otherCreated = fixed('2025-06-01 12:20');
  return [
    {
      id: 1,
      f_name: 'Demo',
      l_name: 'Customer',
      phone: '+201012345678',
      email: 'customer@demo.test',
      image: DEMO_PROFILE_IMAGE,
      password: seedPasswordHash(DEMO_PASSWORD, 1),
      status: 1,
      is_phone_verified: 1,
      is_email_verified: 1,
      email_verified_at: demoCreated,
      wallet_balance: 250.5,
      loyalty_point: 120,
      ref_code: 'DEMO2024',
      ref_by: null,
      login_medium: 'manual',
      zone_id: 5,
      current_language_key: 'en',
      created_at: demoCreated,
      updated_at: fixed('2025-09-18 08:10'),
    },
    {
      id: 2,
      f_name: 'Omar',
      l_name: '',
      phone: '+201098765432',
      email: 'other@demo.test',
      image: null,
      password: seedPasswordHash(DEMO_PASSWORD, 2),
      status: 1,
      is_phone_verified: 1,
      is_email_verified: 0,
      email_verified_at: null,
      wallet_balance: 0,
      loyalty_point: 0,
      ref_code: 'OMAR7781',
      ref_by: 1,
      login_medium: 'manual',
      zone_id: 5,
      current_language_key: 'ar',
      created_at: otherCreated,
      updated_at: otherCreated,
    },
  ];
}
