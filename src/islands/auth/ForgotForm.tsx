// The forgot-password view: a phone number to send a code to. The marketplace API has no
// recovery call, so sending only says so (a toast here, a notice from the page without
// JavaScript, intent "forgot") and goes back.
import type { SubmitEvent } from 'react';
import { notify } from '../../lib/browser/notify.ts';
import { type FormContext, PhoneField, SubmitButton, SwitchView } from './form-parts.tsx';

export default function ForgotForm(props: {
  form: FormContext;
  phone: string;
  setPhone: (phone: string) => void;
  /** After the answer: the dialog closes, the page shows sign-in. */
  leave: () => void;
}) {
  const { form } = props;
  const { t } = form;

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    notify.info(t('auth.recoveryUnavailable'));
    props.leave();
  }

  return (
    <form method="post" action={form.action} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <input type="hidden" name="intent" value="forgot" />
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.forgotPasswordHint')}</p>
      <PhoneField
        id="forgot-phone"
        label={t('auth.phone')}
        defaultCountry="us"
        value={props.phone}
        onChange={props.setPhone}
        inputProps={{ placeholder: '1 (702) 123-4567' }}
      />
      <SubmitButton label={t('auth.requestOtp')} />
      <SwitchView label={t('auth.backToLogin')} onClick={() => form.go('signin')} />
    </form>
  );
}
