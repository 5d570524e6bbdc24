// POST /api/session: sign in. DELETE /api/session: sign out. The token goes into an httpOnly
// cookie and never into a response body.
import type { APIRoute } from 'astro';
import { isApiError, login } from '../../../lib/api/index.ts';
import { fieldErrors, loginPayload, SignInSchema } from '../../../lib/domain/account/auth-rules.ts';
import { marketplaceMessage } from '../../../lib/domain/account/marketplace-messages.ts';
import { JSON_BODY_LIMIT, readJsonBody } from '../../../lib/server/request/json-body.ts';
import { isHttps } from '../../../lib/server/request/security.ts';
import { clientKey, tooManyRequests } from '../../../lib/identity/rate-limit.server.ts';
import { clearGuest, guestLogin } from '../../../lib/identity/guest.server.ts';
import { setSession, signInLimiter, signOut } from '../../../lib/identity/session.server.ts';
import { siteSettings } from '../../../lib/server/marketplace/settings.ts';
import { apiContext } from '../../../lib/server/marketplace/upstream.ts';

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals } = context;
  const limited = await signInLimiter.hit(`signin:${clientKey(context)}`);
  if (!limited.allowed) return tooManyRequests(limited.retryAfter);
  const body = await readJsonBody(request, JSON_BODY_LIMIT, { object: true });
  if (!body.ok) return body.response;
  const parsed = SignInSchema.safeParse(body.value);
  if (!parsed.success)
    return Response.json({ error: 'Some fields need attention.', fields: fieldErrors(parsed.error) }, { status: 400 });
  try {
    // A local phone number is read in the marketplace's country.
    const { country } = await siteSettings(locals.prefs.lang);
    // A guest's cart goes with the sign-in: the marketplace moves it to the customer.
    const answer = await login(apiContext(locals.prefs, { timeoutMs: 8000 }), {
      ...loginPayload(parsed.data, country),
      ...(await guestLogin(cookies)),
    });
    if (!answer.token) {
      // The real server gives no token while a phone or email still needs verifying.
      return Response.json({ error: locals.t('auth.verifyFirst') }, { status: 403 });
    }
    await setSession(cookies, answer.token, { remember: parsed.data.remember, secure: isHttps(context) });
    clearGuest(cookies);
    return Response.json({ ok: true });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      // In the page's language: the marketplace answers in English (auth-001, auth-003, ...).
      return Response.json(
        { error: marketplaceMessage(locals.t, error), code: error.code },
        { status: error.status === 401 ? 401 : 400 },
      );
    }
    return Response.json({ error: locals.t('auth.signInUnavailable') }, { status: 502 });
  }
};

// The marketplace has no call that revokes its token (reference §2: no customer logout route), so
// sign-out revokes the storefront's sealed session: a copy of the cookie is refused from now on.
export const DELETE: APIRoute = async ({ cookies }) => {
  await signOut(cookies);
  return new Response(null, { status: 204 });
};
