// The order dialog's last row (PlaceOrderDialog.tsx): why it cannot confirm while offline, then
// Cancel and Confirm order. Confirm names the notes that say why it is held (blocked, offline).
import type { Translate } from '../../lib/i18n/client.ts';
import { OfflineNotice } from './CartOffline.tsx';

interface Props {
  t: Translate;
  pending: boolean;
  online: boolean;
  /** The order is held by something other than the connection (no distance, a blocking note). */
  held: boolean;
  /** The id of the note that says why it is held, when one does. */
  blockedNote?: string;
  onCancel: () => void;
}

const OFFLINE_NOTE = 'place-order-offline';

export default function OrderActions({ t, pending, online, held, blockedNote, onCancel }: Props) {
  const describedBy = [blockedNote, !online && OFFLINE_NOTE].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {!online && <OfflineNotice t={t} id={OFFLINE_NOTE} />}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button
          type="button"
          onClick={onCancel}
          disabled={pending}
          className="h-11 rounded-full px-5 font-medium hover:bg-gray-100 dark:hover:bg-gray-800"
        >
          {t('placeOrder.cancel')}
        </button>
        <button
          type="submit"
          disabled={pending || held || !online}
          aria-busy={pending}
          aria-describedby={describedBy}
          className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? t('placeOrder.placing') : t('placeOrder.confirm')}
        </button>
      </div>
    </>
  );
}
