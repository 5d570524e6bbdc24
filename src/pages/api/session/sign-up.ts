// POST /api/session/sign-up: creates the customer and starts the session. A refusal from the
// server (a taken phone or email) comes back on its field. The /login page's form post (without
// JavaScript) creates accounts through the same createAccount.
import type { APIRoute } from 'astro';
import { fieldErrors, SignUpSchema } from '../../../lib/domain/account/auth-rules.ts';
import { setFlash } from '../../../lib/server/request/flash.ts';
import { JSON_BODY_LIMIT, readJsonBody } from '../../../lib/server/request/json-body.ts';
import { clientKey, tooManyRequests } from '../../../lib/identity/rate-limit.server.ts';
import { isHttps } from '../../../lib/server/request/security.ts';
import { signInLimiter } from '../../../lib/identity/session.server.ts';
import { createAccount } from '../../../lib/identity/sign-up.server.ts';

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals } = context;
  const limited = await signInLimiter.hit(`signup:${clientKey(context)}`);
  if (!limited.allowed) return tooManyRequests(limited.retryAfter);
  const body = await readJsonBody(request, JSON_BODY_LIMIT, { object: true });
  if (!body.ok) return body.response;
  const parsed = SignUpSchema.safeParse(body.value);
  if (!parsed.success)
    return Response.json({ error: 'Some fields need attention.', fields: fieldErrors(parsed.error) }, { status: 400 });
  const outcome = await createAccount(locals.prefs, parsed.data, { cookies, secure: isHttps(context), t: locals.t });
  switch (outcome.kind) {
    case 'signed-in':
      // The island goes on to the next page (or reloads this one), which welcomes the new customer.
      setFlash(cookies, { key: 'flash.signedUp' }, isHttps(context));
      return Response.json({ ok: true });
    case 'verify':
      return Response.json({ error: locals.t('auth.verifyNeeded'), verify: true }, { status: 202 });
    case 'refused':
      return Response.json({ error: outcome.message, fields: outcome.fields }, { status: 400 });
    case 'unavailable':
      return Response.json({ error: locals.t('auth.signUpFailed') }, { status: 502 });
  }
};
