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

import { CART_SNAPSHOT_KEY, removeCartSnapshot as remove, snapshotStorage as storage } from './cart-snapshot-owner.ts';

export { CART_SNAPSHOT_KEY, forgetCartOfSignedOut } from './cart-snapshot-owner.ts';

/** The snapshot's schema, built on first use. */
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
