// Once the card controls' island (CardActions) has loaded, the hearts follow the wishlist store:
// a heart tapped here, or the list changed by another island of the page. Before that, the card
// directive (directives/cards.ts) shows them from the device's storage.
import { $wishlist } from '../../state/wishlist.ts';
import { showSavedIn } from './saved-hearts.ts';

/** Keeps every heart of the page in step with $wishlist; returns the unsubscribe. */
export function followWishlist(): () => void {
  return $wishlist.subscribe((list) => showSavedIn(document, list));
}
