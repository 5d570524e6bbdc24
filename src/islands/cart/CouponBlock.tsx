// The order dialog's coupon block, for a signed-in customer: the coupons that hold at this store
// (GET /api/coupons: coupon/list kept to the store as the app keeps it), a code field and Apply
// (POST /api/coupons: the marketplace's coupon/apply), then the minimum purchase the marketplace
// never checks, on what it discounts. An accepted coupon goes to the dialog's costs; a refused
// code stays in the field as typed, with the reason (by status and code, never the server's words).
import { useEffect, useState } from 'react';
import type { Coupon } from '../../lib/api/schemas/coupon.ts';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { couponOutcome, refusalOfCode, type CouponRefusal } from '../../lib/domain/ordering/coupon-rules.ts';
import { couponTerms } from '../../lib/coupons/coupon-text.ts';
import type { Lang, Translate } from '../../lib/i18n/client.ts';
import { useOnline } from '../ui/use-online.ts';

export interface CouponState {
  /** As typed. */
  code: string;
  applied: Coupon | null;
  refusal: { reason: CouponRefusal; minimum?: number } | null;
}

export const NO_COUPON: CouponState = {
  code: '',
  applied: null,
  refusal: null,
};

interface Props {
  t: Translate;
  lang: Lang;
  money: (amount: number) => string;
  storeId: number;
  moduleId: number;
  /** What the marketplace discounts: items less item and store discounts. */
  base: number;
  /** The applied coupon's discount as the costs show it. */
  discount: number;
  state: CouponState;
  setState: (update: (current: CouponState) => CouponState) => void;
}

export function refusalText(t: Translate, money: (n: number) => string, refusal: CouponState['refusal']): string {
  if (!refusal) return '';
  if (refusal.reason === 'minimum')
    return refusal.minimum
      ? t('coupons.refused.minimum', { amount: money(refusal.minimum) })
      : t('coupons.refused.minimumPlain');
  return t(`coupons.refused.${refusal.reason}`);
}

type List = 'loading' | 'failed' | Coupon[];

export default function CouponBlock(props: Props) {
  const { t, lang, money, storeId, moduleId, base, discount, state, setState } = props;
  const [list, setList] = useState<List>('loading');
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  // Offline a code cannot be checked: the order dialog says why.
  const online = useOnline();

  useEffect(() => {
    const controller = new AbortController();
    setList('loading');
    storefrontFetch<{ coupons: Coupon[] }>(`/api/coupons?store_id=${storeId}&module_id=${moduleId}`, {
      signal: controller.signal,
    }).then(
      (answer) => setList(answer.coupons),
      () => !controller.signal.aborted && setList('failed'),
    );
    return () => controller.abort();
  }, [storeId, moduleId, attempt]);

  async function apply(typed: string) {
    const code = typed.trim();
    if (!code || checking) return;
    setChecking(true);
    setState((s) => ({ ...s, code: typed, refusal: null }));
    try {
      const { coupon } = await storefrontFetch<{ coupon: Coupon }>('/api/coupons', {
        method: 'POST',
        json: { code, store_id: storeId, module_id: moduleId },
      });
      const outcome = couponOutcome(coupon, base);
      setState((s) =>
        outcome.ok
          ? { ...s, applied: coupon, refusal: null }
          : {
              ...s,
              applied: null,
              refusal: { reason: 'minimum', minimum: outcome.minimum },
            },
      );
    } catch (error) {
      const reason = refusalOfCode(error instanceof ClientError ? error.code : null) ?? 'unavailable';
      setState((s) => ({ ...s, applied: null, refusal: { reason } }));
    } finally {
      setChecking(false);
    }
  }

  const applied = state.applied;
  const status = applied
    ? applied.type === 'free_delivery'
      ? t('coupons.appliedFree', { code: applied.code })
      : t('coupons.applied', { code: applied.code, amount: money(discount) })
    : refusalText(t, money, state.refusal);

  return (
    <section
      aria-labelledby="coupon-title"
      className="mt-4 rounded-xl border border-gray-200 p-3 text-sm dark:border-gray-700"
      data-coupons
    >
      <h3 id="coupon-title" className="mb-2 font-semibold">
        {t('coupons.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="coupon-code" className="text-sm font-medium">
            {t('coupons.code')}
          </label>
          <input
            id="coupon-code"
            name="coupon_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={state.code}
            onChange={(e) => {
              const code = e.currentTarget.value;
              setState((s) => ({ ...s, code }));
            }}
            // Not a form of its own (the dialog's form is the order): Enter applies the code here.
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || !online) return;
              e.preventDefault();
              void apply(state.code);
            }}
            aria-invalid={state.refusal ? true : undefined}
            aria-describedby="coupon-status"
            className="mt-1 block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          />
        </div>
        <button
          type="button"
          onClick={() => void apply(state.code)}
          disabled={checking || !online}
          aria-busy={checking}
          className="h-11 rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-brand-900"
        >
          {checking ? t('coupons.applying') : t('coupons.apply')}
        </button>
        {applied && (
          <button
            type="button"
            onClick={() => setState((s) => ({ ...s, applied: null, refusal: null }))}
            className="h-11 rounded-full px-4 font-medium hover:bg-gray-100 dark:hover:bg-gray-800"
            data-coupon-remove
          >
            {t('coupons.remove')}
          </button>
        )}
      </div>
      <p
        id="coupon-status"
        role="status"
        className={`mt-2 min-h-5 font-medium ${applied ? 'text-green-800 dark:text-green-200' : 'text-red-800 dark:text-red-200'}`}
        data-coupon-status={applied ? 'applied' : state.refusal ? state.refusal.reason : undefined}
      >
        {status}
      </p>
      <h4 className="mt-2 text-xs font-semibold text-gray-700 dark:text-gray-300">{t('coupons.listTitle')}</h4>
      {list === 'loading' && (
        <p className="mt-1 text-gray-700 dark:text-gray-300" data-coupons-loading>
          {t('coupons.loading')}
        </p>
      )}
      {list === 'failed' && (
        <div className="mt-1 flex flex-wrap items-center gap-2" data-coupons-failed>
          <p className="text-red-800 dark:text-red-200">{t('coupons.loadFailed')}</p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="h-9 rounded-full border border-red-800 px-3 font-semibold text-red-800 hover:bg-red-50 dark:border-red-200 dark:text-red-100 dark:hover:bg-red-950"
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {Array.isArray(list) && list.length === 0 && (
        <p className="mt-1 text-gray-700 dark:text-gray-300" data-coupons-none>
          {t('coupons.none')}
        </p>
      )}
      {Array.isArray(list) && list.length > 0 && (
        <ul className="mt-1 space-y-2" data-coupon-list>
          {list.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3" data-coupon={c.code}>
              <span className="min-w-0 break-words">
                <span className="block font-medium">
                  <bdi>{c.title}</bdi> · <bdi dir="ltr">{c.code}</bdi>
                </span>
                <span className="block text-xs text-gray-700 dark:text-gray-300">{couponTerms(t, lang, money, c)}</span>
              </span>
              <button
                type="button"
                disabled={checking || !online}
                aria-label={t('coupons.useCode', { code: c.code })}
                onClick={() => void apply(c.code)}
                className="h-9 shrink-0 rounded-full border border-gray-300 px-3 font-semibold hover:bg-gray-100 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800"
              >
                {t('coupons.use')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
