// Who the cart's snapshot for offline (cart-snapshot.ts) belongs to, and its removal once the
// page is signed out: the frame runs this on every page, so it reads the owner alone and imports
// nothing (the snapshot's schema, zod/mini, stays with the cart and offline pages).
export const CART_SNAPSHOT_KEY = 'cartSnapshot';

export function snapshotStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function removeCartSnapshot(): void {
  try {
    snapshotStorage()?.removeItem(CART_SNAPSHOT_KEY);
  } catch {
    // Blocked: nothing was kept either.
  }
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
    raw = snapshotStorage()?.getItem(CART_SNAPSHOT_KEY) ?? null;
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
  removeCartSnapshot();
  return true;
}
