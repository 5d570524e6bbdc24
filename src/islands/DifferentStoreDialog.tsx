// "Clear the cart and add the new item?": asked when the cart holds another store's items.
import { useEffect, useRef } from 'react';
import type { Translate } from '../lib/i18n/client.ts';

interface Props {
  /** Knows the cart.different_store_* keys, cart.confirm_clear_cart and cart.cancel (ADD_TO_CART_STRINGS). */
  t: Translate;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function DifferentStoreDialog({ t, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const cancel = () => onCancel();
    dialog?.addEventListener('cancel', cancel);
    return () => dialog?.removeEventListener('cancel', cancel);
  }, [onCancel]);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="different-store-title"
      aria-describedby="different-store-text"
      className="m-auto w-[min(24rem,92vw)] rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id="different-store-title" className="text-lg font-bold">
        {t('cart.different_store_title')}
      </h2>
      <p id="different-store-text" className="mt-2 text-gray-700 dark:text-gray-300">
        {t('cart.different_store_text')}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          // biome-ignore lint/a11y/noAutofocus: a modal dialog's first focus goes to its safe choice.
          autoFocus
          className="h-10 rounded-full px-4 font-medium hover:bg-gray-100 dark:hover:bg-gray-800"
        >
          {t('cart.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="h-10 rounded-full bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
        >
          {t('cart.confirm_clear_cart')}
        </button>
      </div>
    </dialog>
  );
}
