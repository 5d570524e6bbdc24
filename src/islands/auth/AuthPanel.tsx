// Sign in, sign up and forgot password: one panel with three views, used in the dialog and as
// the /login page. Rules come from lib/domain/auth-rules (the server checks the same); failures
// keep what was typed and say why next to the field or at the top.
import { useRef, useState, type SubmitEvent } from 'react';
import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { toast } from 'sonner';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';
import { useTypedBeforeHydration } from '../../lib/browser/typed-before-hydration.ts';
import { fieldErrors, SignInSchema, SignUpSchema } from '../../lib/domain/auth-rules.ts';
import { pickedTranslator, type Lang } from '../../lib/i18n/client.ts';
import { Check, Field, PasswordField } from './fields.tsx';
import { PHONE_FLAG_CODES, phoneFlags } from './phone-flags.ts';
import Icon from '../ui/Icon.tsx';

export type AuthPanelView = 'signin' | 'signup' | 'forgot';

/** What a form post to the page left to show (without JavaScript): typed values and messages. */
export interface AuthPanelInitial {
  signUp?: { name: string; email: string; phone: string; terms: boolean };
  /** Dictionary keys (or the server's own words) per field. */
  errors?: Record<string, string>;
  failure?: string | null;
  notice?: string | null;
}

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
  /** The phone widget's country (ISO 3166 alpha-2) before the customer picks one. */
  phoneCountry?: string;
  /** Where to go after signing in on the page (the dialog reloads the page instead). */
  redirectTo?: string;
  onSignedIn?: () => void;
  onClose?: () => void;
  /** h1 when the panel is the page, h2 inside the dialog. */
  headingLevel?: 1 | 2;
}

const button = 'h-11 w-full rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const ghost =
  'h-11 w-full rounded-full border border-gray-300 font-medium hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800';
const linkButton = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

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
  const country = props.phoneCountry?.toLowerCase() ?? 'eg';
  const phoneCountry = PHONE_FLAG_CODES.includes(country) ? country : 'eg';
  const onSignedIn = props.onSignedIn ?? (() => window.location.assign(redirectTo));
  const t = pickedTranslator(lang, strings);
  const [view, setView] = useState<AuthPanelView>(props.initialView);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [failure, setFailure] = useState<string | null>(initial.failure ?? null);
  const [notice, setNotice] = useState<string | null>(initial.notice ?? null);
  const [pending, setPending] = useState(false);
  const [signIn, setSignIn] = useState({ email_or_phone: '', password: '', remember: false, terms: false });
  const [signUp, setSignUp] = useState({
    name: '',
    email: '',
    phone: '',
    terms: false,
    ...initial.signUp,
    password: '',
    confirm_password: '',
  });
  const [recoveryPhone, setRecoveryPhone] = useState('');
  const signInForm = useRef<HTMLFormElement>(null);
  const signUpForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(signInForm, setSignIn);
  useTypedBeforeHydration(signUpForm, setSignUp);

  const go = (next: AuthPanelView) => {
    setErrors({});
    setFailure(null);
    setNotice(null);
    setView(next);
  };
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const unavailable = () => toast.info(t('auth.notAvailable'));

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
      toast.success(t('auth.signedIn'));
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

  function onSignIn(event: SubmitEvent) {
    event.preventDefault();
    const parsed = SignInSchema.safeParse({ ...signIn, terms: signIn.terms || undefined });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    void submit('/api/session', parsed.data);
  }

  function onSignUp(event: SubmitEvent) {
    event.preventDefault();
    const parsed = SignUpSchema.safeParse({ ...signUp, terms: signUp.terms || undefined });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    void submit('/api/session/sign-up', parsed.data);
  }

  function onForgot(event: SubmitEvent) {
    event.preventDefault();
    // No recovery call exists on the marketplace API: say so plainly instead of pretending.
    toast.info(t('auth.recoveryUnavailable'));
    if (onClose) onClose();
    else go('signin');
  }

  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const title =
    view === 'signin' ? t('auth.signInTitle') : view === 'signup' ? t('auth.signUpTitle') : t('auth.forgotPassword');
  return (
    <div className="w-full">
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

      {view === 'signin' && (
        <form
          ref={signInForm}
          method="post"
          action={formAction}
          onSubmit={onSignIn}
          noValidate
          className="mt-5 space-y-4"
        >
          <Field
            label={t('auth.emailOrPhone')}
            name="email_or_phone"
            autoComplete="username"
            inputMode="email"
            value={signIn.email_or_phone}
            onChange={(e) => setSignIn({ ...signIn, email_or_phone: e.target.value })}
            error={message(errors.email_or_phone)}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={signIn.password}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            onChange={(e) => setSignIn({ ...signIn, password: e.target.value })}
            error={message(errors.password)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Check
              label={t('auth.rememberMe')}
              name="remember"
              checked={signIn.remember}
              onChange={(e) => setSignIn({ ...signIn, remember: e.target.checked })}
            />
            <button type="button" className={`${linkButton} text-sm`} onClick={() => go('forgot')}>
              {t('auth.forgotPasswordLink')}
            </button>
          </div>
          <Check
            label={
              <a href={termsHref} className={linkButton}>
                {t('auth.terms')}
              </a>
            }
            name="terms"
            checked={signIn.terms}
            onChange={(e) => setSignIn({ ...signIn, terms: e.target.checked })}
            error={message(errors.terms)}
          />
          <button type="submit" className={button} disabled={pending}>
            {pending ? t('auth.signingIn') : t('auth.signIn')}
          </button>
          <p className="text-center text-xs text-gray-600 dark:text-gray-300">{t('auth.or')}</p>
          <div className="grid gap-2">
            <button type="button" className={ghost} onClick={unavailable}>
              {t('auth.google')}
            </button>
            <button type="button" className={ghost} onClick={unavailable}>
              {t('auth.apple')}
            </button>
            <button type="button" className={ghost} onClick={unavailable}>
              {t('auth.otp')}
            </button>
          </div>
          <p className="text-center text-sm">
            {t('auth.noAccount')}{' '}
            <button type="button" className={linkButton} onClick={() => go('signup')}>
              {t('auth.signUp')}
            </button>
          </p>
        </form>
      )}

      {view === 'signup' && (
        <form
          ref={signUpForm}
          method="post"
          action={formAction}
          onSubmit={onSignUp}
          noValidate
          className="mt-5 space-y-4"
        >
          <input type="hidden" name="intent" value="signup" />
          <Field
            label={t('auth.username')}
            name="name"
            autoComplete="name"
            value={signUp.name}
            onChange={(e) => setSignUp({ ...signUp, name: e.target.value })}
            error={message(errors.name)}
          />
          <Field
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={signUp.email}
            onChange={(e) => setSignUp({ ...signUp, email: e.target.value })}
            error={message(errors.email)}
          />
          <div>
            <label htmlFor="signup-phone" className="text-sm font-medium">
              {t('auth.phone')}
            </label>
            <div dir="ltr" className="mt-1">
              <PhoneInput
                defaultCountry={phoneCountry}
                value={signUp.phone}
                onChange={(phone) => setSignUp((s) => ({ ...s, phone }))}
                flags={phoneFlags}
                inputProps={{
                  id: 'signup-phone',
                  name: 'phone',
                  autoComplete: 'tel',
                  'aria-invalid': errors.phone ? true : undefined,
                  'aria-describedby': errors.phone ? 'signup-phone-error' : undefined,
                  maxLength: 24,
                }}
                className="phone-field"
              />
            </div>
            {errors.phone && (
              <p id="signup-phone-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {message(errors.phone)}
              </p>
            )}
          </div>
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="new-password"
            value={signUp.password}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            onChange={(e) => setSignUp({ ...signUp, password: e.target.value })}
            error={message(errors.password)}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            value={signUp.confirm_password}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            onChange={(e) => setSignUp({ ...signUp, confirm_password: e.target.value })}
            error={message(errors.confirm_password)}
          />
          <Check
            label={
              <a href={termsHref} className={linkButton}>
                {t('auth.terms')}
              </a>
            }
            name="terms"
            checked={signUp.terms}
            onChange={(e) => setSignUp({ ...signUp, terms: e.target.checked })}
            error={message(errors.terms)}
          />
          <button type="submit" className={button} disabled={pending}>
            {pending ? t('auth.signingUp') : t('auth.signUp')}
          </button>
          <p className="text-center text-sm">
            {t('auth.haveAccount')}{' '}
            <button type="button" className={linkButton} onClick={() => go('signin')}>
              {t('auth.signIn')}
            </button>
          </p>
        </form>
      )}

      {view === 'forgot' && (
        <form method="post" action={formAction} onSubmit={onForgot} noValidate className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="forgot" />
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.forgotPasswordHint')}</p>
          <div>
            <label htmlFor="forgot-phone" className="text-sm font-medium">
              {t('auth.phone')}
            </label>
            <div dir="ltr" className="mt-1">
              <PhoneInput
                defaultCountry="us"
                value={recoveryPhone}
                onChange={setRecoveryPhone}
                flags={phoneFlags}
                inputProps={{ id: 'forgot-phone', name: 'phone', autoComplete: 'tel', placeholder: '1 (702) 123-4567' }}
                className="phone-field"
              />
            </div>
          </div>
          <button type="submit" className={button}>
            {t('auth.requestOtp')}
          </button>
          <p className="text-center text-sm">
            <button type="button" className={linkButton} onClick={() => go('signin')}>
              {t('auth.backToLogin')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
