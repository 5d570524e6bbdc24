// The cart's last known lines, kept on the device so that a customer who loses the connection (on
// the metro) can still read what the cart held: the offline page shows them, read-only.
//
// Only what the cart page showed is kept, as display strings in the page's language (names,
// quantities, options, formatted totals and the /img picture): no address, phone, name, token or
// ids. A snapshot is personal data, so it follows the rule of the account's wish-list copy
// (wishlist-sync.ts): a signed-in customer's snapshot is removed once a page is signed out.
//
// Browser code: zod/mini keeps the schema small (about 7 KiB gzip, where zod's full API would not
// fit the pages' script budgets), and only the cart page and the offline page load it. Storage that is blocked or full is
// ignored: the snapshot is a convenience, never needed for the cart to work.
import * as z from 'zod/mini';

export const CART_SNAPSHOT_KEY = 'cartSnapshot';

/**
 * The snapshot's schema, built on first use: the frame's forgetCartOfSignedOut (on every page)
 * needs none of it, so a bundle with only that function leaves zod out.
 */
function buildSchema() {
  /** Display text: bounded, so a tampered or runaway entry cannot swell the offline page. */
  const text = (max: number) => z.string().check(z.maxLength(max));
  /** A picture path on this origin (`/img?...`); anything else (another site, `//host`) is refused. */
  const localPath = text(2000).check(z.regex(/^\/(?!\/)/));
  const line = z.object({
    name: text(300),
    quantity: z.int().check(z.positive(), z.lte(1_000_000)),
    /** Options and add-ons as the cart words them, or null. */
    options: z.nullable(text(1000)),
    /** The line's total, formatted as the cart shows it. */
    total: text(100),
    image: z.nullable(localPath),
  });
  return z.object({
    savedAt: z.iso.datetime(),
    /** Whose cart: an account's is forgotten when the page is signed out. */
    owner: z.enum(['account', 'guest']),
    lang: z.enum(['en', 'ar', 'tr']),
    storeName: text(300),
    lines: z.array(line).check(z.minLength(1), z.maxLength(200)),
    /** The items' total (before delivery and fees), formatted as the cart shows it. */
    subtotal: text(100),
  });
}

let schema: ReturnType<typeof buildSchema> | undefined;
const snapshotSchema = () => {
  schema ??= buildSchema();
  return schema;
};

export type CartSnapshot = z.infer<ReturnType<typeof buildSchema>>;
export type CartSnapshotLine = CartSnapshot['lines'][number];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function remove(): void {
  try {
    storage()?.removeItem(CART_SNAPSHOT_KEY);
  } catch {
    // Blocked: nothing was kept either.
  }
}

/** Keeps `snapshot` (read back with the same schema); a snapshot that does not pass is not kept. */
export function saveCartSnapshot(snapshot: CartSnapshot): void {
  const checked = snapshotSchema().safeParse(snapshot);
  if (!checked.success) {
    remove();
    return;
  }
  try {
    storage()?.setItem(CART_SNAPSHOT_KEY, JSON.stringify(checked.data));
  } catch {
    // Full or blocked: an older snapshot would now be wrong, so none is kept.
    remove();
  }
}

/** The kept snapshot, or null; a malformed one is removed. */
export function readCartSnapshot(): CartSnapshot | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(CART_SNAPSHOT_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  const checked = snapshotSchema().safeParse(data);
  if (checked.success) return checked.data;
  remove();
  return null;
}

export function clearCartSnapshot(): void {
  remove();
}

const signedIn = () => document.documentElement.hasAttribute('data-signed-in');

/**
 * Signed out, an account's snapshot is removed (as wishlist-sync.ts removes the account's
 * wish-list copy); a guest's stays. True when one was removed. Also removes an entry that cannot
 * be read, since whose it is cannot be told.
 */
export function forgetCartOfSignedOut(): boolean {
  if (signedIn()) return false;
  let raw: string | null;
  try {
    raw = storage()?.getItem(CART_SNAPSHOT_KEY) ?? null;
  } catch {
    return false;
  }
  if (raw === null) return false;
  // Only the owner is read here (no schema: this runs on every page); a guest's entry that is
  // malformed otherwise is removed when it is read.
  let owner: unknown;
  try {
    owner = (JSON.parse(raw) as { owner?: unknown } | null)?.owner;
  } catch {
    owner = undefined;
  }
  if (owner === 'guest') return false;
  remove();
  return true;
}
