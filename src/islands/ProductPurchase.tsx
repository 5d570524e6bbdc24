// Quantity and add to cart on the product page. The quantity stays between 1 and the stock where
// the module tracks it, and says why when a press goes past either end. Adding goes through the
// same cart store as the cards: the different-store question, the stock limit, the toast and the
// header count; signed out, the sign-in dialog opens and the add is completed after signing in.
import { useEffect, useId, useRef, useState } from 'react';
import { addAndReport, resumePendingAdd } from '../lib/browser/add-to-cart.ts';
import { clampQuantity, stepQuantity, stockState, type QuantityLimit } from '../lib/domain/quantity.ts';
import { ISLAND, islandReady } from '../lib/browser/wake.ts';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import type { CartProduct } from '../lib/stores/cart.ts';
import DifferentStoreDialog from './DifferentStoreDialog.tsx';
import Icon from './ui/Icon.tsx';

interface Props {
  product: CartProduct;
  lang: Lang;
  /** The quantity strings and ADD_TO_CART_STRINGS. */
  strings: Record<string, string>;
}

const MESSAGE_KEYS: Record<Exclude<QuantityLimit, null>, string> = {
  min: 'product.minQuantity',
  max: 'product.maxStock',
};

const stepButton =
  'grid h-11 w-11 place-items-center rounded-full text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400 dark:text-white dark:hover:bg-gray-800 dark:disabled:text-gray-500';

export default function ProductPurchase({ product, lang, strings }: Props) {
  const t = pickedTranslator(lang, strings);
  const labelId = useId();
  const messageId = useId();
  // The product carries its stock, module type and cart cap: the limits of the one stock rule.
  const limits = product;
  const { outOfStock, max } = stockState(limits);
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState('1');
  const [limit, setLimit] = useState<QuantityLimit>(null);
  const [adding, setAdding] = useState(false);
  /** The quantity waiting for the answer to the different-store question. */
  const [asking, setAsking] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Back to the add button once the question has gone (the modal keeps focus while it is open).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking !== null || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [asking]);

  async function add(count: number, replace = false) {
    setAdding(true);
    try {
      const result = await addAndReport(t, product, count, replace);
      if (result.kind === 'different-store') setAsking(count);
    } finally {
      setAdding(false);
    }
  }

  // Woken by the first touch (client:interaction): the directive replays that touch now.
  useEffect(() => islandReady(ISLAND.purchase), []);

  // Signed in after asking for this product signed out: complete that add, with its quantity
  // (once per page load).
  useEffect(() => {
    void resumePendingAdd(t, (id) => id === product.id).then((done) => {
      if (done?.result.kind === 'different-store') setAsking(done.quantity);
    });
  }, []);

  const apply = ({ quantity: next, limit: reached }: { quantity: number; limit: QuantityLimit }) => {
    setQuantity(next);
    setDraft(String(next));
    setLimit(reached);
  };
  const commitDraft = () => apply(clampQuantity(draft.trim() === '' ? quantity : Number(draft), limits));

  // Out of stock, the add button itself says so.
  const message = !outOfStock && limit ? t(MESSAGE_KEYS[limit]) : '';

  return (
    <div className="flex flex-col gap-3" data-product-purchase={product.id}>
      <div className="flex flex-wrap items-center gap-3">
        <span id={labelId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('product.quantity')}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a row of buttons, not a form section; role=group names it without a fieldset's legend and layout rules. */}
        <div
          role="group"
          aria-labelledby={labelId}
          className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-white p-0.5 dark:border-gray-700 dark:bg-gray-900"
        >
          <button
            type="button"
            className={stepButton}
            disabled={outOfStock}
            aria-label={t('product.decreaseQuantity')}
            aria-describedby={message ? messageId : undefined}
            onClick={() => apply(stepQuantity(quantity, -1, limits))}
          >
            <Icon strokeWidth={2}>
              <path d="M5 12h14" />
            </Icon>
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={Number.isFinite(max) ? Math.max(1, max) : undefined}
            step={1}
            value={draft}
            disabled={outOfStock}
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
            }}
            className="h-11 w-14 appearance-none rounded-md bg-transparent text-center text-base font-semibold text-gray-900 [appearance:textfield] focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-gray-500 dark:text-white [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            className={stepButton}
            disabled={outOfStock}
            aria-label={t('product.increaseQuantity')}
            aria-describedby={message ? messageId : undefined}
            onClick={() => apply(stepQuantity(quantity, 1, limits))}
          >
            <Icon strokeWidth={2}>
              <path d="M5 12h14M12 5v14" />
            </Icon>
          </button>
        </div>
      </div>
      <p id={messageId} role="status" className="min-h-5 text-sm font-medium text-amber-800 dark:text-amber-300">
        {message}
      </p>
      <button
        ref={addButton}
        type="button"
        disabled={outOfStock}
        data-quantity={quantity}
        aria-busy={adding}
        // Busy, it keeps the focus (aria-disabled, not disabled) and ignores presses.
        aria-disabled={adding || undefined}
        onClick={
          adding
            ? undefined
            : () => {
                // A typed quantity counts even when the field has not been left yet.
                const change = clampQuantity(draft.trim() === '' ? quantity : Number(draft), limits);
                apply(change);
                void add(change.quantity);
              }
        }
        className="h-12 w-full rounded-full bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 sm:w-auto sm:min-w-60 dark:disabled:bg-gray-700 dark:disabled:text-gray-200"
      >
        {outOfStock ? t('product.outOfStock') : adding ? t('product.adding') : t('product.addToCart')}
      </button>
      {asking !== null && (
        <DifferentStoreDialog
          t={t}
          onCancel={() => {
            returnFocus.current = true;
            setAsking(null);
          }}
          onConfirm={() => {
            const count = asking;
            returnFocus.current = true;
            setAsking(null);
            void add(count, true);
          }}
        />
      )}
    </div>
  );
}
