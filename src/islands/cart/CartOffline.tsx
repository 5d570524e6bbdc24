// The cart page and the lost connection. While the cart shows lines, what it shows is kept on the
// device (lib/cart/cart-snapshot.ts) for the offline page; an emptied or ordered cart keeps none.
// Offline, the cart cannot change and cannot be ordered: the controls say so through this notice.
import { useEffect } from 'react';
import { cartTotal, lineTotal, type CartLineView } from '../../lib/cart/lines.ts';
import { clearCartSnapshot, saveCartSnapshot, type CartSnapshot } from '../../lib/cart/cart-snapshot.ts';
import type { Lang, Translate } from '../../lib/i18n/client.ts';
import { linePicture } from './CartLineRow.tsx';
import { addOnsText } from './line-text.ts';

/** The id the offline controls are described by. */
export const OFFLINE_NOTICE_ID = 'cart-offline';

/** A picture kept only when it is served by this site (the /img endpoint), never another's. */
const localPicture = (src: string | null) => (src && /^\/(?!\/)/.test(src) ? src : null);

/** What the cart page shows, as display strings in the page's language. */
export function cartSnapshotOf(
  lines: readonly CartLineView[],
  { lang, owner, t, money }: { lang: Lang; owner: CartSnapshot['owner']; t: Translate; money: (n: number) => string },
): CartSnapshot {
  return {
    savedAt: new Date().toISOString(),
    owner,
    lang,
    storeName: lines[0]?.storeName ?? '',
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      options:
        [line.options, line.addOns.length > 0 ? addOnsText(t, line, money) : null].filter(Boolean).join(' · ') || null,
      total: money(lineTotal(line)),
      image: localPicture(linePicture(line)),
    })),
    subtotal: money(cartTotal(lines)),
  };
}

/**
 * Keeps the snapshot up to date with the cart the server last answered: saved while it has lines,
 * removed once it is empty. Nothing happens before the island has the server's cart, nor when it
 * could not be loaded (the last known lines are then still the best offline answer).
 */
export function useCartSnapshot(
  ready: boolean,
  lines: readonly CartLineView[],
  options: { lang: Lang; guest: boolean; t: Translate; money: (n: number) => string },
): void {
  const { lang, guest, t, money } = options;
  useEffect(() => {
    if (!ready) return;
    if (lines.length === 0) {
      clearCartSnapshot();
      return;
    }
    // A guest's cart is the device's; anything else is an account's, forgotten at sign-out.
    const signedIn = document.documentElement.hasAttribute('data-signed-in');
    saveCartSnapshot(cartSnapshotOf(lines, { lang, owner: guest && !signedIn ? 'guest' : 'account', t, money }));
    // t and money are built on every render from lang and the currency: the lines decide.
  }, [ready, lines, lang, guest]);
}

/**
 * Offline: the cart stays readable, nothing can change. Pressing a control says it again (`pressed`
 * remounts the alert so it is announced anew).
 */
export function OfflineNotice({
  t,
  pressed = 0,
  id = OFFLINE_NOTICE_ID,
}: {
  t: Translate;
  pressed?: number;
  id?: string;
}) {
  return (
    <div
      key={pressed}
      id={id}
      role="alert"
      className="mb-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      data-cart-offline
    >
      <p>{t('cart.offlineReadOnly')}</p>
    </div>
  );
}
