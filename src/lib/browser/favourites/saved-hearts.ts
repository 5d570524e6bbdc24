// The product cards' hearts shown saved or not: every card renders its heart "not saved", and
// this marks the saved ones, on the page's cards and on cards an island draws later (live search,
// the wishlist grid). A React re-render of a card leaves these attributes as they are (its props
// for them never change). No imports: the card directive (client:cards) that runs it is inlined
// into the page.
import type { CardProduct } from '../../catalog/types.ts';

const HEART = 'button[data-card-heart]';

/** Marks the hearts in `root` (itself included) as saved or not; the CSS fills a pressed heart. */
export function showSavedIn(root: ParentNode, list: readonly CardProduct[]): void {
  const hearts = [...root.querySelectorAll<HTMLButtonElement>(HEART)];
  if (root instanceof HTMLButtonElement && root.matches(HEART)) hearts.push(root);
  const saved = new Set(list.map((p) => p.id));
  for (const button of hearts) button.setAttribute('aria-pressed', String(saved.has(Number(button.dataset.cardHeart))));
}

/** Marks the hearts of cards added to the page from now on, with the list as `current()` gives it. */
export function watchNewHearts(current: () => readonly CardProduct[]): void {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && (node.matches(HEART) || node.querySelector(HEART))) showSavedIn(node, current());
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
