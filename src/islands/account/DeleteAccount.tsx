// Deleting the account: a button that opens a confirmation dialog (Escape or Cancel closes it,
// except while deleting); the confirmed delete goes to /api/profile, then to the sign-in page.
import { useEffect, useRef, useState } from 'react';
import { ClientError, serverReason, storefrontFetch } from '../../lib/browser/http.ts';
import type { Translate } from '../../lib/i18n/client.ts';
import Banner from '../ui/Banner.tsx';

interface Props {
  t: Translate;
  /** Where the form posts when the island is not running: the edit page. */
  action: string;
  loginHref: string;
}

export default function DeleteAccount({ t, action, loginHref }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    const cancel = (e: Event) => {
      e.preventDefault();
      if (!deleting) setOpen(false);
    };
    dialog?.addEventListener('cancel', cancel);
    return () => dialog?.removeEventListener('cancel', cancel);
  }, [deleting]);

  async function confirm() {
    setDeleting(true);
    setFailure(null);
    try {
      // Deletes upstream and drops the session cookie.
      await storefrontFetch('/api/profile', { method: 'DELETE' });
    } catch (error) {
      if (error instanceof ClientError && error.signIn) return window.location.assign(loginHref);
      setDeleting(false);
      // With orders still running the server refuses with its reason.
      setFailure(serverReason(error, t('Editprofile.deleteFailed')));
      return;
    }
    window.location.assign(loginHref);
  }

  return (
    // Without the island the button posts to the page, which asks for the confirmation itself.
    <form
      method="post"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        setFailure(null);
        setOpen(true);
      }}
      className="mt-6 flex justify-center sm:justify-end"
    >
      <input type="hidden" name="intent" value="delete" />
      <button
        type="submit"
        className="h-11 rounded-full border border-red-700 px-5 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
      >
        {t('Editprofile.deleteAccount')}
      </button>
      <dialog
        ref={ref}
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-text"
        onClose={() => setOpen(false)}
        className="m-auto w-[min(28rem,94vw)] rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
      >
        <h2 id="delete-dialog-title" className="text-xl font-bold">
          {t('Editprofile.deleteTitle')}
        </h2>
        <p id="delete-dialog-text" className="mt-2 text-gray-800 dark:text-gray-200">
          {t('Editprofile.deleteConfirm')}
        </p>
        {failure && (
          <Banner tone="error" role="alert" className="mt-4">
            {failure}
          </Banner>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            // biome-ignore lint/a11y/noAutofocus: a modal dialog's first focus goes to its safe choice.
            autoFocus
            disabled={deleting}
            onClick={() => setOpen(false)}
            className="h-11 rounded-full px-5 font-medium hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            data-confirm-delete
            disabled={deleting}
            aria-busy={deleting}
            onClick={confirm}
            className="h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {deleting ? t('Editprofile.deleting') : t('Editprofile.deleteAccount')}
          </button>
        </div>
      </dialog>
    </form>
  );
}
