// The hearts of the page's product cards show whether each product is saved, from page load and
// on cards an island draws later (the wishlist grid, live search), without waiting for the
// CardActions island, which loads with the first tap on a card's control. An add to the cart
// asked for before signing in wakes that island at once, to complete it.
import type { CardProduct } from '../catalog/types.ts';
import { $wishlist, isInWishlist } from '../stores/wishlist.ts';
import { hasPendingAdd } from './pending-add.ts';
import { ISLAND, wakeIsland } from './wake.ts';

const HEART = 'button[data-card-heart]';

/**
 * Shows the hearts in `root` (itself included) as saved or not: every card renders its heart "not
 * saved", and a React re-render of a card leaves these attributes as they are (its props for
 * them never change).
 */
function showSavedIn(root: ParentNode, list: readonly CardProduct[]) {
  const hearts = [...root.querySelectorAll<HTMLButtonElement>(HEART)];
  if (root instanceof HTMLButtonElement && root.matches(HEART)) hearts.push(root);
  for (const button of hearts) {
    const saved = isInWishlist(list, Number(button.dataset.cardHeart));
    button.setAttribute('aria-pressed', String(saved));
  }
}

$wishlist.subscribe((list) => showSavedIn(document, list));

new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && (node.matches(HEART) || node.querySelector(HEART)))
        showSavedIn(node, $wishlist.get());
    }
  }
}).observe(document.body, { childList: true, subtree: true });

if (document.documentElement.hasAttribute('data-signed-in') && hasPendingAdd()) wakeIsland(ISLAND.cardActions);
