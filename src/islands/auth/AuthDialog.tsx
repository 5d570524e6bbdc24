// The auth dialog: a modal <dialog> (focus kept inside, Escape closes) showing AuthPanel for
// the view in $authModal; focus goes back to what opened it. Signing in reloads the page (which
// then completes an add to the cart asked for signed out); closing it without signing in drops
// that add.
import { useStore } from '@nanostores/react';
import { use, useEffect, useRef } from 'react';
import phoneInputCss from 'react-international-phone/style.css?inline';
import { discardPendingAdd } from '../../lib/browser/buying/pending-add.ts';
import { $authModal, closeAuth } from '../../lib/state/auth-modal.ts';
import AuthPanel, { type AuthPanelProps, focusFirstField } from './AuthPanel.tsx';
import { authStrings } from './strings.ts';

// The phone widget's styles come with the dialog rather than in every page's head (where they
// would block the first paint): added once, as this module loads, so before the form first shows.
if (typeof document !== 'undefined' && !document.querySelector('style[data-phone-input]')) {
  const style = document.createElement('style');
  style.dataset.phoneInput = '';
  style.textContent = phoneInputCss;
  document.head.append(style);
}

export default function AuthDialog(props: Omit<AuthPanelProps, 'initialView' | 'onClose' | 'onSignedIn' | 'strings'>) {
  // Suspends (AuthHost's Suspense) until the words have loaded.
  const strings = use(authStrings(props.lang));
  const view = useStore($authModal);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (view !== 'none' && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
      // showModal() focuses the first focusable element, the close button: typing would go
      // nowhere. The first field of the form is where the customer starts.
      focusFirstField(el);
    } else if (view === 'none' && el.open) {
      el.close();
    }
  }, [view]);

  useEffect(() => {
    const el = dialog.current;
    const onClose = () => {
      discardPendingAdd();
      closeAuth();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    el?.addEventListener('close', onClose);
    return () => el?.removeEventListener('close', onClose);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key.
    <dialog
      ref={dialog}
      aria-labelledby="auth-title"
      className="m-auto max-h-[92dvh] w-[min(28rem,94vw)] overflow-y-auto rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
      onClick={(e) => {
        if (e.target === dialog.current) closeAuth();
      }}
    >
      {view !== 'none' && (
        <AuthPanel
          key={view}
          {...props}
          strings={strings}
          initialView={view}
          onClose={closeAuth}
          onSignedIn={() => window.location.reload()}
        />
      )}
    </dialog>
  );
}
