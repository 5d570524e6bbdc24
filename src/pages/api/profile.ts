// POST /api/profile: the edit-profile island saves here (multipart: name, email, phone, optional
// image), through the same checks as the page's own form post. DELETE /api/profile: deletes the
// account and ends the session. JSON answers; field messages are already translated.
import type { APIRoute } from 'astro';
import { setFlash } from '../../lib/server/request/flash.ts';
import { deleteAccount, submitProfile } from '../../lib/account/save-profile.server.ts';
import { isHttps } from '../../lib/server/request/security.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const signedOut = () => Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers: PRIVATE });

export const POST: APIRoute = async ({ request, cookies, locals }) => {
  const { prefs, t } = locals;
  const outcome = await submitProfile({ request, cookies, prefs, t });
  switch (outcome.kind) {
    case 'signed-out':
      return signedOut();
    case 'saved':
      return Response.json({ saved: true, message: t('Editprofile.success') }, { headers: PRIVATE });
    case 'verification':
      return Response.json({ saved: false, message: t('Editprofile.verificationNeeded') }, { headers: PRIVATE });
    case 'refused': {
      const headers: Record<string, string> = { ...PRIVATE };
      // A body over the cap was not read to its end: the connection is closed after the answer.
      if (outcome.status === 413) headers.Connection = 'close';
      if (outcome.retryAfter) headers['Retry-After'] = String(outcome.retryAfter);
      return Response.json(
        { error: outcome.message, fields: outcome.fields, retryAfter: outcome.retryAfter },
        { status: outcome.status, headers },
      );
    }
  }
};

export const DELETE: APIRoute = async (context) => {
  const { cookies, locals } = context;
  const { prefs, t } = locals;
  const outcome = await deleteAccount({ cookies, prefs, t });
  if (outcome.kind === 'signed-out') return signedOut();
  if (outcome.kind === 'refused')
    return Response.json({ error: outcome.message }, { status: outcome.status, headers: PRIVATE });
  // The island goes on to the sign-in page, which says the account was deleted.
  setFlash(cookies, { key: 'flash.accountDeleted' }, isHttps(context));
  return new Response(null, { status: 204, headers: PRIVATE });
};
