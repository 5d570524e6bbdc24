// client:cards: the page's product-card controls (the CardActions island). The island loads as
// client:interaction loads it: with the first touch of a card's heart or cart button (the tap is
// replayed), when code wakes it, or at once with `eager` (a page whose cards an island draws
// anyway). Meanwhile the hearts show the saved state from the device's storage: this code is
// inlined into the page, so that costs no request and is done before the first paint, and it
// also marks cards drawn later and follows another tab's changes. A signed-in page with an add
// to the cart waiting since before signing in wakes the island at once, to complete it.
//
// A heart tapped before the island is ready is saved here, in storage, and shown at once (it
// survives leaving the page straight away), and signed in it is sent to the account's wish-list
// at once too; the island, once ready, re-reads the list, says so in a toast and takes the heart
// back if the marketplace refused it. A cart button's tap is held and replayed (interaction.ts).
//
// This file is bundled on its own and inlined into every page that uses the directive: it may
// import only modules without run-time dependencies.
import type { ClientDirective } from 'astro';
import { readCardProduct } from '../../catalog/card-data.ts';
import {
  STORED_HEART_EVENT,
  type StoredHeart,
  storedWishlist,
  toggleStored,
  WISHLIST_KEY,
  WISHLIST_SYNCED_EVENT,
} from '../../wishlist/storage.ts';
import { hasPendingAdd } from '../buying/pending-add.ts';
import { showSavedIn, watchNewHearts } from '../favourites/saved-hearts.ts';
import { wakeIsland } from '../wake.ts';
import { sendHeart, syncWishlist } from '../favourites/wishlist-sync.ts';
import { type EarlyAnswer, type InteractionOptions, interactionWith } from './interaction.ts';

export interface CardsOptions extends InteractionOptions {
  /** Load the island with the page. */
  eager?: boolean;
  /** Where the cards' `/img?p=` picture paths live, to save a product with its image URL. */
  storageRoot?: string;
  /** Ask for the account's favourites now, however fresh the copy (the favourites page). */
  freshFavourites?: boolean;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:cards'?: CardsOptions;
  }
}

/** A heart, answered without the island: saved in storage and shown; the island announces it. */
const heartAnswer =
  (storageRoot: string | undefined): EarlyAnswer =>
  (target) => {
    if (!target.matches('button[data-card-heart]')) return null;
    const card = target.closest('[data-card-product]');
    const product = card ? readCardProduct(card, storageRoot) : null;
    const stored = product ? toggleStored(product) : null;
    if (!product || !stored) return null;
    showSavedIn(document, stored.list);
    // Signed in, sent now, not when the island is ready: the page may be left before that.
    const detail: StoredHeart = {
      change: stored.change,
      id: product.id,
      sent: sendHeart('item', product.id, stored.change),
    };
    return () => document.dispatchEvent(new CustomEvent(STORED_HEART_EVENT, { detail }));
  };

const cards: ClientDirective = (load, options, el) => {
  const {
    eager = false,
    name,
    storageRoot,
    freshFavourites = false,
  } = (typeof options.value === 'object' ? options.value : {}) as CardsOptions;
  interactionWith(heartAnswer(storageRoot))(load, options, el);

  const show = () => showSavedIn(document, storedWishlist());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show, { once: true });
  else show();
  watchNewHearts(storedWishlist);
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_KEY || event.key === null) show();
  });
  // Signed in, the hearts are the account's wish-list (merged with this device's at sign-in).
  document.addEventListener(WISHLIST_SYNCED_EVENT, show);
  void syncWishlist(freshFavourites);

  const addWaiting = document.documentElement.hasAttribute('data-signed-in') && hasPendingAdd();
  if (name && (eager || addWaiting)) wakeIsland(name);
};

export default cards;
