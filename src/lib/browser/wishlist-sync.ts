// The device's favourites and the marketplace's wish-list kept together. Signed out, the device's
// lists (wishlist-storage.ts) are the favourites. On the first signed-in page they are merged
// into the account's wish-list (/api/wishlist POST; an entry saved already counts as done) and
// storage then holds a copy of the account's list, refreshed now and then (GET), so a heart saved
// in another browser shows here too. A heart tapped signed in goes to the marketplace through the
// proxy at once and is taken back if it refuses. Signed out again, the account's copy is removed.
//
// The card directive inlines this module into pages: it imports nothing at run time but
// wishlist-storage.ts, which imports nothing either.
import {
  SAVED_STORES_KEY,
  WISHLIST_KEY,
  WISHLIST_OWNER_KEY,
  WISHLIST_SYNCED_EVENT,
  decodeSavedStores,
  decodeWishlist,
  storedStores,
  storedWishlist,
} from '../wishlist-storage.ts';

const SYNCED_AT_KEY = 'wishlistSyncedAt';
/** A copy this fresh is not asked for again on the next page. */
const FRESH_MS = 30_000;

export type SyncOutcome = 'merged' | 'refreshed' | 'cleared' | 'skipped' | 'failed';

const signedIn = () => document.documentElement.hasAttribute('data-signed-in');

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(entries: Record<string, string | null>): void {
  try {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage blocked or full: the hearts show what they showed.
  }
}

/** /api/wishlist in the page's language, so saved names read as the page does. */
function endpoint(): string {
  const lang = document.documentElement.dataset.lang;
  return lang === 'en' || lang === 'ar' || lang === 'tr' ? `/${lang}/api/wishlist` : '/api/wishlist';
}

const told = () => document.dispatchEvent(new CustomEvent(WISHLIST_SYNCED_EVENT));

async function run(force: boolean): Promise<SyncOutcome> {
  const owner = read(WISHLIST_OWNER_KEY);
  if (!signedIn()) {
    if (owner !== 'account') return 'skipped';
    write({ [WISHLIST_KEY]: null, [SAVED_STORES_KEY]: null, [WISHLIST_OWNER_KEY]: null, [SYNCED_AT_KEY]: null });
    told();
    return 'cleared';
  }
  const merging = owner !== 'account';
  const syncedAt = Number(read(SYNCED_AT_KEY)) || 0;
  if (!merging && !force && Date.now() - syncedAt < FRESH_MS) return 'skipped';
  let data: { items?: unknown; stores?: unknown };
  try {
    const response = merging
      ? await fetch(endpoint(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            items: storedWishlist().map((p) => p.id),
            stores: storedStores().map((s) => s.id),
          }),
        })
      : await fetch(endpoint(), { headers: { Accept: 'application/json' } });
    if (!response.ok) return 'failed';
    data = (await response.json()) as typeof data;
  } catch {
    return 'failed';
  }
  // The answer read as storage reads it: anything that is not a saved product or store is dropped.
  const items = decodeWishlist(JSON.stringify(Array.isArray(data.items) ? data.items : []));
  const stores = decodeSavedStores(JSON.stringify(Array.isArray(data.stores) ? data.stores : []));
  write({
    [WISHLIST_KEY]: JSON.stringify(items),
    [SAVED_STORES_KEY]: JSON.stringify(stores),
    [WISHLIST_OWNER_KEY]: 'account',
    [SYNCED_AT_KEY]: String(Date.now()),
  });
  told();
  return merging ? 'merged' : 'refreshed';
}

/** One sync at a time on a page, whichever script asks (the directive and the islands alike). */
export function syncWishlist(force = false): Promise<SyncOutcome> {
  const holder = window as unknown as { __wishlistSync?: Promise<SyncOutcome> };
  if (!holder.__wishlistSync) {
    holder.__wishlistSync = run(force).finally(() => {
      holder.__wishlistSync = undefined;
    });
  }
  return holder.__wishlistSync;
}

/**
 * A heart's change sent to the account's wish-list (signed in only; true at once signed out), also
 * before the first merge has answered: saved already (409) or not saved (404) is the wanted end too.
 */
export async function sendHeart(kind: 'item' | 'store', id: number, change: 'added' | 'removed'): Promise<boolean> {
  if (!signedIn()) return true;
  try {
    const response = await fetch(
      `/api/v1/customer/wish-list/${change === 'added' ? 'add' : 'remove'}?${kind}_id=${id}`,
      { method: change === 'added' ? 'POST' : 'DELETE', headers: { Accept: 'application/json' } },
    );
    const done = response.ok || response.status === (change === 'added' ? 409 : 404);
    if (done) write({ [SYNCED_AT_KEY]: String(Date.now()) });
    return done;
  } catch {
    return false;
  }
}
