// Quantity and add to cart on the product page. The quantity stays between 1 and the stock where
// the module tracks it, and says why when a press goes past either end. Adding goes through the
// same cart store as the cards: the different-store question, the stock limit, the toast and the
// header count; signed out, the sign-in dialog opens and the add is completed after signing in.
// A dish's choices and add-ons (ProductChoices) price the line as the marketplace will: the unit
// price with the chosen options, less the item's discount, times the quantity, plus the add-ons.
// It is one form that posts to /cart/add, so it adds without JavaScript (or before it arrives);
// awake, the island sends the add itself and keeps the form from being sent. A refused post comes
// back here with what was typed (`initial`) and why, by the field to correct.
import { useEffect, useId, useRef, useState } from 'react';
import { addAndReport, resumePendingAdd } from '../lib/browser/buying/add-to-cart.ts';
import {
  choiceProblem,
  optionsPrice,
  toVariation,
  type ChoiceGroup,
  type ChoiceProblem,
  type Picked,
} from '../lib/domain/pricing/food-choice.ts';
import { discountedPrice } from '../lib/domain/pricing/price.ts';
import { currencyFormatter, type CurrencySettings } from '../lib/i18n/client.ts';
import ProductChoices, { type AddOnOption } from './product/ProductChoices.tsx';
import { clampQuantity, stepQuantity, stockState, type QuantityLimit } from '../lib/domain/pricing/quantity.ts';
import { ISLAND, islandReady } from '../lib/browser/wake.ts';
import {
  ADD_FIELD,
  choiceField,
  choiceGroupId,
  QUANTITY_FIELD_ID,
  typedPurchase,
  type TypedPurchase,
} from '../lib/cart/add-form.ts';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import type { CartProduct, LineChoice } from '../lib/state/cart.ts';
import DifferentStoreDialog from './DifferentStoreDialog.tsx';
import Icon from './ui/Icon.tsx';

interface Props {
  product: CartProduct;
  lang: Lang;
  /** The quantity strings and ADD_TO_CART_STRINGS. */
  strings: Record<string, string>;
  /** A dish's choice groups (food_variations) and add-ons; none for other products. */
  groups?: readonly ChoiceGroup[];
  addOns?: readonly AddOnOption[];
  /** The item's discount, which applies to the price with the chosen options. */
  discount?: { discount: number; discount_type: 'percent' | 'amount' };
  currency?: CurrencySettings;
  /** The store takes no orders now: when it opens (hours-text closedNotice); nothing is added. */
  closed?: string | undefined;
  /** Where the form posts (the add path in the page's language). */
  action: string;
  /** The page to come back to after the add (this one). */
  returnPath: string;
  /** What a refused post had typed, and why it was refused (the field's id and the message). */
  initial?: (TypedPurchase & { problem?: { field: string; message: string } | undefined }) | undefined;
}

const PROBLEM_KEYS: Record<ChoiceProblem['kind'], string> = {
  required: 'variations.missingRequired',
  min: 'variations.missingMin',
  max: 'variations.tooMany',
  unknown: 'variations.missingRequired',
};

const MESSAGE_KEYS: Record<Exclude<QuantityLimit, null>, string> = {
  min: 'product.minQuantity',
  max: 'product.maxStock',
};

const stepButton =
  'grid h-11 w-11 place-items-center rounded-full text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400 dark:text-white dark:hover:bg-gray-800 dark:disabled:text-gray-500';

export default function ProductPurchase(props: Props) {
  const { product, lang, strings, groups = [], addOns = [], discount, currency, closed, initial } = props;
  const problem = initial?.problem;
  const problemGroup = problem ? groups.find((_, g) => choiceGroupId(g) === problem.field) : undefined;
  const t = pickedTranslator(lang, strings);
  const money = currencyFormatter(lang, currency);
  const uid = useId();
  const labelId = useId();
  const [picked, setPicked] = useState<Picked>(initial?.picked ?? {});
  const [addOnQtys, setAddOnQtys] = useState<Record<number, number>>(initial?.addOnQtys ?? {});
  const [choiceError, setChoiceError] = useState<{ group: string; message: string } | null>(
    problem && problemGroup ? { group: problemGroup.name, message: problem.message } : null,
  );
  /** A refused post's message about the quantity (stock, minimum), until the quantity changes. */
  const [refusal, setRefusal] = useState(problem && !problemGroup ? problem.message : '');
  const rootRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  // The product carries its stock, module type and cart cap: the limits of the one stock rule.
  const limits = product;
  const { outOfStock: soldOut, max } = stockState(limits);
  // A closed store's product can be read, not added (the storefront's cart refuses it too).
  const outOfStock = soldOut || Boolean(closed);
  const [quantity, setQuantity] = useState(() =>
    initial ? clampQuantity(Number(initial.quantity) || 1, limits).quantity : 1,
  );
  const [draft, setDraft] = useState(initial?.quantity ?? '1');
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

  const hasChoices = groups.length > 0 || addOns.length > 0;
  const unitPrice = discountedPrice({
    price: product.price + optionsPrice(groups, picked),
    discount: discount?.discount,
    discount_type: discount?.discount_type,
  });
  const chosenAddOns = addOns.filter((a) => (addOnQtys[a.id] ?? 0) > 0);
  const addOnTotal = chosenAddOns.reduce((sum, a) => sum + a.price * addOnQtys[a.id]!, 0);
  const total = Math.round((unitPrice * quantity + addOnTotal) * 100) / 100;

  const choice = (): LineChoice => {
    const ids = chosenAddOns.map((a) => a.id).sort((a, b) => a - b);
    return { variation: toVariation(groups, picked), add_on_ids: ids, add_on_qtys: ids.map((id) => addOnQtys[id]!) };
  };

  const pick = (group: ChoiceGroup, label: string | null, checked: boolean) => {
    setPicked((current) => {
      const before = current[group.name] ?? [];
      const next =
        label === null
          ? []
          : group.type === 'multi'
            ? checked
              ? [...before.filter((l) => l !== label), label]
              : before.filter((l) => l !== label)
            : [label];
      return { ...current, [group.name]: next };
    });
    if (choiceError?.group === group.name) setChoiceError(null);
  };

  /** The first incomplete group, named next to it and by the add button, with the focus on it. */
  const checkChoice = (): boolean => {
    const problem = choiceProblem(groups, picked);
    if (!problem) return true;
    const group = groups.find((g) => g.name === problem.group);
    const message = t(PROBLEM_KEYS[problem.kind], {
      group: problem.group,
      min: problem.kind === 'min' ? problem.min : 0,
      max: problem.kind === 'max' ? problem.max : (group?.max ?? 0),
    });
    setChoiceError({ group: problem.group, message });
    const name = choiceField(problem.group);
    [...(rootRef.current?.querySelectorAll('input') ?? [])].find((i) => i.name === name && !i.disabled)?.focus();
    return false;
  };

  // One add at a time: a second press (or a replayed double tap) while one is on its way is the
  // same add. A ref, since two presses can come before the state's next render.
  const sending = useRef(false);
  async function add(count: number, replace = false) {
    if (sending.current) return;
    sending.current = true;
    setAdding(true);
    try {
      const result = await addAndReport(t, product, count, replace, hasChoices ? choice() : undefined);
      if (result.kind === 'different-store') setAsking(count);
    } finally {
      sending.current = false;
      setAdding(false);
    }
  }

  // Woken by the first touch (client:interaction): what was typed or chosen in the server's form
  // meanwhile is adopted (the fields hold it, the state does not), then the directive replays that
  // touch.
  useEffect(() => {
    const form = rootRef.current;
    const typed = form ? typedPurchase(new FormData(form) as unknown as Iterable<[string, string]>) : null;
    if (typed) {
      setDraft(typed.quantity);
      setQuantity(clampQuantity(Number(typed.quantity) || 1, limits).quantity);
      setPicked(typed.picked);
      setAddOnQtys(typed.addOnQtys);
    }
    islandReady(ISLAND.purchase);
  }, []);

  // Signed in after asking for this product signed out: complete that add, with its quantity
  // (once per page load).
  useEffect(() => {
    void resumePendingAdd(t, (id) => id === product.id).then((done) => {
      if (done?.result.kind === 'different-store') setAsking(done.quantity);
    });
  }, []);

  const apply = ({ quantity: next, limit: reached }: { quantity: number; limit: QuantityLimit }) => {
    setRefusal('');
    setQuantity(next);
    setDraft(String(next));
    setLimit(reached);
  };
  const commitDraft = () => apply(clampQuantity(draft.trim() === '' ? quantity : Number(draft), limits));

  // Out of stock, the add button itself says so; a closed store says when it opens.
  const message = closed ? closed : !outOfStock && limit ? t(MESSAGE_KEYS[limit]) : refusal;

  return (
    <form
      ref={rootRef}
      method="post"
      action={props.action}
      // The server answers in the page's language, with what was typed kept (not the browser's bubble).
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current) return;
        // A typed quantity counts even when the field has not been left yet.
        const change = clampQuantity(draft.trim() === '' ? quantity : Number(draft), limits);
        apply(change);
        if (checkChoice()) void add(change.quantity);
      }}
      className="flex flex-col gap-3"
      data-product-purchase={product.id}
    >
      <input type="hidden" name={ADD_FIELD.item} value={product.id} />
      <input type="hidden" name={ADD_FIELD.back} value={props.returnPath} />
      {hasChoices && (
        <ProductChoices
          t={t}
          money={money}
          uid={uid}
          groups={groups}
          addOns={addOns}
          picked={picked}
          addOnQtys={addOnQtys}
          error={choiceError}
          onPick={pick}
          onAddOn={(id, next) => setAddOnQtys((current) => ({ ...current, [id]: Math.max(0, next) }))}
        />
      )}
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
            data-needs-js
            data-step="-1"
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
            id={QUANTITY_FIELD_ID}
            name={ADD_FIELD.quantity}
            inputMode="numeric"
            min={1}
            max={Number.isFinite(max) ? Math.max(1, max) : undefined}
            step={1}
            value={draft}
            disabled={outOfStock}
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              setRefusal('');
              setDraft(event.target.value);
            }}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              // Awake, Enter settles the number (without JavaScript it sends the form).
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commitDraft();
            }}
            className="h-11 w-14 scroll-mt-40 appearance-none rounded-md bg-transparent text-center text-base font-semibold text-gray-900 [appearance:textfield] focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-gray-500 dark:text-white [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            className={stepButton}
            data-needs-js
            data-step="1"
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
      <p
        id={messageId}
        role="status"
        data-purchase-message
        className="min-h-5 text-sm font-medium text-amber-800 dark:text-amber-300"
      >
        {message}
      </p>
      {hasChoices && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm" aria-live="polite" data-choice-price>
          <dt className="text-gray-700 dark:text-gray-300">{t('variations.unitPrice')}</dt>
          <dd className="font-semibold text-gray-900 dark:text-white" data-unit-price>
            {money(unitPrice)}
          </dd>
          <dt className="text-gray-700 dark:text-gray-300">{t('variations.total')}</dt>
          <dd className="text-lg font-bold text-gray-900 dark:text-white" data-total-price>
            {money(total)}
          </dd>
        </dl>
      )}
      <p role="alert" className="text-sm font-medium text-red-800 empty:hidden dark:text-red-300" data-choice-error>
        {choiceError?.message ?? ''}
      </p>
      <button
        ref={addButton}
        type="submit"
        disabled={outOfStock}
        aria-describedby={closed ? messageId : undefined}
        data-quantity={quantity}
        aria-busy={adding}
        // Busy, it keeps the focus (aria-disabled, not disabled) and ignores presses.
        aria-disabled={adding || undefined}
        className="h-12 w-full rounded-full bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 sm:w-auto sm:min-w-60 dark:disabled:bg-gray-700 dark:disabled:text-gray-200"
      >
        {soldOut ? t('product.outOfStock') : adding ? t('product.adding') : t('product.addToCart')}
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
    </form>
  );
}
