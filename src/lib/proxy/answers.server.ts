// What the proxy lets through of a marketplace answer. Two checks the marketplace leaves out:
//
// - Whose it is. Guest ids and customer ids are two sequences that both count from 1, and the
//   marketplace's customer/order/track finds a signed-in caller's order by user_id alone, so a
//   customer may be handed the order of the guest with their number (name, phone, address, the
//   delivery code). Every record of a personal answer that names its owner (`is_guest`,
//   `user_id`: orders, order lines, cart lines, addresses, notifications) must name the caller: a
//   customer's records are no guest's and carry the customer's id (learnt from customer/info,
//   kept a minute per session), a guest's are a guest's and carry the guest's id. A foreign record
//   in a list is dropped; a single one (an order, an order's lines) makes the answer a 404.
// - What an error says. The marketplace's own wording for customers goes through; its internal text
//   (`No query results for model [App\Models\Order] 100005`, SQL, exceptions, file paths) becomes a
//   plain "Not found" or a generic message, in the `errors` array the islands read.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { getCustomerInfo } from '../api/index.ts';
import { codeForStatus, errorItems } from '../api/errors.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { apiContext } from '../server/marketplace/upstream.ts';

/** Who a proxied call was made for. */
export type Caller = { token: string } | { guestId: number };

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const FOREIGN = Symbol('foreign');
type Screened = unknown | typeof FOREIGN;

/** Truthy as 6amMart writes it: true, 1, "1", "true"; null when the record does not say. */
function flag(value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return null;
  return value === true || value === 1 || value === '1' || value === 'true';
}

function ownerId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Whether some record of `value` names an owner by id (then a customer's id must be known). */
function namesOwner(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (Array.isArray(value)) return value.some((v) => namesOwner(v, depth + 1));
  if (!isRecord(value)) return false;
  if (ownerId(value.user_id) !== null) return true;
  return Object.values(value).some((v) => namesOwner(v, depth + 1));
}

type Owner = { guest: true; id: number } | { guest: false; id: number | null };

function foreign(record: Json, owner: Owner): boolean {
  const guest = flag(record.is_guest);
  if (guest !== null && guest !== owner.guest) return true;
  const id = ownerId(record.user_id);
  // A record that names its owner only by the guest flag, or a customer whose id is unknown, is
  // judged by the flag alone.
  return id !== null && owner.id !== null && id !== owner.id;
}

/** The answer without foreign records; FOREIGN when the record itself (or one inside it) is. */
function screen(value: unknown, owner: Owner, depth = 0): Screened {
  if (depth > 8) return value;
  if (Array.isArray(value)) {
    const kept: unknown[] = [];
    for (const entry of value) {
      const s = screen(entry, owner, depth + 1);
      if (s !== FOREIGN) kept.push(s);
    }
    return kept;
  }
  if (!isRecord(value)) return value;
  if (foreign(value, owner)) return FOREIGN;
  const out: Json = {};
  let dropped = 0;
  for (const [key, entry] of Object.entries(value)) {
    const s = screen(entry, owner, depth + 1);
    if (s === FOREIGN) return FOREIGN;
    if (Array.isArray(entry) && Array.isArray(s)) dropped += entry.length - s.length;
    out[key] = s;
  }
  if (dropped > 0 && typeof out.total_size === 'number') out.total_size = Math.max(0, out.total_size - dropped);
  return out;
}

// The customer id of a session's token, for a minute (the token itself is not kept).
const ids = new LRUCache<string, Promise<number>>({ max: 10_000, ttl: 60_000 });
const INFO_TIMEOUT_MS = 4000;

function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The signed-in customer's id (customer/info), shared by the calls of one session for a minute. */
export function customerId(prefs: Preferences, token: string): Promise<number> {
  const key = tokenKey(token);
  let id = ids.get(key);
  if (!id) {
    id = getCustomerInfo(apiContext(prefs, { token, timeoutMs: INFO_TIMEOUT_MS })).then((info) => info.id);
    // A failed look-up is not kept: the next call asks again.
    id.catch(() => ids.delete(key));
    ids.set(key, id);
  }
  return id;
}

/** customer/info answered: its id is the session's for the next minute. */
export function rememberCustomerId(token: string, id: unknown): void {
  const n = ownerId(id);
  if (n !== null && n > 0) ids.set(tokenKey(token), Promise.resolve(n));
}

/** Answers about one order: one foreign record in them means the order is someone else's. */
const ONE_ORDER = /^customer\/order\/(details|track)$/;

export type Checked = { ok: true; data: unknown } | { ok: false; response: Response };

/**
 * A personal answer with only the caller's records in it, or the 404 to send instead. Without
 * the customer's id (customer/info failed), an answer that names owners by id is not sent.
 */
export async function onlyTheCallers(
  path: string,
  data: unknown,
  caller: Caller,
  prefs: Preferences,
): Promise<Checked> {
  let owner: Owner;
  if ('guestId' in caller) owner = { guest: true, id: caller.guestId };
  else if (path === 'customer/info') return { ok: true, data };
  else if (!namesOwner(data)) owner = { guest: false, id: null };
  else {
    try {
      owner = { guest: false, id: await customerId(prefs, caller.token) };
    } catch {
      return {
        ok: false,
        response: Response.json({ error: 'The marketplace is not reachable.' }, { status: 502 }),
      };
    }
  }
  const screened = screen(data, owner);
  const whole = ONE_ORDER.test(path) && Array.isArray(data) && Array.isArray(screened);
  if (screened === FOREIGN || (whole && (screened as unknown[]).length !== (data as unknown[]).length)) {
    console.warn(`proxy: ${path} answered a record that is not the caller's; answered 404 instead`);
    return { ok: false, response: notFound(path.startsWith('customer/order/') ? 'order' : 'not_found') };
  }
  return { ok: true, data: screened };
}

const notFound = (code: string) => Response.json({ errors: [{ code, message: 'Not found' }] }, { status: 404 });

/** Text of the marketplace's insides rather than words for a customer. */
const INTERNAL =
  /App\\+Models|\bModels?\\|No query results|SQLSTATE|\bSQL\b|Illuminate\\|Exception\b|\.php\b|stack ?trace|Undefined (index|variable|offset|array key|property)|Call to (a )?(member|undefined)|Trying to (access|get)|Attempt to read|syntax error|Server Error|\bat line \d|#\d+ \//i;

function plainMessage(status: number): string {
  if (status === 404) return 'Not found';
  if (status >= 500) return 'The marketplace could not answer. Please try again in a moment.';
  return 'The request could not be completed.';
}

function publicMessage(status: number, message: unknown): string {
  if (typeof message !== 'string' || !message.trim() || message.length > 300 || INTERNAL.test(message))
    return plainMessage(status);
  return message;
}

/**
 * A marketplace error answer as the browser may see it: `{errors: [{code, message}]}` and, when the
 * marketplace sent one, `message`, each message its own words for customers or a plain one.
 */
export function publicError(status: number, body: unknown): Json {
  const items = errorItems(body);
  const out: Json = {};
  if (items)
    out.errors = items.map((item) => ({
      code: !item.code || INTERNAL.test(item.code) ? codeForStatus(status) : item.code,
      message: publicMessage(status, item.message),
    }));
  if (isRecord(body) && typeof body.message === 'string') out.message = publicMessage(status, body.message);
  if (!out.errors && !out.message) out.errors = [{ code: codeForStatus(status), message: plainMessage(status) }];
  return out;
}
