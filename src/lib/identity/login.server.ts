// Server-only: the /login page's answers. Sign in and sign up as a page: the panel's forms post
// there, so they work without JavaScript (or before it has run): the server checks them with the
// shared rules, signs in or creates the account and keeps the token in an httpOnly cookie, then
// goes to `next`. A failure keeps what was typed (never a password) and says why. Password
// recovery answers that it is not available.
import { isApiError, login } from '../api/index.ts';
import { fieldErrors, loginPayload, SignInSchema, SignUpSchema } from '../domain/account/auth-rules.ts';
import { marketplaceMessage } from '../domain/account/marketplace-messages.ts';
import { paths, returnPath, safeNext } from '../paths.ts';
import { type SiteSettings, siteSettings } from '../server/marketplace/settings.ts';
import { apiContext } from '../server/marketplace/upstream.ts';
import { setFlash } from '../server/request/flash.ts';
import { readFormBody, unreadBodyResponse } from '../server/request/json-body.ts';
import { isHttps } from '../server/request/security.ts';
import { clearGuest, guestLogin } from './guest.server.ts';
import {
  type AuthPanelInitial,
  type LoginIntent,
  type LoginView,
  loginIntent,
  loginView,
  signUpStatus,
} from './login-view.ts';
import { clientKey, tooManyRequests } from './rate-limit.server.ts';
import { sessionToken, setSession, signInLimiter } from './session.server.ts';
import { createAccount, readSignUpForm } from './sign-up.server.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (the Astro global) gives it. */
export type LoginContext = PageContext<'prefs' | 't' | 'localizedUrl'>;

/** What the page shows. */
export interface LoginPage {
  /** The checked `next`, and the page to come back to in the visitor's language. */
  next: string;
  back: string;
  settings: SiteSettings;
  view: LoginView;
  /** A failed sign-in post shows the plain form; every other answer shows the panel. */
  showPanel: boolean;
  /** The sign-up and recovery posts answer with the panel again, showing this. */
  initial: AuthPanelInitial;
  /** The plain sign-in form's typed values, field errors (dictionary keys) and failure. */
  values: { email_or_phone: string; remember: boolean };
  errors: Record<string, string>;
  failure: string | null;
}

type Posted = Pick<LoginPage, 'initial' | 'values' | 'errors' | 'failure'>;
/** Made fresh for each request: nothing typed, nothing refused. */
const nothingPosted = (): Posted => ({
  initial: {},
  values: { email_or_phone: '', remember: false },
  errors: {},
  failure: null,
});

/** A redirect or error to answer with, or what the page shows. */
export async function loginPage(page: LoginContext): Promise<Response | LoginPage> {
  const { prefs, localizedUrl } = page.locals;
  const next = safeNext(page.url.searchParams.get('next'));
  // The page to come back to, in the visitor's language (with or without JavaScript).
  const back = returnPath(next, prefs);
  // A signed-in customer has nothing to do here: on to where they were going, else the profile.
  if (page.request.method === 'GET' && sessionToken(page.cookies))
    return page.redirect(page.url.searchParams.has('next') ? back : localizedUrl(paths.profile), 303);
  const settings = await siteSettings(prefs.lang);
  let intent: LoginIntent | null = null;
  let posted = nothingPosted();
  if (page.request.method === 'POST') {
    // A few short fields: a body over the cap is not read further (413, connection closed).
    const read = await readFormBody(page.request);
    if (!read.ok && read.reason === 'too_large') return unreadBodyResponse('too_large');
    const form = read.ok ? read.form : new FormData();
    intent = loginIntent(form.get('intent'));
    const answer =
      intent === 'forgot'
        ? // No recovery call exists on the marketplace API: the phone sent is not read, only answered.
          { ...nothingPosted(), initial: { notice: page.locals.t('auth.recoveryUnavailable') } }
        : intent === 'signup'
          ? await signUpPost(page, form, back)
          : await signInPost(page, form, back, settings);
    if (answer instanceof Response) return answer;
    posted = answer;
  }
  const view = loginView(intent, posted.initial.notice, page.url.searchParams.get('view'));
  return { next, back, settings, view, showPanel: intent !== 'signin', ...posted };
}

async function signUpPost(page: LoginContext, form: FormData, back: string): Promise<Response | Posted> {
  const { prefs, t } = page.locals;
  const limited = await signInLimiter.hit(`signup:${clientKey(page)}`);
  if (!limited.allowed) return tooManyRequests(limited.retryAfter);
  const secure = isHttps(page);
  const typed = readSignUpForm(form);
  let initial: AuthPanelInitial = { signUp: typed.values };
  const parsed = SignUpSchema.safeParse(typed.input);
  const outcome = parsed.success ? await createAccount(prefs, parsed.data, { cookies: page.cookies, secure, t }) : null;
  if (outcome?.kind === 'signed-in') {
    // The next page welcomes the new customer (and says it to a screen reader).
    setFlash(page.cookies, { key: 'flash.signedUp' }, secure);
    return page.redirect(back, 303);
  }
  if (!parsed.success) initial.errors = fieldErrors(parsed.error);
  else if (outcome?.kind === 'verify') initial = { notice: t('auth.verifyNeeded') };
  else if (outcome?.kind === 'refused')
    initial = {
      ...initial,
      errors: outcome.fields,
      failure: Object.keys(outcome.fields).length ? null : outcome.message,
    };
  else initial.failure = t('auth.signUpFailed');
  page.response.status = signUpStatus(outcome);
  return { ...nothingPosted(), initial };
}

async function signInPost(
  page: LoginContext,
  form: FormData,
  back: string,
  settings: SiteSettings,
): Promise<Response | Posted> {
  const { prefs, t } = page.locals;
  const limited = await signInLimiter.hit(`signin:${clientKey(page)}`);
  if (!limited.allowed) return tooManyRequests(limited.retryAfter);
  const values = {
    email_or_phone: String(form.get('email_or_phone') ?? '').slice(0, 200),
    remember: form.get('remember') === 'on',
  };
  const parsed = SignInSchema.safeParse({ ...values, password: String(form.get('password') ?? '') });
  if (!parsed.success) {
    page.response.status = 400;
    return { ...nothingPosted(), values, errors: fieldErrors(parsed.error) };
  }
  let failure: string;
  try {
    const answer = await login(apiContext(prefs, { timeoutMs: 8000 }), {
      ...loginPayload(parsed.data, settings.country),
      ...(await guestLogin(page.cookies)),
    });
    if (answer.token) {
      await setSession(page.cookies, answer.token, { remember: parsed.data.remember, secure: isHttps(page) });
      clearGuest(page.cookies);
      return page.redirect(back, 303);
    }
    failure = t('auth.signInFailed');
  } catch (error) {
    failure =
      isApiError(error) && error.status > 0 && error.status < 500 ? marketplaceMessage(t, error) : t('common.error');
    page.response.status = isApiError(error) && error.status === 401 ? 401 : 400;
  }
  return { ...nothingPosted(), values, failure };
}
