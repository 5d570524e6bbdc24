// One line of the cart page: picture, words, the quantity stepper, the line's total and Remove.
// Each control is a real form (cart-actions.server.ts): it works before the island is awake and
// without JavaScript; awake, CartView sends the change itself. Offline the controls stay in the
// page and keep the focus, marked aria-disabled and described by the offline notice.
import type { FormEvent } from 'react';
import { lineTotal, maxQuantity, otherLinesQuantity, type CartLineView } from '../../lib/cart/lines.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import type { Lang, Translate } from '../../lib/i18n/client.ts';
import { imageUrl } from '../../lib/images/urls.ts';
import { addOnsText } from './line-text.ts';

const control =
  'grid h-10 w-10 place-items-center rounded-full border border-gray-300 text-lg font-bold hover:bg-gray-100 disabled:opacity-40 aria-disabled:opacity-40 aria-disabled:cursor-not-allowed dark:border-gray-600 dark:hover:bg-gray-800';

/** The picture the cart shows for a line (also kept in the offline snapshot). */
export const linePicture = (line: CartLineView): string | null =>
  line.image ? (imageUrl(line.image, 128) ?? line.image) : null;

interface Props {
  line: CartLineView;
  lines: readonly CartLineView[];
  lang: Lang;
  t: Translate;
  money: (n: number) => string;
  /** Where the forms post without the island. */
  action: string;
  /** The id of the notice saying why the controls are off (offline), or null when they work. */
  offlineId: string | null;
  submitted: (event: FormEvent<HTMLFormElement>, act: (by: HTMLElement | null) => unknown) => void;
  onStep: (line: CartLineView, delta: number) => unknown;
  onRemove: (line: CartLineView) => unknown;
}

export default function CartLineRow({
  line,
  lines,
  lang,
  t,
  money,
  action,
  offlineId,
  submitted,
  onStep,
  onRemove,
}: Props) {
  const max = maxQuantity(line, lines);
  const others = otherLinesQuantity(line, lines);
  const hintId = `cart-line-hint-${line.id}`;
  const hint = line.problem
    ? t('cart.lineInvalid')
    : others > 0 && Number.isFinite(max) && line.quantity >= max
      ? t('cart.stockShared', { max: max, others })
      : null;
  const offline = offlineId !== null;
  const picture = linePicture(line);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap" data-cart-line={line.id}>
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-gray-100 dark:bg-gray-800">
        {picture && (
          <img src={picture} alt="" width={64} height={64} className="h-full w-full object-cover" loading="lazy" />
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
      <form
        method="post"
        action={action}
        onSubmit={(e) => submitted(e, (by) => onStep(line, Number(by?.dataset.step)))}
      >
        <input type="hidden" name="intent" value="quantity" />
        <input type="hidden" name="line" value={line.id} />
        {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a row of buttons, not a form section; role=group names it without a fieldset's legend and layout rules. */}
        <div className="flex items-center gap-2" role="group" aria-label={`${t('cart.quantity')}: ${line.name}`}>
          <button
            type="submit"
            name="quantity"
            value={line.quantity - 1}
            data-step="-1"
            className={control}
            disabled={line.quantity <= 1}
            aria-disabled={offline || undefined}
            aria-describedby={offlineId ?? undefined}
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
            aria-disabled={offline || line.quantity >= max}
            aria-describedby={[offlineId, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
            aria-label={`${t('cart.increase')}: ${line.name}`}
          >
            +
          </button>
        </div>
      </form>
      <p className="w-24 text-end font-semibold">{money(lineTotal(line))}</p>
      <form method="post" action={action} onSubmit={(e) => submitted(e, () => onRemove(line))}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="line" value={line.id} />
        <button
          type="submit"
          className="h-10 rounded-full px-3 text-sm font-medium text-red-700 hover:bg-red-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:text-red-300 dark:hover:bg-red-950"
          aria-disabled={offline || undefined}
          aria-describedby={offlineId ?? undefined}
          aria-label={`${t('cart.remove')}: ${line.name}`}
        >
          {t('cart.remove')}
        </button>
      </form>
    </li>
  );
}
