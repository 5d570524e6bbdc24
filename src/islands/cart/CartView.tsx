// /cart: rows with quantity controls, remove, clear, total and place order. The server renders
// the first view from the customer's cart; every change shows the server's answer. A cart that
// could not be loaded says so (never "empty"); a placed order replaces this page in the history
// with the order's page, so Back never returns to a cart that was already ordered.
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../lib/browser/notify.ts';
import { cartTotal, cartLineViews, type CartLineView } from '../../lib/cart/lines.ts';
import type { OrderForm } from '../../lib/domain/ordering/order-rules.ts';
import { localizePath, paths, placedOrderPath, signInHref } from '../../lib/paths.ts';
import { currencyFormatter, pickedTranslator, type CurrencySettings, type Lang } from '../../lib/i18n/client.ts';
import { openAuth } from '../../lib/state/auth-modal.ts';
import {
  $cart,
  announceCartChange,
  changeQuantity,
  clearCart,
  hydrateCart,
  refreshCart,
  removeLine,
} from '../../lib/state/cart.ts';
import { clearCartSnapshot } from '../../lib/cart/cart-snapshot.ts';
import { storeClosedMessage } from '../../lib/browser/store-status.ts';
import { costsOf, missingForMinimum } from './costs.ts';
import PlaceOrderDialog, { type OrderTermsProp } from './PlaceOrderDialog.tsx';
import CartLineRow from './CartLineRow.tsx';
import { OFFLINE_NOTICE_ID, OfflineNotice, useCartSnapshot } from './CartOffline.tsx';
import { useOnline } from '../ui/use-online.ts';

interface Props {
  lang: Lang;
  strings: Record<string, string>;
  currency: CurrencySettings;
  prefix: string;
  initial: { moduleId: number | null; lines: unknown[] };
  store: { lat: number; lng: number } | null;
  terms: OrderTermsProp | null;
  location: { lat: number; lng: number } | null;
  contact: OrderForm;
  /** Ordering without an account (guest checkout): the contact fields are the guest's. */
  guest?: boolean;
}

export default function CartView({
  lang,
  strings,
  currency,
  prefix,
  initial,
  store,
  terms,
  location,
  contact,
  guest = false,
}: Props) {
  const t = pickedTranslator(lang, strings);
  const money = currencyFormatter(lang, currency);
  const [hydrated, setHydrated] = useState(false);
  const state = useStore($cart);
  const [ordering, setOrdering] = useState(false);
  // What was typed in the order dialog survives closing it and a cart shown again.
  const [draft, setDraft] = useState<OrderForm>(contact);
  const [notice, setNotice] = useState<string | null>(null);
  /** The store takes no orders now: why, said by the Place order button too. */
  const [closed, setClosed] = useState<string | null>(null);
  /** Bumped by a press of a blocked Place order: the reason is said again. */
  const [pressed, setPressed] = useState(0);

  useEffect(() => {
    hydrateCart(initial.moduleId, initial.lines);
    setHydrated(true);
  }, [initial]);
  // Offline the cart is read-only: what it shows is kept for the offline page, nothing changes.
  const online = useOnline();
  const offlineId = online ? null : OFFLINE_NOTICE_ID;
  /** Bumped by a press of a control while offline: the reason is said again. */
  const [offlinePressed, setOfflinePressed] = useState(0);

  const firstStore = initial.lines.length ? cartLineViews(initial.lines)[0]?.storeId : undefined;
  useEffect(() => {
    if (!firstStore) return;
    void storeClosedMessage(prefix, firstStore).then((message) => {
      if (!message) return;
      setNotice(message);
      setClosed(message);
    });
  }, [prefix, firstStore]);

  // Until hydrated, render the server's lines so the first paint matches the server HTML.
  const lines: CartLineView[] = hydrated ? state.lines : cartLineViews(initial.lines);
  useCartSnapshot(hydrated && state.status === 'ready', state.lines, { lang, guest, t, money });
  const total = cartTotal(lines);
  const storeId = lines[0]?.storeId ?? null;
  // A line whose price or choices are not the store's (changed by a direct call) cannot be ordered.
  const flawed = lines.some((l) => l.problem !== null);
  // The store's minimum order, on the cart and not only in the order dialog (same pricing).
  const costs = terms && lines.length ? costsOf(lines, terms, 0) : null;
  const missing = costs ? missingForMinimum(costs) : 0;
  const minimum = costs?.minimumOrder ?? 0;
  const blockedBy =
    closed ?? (missing > 0 ? t('placeOrder.minimumOrder', { amount: money(minimum), missing: money(missing) }) : null);

  async function placeOrder() {
    if (!online) return setOfflinePressed((n) => n + 1);
    setNotice(null);
    if (missing > 0) return setPressed((n) => n + 1);
    // Asked now, not read from a page that may be cached: a closed store is refused here.
    const message = storeId === null ? null : await storeClosedMessage(prefix, storeId);
    setClosed(message);
    if (message) {
      setNotice(message);
      setPressed((n) => n + 1);
    } else setOrdering(true);
  }

  async function run(task: () => Promise<unknown>, ok: string, failed: string) {
    setNotice(null);
    try {
      await task();
      notify.success(t(ok));
    } catch (error) {
      const e = error as { signIn?: boolean; message?: string };
      if (e.signIn) openAuth('signin');
      notify.error(t(failed));
    }
  }

  // The cart's forms post to this page without the island (cart-actions.server.ts); awake, the
  // island sends the change itself, once, and the page stays.
  const action = localizePath(prefix, paths.cart);
  function submitted(event: FormEvent<HTMLFormElement>, act: (by: HTMLElement | null) => unknown) {
    event.preventDefault();
    if (!online) return setOfflinePressed((n) => n + 1);
    void act((event.nativeEvent as SubmitEvent).submitter);
  }

  async function step(line: CartLineView, delta: number) {
    if (delta !== 1 && delta !== -1) return;
    setNotice(null);
    try {
      const result = await changeQuantity(line.id, delta);
      if (result === 'max-stock') notify.error(t('product.maxStock'));
      else if (result === 'min') notify.error(t('product.minQuantity'));
      else notify.success(t('cart.updated'));
    } catch {
      notify.error(t('cart.update_failed'));
    }
  }

  // A cart found empty when ordering may have been ordered elsewhere (another tab, or an answer
  // that never arrived): point to the orders rather than say nothing was ever ordered.
  const noticeBox = notice && (
    <div
      role="alert"
      className="mb-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      data-cart-notice
    >
      {lines.length === 0 ? (
        <>
          <p>{t('cart.orderedElsewhere')}</p>
          <a
            href={localizePath(prefix, paths.orders)}
            className="mt-2 inline-flex min-h-10 items-center font-semibold underline"
          >
            {t('cart.viewOrders')}
          </a>
        </>
      ) : (
        <p>{notice}</p>
      )}
    </div>
  );

  // Offline, a reload that failed leaves the last known lines on show, read-only.
  if (hydrated && state.status === 'error' && (online || lines.length === 0)) {
    return (
      <div role="alert" className="error-block" data-error-block>
        <p className="error-block-message">{t('cart.loadFailed')}</p>
        <button type="button" onClick={() => void refreshCart()} className="error-block-retry">
          {t('common.retry')}
        </button>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        {noticeBox}
        <p className="text-gray-700 dark:text-gray-300">{t('cart.empty')}</p>
        <a
          href={localizePath(prefix, paths.home)}
          className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('wishlist.backToShop')}
        </a>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]" aria-busy={state.busy}>
      {notice && <div className="lg:col-span-2">{noticeBox}</div>}
      {!online && (
        <div className="lg:col-span-2">
          <OfflineNotice t={t} pressed={offlinePressed} />
        </div>
      )}
      <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            lines={lines}
            lang={lang}
            t={t}
            money={money}
            action={action}
            offlineId={offlineId}
            submitted={submitted}
            onStep={step}
            onRemove={(l) => run(() => removeLine(l.id), 'cart.removed', 'cart.remove_failed')}
          />
        ))}
      </ul>
      <aside className="h-fit space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
        <p className="flex items-baseline justify-between text-lg">
          <span>{t('cart.total')}</span>
          <strong data-cart-total>{money(total)}</strong>
        </p>
        {flawed && (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-200" data-cart-flawed>
            {t('cart.cannotOrderFlawed')}
          </p>
        )}
        {minimum > 0 && missing === 0 && (
          <p className="text-sm text-gray-700 dark:text-gray-300" data-cart-minimum>
            {t('cart.minimumOrder', { amount: money(minimum) })}
          </p>
        )}
        {blockedBy && !flawed && (
          <p
            key={pressed}
            id="cart-order-blocked"
            role={pressed > 0 ? 'alert' : undefined}
            className="text-sm font-medium text-red-800 dark:text-red-200"
            data-order-blocked={closed ? 'closed' : 'minimum'}
          >
            {blockedBy}
          </p>
        )}
        {/* Before the island wakes (or without JavaScript), Place order opens the checkout page; awake, the dialog. */}
        <form method="get" action={localizePath(prefix, paths.checkout)}>
          <button
            type="submit"
            disabled={lines.length === 0 || state.busy || flawed}
            // Blocked, it keeps the focus and says why again when pressed (it may have opened since).
            aria-disabled={blockedBy !== null || !online || undefined}
            aria-describedby={
              [offlineId, blockedBy && !flawed ? 'cart-order-blocked' : null].filter(Boolean).join(' ') || undefined
            }
            onClick={(event) => {
              event.preventDefault();
              void placeOrder();
            }}
            className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 aria-disabled:opacity-60"
          >
            {t('cart.placeOrder')}
          </button>
        </form>
        {storeId !== null && (
          <a
            href={localizePath(prefix, paths.store(storeId))}
            className="flex h-11 w-full items-center justify-center rounded-full border border-gray-300 font-medium hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {t('cart.addMore')}
          </a>
        )}
        <form
          method="post"
          action={action}
          onSubmit={(e) => submitted(e, () => run(clearCart, 'cart.cleared', 'cart.clear_failed'))}
        >
          <input type="hidden" name="intent" value="clear" />
          <button
            type="submit"
            aria-disabled={!online || undefined}
            aria-describedby={offlineId ?? undefined}
            className="h-11 w-full rounded-full font-medium text-red-700 hover:bg-red-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:text-red-300 dark:hover:bg-red-950"
          >
            {t('cart.clear')}
          </button>
        </form>
      </aside>
      {ordering && storeId !== null && (
        <PlaceOrderDialog
          t={t}
          lang={lang}
          money={money}
          lines={lines}
          moduleId={state.moduleId ?? initial.moduleId}
          storeId={storeId}
          store={store}
          terms={terms}
          location={location}
          initial={draft}
          guest={
            guest
              ? { signInHref: signInHref(localizePath(prefix, paths.login), localizePath(prefix, paths.cart)) }
              : null
          }
          onCancel={(form) => {
            setDraft(form);
            setOrdering(false);
          }}
          onCartChanged={(form) => {
            setDraft(form);
            setOrdering(false);
            setNotice(t('cart.changedElsewhere'));
            void refreshCart();
          }}
          onPlaced={(placement) => {
            // Ordered: the cart's last lines are no longer the cart.
            clearCartSnapshot();
            // The server ordered its cart and emptied it: other tabs load it again.
            announceCartChange();
            // The order's page says "Order placed successfully" (the answer left it, flash.ts). A
            // guest has no order list: the confirmation leads to following the order by id.
            window.location.replace(localizePath(prefix, placedOrderPath(placement.orderId, placement.guest === true)));
          }}
        />
      )}
    </div>
  );
}
