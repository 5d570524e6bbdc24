// Sign in, sign up and forgot password: one panel with three views, used in the dialog and as
// the /login page. The panel holds what the views share (the view shown, the values typed, the
// errors, the notice or failure at the top) and the heading; each view is a form of its own
// (SignInForm, SignUpForm, ForgotForm). Rules come from lib/domain/auth-rules (the server checks
// the same); failures keep what was typed and say why next to the field or at the top.
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/browser/notify.ts';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { fieldErrors } from '../../lib/domain/account/auth-rules.ts';
import { pickedTranslator, type Lang } from '../../lib/i18n/client.ts';
import type { AuthPanelInitial } from '../../lib/identity/login-view.ts';
import Icon from '../ui/Icon.tsx';
import ForgotForm from './ForgotForm.tsx';
import type { AuthPanelView, Checked, FormContext } from './form-parts.tsx';
import SignInForm, { type SignInValues } from './SignInForm.tsx';
import SignUpForm, { type SignUpValues } from './SignUpForm.tsx';

export interface AuthPanelProps {
  initialView: AuthPanelView;
  lang: Lang;
  strings: Record<string, string>;
  businessName: string;
  logoUrl: string | null;
  termsHref: string;
  /** Where the forms post without JavaScript (or before it has run); `intent` tells them apart. */
  formAction?: string;
  initial?: AuthPanelInitial;
  /** Where to go after signing in on the page (the dialog reloads the page instead). */
  redirectTo?: string;
  onSignedIn?: () => void;
  onClose?: () => void;
  /** h1 when the panel is the page, h2 inside the dialog. */
  headingLevel?: 1 | 2;
}

/** Focuses the form's first field the last answer refused, else its first field. */
export function focusFirstField(root: ParentNode | null | undefined): void {
  const form = root?.querySelector('form');
  const field =
    form?.querySelector<HTMLElement>('input[aria-invalid="true"]') ??
    form?.querySelector<HTMLElement>('input:not([type="hidden"]):not([type="checkbox"])');
  field?.focus();
}

export default function AuthPanel(props: AuthPanelProps) {
  const {
    lang,
    strings,
    businessName,
    logoUrl,
    termsHref,
    onClose,
    formAction = '/login',
    redirectTo = '/',
    initial = {},
  } = props;
  const onSignedIn = props.onSignedIn ?? (() => window.location.assign(redirectTo));
  const t = pickedTranslator(lang, strings);
  const [view, setView] = useState<AuthPanelView>(props.initialView);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [failure, setFailure] = useState<string | null>(initial.failure ?? null);
  const [notice, setNotice] = useState<string | null>(initial.notice ?? null);
  const [pending, setPending] = useState(false);
  // The values live here, not in the forms, so that going to another view and back keeps them.
  const [signIn, setSignIn] = useState<SignInValues>({
    email_or_phone: '',
    password: '',
    remember: false,
  });
  const [signUp, setSignUp] = useState<SignUpValues>({
    name: '',
    email: '',
    phone: '',
    terms: false,
    ...initial.signUp,
    password: '',
    confirm_password: '',
  });
  const [recoveryPhone, setRecoveryPhone] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // The form shown first, and each one gone to, starts at its first field (the dialog's own
  // opening focuses it once it is shown: AuthDialog), unless the customer is already in one of
  // its fields (typing on /login before this island was ready).
  useEffect(() => {
    if (!root.current?.contains(document.activeElement)) focusFirstField(root.current);
  }, [view]);

  const go = (next: AuthPanelView) => {
    setErrors({});
    setFailure(null);
    setNotice(null);
    setView(next);
  };

  async function submit(path: string, body: unknown) {
    setPending(true);
    setFailure(null);
    try {
      const answer = await storefrontFetch<{ verify?: boolean } | null>(path, {
        method: 'POST',
        json: body,
        timeoutMs: 15_000,
      });
      // 202: the account exists but the marketplace wants it verified first; no session was started.
      if (answer?.verify) {
        setNotice(t('auth.verifyNeeded'));
        return;
      }
      // A new account is welcomed by the next page (the endpoint leaves it the message, flash.ts).
      if (path !== '/api/session/sign-up') notify.success(t('auth.signedIn'));
      // A guest's cart went to the account: other tabs load the cart again (lib/state/cart.ts).
      if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel('cart').postMessage('changed');
      onSignedIn();
    } catch (error) {
      const e = error instanceof ClientError ? error : new ClientError(0, t('common.error'));
      setErrors(e.fields);
      // A refusal about one field (a taken phone) is shown on that field only.
      setFailure(Object.keys(e.fields).length ? null : e.message);
    } finally {
      setPending(false);
    }
  }

  function send(path: string, checked: Checked) {
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    void submit(path, checked.data);
  }

  const form: FormContext = {
    t,
    action: formAction,
    termsHref,
    error: (field) => (errors[field] ? t(errors[field]) : undefined),
    pending,
    go,
    send,
  };
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const title =
    view === 'signin' ? t('auth.signInTitle') : view === 'signup' ? t('auth.signUpTitle') : t('auth.forgotPassword');
  return (
    <div ref={root} className="w-full">
      <div className="mb-5 flex items-center justify-between gap-3">
        {logoUrl ? (
          <img src={logoUrl} alt={businessName} height={40} width={160} className="h-10 w-auto" />
        ) : (
          <span className="text-lg font-bold">{businessName}</span>
        )}
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="grid h-10 w-10 place-items-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            <Icon size={22}>
              <path d="M6 6l12 12M18 6 6 18" />
            </Icon>
          </button>
        )}
      </div>
      <Heading id="auth-title" className="text-2xl font-bold text-gray-900 dark:text-white">
        {title}
      </Heading>
      {notice && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900 dark:bg-brand-900/40 dark:text-brand-100"
        >
          {notice}
        </p>
      )}
      {failure && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {failure}
        </p>
      )}
      {view === 'signin' && <SignInForm form={form} values={signIn} setValues={setSignIn} />}
      {view === 'signup' && <SignUpForm form={form} values={signUp} setValues={setSignUp} />}
      {view === 'forgot' && (
        <ForgotForm
          form={form}
          phone={recoveryPhone}
          setPhone={setRecoveryPhone}
          leave={onClose ?? (() => go('signin'))}
        />
      )}
    </div>
  );
}
