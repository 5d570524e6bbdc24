// A dish's choice groups and add-ons on the product page, as real form controls: radios for a
// single choice (with "None" when the group is optional), checkboxes for a multi choice (the
// ones past its maximum disabled, and said), and each add-on with its own quantity. Rendered on
// the server inside ProductPurchase's form, so they show (and can be read) before the island
// wakes, and are posted as they are without JavaScript (their names: lib/cart/add-form.ts).
import type { Translate } from '../../lib/i18n/client.ts';
import {
  choiceProblem,
  isMulti,
  maxOf,
  minOf,
  type ChoiceGroup,
  type Picked,
} from '../../lib/domain/pricing/food-choice.ts';
import { ADD_FIELD, addOnQtyField, choiceField, choiceGroupId } from '../../lib/cart/add-form.ts';
import { MAX_ADD_ON_QUANTITY } from '../../lib/domain/pricing/line-price.ts';
import { CHOOSE_OPTIONS_ID } from '../../lib/paths.ts';
import Icon from '../ui/Icon.tsx';

export interface AddOnOption {
  id: number;
  name: string;
  price: number;
}

interface Props {
  t: Translate;
  money: (amount: number) => string;
  /** Unique prefix of the controls' ids. */
  uid: string;
  groups: readonly ChoiceGroup[];
  addOns: readonly AddOnOption[];
  picked: Picked;
  /** Add-on id → quantity (absent or 0: not chosen). */
  addOnQtys: Readonly<Record<number, number>>;
  /** The group named in the add button's message, with that message. */
  error: { group: string; message: string } | null;
  onPick: (group: ChoiceGroup, label: string | null, checked: boolean) => void;
  onAddOn: (id: number, quantity: number) => void;
}

const legend = 'text-base font-semibold text-gray-900 dark:text-white';
const optionRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:hover:bg-gray-800';
// Drawn by global.css (.choice-control): a native control's unchecked ring is too faint in the dark
// theme, and its colours cannot be read or set.
const control = 'choice-control';
/** An option's name beside its control: the row's start (the control's side) in either direction, the
 * name's own direction isolated (<bdi>), so an English name in an Arabic page sits by its control. */
const optionName = 'min-w-0 flex-1 break-words text-start text-gray-900 dark:text-gray-100';
const smallStep =
  'grid h-9 w-9 place-items-center rounded-full border border-gray-300 text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400 dark:border-gray-700 dark:text-white dark:hover:bg-gray-800';

/** What a group asks for, in words: "Choose one", "Choose 1 to 3", "Choose up to 2". */
export function groupHint(t: Translate, group: ChoiceGroup): string {
  if (!isMulti(group)) return t('variations.chooseOne');
  const min = minOf(group);
  const max = maxOf(group);
  if (Number.isFinite(max) && min > 0) return t('variations.chooseRange', { min, max });
  if (Number.isFinite(max)) return t('variations.chooseUpTo', { max });
  return min > 0 ? t('variations.chooseAtLeast', { min }) : '';
}

export default function ProductChoices(props: Props) {
  const { t, money, uid, groups, addOns, picked, addOnQtys, error, onPick, onAddOn } = props;
  // A card's Add on this dish leads to #CHOOSE_OPTIONS_ID: a note by the first group that must be
  // chosen, shown only as the page's target (CSS :target, so before the island wakes too) and
  // focused by the browser on arrival, so the customer sees and hears why they are here.
  const firstRequired = choiceProblem(groups, {})?.group;
  return (
    <div className="flex flex-col gap-4" data-product-choices>
      {groups.map((group, g) => {
        const chosen = picked[group.name] ?? [];
        const multi = isMulti(group);
        const full = multi && chosen.length >= maxOf(group);
        const hintId = `${uid}-g${g}-hint`;
        const errorId = `${uid}-g${g}-error`;
        const failed = error?.group === group.name;
        return (
          <fieldset
            key={group.name}
            data-choice-group={group.name}
            aria-describedby={failed ? `${hintId} ${errorId}` : hintId}
            className={`rounded-xl border p-3 ${failed ? 'border-red-700 dark:border-red-400' : 'border-gray-200 dark:border-gray-800'}`}
          >
            <legend className="px-1">
              <span className={legend} dir="auto">
                {group.name}
              </span>{' '}
              <span
                className={`ms-1 rounded-full px-2 py-0.5 text-xs font-semibold ${group.required ? 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200'}`}
              >
                {group.required ? t('variations.required') : t('variations.optional')}
              </span>
            </legend>
            <p id={hintId} className="mb-1 px-2 text-sm text-gray-700 dark:text-gray-300">
              {groupHint(t, group)}
              {full && Number.isFinite(maxOf(group)) && (
                <span className="ms-1 font-medium text-amber-800 dark:text-amber-300" data-choice-full>
                  {t('variations.maxReached', { group: group.name, max: maxOf(group) })}
                </span>
              )}
            </p>
            {group.name === firstRequired && (
              <p
                id={CHOOSE_OPTIONS_ID}
                tabIndex={-1}
                className="mx-2 mb-2 hidden scroll-mt-40 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 target:block focus:outline-2 focus:outline-offset-2 focus:outline-amber-700 dark:bg-amber-950/60 dark:text-amber-50 dark:focus:outline-amber-300"
              >
                {t('variations.chooseFirst')}
              </p>
            )}
            {!multi && !group.required && (
              <label className={optionRow}>
                <input
                  type="radio"
                  id={choiceGroupId(g)}
                  className={`${control} scroll-mt-40`}
                  name={choiceField(group.name)}
                  value=""
                  checked={chosen.length === 0}
                  onChange={() => onPick(group, null, true)}
                />
                <span className="flex-1 text-gray-900 dark:text-gray-100">{t('variations.none')}</span>
              </label>
            )}
            {group.values.map((option, o) => {
              const checked = chosen.includes(option.label);
              // The group's first control: where a refused form's page opens (the browser focuses it).
              const first = o === 0 && (multi || group.required);
              return (
                <label key={option.label} className={optionRow}>
                  <input
                    type={multi ? 'checkbox' : 'radio'}
                    id={first ? choiceGroupId(g) : undefined}
                    // Opened at (a refused form), it sits below the sticky header, not under it.
                    className={first ? `${control} scroll-mt-40` : control}
                    name={choiceField(group.name)}
                    value={option.label}
                    checked={checked}
                    disabled={multi && !checked && full}
                    aria-invalid={failed || undefined}
                    onChange={(event) => onPick(group, option.label, event.currentTarget.checked)}
                  />
                  <span className={optionName}>
                    <bdi>{option.label}</bdi>
                  </span>
                  {option.optionPrice > 0 && (
                    <span className="shrink-0 text-sm text-gray-700 dark:text-gray-300">
                      {t('variations.optionPrice', { price: money(option.optionPrice) })}
                    </span>
                  )}
                </label>
              );
            })}
            <p id={errorId} className="px-2 text-sm font-medium text-red-800 empty:hidden dark:text-red-300">
              {failed ? error.message : ''}
            </p>
          </fieldset>
        );
      })}
      {addOns.length > 0 && (
        <fieldset
          className="rounded-xl border border-gray-200 p-3 dark:border-gray-800"
          aria-describedby={`${uid}-addons-hint`}
        >
          <legend className={`px-1 ${legend}`}>{t('variations.addOns')}</legend>
          <p id={`${uid}-addons-hint`} className="mb-1 px-2 text-sm text-gray-700 dark:text-gray-300">
            {t('variations.addOnsHint')}
          </p>
          {addOns.map((addOn) => {
            const quantity = addOnQtys[addOn.id] ?? 0;
            return (
              <div key={addOn.id} className="group/addon flex flex-wrap items-center gap-2" data-add-on={addOn.id}>
                {/* At least 13rem: on a narrow phone the quantity wraps below instead of squeezing the price. */}
                <label className={`${optionRow} min-w-52 flex-1`}>
                  <input
                    type="checkbox"
                    className={control}
                    name={ADD_FIELD.addOn}
                    value={addOn.id}
                    checked={quantity > 0}
                    onChange={(event) => onAddOn(addOn.id, event.currentTarget.checked ? 1 : 0)}
                  />
                  <span className={optionName}>
                    <bdi>{addOn.name}</bdi>
                  </span>
                  <span className="shrink-0 text-sm text-gray-700 dark:text-gray-300">
                    {t('variations.optionPrice', { price: money(addOn.price) })}
                  </span>
                </label>
                {/* Shown while the add-on is ticked (CSS, so without JavaScript too); its number is typeable. */}
                {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a row of buttons; role=group names it. */}
                <div
                  role="group"
                  aria-label={t('variations.addOnQuantity', { name: addOn.name })}
                  className="hidden items-center gap-1 group-has-[input:checked]/addon:flex"
                >
                  <button
                    type="button"
                    className={smallStep}
                    data-needs-js
                    data-step="-1"
                    aria-label={t('variations.fewer', { name: addOn.name })}
                    onClick={() => onAddOn(addOn.id, quantity - 1)}
                  >
                    <Icon strokeWidth={2}>
                      <path d="M5 12h14" />
                    </Icon>
                  </button>
                  <input
                    type="number"
                    inputMode="numeric"
                    name={addOnQtyField(addOn.id)}
                    min={1}
                    max={MAX_ADD_ON_QUANTITY}
                    step={1}
                    value={Math.max(1, quantity)}
                    aria-label={t('variations.addOnQuantity', { name: addOn.name })}
                    onChange={(event) => {
                      const next = Math.floor(Number(event.currentTarget.value));
                      if (next >= 1) onAddOn(addOn.id, Math.min(next, MAX_ADD_ON_QUANTITY));
                    }}
                    className="h-9 w-12 rounded-md bg-transparent text-center font-semibold text-gray-900 [appearance:textfield] focus-visible:outline-2 focus-visible:outline-brand-700 dark:text-white [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                  />
                  <button
                    type="button"
                    className={smallStep}
                    data-needs-js
                    data-step="1"
                    disabled={quantity >= MAX_ADD_ON_QUANTITY}
                    aria-label={t('variations.more', { name: addOn.name })}
                    onClick={() => onAddOn(addOn.id, quantity + 1)}
                  >
                    <Icon strokeWidth={2}>
                      <path d="M5 12h14M12 5v14" />
                    </Icon>
                  </button>
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
