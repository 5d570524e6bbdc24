// /cart: rows with quantity controls, remove, clear, total and place order. The server renders
// the first view from the customer's cart; every change shows the server's answer. A cart that
// could not be loaded says so (never "empty"); a placed order replaces this page in the history
// with the order's page, so Back never returns to a cart that was already ordered.
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../lib/browser/notify.ts';
import {
  cartTotal,
  lineTotal,
  maxQuantity,
  cartLineViews,
  otherLinesQuantity,
  type CartLineView,
} from '../../lib/cart-lines.ts';
import type { OrderForm } from '../../lib/domain/order-rules.ts';
import { localizePath, paths, placedOrderPath, signInHref } from '../../lib/paths.ts';
import { currencyFormatter, pickedTranslator, type CurrencySettings, type Lang } from '../../lib/i18n/client.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { imageUrl } from '../../lib/images.ts';
import { openAuth } from '../../lib/stores/auth-modal.ts';
import {
  $cart,
  announceCartChange,
  changeQuantity,
  clearCart,
  hydrateCart,
  refreshCart,
  removeLine,
} from '../../lib/stores/cart.ts';
import { storeClosedMessage } from '../../lib/browser/store-status.ts';
import { costsOf, missingForMinimum } from './costs.ts';
import PlaceOrderDialog, { type OrderTermsProp } from './PlaceOrderDialog.tsx';
import { addOnsText } from './line-text.ts';

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

const control =
  'grid h-10 w-10 place-items-center rounded-full border border-gray-300 text-lg font-bold hover:bg-gray-100 disabled:opacity-40 aria-disabled:opacity-40 aria-disabled:cursor-not-allowed dark:border-gray-600 dark:hover:bg-gray-800';

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

  if (hydrated && state.status === 'error') {
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
      <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {lines.map((line) => {
          const max = maxQuantity(line, lines);
          const others = otherLinesQuantity(line, lines);
          const hintId = `cart-line-hint-${line.id}`;
          const hint = line.problem
            ? t('cart.lineInvalid')
            : others > 0 && Number.isFinite(max) && line.quantity >= max
              ? t('cart.stockShared', { max: max, others })
              : null;
          return (
            <li key={line.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap" data-cart-line={line.id}>
              <div className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-gray-100 dark:bg-gray-800">
                {line.image && (
                  <img
                    src={imageUrl(line.image, 128) ?? line.image}
                    alt=""
                    width={64}
                    height={64}
                    className="h-full w-full object-cover"
                    loading="lazy"
                  />
                )}
              </div>
              {/* On a phone the words keep the row beside the picture; the controls wrap below them. */}
              <div className="min-w-40 flex-1 sm:min-w-0">
                <p className="font-semibold text-gray-900 dark:text-white">{line.name}</p>
                {line.options && (
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    <bdi>{line.options}</bdi>
                  </p>
                )}
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {t('cart.unitPrice', { price: money(line.unitPrice), quantity: line.quantity })}
                </p>
                {line.addOns.length > 0 ? (
                  <p className="text-sm text-gray-700 dark:text-gray-300" data-line-add-ons>
                    <bdi>{addOnsText(t, line, money)}</bdi>
                  </p>
                ) : (
                  line.addOnTotal > 0 && (
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {t('cart.addOns', { price: money(line.addOnTotal) })}
                    </p>
                  )
                )}
                {hint && (
                  <p
                    id={hintId}
                    className={`text-sm font-medium ${line.problem ? 'text-red-800 dark:text-red-200' : 'text-amber-900 dark:text-amber-100'}`}
                    data-line-hint
                  >
                    {hint}
                  </p>
                )}
              </div>
              {/* A real form first (cart-actions.server.ts): it works before this island is awake and
                  without JavaScript; awake, the island sends the change itself. */}
              <form
                method="post"
                action={action}
                onSubmit={(e) => submitted(e, (by) => step(line, Number(by?.dataset.step)))}
              >
                <input type="hidden" name="intent" value="quantity" />
                <input type="hidden" name="line" value={line.id} />
                {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a row of buttons, not a form section; role=group names it without a fieldset's legend and layout rules. */}
                <div
                  className="flex items-center gap-2"
                  role="group"
                  aria-label={`${t('cart.quantity')}: ${line.name}`}
                >
                  <button
                    type="submit"
                    name="quantity"
                    value={line.quantity - 1}
                    data-step="-1"
                    className={control}
                    disabled={line.quantity <= 1}
                    aria-label={`${t('cart.decrease')}: ${line.name}`}
                  >
                    −
                  </button>
                  <output className="min-w-8 text-center font-semibold" aria-live="polite">
                    {formatNumber(lang, line.quantity)}
                  </output>
                  <button
                    type="submit"
                    name="quantity"
                    value={line.quantity + 1}
                    data-step="1"
                    className={control}
                    aria-disabled={line.quantity >= max}
                    aria-describedby={hint ? hintId : undefined}
                    aria-label={`${t('cart.increase')}: ${line.name}`}
                  >
                    +
                  </button>
                </div>
              </form>
              <p className="w-24 text-end font-semibold">{money(lineTotal(line))}</p>
              <form
                method="post"
                action={action}
                onSubmit={(e) =>
                  submitted(e, () => run(() => removeLine(line.id), 'cart.removed', 'cart.remove_failed'))
                }
              >
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="line" value={line.id} />
                <button
                  type="submit"
                  className="h-10 rounded-full px-3 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                  aria-label={`${t('cart.remove')}: ${line.name}`}
                >
                  {t('cart.remove')}
                </button>
              </form>
            </li>
          );
        })}
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
            aria-disabled={blockedBy !== null || undefined}
            aria-describedby={blockedBy && !flawed ? 'cart-order-blocked' : undefined}
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
            className="h-11 w-full rounded-full font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
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
