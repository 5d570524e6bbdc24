// Opens the auth dialog from any sign-in control on the page ([data-sign-in]) or from $authModal,
// loading the dialog's code only when it is first needed. It wakes (client:interaction) on the
// first touch of a sign-in control, whose click is replayed once it is ready, or when openAuth()
// is called; it shows nothing until then, so the server renders nothing either. The dialog's
// strings are not in the page: they load with the dialog (auth/strings.ts).
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Lang } from '../lib/i18n/client.ts';
import { $authModal, openAuth } from '../lib/state/auth-modal.ts';
import { ISLAND, islandReady, wakeIsland } from '../lib/browser/wake.ts';
import { authStrings } from './auth/strings.ts';

const AuthDialog = lazy(() => import('./auth/AuthDialog.tsx'));

interface Props {
  lang: Lang;
  businessName: string;
  logoUrl: string | null;
  termsHref: string;
}

export default function AuthHost(props: Props) {
  const view = useStore($authModal);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-sign-in]');
      if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      openAuth('signin');
    };
    document.addEventListener('click', onClick);
    islandReady(ISLAND.auth);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (view === 'none') return;
    setWanted(true);
    // The dialog's words load beside its code (the dialog waits for both).
    void authStrings(props.lang).catch(() => {});
    // The dialog's forms toast through sonner themselves: the page's toast area must be awake.
    wakeIsland(ISLAND.toasts);
  }, [view, props.lang]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog {...props} />
    </Suspense>
  );
}
