// POST /api/session/sign-up: creates the customer and starts the session. A refusal from the
// server (a taken phone or email) comes back on its field.
import type { APIRoute } from 'astro';
import { isApiError, signUp } from '../../../lib/api/index.ts';
import { e164, fieldErrors, SignUpSchema } from '../../../lib/domain/auth-rules.ts';
import { readJsonBody } from '../../../lib/server/json-body.ts';
import { tooManyRequests } from '../../../lib/server/rate-limit.ts';
import { setSession, signInLimiter } from '../../../lib/server/session.ts';
import { siteSettings } from '../../../lib/server/settings.ts';
import { apiContext } from '../../../lib/server/upstream.ts';

const FIELDS = new Set(['name', 'email', 'phone', 'password']);

export const POST: APIRoute = async ({ request, cookies, locals, url, clientAddress }) => {
  const limited = signInLimiter.hit(`signup:${clientAddress}`);
  if (!limited.allowed) return tooManyRequests(limited.retryAfter);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = SignUpSchema.safeParse(body.value);
  if (!parsed.success) return Response.json({ error: 'Some fields need attention.', fields: fieldErrors(parsed.error) }, { status: 400 });
  const { name, email, phone, password } = parsed.data;
  try {
    const { country } = await siteSettings(locals.prefs.lang);
    const answer = await signUp(apiContext(locals.prefs, { timeoutMs: 8000 }), { name, email, phone: e164(phone, country), password });
    if (!answer.token) {
      return Response.json({ error: 'Your account was created and needs to be verified before you can sign in.', verify: true }, { status: 202 });
    }
    setSession(cookies, answer.token, { remember: true, secure: url.protocol === 'https:' });
    return Response.json({ ok: true });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const fields = Object.fromEntries((error.errors ?? []).filter((e) => FIELDS.has(e.code)).map((e) => [e.code, e.message]));
      return Response.json({ error: error.message, fields }, { status: 400 });
    }
    return Response.json({ error: 'The sign-up service is not answering. Please try again.' }, { status: 502 });
  }
};
