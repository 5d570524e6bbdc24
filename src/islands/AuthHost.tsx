// Opens the auth dialog from any sign-in control on the page ([data-sign-in]) or from $authModal,
// loading the dialog's code only when it is first needed.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Lang } from '../lib/i18n/client.ts';
import { $authModal, openAuth } from '../lib/stores/auth-modal.ts';

const AuthDialog = lazy(() => import('./auth/AuthDialog.tsx'));

interface Props {
  lang: Lang;
  strings: Record<string, string>;
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
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (view !== 'none') setWanted(true);
  }, [view]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog {...props} />
    </Suspense>
  );
}
