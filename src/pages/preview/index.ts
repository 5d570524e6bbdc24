// GET /preview?secret=…&path=/privacy-policy: an editor's secret link starts a preview (a sealed
// cookie, lib/content/preview.server.ts) and goes to the page. Nothing is set for a wrong secret, and
// the address does not exist while PREVIEW_SECRET is unset.
import type { APIRoute } from 'astro';
import { requestInfo } from '../../lib/server/request/forwarded.ts';
import { PreviewPath, previewSecret, secretMatches, startPreview } from '../../lib/content/preview.server.ts';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export const GET: APIRoute = async (context) => {
  const secret = previewSecret();
  if (!secret) return new Response('Not found', { status: 404, headers: NO_STORE });
  const { searchParams } = context.url;
  const path = PreviewPath.safeParse(searchParams.get('path') ?? '/');
  if (!path.success)
    return new Response('Bad path: a path on this site, such as /privacy-policy.', { status: 400, headers: NO_STORE });
  if (!secretMatches(searchParams.get('secret'), secret)) {
    return new Response('Wrong or missing secret.', { status: 401, headers: NO_STORE });
  }
  await startPreview(context.cookies, secret, requestInfo(context).https);
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: path.data } });
};
