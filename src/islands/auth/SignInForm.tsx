// The sign-in view: email or phone, password and remember me; posts to the session endpoint (or,
// without JavaScript, to the page as intent "signin", the default). The terms are accepted once,
// at sign-up (the marketplace's login takes no such field): here they are only linked.
import { type Dispatch, type SetStateAction, type SubmitEvent, useRef } from 'react';
import { notify } from '../../lib/browser/notify.ts';
import { changeOf, useTypedBeforeHydration } from '../../lib/browser/typed-before-hydration.ts';
import { SignInSchema } from '../../lib/domain/account/auth-rules.ts';
import { Check, Field } from './fields.tsx';
import {
  type FormContext,
  ghostClass,
  linkButtonClass,
  Password,
  SubmitButton,
  SwitchView,
  TermsNotice,
} from './form-parts.tsx';

// A type, not an interface: only a type passes as the record of fields that
// useTypedBeforeHydration takes.
export type SignInValues = {
  email_or_phone: string;
  password: string;
  remember: boolean;
};

/** Ways in the marketplace offers but this storefront does not (yet): each says so. */
const OTHER_WAYS = ['auth.google', 'auth.apple', 'auth.otp'];

export default function SignInForm(props: {
  form: FormContext;
  values: SignInValues;
  setValues: Dispatch<SetStateAction<SignInValues>>;
}) {
  const { form, values, setValues } = props;
  const { t, go } = form;
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref, setValues);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    form.send('/api/session', SignInSchema.safeParse(values));
  }

  return (
    <form ref={ref} method="post" action={form.action} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <Field
        label={t('auth.emailOrPhone')}
        name="email_or_phone"
        autoComplete="username"
        inputMode="email"
        value={values.email_or_phone}
        onChange={changeOf(setValues, 'email_or_phone')}
        error={form.error('email_or_phone')}
      />
      <Password
        form={form}
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={changeOf(setValues, 'password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Check
          label={t('auth.rememberMe')}
          name="remember"
          checked={values.remember}
          onChange={changeOf(setValues, 'remember')}
        />
        <button type="button" className={`${linkButtonClass} text-sm`} onClick={() => go('forgot')}>
          {t('auth.forgotPasswordLink')}
        </button>
      </div>
      <SubmitButton label={t('auth.signIn')} busyLabel={t('auth.signingIn')} pending={form.pending} />
      <TermsNotice form={form} />
      <p className="text-center text-xs text-gray-600 dark:text-gray-300">{t('auth.or')}</p>
      <div className="grid gap-2">
        {OTHER_WAYS.map((way) => (
          <button key={way} type="button" className={ghostClass} onClick={() => notify.info(t('auth.notAvailable'))}>
            {t(way)}
          </button>
        ))}
      </div>
      <SwitchView prompt={t('auth.noAccount')} label={t('auth.signUp')} onClick={() => go('signup')} />
    </form>
  );
}
