// The store's QR code in a modal <dialog> (focus moves in, Escape closes, focus returns to the
// button). The code is a PNG drawn by the server (/store/<id>/qr.png), fetched only when the
// dialog first opens and offered as a download; the page ships no QR library.
import { useRef, useState } from 'react';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import Icon from './ui/Icon.tsx';

interface Props {
  /** The PNG of the store page's QR code, in the page's language. */
  qrSrc: string;
  /** Names the downloaded file: store-<id>-qr.png. */
  storeId: number;
  storeName: string;
  lang: Lang;
  strings: Record<string, string>;
}

type QrState = 'idle' | 'loading' | 'ready' | 'failed';

export default function StoreQrDialog({ qrSrc, storeId, storeName, lang, strings }: Props) {
  const t = pickedTranslator(lang, strings);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [qr, setQr] = useState<QrState>('idle');
  // A new attempt after a failure asks again (a new <img> element).
  const [attempt, setAttempt] = useState(0);

  const open = () => {
    dialog.current?.showModal();
    if (qr === 'idle' || qr === 'failed') {
      setQr('loading');
      setAttempt((n) => n + 1);
    }
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className="inline-flex h-10 items-center gap-2 rounded-full border border-gray-300 bg-white px-3 text-sm sm:px-4 font-semibold text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800"
      >
        <Icon size={18}>
          <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
          <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
          <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
          <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 18.5h1.5M18.5 14h2" />
        </Icon>
        {t('store.qr')}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key. */}
      <dialog
        ref={dialog}
        aria-labelledby="store-qr-title"
        aria-describedby="store-qr-description"
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) close();
        }}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/60 dark:bg-gray-900 dark:text-white"
      >
        <div className="flex flex-col items-center gap-4 p-5 text-center">
          <div className="flex w-full items-start justify-between gap-3">
            <h2 id="store-qr-title" className="text-start text-lg font-bold">
              {storeName}
            </h2>
            <button
              type="button"
              onClick={close}
              // biome-ignore lint/a11y/noAutofocus: a modal dialog's first focus goes to its safe choice.
              autoFocus
              aria-label={t('common.close')}
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <Icon strokeWidth={2}>
                <path d="M6 6l12 12M18 6 6 18" />
              </Icon>
            </button>
          </div>
          <p id="store-qr-description" className="text-sm text-gray-700 dark:text-gray-300">
            {t('store.qrTitle')}
          </p>
          <div
            className="relative grid aspect-square w-full max-w-64 place-items-center rounded-xl bg-white p-2 ring-1 ring-gray-200 dark:ring-gray-700"
            aria-busy={qr === 'loading'}
          >
            {(qr === 'loading' || qr === 'ready') && (
              <img
                key={attempt}
                src={qrSrc}
                alt={t('store.qr')}
                width={256}
                height={256}
                onLoad={() => setQr('ready')}
                onError={() => setQr('failed')}
                className="h-full w-full"
                hidden={qr !== 'ready'}
                data-store-qr
              />
            )}
            {qr === 'failed' ? (
              <p role="alert" className="text-sm text-red-700">
                {t('common.error')}
              </p>
            ) : (
              qr === 'loading' && <p className="text-sm text-gray-700">{t('common.loading')}</p>
            )}
          </div>
          {qr === 'ready' && (
            <a
              href={qrSrc}
              download={`store-${storeId}-qr.png`}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              <Icon size={18} strokeWidth={2}>
                <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
              </Icon>
              {t('store.downloadQr')}
            </a>
          )}
        </div>
      </dialog>
    </>
  );
}
