// POST /api/session/sign-out (a plain form post, so it works before any script runs): ends the
// session (the sealed cookie is revoked, see lib/identity/session.server.ts) and sends the browser to `next` (a same-site path; home otherwise).
import type { APIRoute } from 'astro';
import { safeNext } from '../../../lib/paths.ts';
import { readFormBody, unreadBodyResponse } from '../../../lib/server/request/json-body.ts';
import { signOut } from '../../../lib/identity/session.server.ts';

export const POST: APIRoute = async ({ request, cookies, redirect }) => {
  const read = await readFormBody(request);
  if (!read.ok && read.reason === 'too_large') return unreadBodyResponse('too_large');
  const next = read.ok ? read.form.get('next') : null;
  await signOut(cookies);
  return redirect(safeNext(typeof next === 'string' ? next : null), 303);
};
