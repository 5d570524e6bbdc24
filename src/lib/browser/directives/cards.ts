// client:cards: the page's product-card controls (the CardActions island). The island loads as
// client:interaction loads it: with the first touch of a card's heart or cart button (the tap is
// replayed), when code wakes it, or at once with `eager` (a page whose cards an island draws
// anyway). Meanwhile the hearts show the saved state from the device's storage: this code is
// inlined into the page, so that costs no request and is done before the first paint, and it
// also marks cards drawn later and follows another tab's changes. A signed-in page with an add
// to the cart waiting since before signing in wakes the island at once, to complete it.
//
// This file is bundled on its own and inlined into every page that uses the directive: it may
// import only modules without run-time dependencies.
import type { ClientDirective } from 'astro';
import { storedWishlist, WISHLIST_KEY } from '../../wishlist-storage.ts';
import { hasPendingAdd } from '../pending-add.ts';
import { showSavedIn, watchNewHearts } from '../saved-hearts.ts';
import { wakeIsland } from '../wake.ts';
import interaction, { type InteractionOptions } from './interaction.ts';

export interface CardsOptions extends InteractionOptions {
  /** Load the island with the page. */
  eager?: boolean;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:cards'?: CardsOptions;
  }
}

const cards: ClientDirective = (load, options, el) => {
  const { eager = false, name } = (typeof options.value === 'object' ? options.value : {}) as CardsOptions;
  interaction(load, options, el);

  const show = () => showSavedIn(document, storedWishlist());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show, { once: true });
  else show();
  watchNewHearts(storedWishlist);
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_KEY || event.key === null) show();
  });

  const addWaiting = document.documentElement.hasAttribute('data-signed-in') && hasPendingAdd();
  if (name && (eager || addWaiting)) wakeIsland(name);
};

export default cards;
