// The pieces the three auth forms share: what the panel hands each form, their button styles,
// the terms check, the submit button, the link to another view and the phone widget.
import type { ChangeEventHandler, ReactNode } from 'react';
// The phone widget's stylesheet is not imported here: a page would then link it in its head,
// blocking its first paint for a dialog it may never open. /login links it (the form is on the
// page); the dialog adds it as it loads (AuthDialog.tsx).
import { PhoneInput } from 'react-international-phone';
import type { fieldErrors } from '../../lib/domain/account/auth-rules.ts';
import type { Translate } from '../../lib/i18n/client.ts';
import { Check, PasswordField } from './fields.tsx';
import { phoneFlags } from './phone-flags.ts';

/** The panel's three views, each a form of its own. */
export type AuthPanelView = 'signin' | 'signup' | 'forgot';

/** A form's values checked by its rules (zod's safeParse answer): what to post, or why not. */
export type Checked = { success: true; data: unknown } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/** What the panel hands each form: the shared state and the ways back to it. */
export interface FormContext {
  t: Translate;
  /** Where the form posts without JavaScript. */
  action: string;
  termsHref: string;
  /** The translated message for a field the last check or answer refused, if any. */
  error: (field: string) => string | undefined;
  pending: boolean;
  go: (view: AuthPanelView) => void;
  /** Shows the refused fields, or posts the data to `path` and signs in. */
  send: (path: string, checked: Checked) => void;
}

export const buttonClass =
  'h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const ghostClass =
  'h-11 w-full rounded-full border border-gray-300 font-medium hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800';
export const linkButtonClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

export function SubmitButton({ label, busyLabel, pending }: { label: string; busyLabel?: string; pending?: boolean }) {
  return (
    <button type="submit" className={buttonClass} disabled={pending}>
      {pending ? busyLabel : label}
    </button>
  );
}

/** "No account yet? Sign up": a button to another view, after an optional question. */
export function SwitchView({ prompt, label, onClick }: { prompt?: string; label: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm">
      {prompt}
      {prompt ? ' ' : null}
      <button type="button" className={linkButtonClass} onClick={onClick}>
        {label}
      </button>
    </p>
  );
}

export function TermsCheck(props: {
  form: FormContext;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  const { t, termsHref, error } = props.form;
  return (
    <Check
      label={
        <a href={termsHref} className={linkButtonClass}>
          {t('auth.terms')}
        </a>
      }
      name="terms"
      checked={props.checked}
      onChange={props.onChange}
      error={error('terms')}
    />
  );
}

/** "By signing in you accept the terms": a link, nothing to tick (sign-up asks for that). */
export function TermsNotice({ form }: { form: FormContext }) {
  return (
    <p className="text-center text-xs">
      <a href={form.termsHref} className={linkButtonClass}>
        {form.t('auth.termsNotice')}
      </a>
    </p>
  );
}

/** A password input with its show/hide button and error line. */
export function Password(props: {
  form: FormContext;
  label: string;
  name: string;
  autoComplete: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  const { form, ...field } = props;
  return (
    <PasswordField
      {...field}
      showLabel={form.t('auth.showPassword')}
      hideLabel={form.t('auth.hidePassword')}
      error={form.error(field.name)}
    />
  );
}

/**
 * The phone widget (country picker and number, left to right in every language) with its label
 * and error line. `inputProps` adds to the input's id, name and autocomplete.
 */
export function PhoneField(props: {
  id: string;
  label: ReactNode;
  defaultCountry: string;
  value: string;
  onChange: (phone: string) => void;
  error?: string | undefined;
  inputProps?: Record<string, unknown>;
}) {
  const { id, error } = props;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <div dir="ltr" className="mt-1">
        <PhoneInput
          defaultCountry={props.defaultCountry}
          value={props.value}
          onChange={props.onChange}
          flags={phoneFlags}
          inputProps={{ id, name: 'phone', autoComplete: 'tel', ...props.inputProps }}
          className="phone-field"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
