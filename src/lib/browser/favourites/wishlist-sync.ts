// The device's favourites and the marketplace's wish-list kept together. Signed out, the device's
// lists (wishlist/storage.ts) are the favourites. On the first signed-in page they are merged
// into the account's wish-list (/api/wishlist POST; an entry saved already counts as done) and
// storage then holds a copy of the account's list, refreshed now and then (GET), so a heart saved
// in another browser shows here too. A heart tapped signed in goes to the marketplace through the
// proxy at once (also a heart tapped before the islands' code has arrived, and one whose page is
// left at once) and is taken back if it refuses. Signed out again, the account's copy is removed.
//
// Every answer is read to its end: a response whose body is left unread stays open, and keeps its
// connection, until the page lets it go. Each call has a timeout. A list arriving from the
// marketplace does not undo a heart tapped while it was on its way: for those, the device wins.
//
// The card directive inlines this module into pages, and the islands load it as a chunk of their
// own: what they share lives on the window. It imports nothing at run time but
// wishlist/storage.ts, which imports nothing either.
import {
  SAVED_STORES_KEY,
  WISHLIST_KEY,
  WISHLIST_OWNER_KEY,
  WISHLIST_SYNCED_EVENT,
  decodeSavedStores,
  decodeWishlist,
  storedStores,
  storedWishlist,
} from '../../wishlist/storage.ts';

const SYNCED_AT_KEY = 'wishlistSyncedAt';
/** A copy this fresh is not asked for again on the next page. */
const FRESH_MS = 30_000;
/** The storefront answers within its own upstream timeout (8 s); past this, the call has failed. */
const TIMEOUT_MS = 10_000;

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

type Kind = 'item' | 'store';
type Change = 'added' | 'removed';

/** The page's hearts on their way to the marketplace, shared by the directive and the islands. */
interface Hearts {
  /** Counts the hearts tapped on this page. */
  seq: number;
  /** `item:15` → the count when it was last tapped. */
  touched: Map<string, number>;
  /** `item:15` → its last change's call, which waits for the one before (sent in tap order). */
  queue: Map<string, Promise<boolean>>;
}

function hearts(): Hearts {
  const holder = window as unknown as { __wishlistHearts?: Hearts };
  holder.__wishlistHearts ??= { seq: 0, touched: new Map(), queue: new Map() };
  return holder.__wishlistHearts;
}

/**
 * The hearts a list asked for at `seq` may not show rightly: those tapped since, and those on their
 * way then (the list may have been read before they arrived) or still now. Storage wins for them.
 */
function touchedSince(seq: number, onTheirWay: Iterable<string>): Set<string> {
  const { touched, queue } = hearts();
  const since = [...touched].filter(([, at]) => at > seq).map(([key]) => key);
  return new Set([...onTheirWay, ...queue.keys(), ...since]);
}

/** The list answered, with what storage holds now for the hearts in `keep` (`kind:id`). */
function withLocal<T extends { id: number }>(kind: Kind, answered: T[], local: T[], keep: Set<string>): T[] {
  const tapped = (id: number) => keep.has(`${kind}:${id}`);
  return [...answered.filter((e) => !tapped(e.id)), ...local.filter((e) => tapped(e.id))];
}

/** Reads an answer to its end (see the top); its text, or '' when that fails. */
const drain = (response: Response): Promise<string> => response.text().catch(() => '');

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
  const askedAt = hearts().seq;
  const onTheirWay = [...hearts().queue.keys()];
  let data: { items?: unknown; stores?: unknown };
  try {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    const response = merging
      ? await fetch(endpoint(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            items: storedWishlist().map((p) => p.id),
            stores: storedStores().map((s) => s.id),
          }),
          signal,
        })
      : await fetch(endpoint(), { headers: { Accept: 'application/json' }, signal });
    const text = await drain(response);
    if (!response.ok) return 'failed';
    data = JSON.parse(text) as typeof data;
  } catch {
    return 'failed';
  }
  // The answer read as storage reads it: anything that is not a saved product or store is dropped.
  // A heart tapped meanwhile, or still on its way, keeps what the device holds for it.
  const keep = touchedSince(askedAt, onTheirWay);
  const answered = decodeWishlist(JSON.stringify(Array.isArray(data.items) ? data.items : []));
  const items = withLocal('item', answered, storedWishlist(), keep);
  const answeredStores = decodeSavedStores(JSON.stringify(Array.isArray(data.stores) ? data.stores : []));
  const stores = withLocal('store', answeredStores, storedStores(), keep);
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

/** One change sent, its answer read; true when the marketplace holds what was asked. */
async function post(kind: Kind, id: number, change: Change): Promise<boolean> {
  try {
    const response = await fetch(
      `/api/v1/customer/wish-list/${change === 'added' ? 'add' : 'remove'}?${kind}_id=${id}`,
      {
        method: change === 'added' ? 'POST' : 'DELETE',
        headers: { Accept: 'application/json' },
        // Sent to its end also when the page is left right after the tap.
        keepalive: true,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    await drain(response);
    const done = response.ok || response.status === (change === 'added' ? 409 : 404);
    if (done) write({ [SYNCED_AT_KEY]: String(Date.now()) });
    return done;
  } catch {
    return false;
  }
}

/**
 * A heart's change sent to the account's wish-list (signed in only; true at once signed out), also
 * before the first merge has answered: saved already (409) or not saved (404) is the wanted end too.
 * Changes to one heart go one after the other, in the order they were made, so the last one is
 * what the marketplace keeps.
 */
export function sendHeart(kind: Kind, id: number, change: Change): Promise<boolean> {
  if (!signedIn()) return Promise.resolve(true);
  const state = hearts();
  const key = `${kind}:${id}`;
  state.touched.set(key, ++state.seq);
  const sent = (state.queue.get(key) ?? Promise.resolve(true)).then(() => post(kind, id, change));
  state.queue.set(key, sent);
  void sent.then(() => {
    if (state.queue.get(key) === sent) state.queue.delete(key);
  });
  return sent;
}
