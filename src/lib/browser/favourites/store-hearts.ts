// The store hearts of a page (StoreHeart.astro) and the favourites page's stores tab: a heart
// saves the store on the device, and signed in in the marketplace's wish-list too (taken back,
// with a message, when the marketplace refuses). Every heart of a store shows whether it is saved,
// also after another tab's change or the account's list arriving (wishlist-sync.ts).
import {
  SAVED_STORES_KEY,
  WISHLIST_SYNCED_EVENT,
  storedStores,
  toggleStoredStore,
  type SavedStore,
} from '../../wishlist/storage.ts';
import { sendHeart, syncWishlist } from './wishlist-sync.ts';

const HEART = 'button[data-store-heart]';
export function showSavedStores(root: ParentNode = document): void {
  const saved = new Set(storedStores().map((s) => s.id));
  for (const button of root.querySelectorAll<HTMLButtonElement>(HEART)) {
    button.setAttribute('aria-pressed', String(saved.has(Number(button.dataset.storeHeart))));
  }
}

let noteTimer: ReturnType<typeof setTimeout> | undefined;

/** The page's one note for store hearts: read out politely, shown a few seconds. */
function note(text: string | undefined, problem = false): void {
  if (!text) return;
  let box = document.querySelector<HTMLElement>('[data-store-heart-note]');
  if (!box) {
    box = document.createElement('div');
    box.setAttribute('data-store-heart-note', '');
    box.setAttribute('role', 'status');
    box.className = 'store-heart-note';
    document.body.append(box);
  }
  box.toggleAttribute('data-problem', problem);
  box.textContent = text;
  box.hidden = false;
  clearTimeout(noteTimer);
  noteTimer = setTimeout(() => {
    if (box) {
      box.hidden = true;
      box.textContent = '';
    }
  }, 5000);
}

function savedOf(button: HTMLButtonElement): SavedStore | null {
  try {
    const store = JSON.parse(button.dataset.storeSaved ?? '') as SavedStore;
    return Number.isInteger(store.id) && typeof store.name === 'string' ? store : null;
  } catch {
    return null;
  }
}

async function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(HEART) : null;
  if (!button) return;
  event.preventDefault();
  const store = savedOf(button);
  if (!store) return;
  const changed = toggleStoredStore(store);
  if (!changed) return note(button.dataset.failed, true);
  showSavedStores();
  note(changed.change === 'added' ? button.dataset.added : button.dataset.removed);
  if (await sendHeart('store', store.id, changed.change)) return;
  // Back to what it was, unless tapped again since.
  if (storedStores().some((s) => s.id === store.id) === (changed.change === 'added')) toggleStoredStore(store);
  showSavedStores();
  note(button.dataset.failed, true);
}

const holder = window as unknown as { __storeHearts?: true };
if (!holder.__storeHearts) {
  holder.__storeHearts = true;
  document.addEventListener('click', (event) => void onClick(event));
  const refresh = () => showSavedStores();
  document.addEventListener(WISHLIST_SYNCED_EVENT, refresh);
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_STORES_KEY || event.key === null) refresh();
  });
  showSavedStores();
  void syncWishlist();
}
