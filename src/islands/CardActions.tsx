// The hearts and add-to-cart buttons of every product card on the page, handled by one island
// instead of two per card: a click on a card's button is caught on the document (so cards a
// carousel moves, or an island such as the wishlist grid or live search draws later, are covered
// too). The product comes from the card's data-card-product. The cart button is a form's submit
// button (CartButton), which adds without JavaScript; the island keeps that form from being sent.
// The island loads with the first touch of a card's control (client:cards): a heart tapped before
// it is ready is saved by the directive, a cart button's tap replayed once it is; a repeated tap
// on a cart button that is still adding is one add. The hearts show the saved state before that
// (src/lib/browser/directives/cards.ts) and follow the wishlist store once it has loaded.
import { useEffect, useRef, useState } from 'react';
import { addAndReport, resumePendingAdd } from '../lib/browser/buying/add-to-cart.ts';
import { followWishlist } from '../lib/browser/favourites/card-hearts.ts';
import { notify } from '../lib/browser/notify.ts';
import { ISLAND, islandReady } from '../lib/browser/wake.ts';
import { readCardProduct } from '../lib/catalog/card-data.ts';
import { cartProduct, type CardProduct } from '../lib/catalog/types.ts';
import { pickedTranslator, type Lang, type Translate } from '../lib/i18n/client.ts';
import { CHOOSE_OPTIONS_ID } from '../lib/paths.ts';
import type { CartProduct } from '../lib/state/cart.ts';
import { $wishlist, isInWishlist, toggleWishlist } from '../lib/state/wishlist.ts';
import {
  STORED_HEART_EVENT,
  type StoredHeart,
  storedWishlist,
  WISHLIST_SYNCED_EVENT,
} from '../lib/wishlist/storage.ts';
import { sendHeart } from '../lib/browser/favourites/wishlist-sync.ts';
import DifferentStoreDialog from './DifferentStoreDialog.tsx';

interface Props {
  lang: Lang;
  strings: Record<string, string>;
  /** Where the cards' `/img?p=` picture paths live, to save a product with its image URL. */
  storageRoot?: string;
}

interface Question {
  product: CartProduct;
  /** The card's button that asked; none for an add completed after signing in. */
  button: HTMLButtonElement | null;
  quantity: number;
}

function cardProduct(button: Element, storageRoot: string | undefined): CardProduct | null {
  const card = button.closest('[data-card-product]');
  return card ? readCardProduct(card, storageRoot) : null;
}

const CARD_BUTTONS = 'button[data-card-heart], button[data-card-cart]';

/**
 * The marketplace refused a heart's change: the heart goes back to what it was (unless it has been
 * tapped again since), and the customer is told.
 */
function takeBack(product: CardProduct, change: 'added' | 'removed', t: Translate) {
  if (isInWishlist($wishlist.get(), product.id) === (change === 'added')) toggleWishlist(product);
  notify.error(t('favourites.failed'));
}

const isBusy = (button: HTMLButtonElement) => button.getAttribute('aria-busy') === 'true';

/**
 * Adds one, with the button busy meanwhile (aria-disabled, not disabled, so it keeps the focus);
 * answers whether the different-store question is due.
 */
async function addFromCard(
  t: Translate,
  button: HTMLButtonElement | null,
  product: CartProduct,
  replace: boolean,
  quantity = 1,
): Promise<boolean> {
  if (!button) return (await addAndReport(t, product, quantity, replace)).kind === 'different-store';
  const label = button.textContent;
  button.setAttribute('aria-busy', 'true');
  button.setAttribute('aria-disabled', 'true');
  button.textContent = t('product.adding');
  try {
    const result = await addAndReport(t, product, 1, replace);
    // A dish with a required choice is chosen on its page: the card's own link leads there.
    if (result.kind === 'needs-choice') goToProduct(button);
    return result.kind === 'different-store';
  } finally {
    button.setAttribute('aria-busy', 'false');
    button.removeAttribute('aria-disabled');
    button.textContent = label;
  }
}

/**
 * A dish whose choices must be made first: its page, opened at the note that says so by the first
 * group to choose, which the browser shows and focuses.
 */
function goToProduct(button: HTMLButtonElement) {
  const link = button.closest('[data-card-product]')?.querySelector<HTMLAnchorElement>('a.card-link');
  if (!link) return;
  const url = new URL(link.href);
  url.hash = CHOOSE_OPTIONS_ID;
  window.location.assign(url.href);
}

export default function CardActions({ lang, strings, storageRoot }: Props) {
  const t = pickedTranslator(lang, strings);
  const [question, setQuestion] = useState<Question | null>(null);
  // The click handler is attached once; it reads the current translator through this ref.
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const heart = target?.closest<HTMLButtonElement>('button[data-card-heart]');
      const cart = target?.closest<HTMLButtonElement>('button[data-card-cart]');
      const button = heart ?? cart;
      const product = button ? cardProduct(button, storageRoot) : null;
      if (!button || !product) return;
      // The cart button submits the card's form (/cart/add) without JavaScript; here the island adds.
      if (cart) event.preventDefault();
      const tr = translate.current;
      if (heart) {
        const change = toggleWishlist(product);
        if (change === 'added') notify.success(tr('wishlist.added'));
        else notify.error(tr('wishlist.removed'));
        void sendHeart('item', product.id, change).then((done) => !done && takeBack(product, change, tr));
        return;
      }
      if (button.disabled || isBusy(button)) return;
      if (button.hasAttribute('data-card-choice')) return goToProduct(button);
      const forCart = cartProduct(product);
      void addFromCard(tr, button, forCart, false).then(
        (ask) => ask && setQuestion({ product: forCart, button, quantity: 1 }),
      );
    };
    // A heart tapped before this was ready, saved in storage by the page's directive: the store
    // catches up (it may have read storage before) and the change is announced.
    const onStored = (event: Event) => {
      $wishlist.set(storedWishlist());
      const tr = translate.current;
      // Sent by the directive with the tap (signed in), so not sent again here.
      const { change, id, sent } = (event as CustomEvent<StoredHeart>).detail;
      if (change === 'added') notify.success(tr('wishlist.added'));
      else notify.error(tr('wishlist.removed'));
      const product = change === 'added' ? storedWishlist().find((p) => p.id === id) : undefined;
      void sent.then((done) => {
        if (done) return;
        // Taken back: a product added is removed again; one removed is found in no list any more,
        // so the page's card of it puts it back.
        const card = document.querySelector(`[data-card-product] button[data-card-heart="${id}"]`);
        const back = product ?? (card ? cardProduct(card, storageRoot) : null);
        if (back) takeBack(back, change, tr);
      });
    };
    const onSynced = () => $wishlist.set(storedWishlist());
    document.addEventListener('click', onClick);
    document.addEventListener(STORED_HEART_EVENT, onStored);
    document.addEventListener(WISHLIST_SYNCED_EVENT, onSynced);
    const stopFollowing = followWishlist();
    islandReady(ISLAND.cardActions);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener(STORED_HEART_EVENT, onStored);
      document.removeEventListener(WISHLIST_SYNCED_EVENT, onSynced);
      stopFollowing();
    };
  }, []);

  // Signed in after asking for a product signed out: complete that add (once per page load). The
  // product page's own control (ProductPurchase) may wake only when scrolled into view, so this
  // island, which its directive wakes at once when an add is waiting, completes its add too.
  // Cards an island draws later (the wishlist grid) are looked for again as they arrive.
  useEffect(() => {
    const onPage = (id: number) =>
      document.querySelector(`button[data-card-cart="${id}"], [data-product-purchase="${id}"]`) !== null;
    const resume = () =>
      void resumePendingAdd(translate.current, onPage).then((done) => {
        if (done?.result.kind === 'different-store')
          setQuestion({ product: done.product, button: null, quantity: done.quantity });
      });
    resume();
    const observer = new MutationObserver((records) => {
      let cards = false;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches(CARD_BUTTONS) || node.querySelector(CARD_BUTTONS))) cards = true;
        }
      }
      if (cards) resume();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // Back to the card's button once the question has gone (a modal dialog keeps focus inside
  // while it is open, so not before).
  const returnFocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (question || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [question]);

  if (!question) return null;
  const close = () => {
    returnFocus.current = question.button;
    setQuestion(null);
  };
  return (
    <DifferentStoreDialog
      t={t}
      onCancel={close}
      onConfirm={() => {
        close();
        void addFromCard(t, question.button, question.product, true, question.quantity);
      }}
    />
  );
}
