// Draws the favourites page's stores tab (SavedStores.astro) from the saved stores in storage,
// and again when another tab or the account's list changes them. Its hearts are store hearts
// (store-hearts.ts): a tap removes the store (taken back if the marketplace refuses), and its row
// stays, its heart not pressed, so the keyboard's place is kept and a slip is undone with a tap.
import { SAVED_STORES_KEY, WISHLIST_SYNCED_EVENT, storedStores, type SavedStore } from '../../wishlist/storage.ts';
import { showSavedStores } from './store-hearts.ts';

function row(template: HTMLTemplateElement, store: SavedStore, href: string): Node {
  const node = template.content.cloneNode(true) as DocumentFragment;
  const img = node.querySelector('img');
  if (img) {
    if (store.logo_full_url) img.src = store.logo_full_url;
    else img.removeAttribute('src');
  }
  const link = node.querySelector('a');
  if (link) {
    link.href = href.replace(/\/0$/, `/${store.id}`);
    link.textContent = store.name;
  }
  const address = node.querySelector('p');
  if (address) address.textContent = store.address;
  const heart = node.querySelector<HTMLButtonElement>('button');
  if (heart) {
    heart.dataset.storeHeart = String(store.id);
    heart.dataset.storeSaved = JSON.stringify(store);
    heart.setAttribute('aria-label', `${heart.dataset.label ?? ''}: ${store.name}`);
  }
  return node;
}

function draw(root: HTMLElement) {
  const template = root.querySelector<HTMLTemplateElement>('template[data-saved-store-row]');
  const list = root.querySelector<HTMLElement>('[data-saved-stores-list]');
  const empty = root.querySelector<HTMLElement>('[data-saved-stores-empty]');
  if (!template || !list || !empty) return;
  const stores = storedStores();
  const href = root.dataset.storeHref ?? '';
  list.replaceChildren(...stores.map((store) => row(template, store, href)));
  root.querySelector('[data-saved-stores-loading]')?.remove();
  empty.hidden = list.childElementCount > 0;
  showSavedStores(root);
}

const root = document.querySelector<HTMLElement>('[data-saved-stores]');
if (root) {
  draw(root);
  document.addEventListener(WISHLIST_SYNCED_EVENT, () => draw(root));
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_STORES_KEY || event.key === null) draw(root);
  });
}
