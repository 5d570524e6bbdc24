// The order dialog's guest part: a visitor orders without an account (guest checkout), so the
// contact fields below (name, phone, email, all required by the marketplace for guests) are how the
// order reaches them, and the phone with the order's number is how they follow it. Signing in
// instead carries the cart over.
import type { Translate } from '../../lib/i18n/client.ts';

export interface GuestOrdering {
  /** The sign-in page, coming back to the cart. */
  signInHref: string;
}

export default function GuestContact({ t, guest }: { t: Translate; guest: GuestOrdering }) {
  return (
    <div
      className="rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-gray-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-gray-100"
      data-guest-contact
    >
      <p className="font-semibold">{t('guest.orderingAsGuest')}</p>
      <p className="mt-1">{t('guest.contactHint')}</p>
      <p className="mt-2">
        {t('guest.haveAccount')}{' '}
        <a href={guest.signInHref} className="font-semibold text-brand-800 underline dark:text-brand-300">
          {t('guest.signIn')}
        </a>
      </p>
    </div>
  );
}
