// The sign-up view: name, email, phone, password twice and the terms; posts to the sign-up
// endpoint (or, without JavaScript, to the page as intent "signup").
import { type Dispatch, type SetStateAction, type SubmitEvent, useRef } from 'react';
import { changeOf, useTypedBeforeHydration } from '../../lib/browser/typed-before-hydration.ts';
import { SignUpSchema } from '../../lib/domain/auth-rules.ts';
import { Field } from './fields.tsx';
import { type FormContext, Password, PhoneField, SubmitButton, SwitchView, TermsCheck } from './form-parts.tsx';

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
  /** The phone widget's country (ISO 3166 alpha-2, lower case) before the customer picks one. */
  phoneCountry: string;
}) {
  const { form, values, setValues } = props;
  const { t } = form;
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref, setValues);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    form.send('/api/session/sign-up', SignUpSchema.safeParse({ ...values, terms: values.terms || undefined }));
  }

  const phoneError = form.error('phone');
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
      <PhoneField
        id="signup-phone"
        label={t('auth.phone')}
        defaultCountry={props.phoneCountry}
        value={values.phone}
        onChange={(phone) => setValues((s) => ({ ...s, phone }))}
        error={phoneError}
        inputProps={{
          'aria-invalid': phoneError ? true : undefined,
          'aria-describedby': phoneError ? 'signup-phone-error' : undefined,
          maxLength: 24,
        }}
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
