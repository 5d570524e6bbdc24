// POST /api/revalidate: an editor's change published. An admin panel's save hook (or an editor
// with curl) names the pages or kinds of data that changed, with `Authorization: Bearer
// $REVALIDATE_SECRET`; every storefront process and nginx drop what they hold of them (see
// src/lib/revalidate). Without REVALIDATE_SECRET the route does not exist (404). Attempts are
// counted per client address before the secret is checked, so the secret cannot be guessed fast.
import type { APIRoute } from 'astro';
import { parseRevalidateBody, planFor } from '../../lib/revalidate/plan.server.ts';
import { revalidate } from '../../lib/revalidate/revalidate.server.ts';
import { bearerMatches, revalidateSecret } from '../../lib/revalidate/secret.server.ts';
import { JSON_BODY_LIMIT, readJsonBody } from '../../lib/server/request/json-body.ts';
import { clientKey, createLimiter, redisUrlFrom, tooManyRequests } from '../../lib/identity/rate-limit.server.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

const limiter = createLimiter({
  points: Number(process.env.REVALIDATE_RATE_LIMIT) || 30,
  windowSeconds: 60,
  keyPrefix: 'revalidate',
  redisUrl: redisUrlFrom(),
});

export const POST: APIRoute = async (context) => {
  const secret = revalidateSecret();
  if (!secret) return Response.json({ error: 'Not found.' }, { status: 404, headers: NO_STORE });
  const limited = await limiter.hit(clientKey(context));
  if (!limited.allowed) return tooManyRequests(limited.retryAfter);
  if (!bearerMatches(context.request.headers.get('authorization'), secret))
    return Response.json(
      { error: 'Send Authorization: Bearer with the storefront’s REVALIDATE_SECRET.' },
      { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } },
    );
  const body = await readJsonBody(context.request, JSON_BODY_LIMIT, { object: true });
  if (!body.ok) return body.response;
  const parsed = parseRevalidateBody(body.value);
  if (!parsed.ok)
    return Response.json({ error: parsed.error, issues: parsed.issues }, { status: 400, headers: NO_STORE });
  const done = await revalidate(planFor(parsed.request));
  return Response.json({ revalidated: true, ...done }, { headers: NO_STORE });
};
