// "Order again": puts a past order's lines back into the cart with the cart's own add (the one the
// product page uses), asking the usual question when the cart holds another store's items, then
// goes to the cart. Items that are gone or out of stock are named, with a link on to the cart.
import { useRef, useState } from 'react';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { pickedTranslator, type Lang } from '../../lib/i18n/client.ts';
import { localizePath, paths } from '../../lib/paths.ts';
import { addToCart } from '../../lib/state/cart.ts';
import type { ReorderPlan } from '../../lib/aftercare/reorder.server.ts';
import DifferentStoreDialog from '../DifferentStoreDialog.tsx';

interface Props {
  orderId: number;
  lang: Lang;
  prefix: string;
  strings: Readonly<Record<string, string>>;
}

type Phase = 'idle' | 'busy' | 'ask-store' | 'report' | 'error';

export default function Reorder({ orderId, lang, prefix, strings }: Props) {
  const t = pickedTranslator(lang, strings);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problems, setProblems] = useState<string[]>([]);
  const [added, setAdded] = useState(0);
  const plan = useRef<ReorderPlan | null>(null);
  const cartUrl = localizePath(prefix, paths.cart);

  async function addAll(replace: boolean) {
    const current = plan.current!;
    const failed = current.unavailable.map((u) =>
      t(u.why === 'gone' ? 'aftercare.reorder.gone' : 'aftercare.reorder.outOfStock', { name: u.name }),
    );
    let count = 0;
    for (const [i, line] of current.lines.entries()) {
      // The order line's options and add-ons ride along as the add's choice, as a product page's do.
      const result = await addToCart(line.product, line.quantity, {
        replace: replace && i === 0,
        choice: line.selection,
      });
      if (result.kind === 'different-store') return setPhase('ask-store');
      if (result.kind === 'signed-out') return location.assign(localizePath(prefix, paths.login));
      if (result.kind === 'added' || result.kind === 'updated') count++;
      else if (result.kind === 'max-stock') failed.push(t('aftercare.reorder.outOfStock', { name: line.name }));
      else failed.push(t('aftercare.reorder.failedItem', { name: line.name }));
    }
    if (failed.length === 0 && count > 0) return location.assign(cartUrl);
    setAdded(count);
    setProblems(failed);
    setPhase('report');
  }

  async function start() {
    if (phase === 'busy') return;
    setPhase('busy');
    try {
      plan.current = await storefrontFetch<ReorderPlan>(`/api/reorder?order_id=${orderId}`, { timeoutMs: 20_000 });
      await addAll(false);
    } catch (error) {
      if (error instanceof ClientError && error.signIn) return location.assign(localizePath(prefix, paths.login));
      setPhase('error');
    }
  }

  return (
    <div data-reorder>
      <button
        type="button"
        onClick={start}
        disabled={phase === 'busy'}
        aria-busy={phase === 'busy'}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {phase === 'busy' ? t('aftercare.reorder.adding') : t('aftercare.reorder.button')}
      </button>
      <div aria-live="polite">
        {phase === 'error' && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800 dark:text-red-200">
            {t('aftercare.reorder.error')}{' '}
            <button type="button" onClick={start} className="font-semibold underline">
              {t('aftercare.reorder.retry')}
            </button>
          </p>
        )}
        {phase === 'report' && (
          <div
            role="alert"
            className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
            data-reorder-report
          >
            <p className="font-semibold">
              {added > 0 ? t('aftercare.reorder.unavailableTitle') : t('aftercare.reorder.noneAdded')}
            </p>
            <ul className="mt-1 list-disc ps-5">
              {problems.map((p) => (
                <li key={p}>
                  <bdi>{p}</bdi>
                </li>
              ))}
            </ul>
            {added > 0 && (
              <a href={cartUrl} className="mt-2 inline-flex min-h-10 items-center font-semibold underline">
                {t('aftercare.reorder.goToCart')}
              </a>
            )}
          </div>
        )}
      </div>
      {phase === 'ask-store' && (
        <DifferentStoreDialog
          t={t}
          onConfirm={() => {
            setPhase('busy');
            void addAll(true);
          }}
          onCancel={() => setPhase('idle')}
        />
      )}
    </div>
  );
}
