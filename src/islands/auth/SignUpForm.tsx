// The sign-up view: name, email, phone, password twice and the terms; posts to the sign-up
// endpoint (or, without JavaScript, to the page as intent "signup").
import { type Dispatch, type SetStateAction, type SubmitEvent, useRef } from 'react';
import { changeOf, useTypedBeforeHydration } from '../../lib/browser/typed-before-hydration.ts';
import { SignUpSchema } from '../../lib/domain/account/auth-rules.ts';
import { Field } from './fields.tsx';
import { type FormContext, Password, SubmitButton, SwitchView, TermsCheck } from './form-parts.tsx';

// A type, not an interface: only a type passes as the record of fields that
// useTypedBeforeHydration takes.
export type SignUpValues = {
  name: string;
  email: string;
  phone: string;
  terms: boolean;
  password: string;
  confirm_password: string;
};

export default function SignUpForm(props: {
  form: FormContext;
  values: SignUpValues;
  setValues: Dispatch<SetStateAction<SignUpValues>>;
}) {
  const { form, values, setValues } = props;
  const { t } = form;
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref, setValues);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    form.send('/api/session/sign-up', SignUpSchema.safeParse({ ...values, terms: values.terms || undefined }));
  }

  return (
    <form ref={ref} method="post" action={form.action} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <input type="hidden" name="intent" value="signup" />
      <Field
        label={t('auth.username')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={changeOf(setValues, 'name')}
        error={form.error('name')}
      />
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={changeOf(setValues, 'email')}
        error={form.error('email')}
      />
      {/* Typed as at sign-in (local, international, Arabic-Indic digits) and read by the same
          function: a number without its country code is read in the marketplace's country. */}
      <Field
        label={t('auth.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        maxLength={24}
        hint={t('auth.phoneHint')}
        value={values.phone}
        onChange={changeOf(setValues, 'phone')}
        error={form.error('phone')}
      />
      <Password
        form={form}
        label={t('auth.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={changeOf(setValues, 'password')}
      />
      <Password
        form={form}
        label={t('auth.confirmPassword')}
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={changeOf(setValues, 'confirm_password')}
      />
      <TermsCheck form={form} checked={values.terms} onChange={changeOf(setValues, 'terms')} />
      <SubmitButton label={t('auth.signUp')} busyLabel={t('auth.signingUp')} pending={form.pending} />
      <SwitchView prompt={t('auth.haveAccount')} label={t('auth.signIn')} onClick={() => form.go('signin')} />
    </form>
  );
}
